
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddToCartResult": [
      "CartPayload",
      "InvalidInput",
      "NotSignedIn"
    ],
    "ChangePasswordResult": [
      "InvalidInput",
      "NotSignedIn",
      "PasswordChanged",
      "Unavailable"
    ],
    "Error": [
      "AccountNotVerified",
      "Forbidden",
      "InvalidInput",
      "NotSignedIn",
      "RateLimited",
      "Unavailable",
      "WrongCredentials"
    ],
    "ModerateReviewResult": [
      "Forbidden",
      "InvalidInput",
      "NotSignedIn",
      "ReviewModerated",
      "Unavailable"
    ],
    "PlaceOrderResult": [
      "InvalidInput",
      "NotSignedIn",
      "OrderPayload"
    ],
    "QuoteResult": [
      "InvalidInput",
      "PriceOnRequest",
      "Quote"
    ],
    "ResetPasswordResult": [
      "InvalidInput",
      "PasswordChanged",
      "Unavailable"
    ],
    "ReviewModerationQueueResult": [
      "Forbidden",
      "NotSignedIn",
      "ReviewModerationQueue",
      "Unavailable"
    ],
    "SendCodeResult": [
      "CodeSent",
      "InvalidInput",
      "RateLimited",
      "Unavailable"
    ],
    "SignInResult": [
      "AccountNotVerified",
      "InvalidInput",
      "RateLimited",
      "SignedIn",
      "Unavailable",
      "WrongCredentials"
    ],
    "SignOutResult": [
      "SignedOut"
    ],
    "SignUpResult": [
      "CodeSent",
      "InvalidInput",
      "RateLimited",
      "Unavailable"
    ],
    "SocialSignInResult": [
      "InvalidInput",
      "SignedIn",
      "Unavailable"
    ],
    "UpdateProfileResult": [
      "InvalidInput",
      "NotSignedIn",
      "ProfileUpdated",
      "Unavailable"
    ],
    "UploadAvatarResult": [
      "AvatarUpdated",
      "InvalidInput",
      "NotSignedIn"
    ],
    "VerifyAccountResult": [
      "AccountVerified",
      "InvalidInput"
    ],
    "WriteReviewResult": [
      "InvalidInput",
      "NotSignedIn",
      "RateLimited",
      "ReviewWritten"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddToCartResult": [
      "CartPayload",
      "InvalidInput",
      "NotSignedIn"
    ],
    "ChangePasswordResult": [
      "InvalidInput",
      "NotSignedIn",
      "PasswordChanged",
      "Unavailable"
    ],
    "Error": [
      "AccountNotVerified",
      "Forbidden",
      "InvalidInput",
      "NotSignedIn",
      "RateLimited",
      "Unavailable",
      "WrongCredentials"
    ],
    "ModerateReviewResult": [
      "Forbidden",
      "InvalidInput",
      "NotSignedIn",
      "ReviewModerated",
      "Unavailable"
    ],
    "PlaceOrderResult": [
      "InvalidInput",
      "NotSignedIn",
      "OrderPayload"
    ],
    "QuoteResult": [
      "InvalidInput",
      "PriceOnRequest",
      "Quote"
    ],
    "ResetPasswordResult": [
      "InvalidInput",
      "PasswordChanged",
      "Unavailable"
    ],
    "ReviewModerationQueueResult": [
      "Forbidden",
      "NotSignedIn",
      "ReviewModerationQueue",
      "Unavailable"
    ],
    "SendCodeResult": [
      "CodeSent",
      "InvalidInput",
      "RateLimited",
      "Unavailable"
    ],
    "SignInResult": [
      "AccountNotVerified",
      "InvalidInput",
      "RateLimited",
      "SignedIn",
      "Unavailable",
      "WrongCredentials"
    ],
    "SignOutResult": [
      "SignedOut"
    ],
    "SignUpResult": [
      "CodeSent",
      "InvalidInput",
      "RateLimited",
      "Unavailable"
    ],
    "SocialSignInResult": [
      "InvalidInput",
      "SignedIn",
      "Unavailable"
    ],
    "UpdateProfileResult": [
      "InvalidInput",
      "NotSignedIn",
      "ProfileUpdated",
      "Unavailable"
    ],
    "UploadAvatarResult": [
      "AvatarUpdated",
      "InvalidInput",
      "NotSignedIn"
    ],
    "VerifyAccountResult": [
      "AccountVerified",
      "InvalidInput"
    ],
    "WriteReviewResult": [
      "InvalidInput",
      "NotSignedIn",
      "RateLimited",
      "ReviewWritten"
    ]
  }
};
      export default result;
    