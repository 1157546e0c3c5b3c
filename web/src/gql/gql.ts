/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation UploadAvatar($imageBase64: String!) {\n    uploadAvatar(imageBase64: $imageBase64) {\n      __typename\n      ... on AvatarUpdated {\n        viewer {\n          id\n          avatar\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n": typeof types.UploadAvatarDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on NotSignedIn {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    fullname\n    email\n    phone\n  }\n": typeof types.ProfileForm_ViewerFragmentDoc,
    "\n  mutation UpdateProfile($fullname: String!, $phone: String!) {\n    updateProfile(fullname: $fullname, phone: $phone) {\n      __typename\n      ... on ProfileUpdated {\n        message\n        viewer {\n          id\n          fullname\n          greetingName\n          phone\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ExchangeSocialToken($tokenID: String!) {\n    exchangeSocialToken(tokenID: $tokenID) {\n      __typename\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n    }\n  }\n": typeof types.ExchangeSocialTokenDocument,
    "\n  fragment SendCode_result on SendCodeResult {\n    __typename\n    ... on CodeSent {\n      codeExpiresInSeconds\n      message\n    }\n    ... on InvalidInput {\n      message\n    }\n    ... on RateLimited {\n      message\n    }\n    ... on Unavailable {\n      message\n    }\n  }\n": typeof types.SendCode_ResultFragmentDoc,
    "\n  query CurrentViewer {\n    me {\n      ...AccountMenu_viewer\n    }\n    cart {\n      lineCount\n    }\n  }\n": typeof types.CurrentViewerDocument,
    "\n  mutation SignOut {\n    signOut {\n      __typename\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  fragment CartLineItem_line on CartLine {\n    id\n    productId\n    name\n    product {\n      id\n      categorySlug\n      thumbnail\n    }\n    ...LineOptions_line\n    material {\n      value\n    }\n    effect {\n      value\n    }\n    size {\n      value\n    }\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n": typeof types.CartLineItem_LineFragmentDoc,
    "\n  fragment LineOptions_line on CartLine {\n    material {\n      label\n    }\n    effect {\n      label\n    }\n    size {\n      label\n    }\n    sides {\n      label\n    }\n    hasDesign\n    designs\n    quantity\n    designLink\n  }\n": typeof types.LineOptions_LineFragmentDoc,
    "\n  fragment CartChange_result on AddToCartResult {\n    __typename\n    ... on CartPayload {\n      message\n      cart {\n        lineCount\n      }\n    }\n    ... on InvalidInput {\n      message\n      field\n    }\n    ... on NotSignedIn {\n      message\n    }\n  }\n": typeof types.CartChange_ResultFragmentDoc,
    "\n  query CartCount {\n    cart {\n      lineCount\n    }\n  }\n": typeof types.CartCountDocument,
    "\n  fragment CategoryFilter_category on Category {\n    name\n    slug\n    productCount\n  }\n": typeof types.CategoryFilter_CategoryFragmentDoc,
    "\n  fragment ImageSlider_slide on ImageSlide {\n    id\n    image\n    productId\n    product {\n      id\n      name\n    }\n  }\n": typeof types.ImageSlider_SlideFragmentDoc,
    "\n  fragment ProductList_connection on ProductConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ProductTile_product\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.ProductList_ConnectionFragmentDoc,
    "\n  fragment ProductTile_product on Product {\n    id\n    name\n    price\n    categorySlug\n    thumbnail\n    hoverImage\n    viewCount\n  }\n": typeof types.ProductTile_ProductFragmentDoc,
    "\n  fragment TopTrending_item on HotProduct {\n    id\n    rank\n    material\n    effect\n    size\n    product {\n      id\n      name\n      categorySlug\n      thumbnail\n    }\n  }\n": typeof types.TopTrending_ItemFragmentDoc,
    "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    fullname\n    greetingName\n    canModerateReviews\n  }\n": typeof types.AccountMenu_ViewerFragmentDoc,
    "\n  fragment ChatWidget_shop on Shop {\n    chatLink\n    hotlines\n  }\n": typeof types.ChatWidget_ShopFragmentDoc,
    "\n  fragment Footer_shop on Shop {\n    services {\n      title\n      link\n    }\n    storeInfo {\n      title\n      text\n    }\n    emails\n    hotlines\n    socialLinks {\n      name\n      link\n    }\n  }\n": typeof types.Footer_ShopFragmentDoc,
    "\n  query Layout {\n    shop {\n      memberCount\n      ...SocialLinks_shop\n      ...Footer_shop\n      ...ChatWidget_shop\n    }\n    categories {\n      ...ProductsMenu_category\n    }\n    products(first: 100) {\n      edges {\n        node {\n          ...ProductsMenu_product\n        }\n      }\n    }\n    textSlides {\n      ...TextBanner_slide\n    }\n  }\n": typeof types.LayoutDocument,
    "\n  fragment ProductsMenu_category on Category {\n    name\n    slug\n  }\n  fragment ProductsMenu_product on Product {\n    id\n    name\n    categorySlug\n  }\n": typeof types.ProductsMenu_CategoryFragmentDoc,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query, first: 8) {\n      kind\n      label\n      productId\n      categorySlug\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment SocialLinks_shop on Shop {\n    socialLinks {\n      name\n      link\n    }\n  }\n": typeof types.SocialLinks_ShopFragmentDoc,
    "\n  fragment TextBanner_slide on TextSlide {\n    id\n    text\n  }\n": typeof types.TextBanner_SlideFragmentDoc,
    "\n  fragment ModerationItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    author {\n      name\n    }\n    product {\n      id\n      name\n      categorySlug\n    }\n  }\n": typeof types.ModerationItem_ReviewFragmentDoc,
    "\n  mutation ModerateReview($reviewId: ID!, $decision: ReviewDecision!, $writtenAt: String!) {\n    moderateReview(reviewId: $reviewId, decision: $decision, writtenAt: $writtenAt) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerated {\n        review {\n          id\n          status\n        }\n      }\n    }\n  }\n": typeof types.ModerateReviewDocument,
    "\n  fragment ChosenLines_cartLine on CartLine {\n    id\n    name\n    ...LineOptions_line\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n": typeof types.ChosenLines_CartLineFragmentDoc,
    "\n  fragment OrderCard_order on Order {\n    id\n    code\n    createdAt\n    status\n    statusLabel\n    shopStatus\n    recipient {\n      name\n      address\n      phone\n      email\n    }\n    lines {\n      ...OrderLines_line\n    }\n    total\n    deposit\n    payment {\n      ...PaymentInstructions_payment\n    }\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  fragment OrderLines_line on OrderLine {\n    productId\n    name\n    material\n    effect\n    size\n    sides\n    hasDesign\n    designs\n    quantity\n    designLink\n    unitPrice\n    lineTotal\n    designFee\n  }\n": typeof types.OrderLines_LineFragmentDoc,
    "\n  fragment PaymentInstructions_info on PaymentInfo {\n    bankName\n    accountNumber\n    accountName\n    wallets\n    chatLink\n  }\n": typeof types.PaymentInstructions_InfoFragmentDoc,
    "\n  fragment PaymentInstructions_payment on Payment {\n    amount\n    transferMessage\n    vietQrSvg\n  }\n": typeof types.PaymentInstructions_PaymentFragmentDoc,
    "\n  fragment QuoteView_quote on Quote {\n    quantity\n    tierQuantity\n    unitPrice\n    lineTotal\n    designFee\n    total\n    deposit\n  }\n": typeof types.QuoteView_QuoteFragmentDoc,
    "\n  fragment QuoteView_priceOnRequest on PriceOnRequest {\n    message\n    hotlines\n  }\n": typeof types.QuoteView_PriceOnRequestFragmentDoc,
    "\n  mutation OrdersReorder($code: String!) {\n    reorder(code: $code) {\n      ...CartChange_result\n    }\n  }\n": typeof types.OrdersReorderDocument,
    "\n  mutation OrderConfirmationPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPayload {\n        message\n        order {\n          id\n          ...OrderCard_order\n        }\n      }\n      ... on InvalidInput {\n        message\n        field\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n": typeof types.OrderConfirmationPlaceDocument,
    "\n  fragment PriceTable_priceTable on PriceTable {\n    id\n    size\n    material\n    onRequest\n    columns {\n      sides\n      designLimit\n      label\n    }\n    rows {\n      quantity\n      prices\n    }\n  }\n": typeof types.PriceTable_PriceTableFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    videoId\n    images\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductInfoTabs_product on Product {\n    description { ...RichTextBlock_richText }\n    orderNotes { ...RichTextBlock_richText }\n  }\n": typeof types.ProductInfoTabs_ProductFragmentDoc,
    "\n  fragment ProductOptions_product on Product {\n    options {\n      material { value label }\n      effect { value label }\n      size { value label }\n      sides { value label }\n    }\n    materialNotes { ...RichTextBlock_richText }\n    effectNotes { ...RichTextBlock_richText }\n  }\n": typeof types.ProductOptions_ProductFragmentDoc,
    "\n  fragment ProductSpecs_product on Product {\n    options {\n      material { label }\n      effect { label }\n      size { label }\n      sides { label }\n    }\n    specs {\n      color\n      colorsys\n      pritech\n      cut\n      time\n    }\n  }\n": typeof types.ProductSpecs_ProductFragmentDoc,
    "\n  fragment ProductSummary_product on Product {\n    name\n    tagline\n    price\n    category\n    viewCount\n    ...RatingBadge_product\n  }\n": typeof types.ProductSummary_ProductFragmentDoc,
    "\n  query QuotePanel($input: QuoteInput!) {\n    quote(input: $input) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n  }\n": typeof types.QuotePanelDocument,
    "\n  mutation QuotePanelAddToCart($input: CartLineInput!) {\n    addToCart(input: $input) {\n      ...CartChange_result\n    }\n  }\n": typeof types.QuotePanelAddToCartDocument,
    "\n  fragment RelatedProducts_product on Product {\n    related(first: 6) {\n      id\n      ...ProductTile_product\n    }\n  }\n": typeof types.RelatedProducts_ProductFragmentDoc,
    "\n  fragment RichTextBlock_richText on RichText {\n    title\n    paragraphs\n    images\n  }\n": typeof types.RichTextBlock_RichTextFragmentDoc,
    "\n  fragment RatingBadge_product on Product {\n    rating {\n      average\n      count\n    }\n  }\n": typeof types.RatingBadge_ProductFragmentDoc,
    "\n  fragment RatingSummary_productRating on ProductRating {\n    average\n    count\n    distribution\n  }\n": typeof types.RatingSummary_ProductRatingFragmentDoc,
    "\n  mutation WriteReview($productId: ID!, $rating: Int!, $text: String) {\n    writeReview(productId: $productId, rating: $rating, text: $text) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewWritten {\n        product {\n          id\n          ...ReviewsSection_product\n        }\n      }\n    }\n  }\n": typeof types.WriteReviewDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    status\n    mine\n    author {\n      name\n      avatar\n    }\n  }\n": typeof types.ReviewItem_ReviewFragmentDoc,
    "\n  fragment ReviewsSection_product on Product {\n    id\n    viewerCanReview\n    rating {\n      ...RatingSummary_productRating\n    }\n    myReview {\n      id\n      rating\n      text\n      status\n    }\n    reviews(first: 10) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ReviewItem_review\n        }\n      }\n    }\n  }\n": typeof types.ReviewsSection_ProductFragmentDoc,
    "\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 10, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...ReviewItem_review\n          }\n        }\n      }\n    }\n  }\n": typeof types.MoreReviewsDocument,
    "\n  mutation VerifyAccount($email: String!, $code: String!) {\n    verifyAccount(email: $email, code: $code) {\n      __typename\n      ... on AccountVerified {\n        email\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n    }\n  }\n": typeof types.VerifyAccountDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      ...SendCode_result\n    }\n  }\n": typeof types.ResendVerificationCodeDocument,
    "\n  query AccountPage {\n    me {\n      id\n      greetingName\n      avatar\n      ...ProfileForm_viewer\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  query CartPage {\n    cart {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n    shop {\n      hotlines\n    }\n    products(first: 12, sort: VIEWS_DESC) {\n      edges {\n        node {\n          id\n          ...ProductTile_product\n        }\n      }\n    }\n  }\n": typeof types.CartPageDocument,
    "\n  mutation CartRemoveLine($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n  }\n": typeof types.CartRemoveLineDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SendCode_result\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Home($category: String, $sort: ProductSort, $first: Int!) {\n    imageSlides {\n      ...ImageSlider_slide\n    }\n    hotProducts {\n      ...TopTrending_item\n    }\n    categories {\n      ...CategoryFilter_category\n    }\n    products(category: $category, sort: $sort, first: $first) {\n      ...ProductList_connection\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query HomeMoreProducts($category: String, $sort: ProductSort, $first: Int!, $after: String) {\n    products(category: $category, sort: $sort, first: $first, after: $after) {\n      ...ProductList_connection\n    }\n  }\n": typeof types.HomeMoreProductsDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on WrongCredentials {\n        message\n        code\n      }\n      ... on RateLimited {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on AccountNotVerified {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n      ... on AccountNotVerified {\n        email\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query OrderConfirmationPage($fromCart: Boolean!, $withQuote: Boolean!, $quoteInput: QuoteInput!) {\n    me {\n      id\n      fullname\n      email\n      phone\n    }\n    cart {\n      lineCount\n      lines @include(if: $fromCart) {\n        id\n        ...ChosenLines_cartLine\n      }\n    }\n    quote(input: $quoteInput) @include(if: $withQuote) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    shop {\n      hotlines\n      chatLink\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n": typeof types.OrderConfirmationPageDocument,
    "\n  query OrdersPage {\n    cart {\n      lineCount\n    }\n    orders {\n      id\n      ...OrderCard_order\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n": typeof types.OrdersPageDocument,
    "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      tagline\n      category\n      categorySlug\n      description {\n        paragraphs\n      }\n      ...ProductGallery_product\n      ...ProductSummary_product\n      ...ProductSpecs_product\n      ...ProductOptions_product\n      ...ProductInfoTabs_product\n      priceTables {\n        ...PriceTable_priceTable\n      }\n      ...RelatedProducts_product\n      ...ReviewsSection_product\n    }\n    shop {\n      hotlines\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  mutation SignUp($fullname: String!, $email: String!, $phone: String!, $password: String!) {\n    signUp(fullname: $fullname, email: $email, phone: $phone, password: $password) {\n      __typename\n      ... on CodeSent {\n        email\n        codeExpiresInSeconds\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on RateLimited {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query ReviewModeration {\n    reviewModerationQueue(first: 50) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerationQueue {\n        totalCount\n        reviews {\n          id\n          ...ModerationItem_review\n        }\n      }\n    }\n  }\n": typeof types.ReviewModerationDocument,
};
const documents: Documents = {
    "\n  mutation UploadAvatar($imageBase64: String!) {\n    uploadAvatar(imageBase64: $imageBase64) {\n      __typename\n      ... on AvatarUpdated {\n        viewer {\n          id\n          avatar\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n": types.UploadAvatarDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on NotSignedIn {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    fullname\n    email\n    phone\n  }\n": types.ProfileForm_ViewerFragmentDoc,
    "\n  mutation UpdateProfile($fullname: String!, $phone: String!) {\n    updateProfile(fullname: $fullname, phone: $phone) {\n      __typename\n      ... on ProfileUpdated {\n        message\n        viewer {\n          id\n          fullname\n          greetingName\n          phone\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ExchangeSocialToken($tokenID: String!) {\n    exchangeSocialToken(tokenID: $tokenID) {\n      __typename\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n    }\n  }\n": types.ExchangeSocialTokenDocument,
    "\n  fragment SendCode_result on SendCodeResult {\n    __typename\n    ... on CodeSent {\n      codeExpiresInSeconds\n      message\n    }\n    ... on InvalidInput {\n      message\n    }\n    ... on RateLimited {\n      message\n    }\n    ... on Unavailable {\n      message\n    }\n  }\n": types.SendCode_ResultFragmentDoc,
    "\n  query CurrentViewer {\n    me {\n      ...AccountMenu_viewer\n    }\n    cart {\n      lineCount\n    }\n  }\n": types.CurrentViewerDocument,
    "\n  mutation SignOut {\n    signOut {\n      __typename\n    }\n  }\n": types.SignOutDocument,
    "\n  fragment CartLineItem_line on CartLine {\n    id\n    productId\n    name\n    product {\n      id\n      categorySlug\n      thumbnail\n    }\n    ...LineOptions_line\n    material {\n      value\n    }\n    effect {\n      value\n    }\n    size {\n      value\n    }\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n": types.CartLineItem_LineFragmentDoc,
    "\n  fragment LineOptions_line on CartLine {\n    material {\n      label\n    }\n    effect {\n      label\n    }\n    size {\n      label\n    }\n    sides {\n      label\n    }\n    hasDesign\n    designs\n    quantity\n    designLink\n  }\n": types.LineOptions_LineFragmentDoc,
    "\n  fragment CartChange_result on AddToCartResult {\n    __typename\n    ... on CartPayload {\n      message\n      cart {\n        lineCount\n      }\n    }\n    ... on InvalidInput {\n      message\n      field\n    }\n    ... on NotSignedIn {\n      message\n    }\n  }\n": types.CartChange_ResultFragmentDoc,
    "\n  query CartCount {\n    cart {\n      lineCount\n    }\n  }\n": types.CartCountDocument,
    "\n  fragment CategoryFilter_category on Category {\n    name\n    slug\n    productCount\n  }\n": types.CategoryFilter_CategoryFragmentDoc,
    "\n  fragment ImageSlider_slide on ImageSlide {\n    id\n    image\n    productId\n    product {\n      id\n      name\n    }\n  }\n": types.ImageSlider_SlideFragmentDoc,
    "\n  fragment ProductList_connection on ProductConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ProductTile_product\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.ProductList_ConnectionFragmentDoc,
    "\n  fragment ProductTile_product on Product {\n    id\n    name\n    price\n    categorySlug\n    thumbnail\n    hoverImage\n    viewCount\n  }\n": types.ProductTile_ProductFragmentDoc,
    "\n  fragment TopTrending_item on HotProduct {\n    id\n    rank\n    material\n    effect\n    size\n    product {\n      id\n      name\n      categorySlug\n      thumbnail\n    }\n  }\n": types.TopTrending_ItemFragmentDoc,
    "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    fullname\n    greetingName\n    canModerateReviews\n  }\n": types.AccountMenu_ViewerFragmentDoc,
    "\n  fragment ChatWidget_shop on Shop {\n    chatLink\n    hotlines\n  }\n": types.ChatWidget_ShopFragmentDoc,
    "\n  fragment Footer_shop on Shop {\n    services {\n      title\n      link\n    }\n    storeInfo {\n      title\n      text\n    }\n    emails\n    hotlines\n    socialLinks {\n      name\n      link\n    }\n  }\n": types.Footer_ShopFragmentDoc,
    "\n  query Layout {\n    shop {\n      memberCount\n      ...SocialLinks_shop\n      ...Footer_shop\n      ...ChatWidget_shop\n    }\n    categories {\n      ...ProductsMenu_category\n    }\n    products(first: 100) {\n      edges {\n        node {\n          ...ProductsMenu_product\n        }\n      }\n    }\n    textSlides {\n      ...TextBanner_slide\n    }\n  }\n": types.LayoutDocument,
    "\n  fragment ProductsMenu_category on Category {\n    name\n    slug\n  }\n  fragment ProductsMenu_product on Product {\n    id\n    name\n    categorySlug\n  }\n": types.ProductsMenu_CategoryFragmentDoc,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query, first: 8) {\n      kind\n      label\n      productId\n      categorySlug\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment SocialLinks_shop on Shop {\n    socialLinks {\n      name\n      link\n    }\n  }\n": types.SocialLinks_ShopFragmentDoc,
    "\n  fragment TextBanner_slide on TextSlide {\n    id\n    text\n  }\n": types.TextBanner_SlideFragmentDoc,
    "\n  fragment ModerationItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    author {\n      name\n    }\n    product {\n      id\n      name\n      categorySlug\n    }\n  }\n": types.ModerationItem_ReviewFragmentDoc,
    "\n  mutation ModerateReview($reviewId: ID!, $decision: ReviewDecision!, $writtenAt: String!) {\n    moderateReview(reviewId: $reviewId, decision: $decision, writtenAt: $writtenAt) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerated {\n        review {\n          id\n          status\n        }\n      }\n    }\n  }\n": types.ModerateReviewDocument,
    "\n  fragment ChosenLines_cartLine on CartLine {\n    id\n    name\n    ...LineOptions_line\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n": types.ChosenLines_CartLineFragmentDoc,
    "\n  fragment OrderCard_order on Order {\n    id\n    code\n    createdAt\n    status\n    statusLabel\n    shopStatus\n    recipient {\n      name\n      address\n      phone\n      email\n    }\n    lines {\n      ...OrderLines_line\n    }\n    total\n    deposit\n    payment {\n      ...PaymentInstructions_payment\n    }\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  fragment OrderLines_line on OrderLine {\n    productId\n    name\n    material\n    effect\n    size\n    sides\n    hasDesign\n    designs\n    quantity\n    designLink\n    unitPrice\n    lineTotal\n    designFee\n  }\n": types.OrderLines_LineFragmentDoc,
    "\n  fragment PaymentInstructions_info on PaymentInfo {\n    bankName\n    accountNumber\n    accountName\n    wallets\n    chatLink\n  }\n": types.PaymentInstructions_InfoFragmentDoc,
    "\n  fragment PaymentInstructions_payment on Payment {\n    amount\n    transferMessage\n    vietQrSvg\n  }\n": types.PaymentInstructions_PaymentFragmentDoc,
    "\n  fragment QuoteView_quote on Quote {\n    quantity\n    tierQuantity\n    unitPrice\n    lineTotal\n    designFee\n    total\n    deposit\n  }\n": types.QuoteView_QuoteFragmentDoc,
    "\n  fragment QuoteView_priceOnRequest on PriceOnRequest {\n    message\n    hotlines\n  }\n": types.QuoteView_PriceOnRequestFragmentDoc,
    "\n  mutation OrdersReorder($code: String!) {\n    reorder(code: $code) {\n      ...CartChange_result\n    }\n  }\n": types.OrdersReorderDocument,
    "\n  mutation OrderConfirmationPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPayload {\n        message\n        order {\n          id\n          ...OrderCard_order\n        }\n      }\n      ... on InvalidInput {\n        message\n        field\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n": types.OrderConfirmationPlaceDocument,
    "\n  fragment PriceTable_priceTable on PriceTable {\n    id\n    size\n    material\n    onRequest\n    columns {\n      sides\n      designLimit\n      label\n    }\n    rows {\n      quantity\n      prices\n    }\n  }\n": types.PriceTable_PriceTableFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    videoId\n    images\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductInfoTabs_product on Product {\n    description { ...RichTextBlock_richText }\n    orderNotes { ...RichTextBlock_richText }\n  }\n": types.ProductInfoTabs_ProductFragmentDoc,
    "\n  fragment ProductOptions_product on Product {\n    options {\n      material { value label }\n      effect { value label }\n      size { value label }\n      sides { value label }\n    }\n    materialNotes { ...RichTextBlock_richText }\n    effectNotes { ...RichTextBlock_richText }\n  }\n": types.ProductOptions_ProductFragmentDoc,
    "\n  fragment ProductSpecs_product on Product {\n    options {\n      material { label }\n      effect { label }\n      size { label }\n      sides { label }\n    }\n    specs {\n      color\n      colorsys\n      pritech\n      cut\n      time\n    }\n  }\n": types.ProductSpecs_ProductFragmentDoc,
    "\n  fragment ProductSummary_product on Product {\n    name\n    tagline\n    price\n    category\n    viewCount\n    ...RatingBadge_product\n  }\n": types.ProductSummary_ProductFragmentDoc,
    "\n  query QuotePanel($input: QuoteInput!) {\n    quote(input: $input) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n  }\n": types.QuotePanelDocument,
    "\n  mutation QuotePanelAddToCart($input: CartLineInput!) {\n    addToCart(input: $input) {\n      ...CartChange_result\n    }\n  }\n": types.QuotePanelAddToCartDocument,
    "\n  fragment RelatedProducts_product on Product {\n    related(first: 6) {\n      id\n      ...ProductTile_product\n    }\n  }\n": types.RelatedProducts_ProductFragmentDoc,
    "\n  fragment RichTextBlock_richText on RichText {\n    title\n    paragraphs\n    images\n  }\n": types.RichTextBlock_RichTextFragmentDoc,
    "\n  fragment RatingBadge_product on Product {\n    rating {\n      average\n      count\n    }\n  }\n": types.RatingBadge_ProductFragmentDoc,
    "\n  fragment RatingSummary_productRating on ProductRating {\n    average\n    count\n    distribution\n  }\n": types.RatingSummary_ProductRatingFragmentDoc,
    "\n  mutation WriteReview($productId: ID!, $rating: Int!, $text: String) {\n    writeReview(productId: $productId, rating: $rating, text: $text) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewWritten {\n        product {\n          id\n          ...ReviewsSection_product\n        }\n      }\n    }\n  }\n": types.WriteReviewDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    status\n    mine\n    author {\n      name\n      avatar\n    }\n  }\n": types.ReviewItem_ReviewFragmentDoc,
    "\n  fragment ReviewsSection_product on Product {\n    id\n    viewerCanReview\n    rating {\n      ...RatingSummary_productRating\n    }\n    myReview {\n      id\n      rating\n      text\n      status\n    }\n    reviews(first: 10) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ReviewItem_review\n        }\n      }\n    }\n  }\n": types.ReviewsSection_ProductFragmentDoc,
    "\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 10, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...ReviewItem_review\n          }\n        }\n      }\n    }\n  }\n": types.MoreReviewsDocument,
    "\n  mutation VerifyAccount($email: String!, $code: String!) {\n    verifyAccount(email: $email, code: $code) {\n      __typename\n      ... on AccountVerified {\n        email\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n    }\n  }\n": types.VerifyAccountDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      ...SendCode_result\n    }\n  }\n": types.ResendVerificationCodeDocument,
    "\n  query AccountPage {\n    me {\n      id\n      greetingName\n      avatar\n      ...ProfileForm_viewer\n    }\n  }\n": types.AccountPageDocument,
    "\n  query CartPage {\n    cart {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n    shop {\n      hotlines\n    }\n    products(first: 12, sort: VIEWS_DESC) {\n      edges {\n        node {\n          id\n          ...ProductTile_product\n        }\n      }\n    }\n  }\n": types.CartPageDocument,
    "\n  mutation CartRemoveLine($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n  }\n": types.CartRemoveLineDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SendCode_result\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query Home($category: String, $sort: ProductSort, $first: Int!) {\n    imageSlides {\n      ...ImageSlider_slide\n    }\n    hotProducts {\n      ...TopTrending_item\n    }\n    categories {\n      ...CategoryFilter_category\n    }\n    products(category: $category, sort: $sort, first: $first) {\n      ...ProductList_connection\n    }\n  }\n": types.HomeDocument,
    "\n  query HomeMoreProducts($category: String, $sort: ProductSort, $first: Int!, $after: String) {\n    products(category: $category, sort: $sort, first: $first, after: $after) {\n      ...ProductList_connection\n    }\n  }\n": types.HomeMoreProductsDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on WrongCredentials {\n        message\n        code\n      }\n      ... on RateLimited {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on AccountNotVerified {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n      ... on AccountNotVerified {\n        email\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query OrderConfirmationPage($fromCart: Boolean!, $withQuote: Boolean!, $quoteInput: QuoteInput!) {\n    me {\n      id\n      fullname\n      email\n      phone\n    }\n    cart {\n      lineCount\n      lines @include(if: $fromCart) {\n        id\n        ...ChosenLines_cartLine\n      }\n    }\n    quote(input: $quoteInput) @include(if: $withQuote) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    shop {\n      hotlines\n      chatLink\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n": types.OrderConfirmationPageDocument,
    "\n  query OrdersPage {\n    cart {\n      lineCount\n    }\n    orders {\n      id\n      ...OrderCard_order\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n": types.OrdersPageDocument,
    "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      tagline\n      category\n      categorySlug\n      description {\n        paragraphs\n      }\n      ...ProductGallery_product\n      ...ProductSummary_product\n      ...ProductSpecs_product\n      ...ProductOptions_product\n      ...ProductInfoTabs_product\n      priceTables {\n        ...PriceTable_priceTable\n      }\n      ...RelatedProducts_product\n      ...ReviewsSection_product\n    }\n    shop {\n      hotlines\n    }\n  }\n": types.ProductPageDocument,
    "\n  mutation SignUp($fullname: String!, $email: String!, $phone: String!, $password: String!) {\n    signUp(fullname: $fullname, email: $email, phone: $phone, password: $password) {\n      __typename\n      ... on CodeSent {\n        email\n        codeExpiresInSeconds\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on RateLimited {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  query ReviewModeration {\n    reviewModerationQueue(first: 50) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerationQueue {\n        totalCount\n        reviews {\n          id\n          ...ModerationItem_review\n        }\n      }\n    }\n  }\n": types.ReviewModerationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAvatar($imageBase64: String!) {\n    uploadAvatar(imageBase64: $imageBase64) {\n      __typename\n      ... on AvatarUpdated {\n        viewer {\n          id\n          avatar\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAvatar($imageBase64: String!) {\n    uploadAvatar(imageBase64: $imageBase64) {\n      __typename\n      ... on AvatarUpdated {\n        viewer {\n          id\n          avatar\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on NotSignedIn {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on NotSignedIn {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    fullname\n    email\n    phone\n  }\n"): (typeof documents)["\n  fragment ProfileForm_viewer on Viewer {\n    id\n    fullname\n    email\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($fullname: String!, $phone: String!) {\n    updateProfile(fullname: $fullname, phone: $phone) {\n      __typename\n      ... on ProfileUpdated {\n        message\n        viewer {\n          id\n          fullname\n          greetingName\n          phone\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($fullname: String!, $phone: String!) {\n    updateProfile(fullname: $fullname, phone: $phone) {\n      __typename\n      ... on ProfileUpdated {\n        message\n        viewer {\n          id\n          fullname\n          greetingName\n          phone\n        }\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on NotSignedIn {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeSocialToken($tokenID: String!) {\n    exchangeSocialToken(tokenID: $tokenID) {\n      __typename\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeSocialToken($tokenID: String!) {\n    exchangeSocialToken(tokenID: $tokenID) {\n      __typename\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SendCode_result on SendCodeResult {\n    __typename\n    ... on CodeSent {\n      codeExpiresInSeconds\n      message\n    }\n    ... on InvalidInput {\n      message\n    }\n    ... on RateLimited {\n      message\n    }\n    ... on Unavailable {\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment SendCode_result on SendCodeResult {\n    __typename\n    ... on CodeSent {\n      codeExpiresInSeconds\n      message\n    }\n    ... on InvalidInput {\n      message\n    }\n    ... on RateLimited {\n      message\n    }\n    ... on Unavailable {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentViewer {\n    me {\n      ...AccountMenu_viewer\n    }\n    cart {\n      lineCount\n    }\n  }\n"): (typeof documents)["\n  query CurrentViewer {\n    me {\n      ...AccountMenu_viewer\n    }\n    cart {\n      lineCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineItem_line on CartLine {\n    id\n    productId\n    name\n    product {\n      id\n      categorySlug\n      thumbnail\n    }\n    ...LineOptions_line\n    material {\n      value\n    }\n    effect {\n      value\n    }\n    size {\n      value\n    }\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n"): (typeof documents)["\n  fragment CartLineItem_line on CartLine {\n    id\n    productId\n    name\n    product {\n      id\n      categorySlug\n      thumbnail\n    }\n    ...LineOptions_line\n    material {\n      value\n    }\n    effect {\n      value\n    }\n    size {\n      value\n    }\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LineOptions_line on CartLine {\n    material {\n      label\n    }\n    effect {\n      label\n    }\n    size {\n      label\n    }\n    sides {\n      label\n    }\n    hasDesign\n    designs\n    quantity\n    designLink\n  }\n"): (typeof documents)["\n  fragment LineOptions_line on CartLine {\n    material {\n      label\n    }\n    effect {\n      label\n    }\n    size {\n      label\n    }\n    sides {\n      label\n    }\n    hasDesign\n    designs\n    quantity\n    designLink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartChange_result on AddToCartResult {\n    __typename\n    ... on CartPayload {\n      message\n      cart {\n        lineCount\n      }\n    }\n    ... on InvalidInput {\n      message\n      field\n    }\n    ... on NotSignedIn {\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment CartChange_result on AddToCartResult {\n    __typename\n    ... on CartPayload {\n      message\n      cart {\n        lineCount\n      }\n    }\n    ... on InvalidInput {\n      message\n      field\n    }\n    ... on NotSignedIn {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCount {\n    cart {\n      lineCount\n    }\n  }\n"): (typeof documents)["\n  query CartCount {\n    cart {\n      lineCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFilter_category on Category {\n    name\n    slug\n    productCount\n  }\n"): (typeof documents)["\n  fragment CategoryFilter_category on Category {\n    name\n    slug\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageSlider_slide on ImageSlide {\n    id\n    image\n    productId\n    product {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ImageSlider_slide on ImageSlide {\n    id\n    image\n    productId\n    product {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductList_connection on ProductConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ProductTile_product\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment ProductList_connection on ProductConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ProductTile_product\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTile_product on Product {\n    id\n    name\n    price\n    categorySlug\n    thumbnail\n    hoverImage\n    viewCount\n  }\n"): (typeof documents)["\n  fragment ProductTile_product on Product {\n    id\n    name\n    price\n    categorySlug\n    thumbnail\n    hoverImage\n    viewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopTrending_item on HotProduct {\n    id\n    rank\n    material\n    effect\n    size\n    product {\n      id\n      name\n      categorySlug\n      thumbnail\n    }\n  }\n"): (typeof documents)["\n  fragment TopTrending_item on HotProduct {\n    id\n    rank\n    material\n    effect\n    size\n    product {\n      id\n      name\n      categorySlug\n      thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    fullname\n    greetingName\n    canModerateReviews\n  }\n"): (typeof documents)["\n  fragment AccountMenu_viewer on Viewer {\n    id\n    fullname\n    greetingName\n    canModerateReviews\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatWidget_shop on Shop {\n    chatLink\n    hotlines\n  }\n"): (typeof documents)["\n  fragment ChatWidget_shop on Shop {\n    chatLink\n    hotlines\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Footer_shop on Shop {\n    services {\n      title\n      link\n    }\n    storeInfo {\n      title\n      text\n    }\n    emails\n    hotlines\n    socialLinks {\n      name\n      link\n    }\n  }\n"): (typeof documents)["\n  fragment Footer_shop on Shop {\n    services {\n      title\n      link\n    }\n    storeInfo {\n      title\n      text\n    }\n    emails\n    hotlines\n    socialLinks {\n      name\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Layout {\n    shop {\n      memberCount\n      ...SocialLinks_shop\n      ...Footer_shop\n      ...ChatWidget_shop\n    }\n    categories {\n      ...ProductsMenu_category\n    }\n    products(first: 100) {\n      edges {\n        node {\n          ...ProductsMenu_product\n        }\n      }\n    }\n    textSlides {\n      ...TextBanner_slide\n    }\n  }\n"): (typeof documents)["\n  query Layout {\n    shop {\n      memberCount\n      ...SocialLinks_shop\n      ...Footer_shop\n      ...ChatWidget_shop\n    }\n    categories {\n      ...ProductsMenu_category\n    }\n    products(first: 100) {\n      edges {\n        node {\n          ...ProductsMenu_product\n        }\n      }\n    }\n    textSlides {\n      ...TextBanner_slide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductsMenu_category on Category {\n    name\n    slug\n  }\n  fragment ProductsMenu_product on Product {\n    id\n    name\n    categorySlug\n  }\n"): (typeof documents)["\n  fragment ProductsMenu_category on Category {\n    name\n    slug\n  }\n  fragment ProductsMenu_product on Product {\n    id\n    name\n    categorySlug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query, first: 8) {\n      kind\n      label\n      productId\n      categorySlug\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query, first: 8) {\n      kind\n      label\n      productId\n      categorySlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialLinks_shop on Shop {\n    socialLinks {\n      name\n      link\n    }\n  }\n"): (typeof documents)["\n  fragment SocialLinks_shop on Shop {\n    socialLinks {\n      name\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TextBanner_slide on TextSlide {\n    id\n    text\n  }\n"): (typeof documents)["\n  fragment TextBanner_slide on TextSlide {\n    id\n    text\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    author {\n      name\n    }\n    product {\n      id\n      name\n      categorySlug\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    author {\n      name\n    }\n    product {\n      id\n      name\n      categorySlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateReview($reviewId: ID!, $decision: ReviewDecision!, $writtenAt: String!) {\n    moderateReview(reviewId: $reviewId, decision: $decision, writtenAt: $writtenAt) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerated {\n        review {\n          id\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateReview($reviewId: ID!, $decision: ReviewDecision!, $writtenAt: String!) {\n    moderateReview(reviewId: $reviewId, decision: $decision, writtenAt: $writtenAt) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerated {\n        review {\n          id\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChosenLines_cartLine on CartLine {\n    id\n    name\n    ...LineOptions_line\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n"): (typeof documents)["\n  fragment ChosenLines_cartLine on CartLine {\n    id\n    name\n    ...LineOptions_line\n    quote {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    dpiWarning\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on Order {\n    id\n    code\n    createdAt\n    status\n    statusLabel\n    shopStatus\n    recipient {\n      name\n      address\n      phone\n      email\n    }\n    lines {\n      ...OrderLines_line\n    }\n    total\n    deposit\n    payment {\n      ...PaymentInstructions_payment\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on Order {\n    id\n    code\n    createdAt\n    status\n    statusLabel\n    shopStatus\n    recipient {\n      name\n      address\n      phone\n      email\n    }\n    lines {\n      ...OrderLines_line\n    }\n    total\n    deposit\n    payment {\n      ...PaymentInstructions_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLines_line on OrderLine {\n    productId\n    name\n    material\n    effect\n    size\n    sides\n    hasDesign\n    designs\n    quantity\n    designLink\n    unitPrice\n    lineTotal\n    designFee\n  }\n"): (typeof documents)["\n  fragment OrderLines_line on OrderLine {\n    productId\n    name\n    material\n    effect\n    size\n    sides\n    hasDesign\n    designs\n    quantity\n    designLink\n    unitPrice\n    lineTotal\n    designFee\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentInstructions_info on PaymentInfo {\n    bankName\n    accountNumber\n    accountName\n    wallets\n    chatLink\n  }\n"): (typeof documents)["\n  fragment PaymentInstructions_info on PaymentInfo {\n    bankName\n    accountNumber\n    accountName\n    wallets\n    chatLink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentInstructions_payment on Payment {\n    amount\n    transferMessage\n    vietQrSvg\n  }\n"): (typeof documents)["\n  fragment PaymentInstructions_payment on Payment {\n    amount\n    transferMessage\n    vietQrSvg\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteView_quote on Quote {\n    quantity\n    tierQuantity\n    unitPrice\n    lineTotal\n    designFee\n    total\n    deposit\n  }\n"): (typeof documents)["\n  fragment QuoteView_quote on Quote {\n    quantity\n    tierQuantity\n    unitPrice\n    lineTotal\n    designFee\n    total\n    deposit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteView_priceOnRequest on PriceOnRequest {\n    message\n    hotlines\n  }\n"): (typeof documents)["\n  fragment QuoteView_priceOnRequest on PriceOnRequest {\n    message\n    hotlines\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersReorder($code: String!) {\n    reorder(code: $code) {\n      ...CartChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersReorder($code: String!) {\n    reorder(code: $code) {\n      ...CartChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderConfirmationPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPayload {\n        message\n        order {\n          id\n          ...OrderCard_order\n        }\n      }\n      ... on InvalidInput {\n        message\n        field\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrderConfirmationPlace($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      __typename\n      ... on OrderPayload {\n        message\n        order {\n          id\n          ...OrderCard_order\n        }\n      }\n      ... on InvalidInput {\n        message\n        field\n      }\n      ... on NotSignedIn {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceTable_priceTable on PriceTable {\n    id\n    size\n    material\n    onRequest\n    columns {\n      sides\n      designLimit\n      label\n    }\n    rows {\n      quantity\n      prices\n    }\n  }\n"): (typeof documents)["\n  fragment PriceTable_priceTable on PriceTable {\n    id\n    size\n    material\n    onRequest\n    columns {\n      sides\n      designLimit\n      label\n    }\n    rows {\n      quantity\n      prices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    name\n    videoId\n    images\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    name\n    videoId\n    images\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductInfoTabs_product on Product {\n    description { ...RichTextBlock_richText }\n    orderNotes { ...RichTextBlock_richText }\n  }\n"): (typeof documents)["\n  fragment ProductInfoTabs_product on Product {\n    description { ...RichTextBlock_richText }\n    orderNotes { ...RichTextBlock_richText }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductOptions_product on Product {\n    options {\n      material { value label }\n      effect { value label }\n      size { value label }\n      sides { value label }\n    }\n    materialNotes { ...RichTextBlock_richText }\n    effectNotes { ...RichTextBlock_richText }\n  }\n"): (typeof documents)["\n  fragment ProductOptions_product on Product {\n    options {\n      material { value label }\n      effect { value label }\n      size { value label }\n      sides { value label }\n    }\n    materialNotes { ...RichTextBlock_richText }\n    effectNotes { ...RichTextBlock_richText }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSpecs_product on Product {\n    options {\n      material { label }\n      effect { label }\n      size { label }\n      sides { label }\n    }\n    specs {\n      color\n      colorsys\n      pritech\n      cut\n      time\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSpecs_product on Product {\n    options {\n      material { label }\n      effect { label }\n      size { label }\n      sides { label }\n    }\n    specs {\n      color\n      colorsys\n      pritech\n      cut\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummary_product on Product {\n    name\n    tagline\n    price\n    category\n    viewCount\n    ...RatingBadge_product\n  }\n"): (typeof documents)["\n  fragment ProductSummary_product on Product {\n    name\n    tagline\n    price\n    category\n    viewCount\n    ...RatingBadge_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotePanel($input: QuoteInput!) {\n    quote(input: $input) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuotePanel($input: QuoteInput!) {\n    quote(input: $input) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotePanelAddToCart($input: CartLineInput!) {\n    addToCart(input: $input) {\n      ...CartChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation QuotePanelAddToCart($input: CartLineInput!) {\n    addToCart(input: $input) {\n      ...CartChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedProducts_product on Product {\n    related(first: 6) {\n      id\n      ...ProductTile_product\n    }\n  }\n"): (typeof documents)["\n  fragment RelatedProducts_product on Product {\n    related(first: 6) {\n      id\n      ...ProductTile_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RichTextBlock_richText on RichText {\n    title\n    paragraphs\n    images\n  }\n"): (typeof documents)["\n  fragment RichTextBlock_richText on RichText {\n    title\n    paragraphs\n    images\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingBadge_product on Product {\n    rating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment RatingBadge_product on Product {\n    rating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingSummary_productRating on ProductRating {\n    average\n    count\n    distribution\n  }\n"): (typeof documents)["\n  fragment RatingSummary_productRating on ProductRating {\n    average\n    count\n    distribution\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteReview($productId: ID!, $rating: Int!, $text: String) {\n    writeReview(productId: $productId, rating: $rating, text: $text) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewWritten {\n        product {\n          id\n          ...ReviewsSection_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WriteReview($productId: ID!, $rating: Int!, $text: String) {\n    writeReview(productId: $productId, rating: $rating, text: $text) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewWritten {\n        product {\n          id\n          ...ReviewsSection_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    status\n    mine\n    author {\n      name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    text\n    createdAt\n    status\n    mine\n    author {\n      name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewsSection_product on Product {\n    id\n    viewerCanReview\n    rating {\n      ...RatingSummary_productRating\n    }\n    myReview {\n      id\n      rating\n      text\n      status\n    }\n    reviews(first: 10) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ReviewItem_review\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewsSection_product on Product {\n    id\n    viewerCanReview\n    rating {\n      ...RatingSummary_productRating\n    }\n    myReview {\n      id\n      rating\n      text\n      status\n    }\n    reviews(first: 10) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ReviewItem_review\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 10, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...ReviewItem_review\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoreReviews($id: ID!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: 10, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...ReviewItem_review\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAccount($email: String!, $code: String!) {\n    verifyAccount(email: $email, code: $code) {\n      __typename\n      ... on AccountVerified {\n        email\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyAccount($email: String!, $code: String!) {\n    verifyAccount(email: $email, code: $code) {\n      __typename\n      ... on AccountVerified {\n        email\n        message\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      ...SendCode_result\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      ...SendCode_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage {\n    me {\n      id\n      greetingName\n      avatar\n      ...ProfileForm_viewer\n    }\n  }\n"): (typeof documents)["\n  query AccountPage {\n    me {\n      id\n      greetingName\n      avatar\n      ...ProfileForm_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPage {\n    cart {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n    shop {\n      hotlines\n    }\n    products(first: 12, sort: VIEWS_DESC) {\n      edges {\n        node {\n          id\n          ...ProductTile_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartPage {\n    cart {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n    shop {\n      hotlines\n    }\n    products(first: 12, sort: VIEWS_DESC) {\n      edges {\n        node {\n          id\n          ...ProductTile_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartRemoveLine($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CartRemoveLine($lineId: ID!) {\n    removeFromCart(lineId: $lineId) {\n      lineCount\n      lines {\n        id\n        productId\n        ...CartLineItem_line\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SendCode_result\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...SendCode_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword) {\n      __typename\n      ... on PasswordChanged {\n        message\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home($category: String, $sort: ProductSort, $first: Int!) {\n    imageSlides {\n      ...ImageSlider_slide\n    }\n    hotProducts {\n      ...TopTrending_item\n    }\n    categories {\n      ...CategoryFilter_category\n    }\n    products(category: $category, sort: $sort, first: $first) {\n      ...ProductList_connection\n    }\n  }\n"): (typeof documents)["\n  query Home($category: String, $sort: ProductSort, $first: Int!) {\n    imageSlides {\n      ...ImageSlider_slide\n    }\n    hotProducts {\n      ...TopTrending_item\n    }\n    categories {\n      ...CategoryFilter_category\n    }\n    products(category: $category, sort: $sort, first: $first) {\n      ...ProductList_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMoreProducts($category: String, $sort: ProductSort, $first: Int!, $after: String) {\n    products(category: $category, sort: $sort, first: $first, after: $after) {\n      ...ProductList_connection\n    }\n  }\n"): (typeof documents)["\n  query HomeMoreProducts($category: String, $sort: ProductSort, $first: Int!, $after: String) {\n    products(category: $category, sort: $sort, first: $first, after: $after) {\n      ...ProductList_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on WrongCredentials {\n        message\n        code\n      }\n      ... on RateLimited {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on AccountNotVerified {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n      ... on AccountNotVerified {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on WrongCredentials {\n        message\n        code\n      }\n      ... on RateLimited {\n        message\n        code\n      }\n      ... on Unavailable {\n        message\n        code\n      }\n      ... on InvalidInput {\n        message\n        code\n      }\n      ... on AccountNotVerified {\n        message\n        code\n      }\n      ... on InvalidInput {\n        field\n      }\n      ... on AccountNotVerified {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderConfirmationPage($fromCart: Boolean!, $withQuote: Boolean!, $quoteInput: QuoteInput!) {\n    me {\n      id\n      fullname\n      email\n      phone\n    }\n    cart {\n      lineCount\n      lines @include(if: $fromCart) {\n        id\n        ...ChosenLines_cartLine\n      }\n    }\n    quote(input: $quoteInput) @include(if: $withQuote) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    shop {\n      hotlines\n      chatLink\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n"): (typeof documents)["\n  query OrderConfirmationPage($fromCart: Boolean!, $withQuote: Boolean!, $quoteInput: QuoteInput!) {\n    me {\n      id\n      fullname\n      email\n      phone\n    }\n    cart {\n      lineCount\n      lines @include(if: $fromCart) {\n        id\n        ...ChosenLines_cartLine\n      }\n    }\n    quote(input: $quoteInput) @include(if: $withQuote) {\n      __typename\n      ...QuoteView_quote\n      ...QuoteView_priceOnRequest\n      ... on InvalidInput {\n        message\n        field\n      }\n    }\n    shop {\n      hotlines\n      chatLink\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersPage {\n    cart {\n      lineCount\n    }\n    orders {\n      id\n      ...OrderCard_order\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n"): (typeof documents)["\n  query OrdersPage {\n    cart {\n      lineCount\n    }\n    orders {\n      id\n      ...OrderCard_order\n    }\n    paymentInfo {\n      ...PaymentInstructions_info\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      tagline\n      category\n      categorySlug\n      description {\n        paragraphs\n      }\n      ...ProductGallery_product\n      ...ProductSummary_product\n      ...ProductSpecs_product\n      ...ProductOptions_product\n      ...ProductInfoTabs_product\n      priceTables {\n        ...PriceTable_priceTable\n      }\n      ...RelatedProducts_product\n      ...ReviewsSection_product\n    }\n    shop {\n      hotlines\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      tagline\n      category\n      categorySlug\n      description {\n        paragraphs\n      }\n      ...ProductGallery_product\n      ...ProductSummary_product\n      ...ProductSpecs_product\n      ...ProductOptions_product\n      ...ProductInfoTabs_product\n      priceTables {\n        ...PriceTable_priceTable\n      }\n      ...RelatedProducts_product\n      ...ReviewsSection_product\n    }\n    shop {\n      hotlines\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($fullname: String!, $email: String!, $phone: String!, $password: String!) {\n    signUp(fullname: $fullname, email: $email, phone: $phone, password: $password) {\n      __typename\n      ... on CodeSent {\n        email\n        codeExpiresInSeconds\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on RateLimited {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($fullname: String!, $email: String!, $phone: String!, $password: String!) {\n    signUp(fullname: $fullname, email: $email, phone: $phone, password: $password) {\n      __typename\n      ... on CodeSent {\n        email\n        codeExpiresInSeconds\n      }\n      ... on InvalidInput {\n        message\n      }\n      ... on RateLimited {\n        message\n      }\n      ... on Unavailable {\n        message\n      }\n      ... on InvalidInput {\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewModeration {\n    reviewModerationQueue(first: 50) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerationQueue {\n        totalCount\n        reviews {\n          id\n          ...ModerationItem_review\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewModeration {\n    reviewModerationQueue(first: 50) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n      ... on ReviewModerationQueue {\n        totalCount\n        reviews {\n          id\n          ...ModerationItem_review\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;