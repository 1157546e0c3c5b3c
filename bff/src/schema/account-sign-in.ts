import { accountMessages } from '../accounts/account-messages';
import { signIn, signInWithSocialToken, type SignedInValue } from '../accounts/sign-in-flow';
import { builder } from '../builder';
import { endSession } from '../session/session-state';
import { Viewer } from './account';
import { AccountNotVerified, RateLimited, WrongCredentials } from './account-errors';
import { InvalidInput, Unavailable } from './error';

const SignedIn = builder.objectRef<SignedInValue>('SignedIn').implement({
  description: 'The session cookie is set (HttpOnly); nothing secret is in the answer.',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'SignedIn',
  fields: (t) => ({ viewer: t.field({ type: Viewer, description: 'The shopper now signed in.', resolve: (v) => v.viewer }) }),
});

const SignedOut = builder.objectRef<{ __typename: 'SignedOut'; message: string }>('SignedOut').implement({
  description: 'The session is ended and its cookie cleared.',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'SignedOut',
  fields: (t) => ({ message: t.exposeString('message', { description: "Vietnamese confirmation: 'Bạn đã đăng xuất.'." }) }),
});

const SignInResult = builder.unionType('SignInResult', {
  description: 'SignedIn, or why not: InvalidInput (an empty field), WrongCredentials, RateLimited, AccountNotVerified or Unavailable.',
  types: [SignedIn, InvalidInput, WrongCredentials, RateLimited, AccountNotVerified, Unavailable],
});

const SocialSignInResult = builder.unionType('SocialSignInResult', {
  description: 'SignedIn, or why not: InvalidInput (field tokenID: empty, expired or rejected; ask the shopper to try again) or Unavailable.',
  types: [SignedIn, InvalidInput, Unavailable],
});

const SignOutResult = builder.unionType('SignOutResult', { description: 'Always SignedOut, signed in or not.', types: [SignedOut] });

builder.mutationFields((t) => ({
  signIn: t.field({
    type: SignInResult,
    description: 'Both fields are checked before the shop is asked. Limited per e-mail and per client address.',
    args: {
      email: t.arg.string({ required: true, description: "The account's e-mail address." }),
      password: t.arg.string({ required: true, description: 'The password, as typed.' }),
    },
    resolve: (_root, args, ctx) => signIn(ctx, args.email, args.password),
  }),
  exchangeSocialToken: t.field({
    type: SocialSignInResult,
    description: 'Exchanges the `?tokenID=` a Google or Facebook sign-in comes back with for a session.',
    args: { tokenID: t.arg.string({ required: true, description: 'The `tokenID` query parameter of the return URL.' }) },
    resolve: (_root, args, ctx) => signInWithSocialToken(ctx, args.tokenID),
  }),
  signOut: t.field({
    type: SignOutResult,
    description: 'Ends the session and clears its cookie.',
    resolve: (_root, _args, ctx) => {
      endSession(ctx);
      return { __typename: 'SignedOut' as const, message: accountMessages.signedOut };
    },
  }),
}));
