/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The account was made here and its e-mail code was not entered yet; a new code was sent. */
export type AccountNotVerified = Error & {
  __typename?: 'AccountNotVerified';
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** Where the new code was sent: pass it to verifyAccount. */
  email: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

/** The e-mail is confirmed; the shopper can now sign in. */
export type AccountVerified = {
  __typename?: 'AccountVerified';
  /** The verified address, to prefill sign-in. */
  email: Scalars['String']['output'];
  /** Vietnamese text: 'Tài khoản đã được xác thực. Mời bạn đăng nhập.'. */
  message: Scalars['String']['output'];
};

/** CartPayload, or why not: InvalidInput (an option, the quantity, the design link, or field 'cart' when full) or NotSignedIn. */
export type AddToCartResult = CartPayload | InvalidInput | NotSignedIn;

/** The new avatar was saved. */
export type AvatarUpdated = {
  __typename?: 'AvatarUpdated';
  /** Vietnamese confirmation to show, e.g. "Đã cập nhật thông tin tài khoản.". */
  message: Scalars['String']['output'];
  /** The shopper as now saved. */
  viewer: Viewer;
};

/** The signed-in shopper's cart (at most 100 lines). */
export type Cart = {
  __typename?: 'Cart';
  /** Number of lines, for the header badge. */
  lineCount: Scalars['Int']['output'];
  /** The lines, in the order they were added. */
  lines: Array<CartLine>;
};

/** A line of the shopper's cart, kept by the BFF. */
export type CartLine = {
  __typename?: 'CartLine';
  /** Link to the shopper's design image ('' when none). */
  designLink: Scalars['String']['output'];
  /** Number of different designs. */
  designs: Scalars['Int']['output'];
  /** Set when the design image is below 300 dpi at the size, or could not be read. */
  dpiWarning?: Maybe<Scalars['String']['output']>;
  /** Hiệu ứng chosen ('Không có' for none). */
  effect: OptionValue;
  /** isDesigned 'Đã có'. */
  hasDesign: Scalars['Boolean']['output'];
  /** Line id: pass to removeFromCart or in PlaceOrderInput.cartLineIds. */
  id: Scalars['ID']['output'];
  /** Chất liệu chosen ('Không có' for none). */
  material: OptionValue;
  /** Product name when the line was added. */
  name: Scalars['String']['output'];
  /** Null once the product left the catalogue. */
  product?: Maybe<Product>;
  /** The product id, even once the product is gone. */
  productId: Scalars['ID']['output'];
  /** Items to print. */
  quantity: Scalars['Int']['output'];
  /** The current price of the line. */
  quote: QuoteResult;
  /** The unit price quoted when the line was added (whole đồng). */
  quotedUnitPrice?: Maybe<Scalars['Int']['output']>;
  /** Số mặt in chosen ('Không có' for none). */
  sides: OptionValue;
  /** Kích thước chosen. */
  size: OptionValue;
};

/** One configuration to add to the cart or order now; option values come from Product.options. */
export type CartLineInput = {
  /** An http(s) link to the design image (img_src). */
  designLink: Scalars['String']['input'];
  /** Number of different designs. */
  designs?: InputMaybe<Scalars['Int']['input']>;
  /** An options.effect value; omit when the product has none. */
  effect?: InputMaybe<Scalars['String']['input']>;
  /** True: the shopper has a design ('Đã có'). */
  isDesigned: Scalars['Boolean']['input'];
  /** An options.material value; omit when the product has none. */
  material?: InputMaybe<Scalars['String']['input']>;
  /** The product id, e.g. "100000". */
  productId: Scalars['ID']['input'];
  /** A whole number from 1 to 100000. */
  quantity: Scalars['Int']['input'];
  /** An options.sides value, e.g. '1 mặt' / '2 mặt'. */
  sides?: InputMaybe<Scalars['String']['input']>;
  /** An options.size value. */
  size: Scalars['String']['input'];
};

/** Lines were added to the cart. */
export type CartPayload = {
  __typename?: 'CartPayload';
  /** The whole cart after the change. */
  cart: Cart;
  /** The (first) line added. */
  line: CartLine;
  /** 'Đã thêm vào giỏ hàng của bạn'. */
  message: Scalars['String']['output'];
};

/** A product category. */
export type Category = {
  __typename?: 'Category';
  /** As the shop writes it, e.g. 'Card bo góc'. */
  name: Scalars['String']['output'];
  /** Products in the category. */
  productCount: Scalars['Int']['output'];
  /** For URLs, e.g. 'cardbogoc'. */
  slug: Scalars['String']['output'];
};

/** PasswordChanged, or why not: InvalidInput (wrong current password, weak new one), NotSignedIn or Unavailable. */
export type ChangePasswordResult = InvalidInput | NotSignedIn | PasswordChanged | Unavailable;

/** A 6-digit code is on its way by e-mail (never in this answer). */
export type CodeSent = {
  __typename?: 'CodeSent';
  /** How long the code is valid, for a countdown (120). */
  codeExpiresInSeconds: Scalars['Int']['output'];
  /** Where the code was sent. */
  email: Scalars['String']['output'];
  /** Vietnamese text to show, e.g. 'Shop đã gửi mã 6 số tới email của bạn.'. */
  message: Scalars['String']['output'];
};

/** An expected failure: a Vietnamese `message` for the shopper and a machine `code`. */
export type Error = {
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

/** Signed in, but this needs a role the shopper does not have (e.g. admin). */
export type Forbidden = Error & {
  __typename?: 'Forbidden';
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

/** A Top Trending entry: a product with preselected options. */
export type HotProduct = {
  __typename?: 'HotProduct';
  /** Preselected effect. */
  effect?: Maybe<Scalars['String']['output']>;
  /** Hot-product entry id. */
  id: Scalars['ID']['output'];
  /** Preselected material. */
  material?: Maybe<Scalars['String']['output']>;
  /** Null when the product is no longer in the catalogue. */
  product?: Maybe<Product>;
  /** 1 is the hottest. */
  rank: Scalars['Int']['output'];
  /** Preselected size. */
  size?: Maybe<Scalars['String']['output']>;
};

/** A home-page slide (only 'release' slides are listed). */
export type ImageSlide = {
  __typename?: 'ImageSlide';
  /** Slide id. */
  id: Scalars['ID']['output'];
  /** Image URL. */
  image: Scalars['String']['output'];
  /** The linked product, when it is in the catalogue. */
  product?: Maybe<Product>;
  /** The product it links to (100000 when the slide names none). */
  productId: Scalars['ID']['output'];
};

/** A field the shopper must correct; `field` names the input (e.g. "password"). */
export type InvalidInput = Error & {
  __typename?: 'InvalidInput';
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** The input field to mark, e.g. "email", "password", "quantity". */
  field: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

/** ReviewModerated, or why not: NotSignedIn, Forbidden, InvalidInput (no such waiting review, or rewritten since) or Unavailable. */
export type ModerateReviewResult = Forbidden | InvalidInput | NotSignedIn | ReviewModerated | Unavailable;

/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Checks and prices a configuration and adds it to the cart. */
  addToCart: AddToCartResult;
  /** Submitted to the shop's change-password route; only its 204 counts as success. */
  changePassword: ChangePasswordResult;
  /** Exchanges the `?tokenID=` a Google or Facebook sign-in comes back with for a session. */
  exchangeSocialToken: SocialSignInResult;
  /** Approves or rejects a waiting review (the shop's admins only). */
  moderateReview: ModerateReviewResult;
  /** Records the order, then sends it to the shop. Repeating the idempotency key returns the same order. */
  placeOrder: PlaceOrderResult;
  /** Removes one of the shopper's lines; null when signed out. */
  removeFromCart?: Maybe<Cart>;
  /** Puts an order's lines back in the cart at current prices. */
  reorder: AddToCartResult;
  /** Mails a reset code when the address has an account; the answer is the same either way. */
  requestPasswordReset: SendCodeResult;
  /** Mails a new code when the address still awaits verification; the answer is the same either way. */
  resendVerificationCode: SendCodeResult;
  /** Checks the 6-digit code from requestPasswordReset and the new password. The shop cannot set a password without the old one yet, so a valid request ends in Unavailable (FEATURE_UNAVAILABLE; its Vietnamese message points to the hotline). */
  resetPassword: ResetPasswordResult;
  /** Both fields are checked before the shop is asked. Limited per e-mail and per client address. */
  signIn: SignInResult;
  /** Ends the session and clears its cookie. */
  signOut: SignOutResult;
  /** Every SPEC rule is checked here too. Success sends the verification code. */
  signUp: SignUpResult;
  /** The signed-in shopper's name and phone (the e-mail cannot change). */
  updateProfile: UpdateProfileResult;
  /** A JPEG or PNG of at most 500000 bytes, base64 (a data: URL is accepted), checked by content. */
  uploadAvatar: UploadAvatarResult;
  /** The 6-digit code lives 120 s; five wrong tries lock it. */
  verifyAccount: VerifyAccountResult;
  /** Writes the signed-in shopper's review of a product; a second one replaces the first. */
  writeReview: WriteReviewResult;
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationAddToCartArgs = {
  input: CartLineInput;
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationExchangeSocialTokenArgs = {
  tokenID: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationModerateReviewArgs = {
  decision: ReviewDecision;
  reviewId: Scalars['ID']['input'];
  writtenAt: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationRemoveFromCartArgs = {
  lineId: Scalars['ID']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationReorderArgs = {
  code: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationResendVerificationCodeArgs = {
  email: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  fullname: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationUpdateProfileArgs = {
  fullname: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationUploadAvatarArgs = {
  imageBase64: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationVerifyAccountArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


/** Everything a shopper can change; expected failures are Error values in the result unions. */
export type MutationWriteReviewArgs = {
  productId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};

/** No session, or the shop ended it (code SESSION_EXPIRED): sign in again. */
export type NotSignedIn = Error & {
  __typename?: 'NotSignedIn';
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

/** One choice of a print option. `value` goes in the URL and the order; `label` is what the shopper reads ('non' → 'Không có'). */
export type OptionValue = {
  __typename?: 'OptionValue';
  /** What the shopper reads ('Không có' for 'non'). */
  label: Scalars['String']['output'];
  /** The shop's value, e.g. 'Giấy C300' or 'non'. */
  value: Scalars['String']['output'];
};

/** One of the signed-in shopper's orders, as the BFF recorded it. */
export type Order = {
  __typename?: 'Order';
  /** Also the bank transfer message. */
  code: Scalars['String']['output'];
  /** When it was placed, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The sum of the lines’ deposits. */
  deposit: Scalars['Int']['output'];
  /** Internal id; use `code` to show or look up an order. */
  id: Scalars['ID']['output'];
  /** What was ordered. */
  lines: Array<OrderLine>;
  /** How to pay the deposit (VietQR and transfer message). */
  payment: Payment;
  /** Who receives it. */
  recipient: Recipient;
  /** The shop's own status for the order, when the BFF knows which shop order is this one. */
  shopStatus?: Maybe<Scalars['String']['output']>;
  /** Whether the shop has received it. */
  status: OrderStatus;
  /** Vietnamese status to show, e.g. 'Đã gửi tới shop — chờ shop xác nhận' or a 'please call' text with the hotlines. */
  statusLabel: Scalars['String']['output'];
  /** Print cost plus design fees. */
  total: Scalars['Int']['output'];
};

/** A line of an order, with the price quoted when it was placed (whole đồng). */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** Design fee of the line, whole đồng (0 with own design). */
  designFee: Scalars['Int']['output'];
  /** Link to the shopper's design image ('' when none). */
  designLink: Scalars['String']['output'];
  /** Number of different designs. */
  designs: Scalars['Int']['output'];
  /** Effect label; 'Không có' for none. */
  effect: Scalars['String']['output'];
  /** True when the shopper had a design ('Đã có'): no design fee. */
  hasDesign: Scalars['Boolean']['output'];
  /** unitPrice × quantity: the print cost, whole đồng. */
  lineTotal: Scalars['Int']['output'];
  /** 'Không có' for none. */
  material: Scalars['String']['output'];
  /** Product name when ordered. */
  name: Scalars['String']['output'];
  /** The product id. */
  productId: Scalars['ID']['output'];
  /** Items ordered. */
  quantity: Scalars['Int']['output'];
  /** Printed sides label, e.g. '2 mặt'; 'Không có' for none. */
  sides: Scalars['String']['output'];
  /** Size label. */
  size: Scalars['String']['output'];
  /** Price per item, whole đồng. */
  unitPrice: Scalars['Int']['output'];
};

/** The order was recorded (it may still be on its way to the shop: see Order.status). */
export type OrderPayload = {
  __typename?: 'OrderPayload';
  /** 'Đã thêm vào đơn hàng của bạn'. */
  message: Scalars['String']['output'];
  /** The placed order, with its payment instructions. */
  order: Order;
};

/** Whether the shop has the order yet; show Order.statusLabel to the shopper. */
export type OrderStatus =
  /** Recorded by the BFF, not yet received by the shop (it keeps trying). */
  | 'PENDING_UPSTREAM'
  /** Received by the shop. */
  | 'SENT';

/** Where a page ends. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** The password is changed. */
export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** Vietnamese confirmation, e.g. 'Đổi mật khẩu thành công.'. */
  message: Scalars['String']['output'];
};

/** How to pay the deposit of one order. */
export type Payment = {
  __typename?: 'Payment';
  /** The deposit, whole đồng. */
  amount: Scalars['Int']['output'];
  /** The order code: the bank transfer message. */
  transferMessage: Scalars['String']['output'];
  /** The NAPAS VietQR (EMVCo) text inside the QR code. */
  vietQrPayload: Scalars['String']['output'];
  /** The QR code as SVG markup (for <img src="data:image/svg+xml;…">). */
  vietQrSvg: Scalars['String']['output'];
};

/** The shop's payment details and instructions (SPEC §1). */
export type PaymentInfo = {
  __typename?: 'PaymentInfo';
  /** Account holder name. */
  accountName: Scalars['String']['output'];
  /** The shop's bank account number. */
  accountNumber: Scalars['String']['output'];
  /** The bank's NAPAS BIN. */
  bankBin: Scalars['String']['output'];
  /** Name of the bank to transfer to. */
  bankName: Scalars['String']['output'];
  /** Where to send the payment screenshot: the shop's chat contact. */
  chatLink?: Maybe<Scalars['String']['output']>;
  /** Vietnamese payment steps to show in order (VietQR first). */
  instructions: Array<Scalars['String']['output']>;
  /** E-wallets, e.g. 'MoMo: 0900000000'. */
  wallets: Array<Scalars['String']['output']>;
};

/** An order: cart lines (cartLineIds) or new lines (lines), and the recipient. */
export type PlaceOrderInput = {
  /** Order these cart lines … */
  cartLineIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A UUID made by the page once per confirmation screen. */
  idempotencyKey: Scalars['String']['input'];
  /** … or these (order now). */
  lines?: InputMaybe<Array<CartLineInput>>;
  /** Who receives the order. */
  recipient: RecipientInput;
};

/** OrderPayload, or why not: InvalidInput (a recipient field, a line, no or too many lines, a changed cart, price on request) or NotSignedIn. */
export type PlaceOrderResult = InvalidInput | NotSignedIn | OrderPayload;

/** One column of a price table: printed sides, and the design limit (null = any number of designs). */
export type PriceColumn = {
  __typename?: 'PriceColumn';
  /** The lim1/lim2 text (e.g. '1 mẫu') when the column is for a limited number of designs. */
  designLimit?: Maybe<Scalars['String']['output']>;
  /** Vietnamese header, e.g. '1 mặt' or '2 mặt (2 mẫu)'. */
  label: Scalars['String']['output'];
  /** Printed sides: 1 or 2. */
  sides: Scalars['Int']['output'];
};

/** The shop prices this on request ('Liên hệ'): contact the hotlines. */
export type PriceOnRequest = {
  __typename?: 'PriceOnRequest';
  /** The shop's phone numbers to call. */
  hotlines: Array<Scalars['String']['output']>;
  /** Vietnamese text to show: 'Sản phẩm này được báo giá theo yêu cầu. Vui lòng liên hệ … để được báo giá.' */
  message: Scalars['String']['output'];
  /** The product. */
  productId: Scalars['ID']['output'];
};

/** Lowest and highest price per item over all price tables (tier price ÷ tier quantity), whole đồng. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** Highest price per item, whole đồng. */
  max: Scalars['Int']['output'];
  /** Lowest price per item, whole đồng. */
  min: Scalars['Int']['output'];
};

/** One quantity tier. */
export type PriceRow = {
  __typename?: 'PriceRow';
  /** Price in whole đồng of the tier's whole quantity, per column in column order; null where the shop offers none ('Không có'). */
  prices: Array<Maybe<Scalars['Int']['output']>>;
  /** The tier applies from this quantity up. */
  quantity: Scalars['Int']['output'];
};

/** Quantity-tiered prices for one (product, size, material). */
export type PriceTable = {
  __typename?: 'PriceTable';
  /** Column headers: 1 side any designs, 1 side ≤ lim1, 2 sides any, 2 sides ≤ lim2. */
  columns: Array<PriceColumn>;
  /** The upstream price-list id. */
  id: Scalars['ID']['output'];
  /** The material this table prices. */
  material: Scalars['String']['output'];
  /** True when the price is given on request ('Liên hệ'): show the hotlines instead of numbers. */
  onRequest: Scalars['Boolean']['output'];
  /** Tiers, by quantity ascending. */
  rows: Array<PriceRow>;
  /** The size this table prices, as in the product options. */
  size: Scalars['String']['output'];
};

/** A printed product of the shop, with its options, media, notes and prices. */
export type Product = {
  __typename?: 'Product';
  /** Category as the shop writes it, e.g. 'Card bo góc'. */
  category?: Maybe<Scalars['String']['output']>;
  /** Category lower-cased, no spaces, transliterated ('Card bo góc' → 'cardbogoc'); '' without category. */
  categorySlug: Scalars['String']['output'];
  /** Giới thiệu (introduction). */
  description?: Maybe<RichText>;
  /** Notes on each effect. */
  effectNotes: Array<RichText>;
  /** Tile image shown on hover. */
  hoverImage?: Maybe<Scalars['String']['output']>;
  /** Numeric id as a string, e.g. "100000". */
  id: Scalars['ID']['output'];
  /** Gallery image URLs, in order. */
  images: Array<Scalars['String']['output']>;
  /** Notes on each material. */
  materialNotes: Array<RichText>;
  /** The signed-in shopper's own review of this product, whatever its status; null for visitors. */
  myReview?: Maybe<Review>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** Print options to choose from. */
  options: ProductOptions;
  /** Lưu ý đặt hàng. */
  orderNotes: Array<RichText>;
  /** Starting price in whole đồng. */
  price?: Maybe<Scalars['Int']['output']>;
  /** Null when every table is price on request. */
  priceRange?: Maybe<PriceRange>;
  /** The table for one size (and material, when given). */
  priceTable?: Maybe<PriceTable>;
  /** Every price table of the product (one per size and material). */
  priceTables: Array<PriceTable>;
  /** Average stars, count and distribution of the approved reviews. */
  rating: ProductRating;
  /** Other products, same category first. */
  related: Array<Product>;
  /** Approved reviews, newest first, with the signed-in shopper's own review while it waits for approval. */
  reviews: ReviewConnection;
  /** Basic parameters. */
  specs: ProductSpecs;
  /** The shop's second name line (name2). */
  tagline?: Maybe<Scalars['String']['output']>;
  /** Tile image. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  /** The 11-character YouTube id of the product video. */
  videoId?: Maybe<Scalars['String']['output']>;
  /** The shop's own counter plus the views this storefront counted (one per shopper per hour). */
  viewCount: Scalars['Int']['output'];
  /** True when the shopper is signed in and so may write (or rewrite) a review. */
  viewerCanReview: Scalars['Boolean']['output'];
};


/** A printed product of the shop, with its options, media, notes and prices. */
export type ProductPriceTableArgs = {
  material?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['String']['input'];
};


/** A printed product of the shop, with its options, media, notes and prices. */
export type ProductRelatedArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A printed product of the shop, with its options, media, notes and prices. */
export type ProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of products. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The products of this page. */
  edges: Array<ProductEdge>;
  /** Whether more pages follow. */
  pageInfo: PageInfo;
  /** Products matching the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A product in a list, with its cursor. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque position, for `after`. */
  cursor: Scalars['String']['output'];
  /** The product. */
  node: Product;
};

/** The print options the product offers, in the shop’s order. */
export type ProductOptions = {
  __typename?: 'ProductOptions';
  /** Hiệu ứng. */
  effect: Array<OptionValue>;
  /** Chất liệu. */
  material: Array<OptionValue>;
  /** Số mặt in. */
  sides: Array<OptionValue>;
  /** Kích thước. */
  size: Array<OptionValue>;
};

/** A product's stars over its approved reviews. */
export type ProductRating = {
  __typename?: 'ProductRating';
  /** Mean stars (1–5), rounded to one decimal; null without reviews. */
  average?: Maybe<Scalars['Float']['output']>;
  /** Approved reviews. */
  count: Scalars['Int']['output'];
  /** Approved reviews giving 1, 2, 3, 4 and 5 stars, in that order (always five numbers). */
  distribution: Array<Scalars['Int']['output']>;
};

/** Product list order. */
export type ProductSort =
  /** The shop's own order. */
  | 'NORMAL'
  /** Giá tăng dần. */
  | 'PRICE_ASC'
  /** Giá giảm dần. */
  | 'PRICE_DESC'
  /** Lượt xem tăng dần. */
  | 'VIEWS_ASC'
  /** Lượt xem giảm dần. */
  | 'VIEWS_DESC';

/** Basic parameters of the product, as free text from the shop. */
export type ProductSpecs = {
  __typename?: 'ProductSpecs';
  /** Màu sắc. */
  color?: Maybe<Scalars['String']['output']>;
  /** Hệ màu (e.g. CMYK). */
  colorsys?: Maybe<Scalars['String']['output']>;
  /** Cắt. */
  cut?: Maybe<Scalars['String']['output']>;
  /** Công nghệ in. */
  pritech?: Maybe<Scalars['String']['output']>;
  /** Thời gian sản xuất (free text). */
  time?: Maybe<Scalars['String']['output']>;
};

/** The name and phone were saved. */
export type ProfileUpdated = {
  __typename?: 'ProfileUpdated';
  /** Vietnamese confirmation to show, e.g. "Đã cập nhật thông tin tài khoản.". */
  message: Scalars['String']['output'];
  /** The shopper as now saved. */
  viewer: Viewer;
};

/** Everything a shopper can read. */
export type Query = {
  __typename?: 'Query';
  /** The signed-in shopper's cart; null when signed out. */
  cart?: Maybe<Cart>;
  /** Categories with at least one product, in order of first appearance. */
  categories: Array<Category>;
  /** Top Trending, by rank. */
  hotProducts: Array<HotProduct>;
  /** Released home-page slides, in the shop's order. */
  imageSlides: Array<ImageSlide>;
  /** The signed-in shopper, or null for a visitor. */
  me?: Maybe<Viewer>;
  /** One order of the signed-in shopper; null for any other code. */
  order?: Maybe<Order>;
  /** The signed-in shopper's orders, newest first; [] when signed out. */
  orders: Array<Order>;
  /** The shop's bank account, e-wallets, payment instructions and chat link. */
  paymentInfo: PaymentInfo;
  /** One product, or null when there is none with this id. Counts a view (at most one per shopper per hour). */
  product?: Maybe<Product>;
  /** The catalogue, filtered, searched, sorted and paged by the BFF over its cache. */
  products: ProductConnection;
  /** The price of one configuration, computed on the server: unit price, line total, design fee and deposit. */
  quote: QuoteResult;
  /** Reviews waiting for approval, for the shop's admins. */
  reviewModerationQueue: ReviewModerationQueueResult;
  /** Products and categories matching the text, accent-insensitive (“the” finds “thẻ”). */
  searchSuggestions: Array<SearchSuggestion>;
  /** Social links, hotlines, e-mails, store info, services and member count. */
  shop: Shop;
  /** Released banner lines, in order. */
  textSlides: Array<TextSlide>;
};


/** Everything a shopper can read. */
export type QueryOrderArgs = {
  code: Scalars['String']['input'];
};


/** Everything a shopper can read. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a shopper can read. */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** Everything a shopper can read. */
export type QueryQuoteArgs = {
  input: QuoteInput;
};


/** Everything a shopper can read. */
export type QueryReviewModerationQueueArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a shopper can read. */
export type QuerySearchSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

/** A price computed by the BFF from the product's price table. Money in whole đồng. */
export type Quote = {
  __typename?: 'Quote';
  /** The price-table column applied. */
  column: PriceColumn;
  /** 50% of the print cost (rounded up) + 100% of the design fee. */
  deposit: Scalars['Int']['output'];
  /** 0 when the shopper has a design; otherwise the design fee per design × designs. */
  designFee: Scalars['Int']['output'];
  /** unitPrice × quantity: the print cost. */
  lineTotal: Scalars['Int']['output'];
  /** The priced product. */
  productId: Scalars['ID']['output'];
  /** Items asked for. */
  quantity: Scalars['Int']['output'];
  /** The price-table row applied: the largest tier not above the quantity (the first tier below it). */
  tierQuantity: Scalars['Int']['output'];
  /** lineTotal + designFee. */
  total: Scalars['Int']['output'];
  /** The row's price for its tier quantity, divided by that quantity, rounded up. */
  unitPrice: Scalars['Int']['output'];
};

/** One configuration to price; option values come from Product.options. */
export type QuoteInput = {
  /** Number of different designs. */
  designs?: InputMaybe<Scalars['Int']['input']>;
  /** An options.effect value; omit when the product has none. */
  effect?: InputMaybe<Scalars['String']['input']>;
  /** The shopper has a finished design ('Đã có'): no design fee. */
  hasDesign?: InputMaybe<Scalars['Boolean']['input']>;
  /** An options.material value; omit when the product has none. */
  material?: InputMaybe<Scalars['String']['input']>;
  /** The product id, e.g. "100000". */
  productId: Scalars['ID']['input'];
  /** A whole number from 1 to 100000. */
  quantity: Scalars['Int']['input'];
  /** An option value of the product, e.g. '1 mặt' / '2 mặt'. */
  sides?: InputMaybe<Scalars['String']['input']>;
  /** An options.size value. */
  size: Scalars['String']['input'];
};

/** Quote, PriceOnRequest, or InvalidInput (an option the product lacks, a bad quantity or product id). */
export type QuoteResult = InvalidInput | PriceOnRequest | Quote;

/** Too many attempts from this e-mail or address; try again in a few minutes. */
export type RateLimited = Error & {
  __typename?: 'RateLimited';
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

/** Who receives the order, and where. */
export type Recipient = {
  __typename?: 'Recipient';
  /** Delivery address. */
  address: Scalars['String']['output'];
  /** Recipient e-mail address. */
  email: Scalars['String']['output'];
  /** Recipient full name. */
  name: Scalars['String']['output'];
  /** Recipient phone number. */
  phone: Scalars['String']['output'];
};

/** Who receives the order, and where. */
export type RecipientInput = {
  /** Delivery address. */
  address: Scalars['String']['input'];
  /** Recipient e-mail address. */
  email: Scalars['String']['input'];
  /** Recipient full name. */
  name: Scalars['String']['input'];
  /** 10 digits starting with 0. */
  phone: Scalars['String']['input'];
};

/** PasswordChanged, or why not: InvalidInput (e-mail; code wrong, expired or locked; weak password) or Unavailable. */
export type ResetPasswordResult = InvalidInput | PasswordChanged | Unavailable;

/** A shopper's stars and words about a product. */
export type Review = {
  __typename?: 'Review';
  /** The reviewer's current name and avatar (those written with the review when the shop cannot say). */
  author: ReviewAuthor;
  /** When it was written (or last rewritten), ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Opaque id. */
  id: Scalars['ID']['output'];
  /** True on the signed-in shopper's own review. */
  mine: Scalars['Boolean']['output'];
  /** The reviewed product; null once it left the catalogue. */
  product?: Maybe<Product>;
  /** Stars, 1 to 5. */
  rating: Scalars['Int']['output'];
  /** Pending until the shop approves it. */
  status: ReviewStatus;
  /** Plain text (may be empty; line breaks kept): never HTML. */
  text: Scalars['String']['output'];
};

/** A reviewer's public card: never an email, phone or anything else of the account. */
export type ReviewAuthor = {
  __typename?: 'ReviewAuthor';
  /** Avatar image URL. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Full name as the shop knows it now. */
  name: Scalars['String']['output'];
};

/** A page of reviews, newest first. */
export type ReviewConnection = {
  __typename?: 'ReviewConnection';
  /** The reviews of this page. */
  edges: Array<ReviewEdge>;
  /** Whether more pages follow. */
  pageInfo: PageInfo;
  /** Reviews this shopper sees over all pages: the approved ones, and their own while it waits. */
  totalCount: Scalars['Int']['output'];
};

/** The shop's decision on a waiting review. */
export type ReviewDecision =
  /** Everyone sees it, and it counts in the rating. */
  | 'APPROVE'
  /** Only its author keeps seeing it. */
  | 'REJECT';

/** A review in a list, with its cursor. */
export type ReviewEdge = {
  __typename?: 'ReviewEdge';
  /** Opaque position, for `after`. */
  cursor: Scalars['String']['output'];
  /** The review. */
  node: Review;
};

/** The shop's decision was recorded. */
export type ReviewModerated = {
  __typename?: 'ReviewModerated';
  /** The review, now APPROVED or REJECTED. */
  review: Review;
};

/** Reviews waiting for the shop, oldest first. */
export type ReviewModerationQueue = {
  __typename?: 'ReviewModerationQueue';
  /** The first waiting reviews. */
  reviews: Array<Review>;
  /** How many reviews wait in all. */
  totalCount: Scalars['Int']['output'];
};

/** The queue, or why not: NotSignedIn, Forbidden (not an admin) or Unavailable. */
export type ReviewModerationQueueResult = Forbidden | NotSignedIn | ReviewModerationQueue | Unavailable;

/** Where a review stands with the shop. */
export type ReviewStatus =
  /** Approved: everyone sees it. */
  | 'APPROVED'
  /** Đang chờ duyệt: only its author sees it. */
  | 'PENDING'
  /** Not approved: only its author sees it, as `myReview`. */
  | 'REJECTED';

/** The review was saved; it waits for approval and only its author sees it until then. */
export type ReviewWritten = {
  __typename?: 'ReviewWritten';
  /** The reviewed product, to refresh its reviews. */
  product: Product;
  /** The saved review (status PENDING). */
  review: Review;
};

/** A block of the shop's rich text: '/br/' paragraphs and '##' image lists, already split. */
export type RichText = {
  __typename?: 'RichText';
  /** Image URLs (http(s) or site-relative only). */
  images: Array<Scalars['String']['output']>;
  /** Plain-text paragraphs, in order. Render as text, never as HTML. */
  paragraphs: Array<Scalars['String']['output']>;
  /** Heading of the block (may be empty). */
  title: Scalars['String']['output'];
};

/** A search-box suggestion: a product or a category. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** The category's slug (for a product: its category's). */
  categorySlug?: Maybe<Scalars['String']['output']>;
  /** Product or category. */
  kind: SuggestionKind;
  /** Text to show. */
  label: Scalars['String']['output'];
  /** For a product: its id. */
  productId?: Maybe<Scalars['ID']['output']>;
};

/** CodeSent, or why not: InvalidInput (e-mail), RateLimited or Unavailable. */
export type SendCodeResult = CodeSent | InvalidInput | RateLimited | Unavailable;

/** The shop's public profile. Never carries user records: only the member count. */
export type Shop = {
  __typename?: 'Shop';
  /** The shop's messaging contact, for the chat widget and payment screenshots. */
  chatLink?: Maybe<Scalars['String']['output']>;
  /** Contact e-mail addresses. */
  emails: Array<Scalars['String']['output']>;
  /** Phone numbers for ordering and questions. */
  hotlines: Array<Scalars['String']['output']>;
  /** Registered members. */
  memberCount: Scalars['Int']['output'];
  /** Service lines for the footer. */
  services: Array<ShopService>;
  /** facebook, tiktok, youtube … */
  socialLinks: Array<SocialLink>;
  /** Address, opening hours … */
  storeInfo: Array<StoreInfo>;
};

/** A service the shop offers. */
export type ShopService = {
  __typename?: 'ShopService';
  /** Where to read more. */
  link?: Maybe<Scalars['String']['output']>;
  /** Service name. */
  title: Scalars['String']['output'];
};

/** SignedIn, or why not: InvalidInput (an empty field), WrongCredentials, RateLimited, AccountNotVerified or Unavailable. */
export type SignInResult = AccountNotVerified | InvalidInput | RateLimited | SignedIn | Unavailable | WrongCredentials;

/** Always SignedOut, signed in or not. */
export type SignOutResult = SignedOut;

/** CodeSent, or why not: InvalidInput (a field rule, or the e-mail is taken), RateLimited or Unavailable. */
export type SignUpResult = CodeSent | InvalidInput | RateLimited | Unavailable;

/** The session cookie is set (HttpOnly); nothing secret is in the answer. */
export type SignedIn = {
  __typename?: 'SignedIn';
  /** The shopper now signed in. */
  viewer: Viewer;
};

/** The session is ended and its cookie cleared. */
export type SignedOut = {
  __typename?: 'SignedOut';
  /** Vietnamese confirmation: 'Bạn đã đăng xuất.'. */
  message: Scalars['String']['output'];
};

/** A social-media page of the shop. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Absolute http(s) URL. */
  link: Scalars['String']['output'];
  /** facebook, tiktok, youtube, zalo … */
  name: Scalars['String']['output'];
};

/** SignedIn, or why not: InvalidInput (field tokenID: empty, expired or rejected; ask the shopper to try again) or Unavailable. */
export type SocialSignInResult = InvalidInput | SignedIn | Unavailable;

/** A line of store information (address, opening hours). */
export type StoreInfo = {
  __typename?: 'StoreInfo';
  /** Value. */
  text: Scalars['String']['output'];
  /** Label. */
  title: Scalars['String']['output'];
};

/** What a suggestion points at. */
export type SuggestionKind =
  /** The home list filtered by a category. */
  | 'CATEGORY'
  /** A product page. */
  | 'PRODUCT';

/** A line of the rotating text banner (only 'release' ones are listed). */
export type TextSlide = {
  __typename?: 'TextSlide';
  /** Banner line id. */
  id: Scalars['ID']['output'];
  /** The text shown. */
  text: Scalars['String']['output'];
};

/** The shop cannot do this now (its backend lacks the feature, crashed or is unreachable). Nothing changed. */
export type Unavailable = Error & {
  __typename?: 'Unavailable';
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

/** ProfileUpdated, or why not: InvalidInput (fullname, phone), NotSignedIn or Unavailable. */
export type UpdateProfileResult = InvalidInput | NotSignedIn | ProfileUpdated | Unavailable;

/** AvatarUpdated, or why not: InvalidInput (too large, not JPEG/PNG) or NotSignedIn. */
export type UploadAvatarResult = AvatarUpdated | InvalidInput | NotSignedIn;

/** AccountVerified, or InvalidInput: a bad e-mail, or a code that is malformed, wrong (tries left in the message), expired or locked. */
export type VerifyAccountResult = AccountVerified | InvalidInput;

/** The signed-in shopper. The upstream token is never part of it. */
export type Viewer = {
  __typename?: 'Viewer';
  /** URL of the avatar: one uploaded to the shop, else the one the shop had. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** True for the shop's admins (as the shop's user list marks them): they approve or reject reviews. */
  canModerateReviews: Scalars['Boolean']['output'];
  /** Sign-in e-mail address (cannot change). */
  email: Scalars['String']['output'];
  /** Full name, e.g. "Nguyễn Văn An". */
  fullname: Scalars['String']['output'];
  /** The last word of the full name, for "Xin chào, An". */
  greetingName: Scalars['String']['output'];
  /** The shop's user id. */
  id: Scalars['ID']['output'];
  /** From the shop's user list (read once per request, only when asked for). */
  phone?: Maybe<Scalars['String']['output']>;
};

/** ReviewWritten, or why not: NotSignedIn, InvalidInput (rating, text, productId) or RateLimited. */
export type WriteReviewResult = InvalidInput | NotSignedIn | RateLimited | ReviewWritten;

/** The e-mail or the password is wrong (which one is not said). */
export type WrongCredentials = Error & {
  __typename?: 'WrongCredentials';
  /** Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message. */
  code: Scalars['String']['output'];
  /** Vietnamese text for the shopper; show it as is. */
  message: Scalars['String']['output'];
};

export type UploadAvatarMutationVariables = Exact<{
  imageBase64: Scalars['String']['input'];
}>;


export type UploadAvatarMutation = { __typename: 'Mutation', uploadAvatar:
    | { __typename: 'AvatarUpdated', viewer: { __typename: 'Viewer', id: string, avatar?: string | null } }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'NotSignedIn', message: string }
   };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword:
    | { __typename: 'InvalidInput', message: string, code: string, field: string }
    | { __typename: 'NotSignedIn', message: string, code: string }
    | { __typename: 'PasswordChanged', message: string }
    | { __typename: 'Unavailable', message: string, code: string }
   };

export type ProfileForm_ViewerFragment = { __typename: 'Viewer', id: string, fullname: string, email: string, phone?: string | null };

export type UpdateProfileMutationVariables = Exact<{
  fullname: Scalars['String']['input'];
  phone: Scalars['String']['input'];
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile:
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'NotSignedIn', message: string }
    | { __typename: 'ProfileUpdated', message: string, viewer: { __typename: 'Viewer', id: string, fullname: string, greetingName: string, phone?: string | null } }
    | { __typename: 'Unavailable', message: string }
   };

export type ExchangeSocialTokenMutationVariables = Exact<{
  tokenID: Scalars['String']['input'];
}>;


export type ExchangeSocialTokenMutation = { __typename: 'Mutation', exchangeSocialToken:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'SignedIn' }
    | { __typename: 'Unavailable', message: string }
   };

type SendCode_Result_CodeSent_Fragment = { __typename: 'CodeSent', codeExpiresInSeconds: number, message: string };

type SendCode_Result_InvalidInput_Fragment = { __typename: 'InvalidInput', message: string };

type SendCode_Result_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type SendCode_Result_Unavailable_Fragment = { __typename: 'Unavailable', message: string };

export type SendCode_ResultFragment =
  | SendCode_Result_CodeSent_Fragment
  | SendCode_Result_InvalidInput_Fragment
  | SendCode_Result_RateLimited_Fragment
  | SendCode_Result_Unavailable_Fragment
;

export type CurrentViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentViewerQuery = { __typename: 'Query', me?: { __typename: 'Viewer', id: string, fullname: string, greetingName: string, canModerateReviews: boolean } | null, cart?: { __typename: 'Cart', lineCount: number } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename: 'Mutation', signOut: { __typename: 'SignedOut' } };

export type CartLineItem_LineFragment = { __typename: 'CartLine', id: string, productId: string, name: string, dpiWarning?: string | null, hasDesign: boolean, designs: number, quantity: number, designLink: string, product?: { __typename: 'Product', id: string, categorySlug: string, thumbnail?: string | null } | null, material: { __typename: 'OptionValue', value: string, label: string }, effect: { __typename: 'OptionValue', value: string, label: string }, size: { __typename: 'OptionValue', value: string, label: string }, quote:
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> }
    | { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number }
  , sides: { __typename: 'OptionValue', label: string } };

export type LineOptions_LineFragment = { __typename: 'CartLine', hasDesign: boolean, designs: number, quantity: number, designLink: string, material: { __typename: 'OptionValue', label: string }, effect: { __typename: 'OptionValue', label: string }, size: { __typename: 'OptionValue', label: string }, sides: { __typename: 'OptionValue', label: string } };

type CartChange_Result_CartPayload_Fragment = { __typename: 'CartPayload', message: string, cart: { __typename: 'Cart', lineCount: number } };

type CartChange_Result_InvalidInput_Fragment = { __typename: 'InvalidInput', message: string, field: string };

type CartChange_Result_NotSignedIn_Fragment = { __typename: 'NotSignedIn', message: string };

export type CartChange_ResultFragment =
  | CartChange_Result_CartPayload_Fragment
  | CartChange_Result_InvalidInput_Fragment
  | CartChange_Result_NotSignedIn_Fragment
;

export type CartCountQueryVariables = Exact<{ [key: string]: never; }>;


export type CartCountQuery = { __typename: 'Query', cart?: { __typename: 'Cart', lineCount: number } | null };

export type CategoryFilter_CategoryFragment = { __typename: 'Category', name: string, slug: string, productCount: number };

export type ImageSlider_SlideFragment = { __typename: 'ImageSlide', id: string, image: string, productId: string, product?: { __typename: 'Product', id: string, name: string } | null };

export type ProductList_ConnectionFragment = { __typename: 'ProductConnection', totalCount: number, edges: Array<{ __typename: 'ProductEdge', cursor: string, node: { __typename: 'Product', id: string, name: string, price?: number | null, categorySlug: string, thumbnail?: string | null, hoverImage?: string | null, viewCount: number } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

export type ProductTile_ProductFragment = { __typename: 'Product', id: string, name: string, price?: number | null, categorySlug: string, thumbnail?: string | null, hoverImage?: string | null, viewCount: number };

export type TopTrending_ItemFragment = { __typename: 'HotProduct', id: string, rank: number, material?: string | null, effect?: string | null, size?: string | null, product?: { __typename: 'Product', id: string, name: string, categorySlug: string, thumbnail?: string | null } | null };

export type AccountMenu_ViewerFragment = { __typename: 'Viewer', id: string, fullname: string, greetingName: string, canModerateReviews: boolean };

export type ChatWidget_ShopFragment = { __typename: 'Shop', chatLink?: string | null, hotlines: Array<string> };

export type Footer_ShopFragment = { __typename: 'Shop', emails: Array<string>, hotlines: Array<string>, services: Array<{ __typename: 'ShopService', title: string, link?: string | null }>, storeInfo: Array<{ __typename: 'StoreInfo', title: string, text: string }>, socialLinks: Array<{ __typename: 'SocialLink', name: string, link: string }> };

export type LayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type LayoutQuery = { __typename: 'Query', shop: { __typename: 'Shop', memberCount: number, emails: Array<string>, hotlines: Array<string>, chatLink?: string | null, socialLinks: Array<{ __typename: 'SocialLink', name: string, link: string }>, services: Array<{ __typename: 'ShopService', title: string, link?: string | null }>, storeInfo: Array<{ __typename: 'StoreInfo', title: string, text: string }> }, categories: Array<{ __typename: 'Category', name: string, slug: string }>, products: { __typename: 'ProductConnection', edges: Array<{ __typename: 'ProductEdge', node: { __typename: 'Product', id: string, name: string, categorySlug: string } }> }, textSlides: Array<{ __typename: 'TextSlide', id: string, text: string }> };

export type ProductsMenu_CategoryFragment = { __typename: 'Category', name: string, slug: string };

export type ProductsMenu_ProductFragment = { __typename: 'Product', id: string, name: string, categorySlug: string };

export type SearchSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type SearchSuggestionsQuery = { __typename: 'Query', searchSuggestions: Array<{ __typename: 'SearchSuggestion', kind: SuggestionKind, label: string, productId?: string | null, categorySlug?: string | null }> };

export type SocialLinks_ShopFragment = { __typename: 'Shop', socialLinks: Array<{ __typename: 'SocialLink', name: string, link: string }> };

export type TextBanner_SlideFragment = { __typename: 'TextSlide', id: string, text: string };

export type ModerationItem_ReviewFragment = { __typename: 'Review', id: string, rating: number, text: string, createdAt: string, author: { __typename: 'ReviewAuthor', name: string }, product?: { __typename: 'Product', id: string, name: string, categorySlug: string } | null };

export type ModerateReviewMutationVariables = Exact<{
  reviewId: Scalars['ID']['input'];
  decision: ReviewDecision;
  writtenAt: Scalars['String']['input'];
}>;


export type ModerateReviewMutation = { __typename: 'Mutation', moderateReview:
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'InvalidInput', code: string, message: string }
    | { __typename: 'NotSignedIn', code: string, message: string }
    | { __typename: 'ReviewModerated', review: { __typename: 'Review', id: string, status: ReviewStatus } }
    | { __typename: 'Unavailable', code: string, message: string }
   };

export type ChosenLines_CartLineFragment = { __typename: 'CartLine', id: string, name: string, dpiWarning?: string | null, hasDesign: boolean, designs: number, quantity: number, designLink: string, quote:
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> }
    | { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number }
  , material: { __typename: 'OptionValue', label: string }, effect: { __typename: 'OptionValue', label: string }, size: { __typename: 'OptionValue', label: string }, sides: { __typename: 'OptionValue', label: string } };

export type OrderCard_OrderFragment = { __typename: 'Order', id: string, code: string, createdAt: string, status: OrderStatus, statusLabel: string, shopStatus?: string | null, total: number, deposit: number, recipient: { __typename: 'Recipient', name: string, address: string, phone: string, email: string }, lines: Array<{ __typename: 'OrderLine', productId: string, name: string, material: string, effect: string, size: string, sides: string, hasDesign: boolean, designs: number, quantity: number, designLink: string, unitPrice: number, lineTotal: number, designFee: number }>, payment: { __typename: 'Payment', amount: number, transferMessage: string, vietQrSvg: string } };

export type OrderLines_LineFragment = { __typename: 'OrderLine', productId: string, name: string, material: string, effect: string, size: string, sides: string, hasDesign: boolean, designs: number, quantity: number, designLink: string, unitPrice: number, lineTotal: number, designFee: number };

export type PaymentInstructions_InfoFragment = { __typename: 'PaymentInfo', bankName: string, accountNumber: string, accountName: string, wallets: Array<string>, chatLink?: string | null };

export type PaymentInstructions_PaymentFragment = { __typename: 'Payment', amount: number, transferMessage: string, vietQrSvg: string };

export type QuoteView_QuoteFragment = { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number };

export type QuoteView_PriceOnRequestFragment = { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> };

export type OrdersReorderMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type OrdersReorderMutation = { __typename: 'Mutation', reorder:
    | { __typename: 'CartPayload', message: string, cart: { __typename: 'Cart', lineCount: number } }
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'NotSignedIn', message: string }
   };

export type OrderConfirmationPlaceMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type OrderConfirmationPlaceMutation = { __typename: 'Mutation', placeOrder:
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'NotSignedIn', message: string }
    | { __typename: 'OrderPayload', message: string, order: { __typename: 'Order', id: string, code: string, createdAt: string, status: OrderStatus, statusLabel: string, shopStatus?: string | null, total: number, deposit: number, recipient: { __typename: 'Recipient', name: string, address: string, phone: string, email: string }, lines: Array<{ __typename: 'OrderLine', productId: string, name: string, material: string, effect: string, size: string, sides: string, hasDesign: boolean, designs: number, quantity: number, designLink: string, unitPrice: number, lineTotal: number, designFee: number }>, payment: { __typename: 'Payment', amount: number, transferMessage: string, vietQrSvg: string } } }
   };

export type PriceTable_PriceTableFragment = { __typename: 'PriceTable', id: string, size: string, material: string, onRequest: boolean, columns: Array<{ __typename: 'PriceColumn', sides: number, designLimit?: string | null, label: string }>, rows: Array<{ __typename: 'PriceRow', quantity: number, prices: Array<number | null> }> };

export type ProductGallery_ProductFragment = { __typename: 'Product', name: string, videoId?: string | null, images: Array<string> };

export type ProductInfoTabs_ProductFragment = { __typename: 'Product', description?: { __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> } | null, orderNotes: Array<{ __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> }> };

export type ProductOptions_ProductFragment = { __typename: 'Product', options: { __typename: 'ProductOptions', material: Array<{ __typename: 'OptionValue', value: string, label: string }>, effect: Array<{ __typename: 'OptionValue', value: string, label: string }>, size: Array<{ __typename: 'OptionValue', value: string, label: string }>, sides: Array<{ __typename: 'OptionValue', value: string, label: string }> }, materialNotes: Array<{ __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> }>, effectNotes: Array<{ __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> }> };

export type ProductSpecs_ProductFragment = { __typename: 'Product', options: { __typename: 'ProductOptions', material: Array<{ __typename: 'OptionValue', label: string }>, effect: Array<{ __typename: 'OptionValue', label: string }>, size: Array<{ __typename: 'OptionValue', label: string }>, sides: Array<{ __typename: 'OptionValue', label: string }> }, specs: { __typename: 'ProductSpecs', color?: string | null, colorsys?: string | null, pritech?: string | null, cut?: string | null, time?: string | null } };

export type ProductSummary_ProductFragment = { __typename: 'Product', name: string, tagline?: string | null, price?: number | null, category?: string | null, viewCount: number, rating: { __typename: 'ProductRating', average?: number | null, count: number } };

export type QuotePanelQueryVariables = Exact<{
  input: QuoteInput;
}>;


export type QuotePanelQuery = { __typename: 'Query', quote:
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> }
    | { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number }
   };

export type QuotePanelAddToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type QuotePanelAddToCartMutation = { __typename: 'Mutation', addToCart:
    | { __typename: 'CartPayload', message: string, cart: { __typename: 'Cart', lineCount: number } }
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'NotSignedIn', message: string }
   };

export type RelatedProducts_ProductFragment = { __typename: 'Product', related: Array<{ __typename: 'Product', id: string, name: string, price?: number | null, categorySlug: string, thumbnail?: string | null, hoverImage?: string | null, viewCount: number }> };

export type RichTextBlock_RichTextFragment = { __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> };

export type RatingBadge_ProductFragment = { __typename: 'Product', rating: { __typename: 'ProductRating', average?: number | null, count: number } };

export type RatingSummary_ProductRatingFragment = { __typename: 'ProductRating', average?: number | null, count: number, distribution: Array<number> };

export type WriteReviewMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
}>;


export type WriteReviewMutation = { __typename: 'Mutation', writeReview:
    | { __typename: 'InvalidInput', code: string, message: string }
    | { __typename: 'NotSignedIn', code: string, message: string }
    | { __typename: 'RateLimited', code: string, message: string }
    | { __typename: 'ReviewWritten', product: { __typename: 'Product', id: string, viewerCanReview: boolean, rating: { __typename: 'ProductRating', average?: number | null, count: number, distribution: Array<number> }, myReview?: { __typename: 'Review', id: string, rating: number, text: string, status: ReviewStatus } | null, reviews: { __typename: 'ReviewConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename: 'ReviewEdge', node: { __typename: 'Review', id: string, rating: number, text: string, createdAt: string, status: ReviewStatus, mine: boolean, author: { __typename: 'ReviewAuthor', name: string, avatar?: string | null } } }> } } }
   };

export type ReviewItem_ReviewFragment = { __typename: 'Review', id: string, rating: number, text: string, createdAt: string, status: ReviewStatus, mine: boolean, author: { __typename: 'ReviewAuthor', name: string, avatar?: string | null } };

export type ReviewsSection_ProductFragment = { __typename: 'Product', id: string, viewerCanReview: boolean, rating: { __typename: 'ProductRating', average?: number | null, count: number, distribution: Array<number> }, myReview?: { __typename: 'Review', id: string, rating: number, text: string, status: ReviewStatus } | null, reviews: { __typename: 'ReviewConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename: 'ReviewEdge', node: { __typename: 'Review', id: string, rating: number, text: string, createdAt: string, status: ReviewStatus, mine: boolean, author: { __typename: 'ReviewAuthor', name: string, avatar?: string | null } } }> } };

export type MoreReviewsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after: Scalars['String']['input'];
}>;


export type MoreReviewsQuery = { __typename: 'Query', product?: { __typename: 'Product', id: string, reviews: { __typename: 'ReviewConnection', pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename: 'ReviewEdge', node: { __typename: 'Review', id: string, rating: number, text: string, createdAt: string, status: ReviewStatus, mine: boolean, author: { __typename: 'ReviewAuthor', name: string, avatar?: string | null } } }> } } | null };

export type VerifyAccountMutationVariables = Exact<{
  email: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type VerifyAccountMutation = { __typename: 'Mutation', verifyAccount:
    | { __typename: 'AccountVerified', email: string, message: string }
    | { __typename: 'InvalidInput', message: string, code: string }
   };

export type ResendVerificationCodeMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ResendVerificationCodeMutation = { __typename: 'Mutation', resendVerificationCode:
    | { __typename: 'CodeSent', codeExpiresInSeconds: number, message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unavailable', message: string }
   };

export type AccountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPageQuery = { __typename: 'Query', me?: { __typename: 'Viewer', id: string, greetingName: string, avatar?: string | null, fullname: string, email: string, phone?: string | null } | null };

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { __typename: 'Query', cart?: { __typename: 'Cart', lineCount: number, lines: Array<{ __typename: 'CartLine', id: string, productId: string, name: string, dpiWarning?: string | null, hasDesign: boolean, designs: number, quantity: number, designLink: string, product?: { __typename: 'Product', id: string, categorySlug: string, thumbnail?: string | null } | null, material: { __typename: 'OptionValue', value: string, label: string }, effect: { __typename: 'OptionValue', value: string, label: string }, size: { __typename: 'OptionValue', value: string, label: string }, quote:
        | { __typename: 'InvalidInput', message: string, field: string }
        | { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> }
        | { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number }
      , sides: { __typename: 'OptionValue', label: string } }> } | null, shop: { __typename: 'Shop', hotlines: Array<string> }, products: { __typename: 'ProductConnection', edges: Array<{ __typename: 'ProductEdge', node: { __typename: 'Product', id: string, name: string, price?: number | null, categorySlug: string, thumbnail?: string | null, hoverImage?: string | null, viewCount: number } }> } };

export type CartRemoveLineMutationVariables = Exact<{
  lineId: Scalars['ID']['input'];
}>;


export type CartRemoveLineMutation = { __typename: 'Mutation', removeFromCart?: { __typename: 'Cart', lineCount: number, lines: Array<{ __typename: 'CartLine', id: string, productId: string, name: string, dpiWarning?: string | null, hasDesign: boolean, designs: number, quantity: number, designLink: string, product?: { __typename: 'Product', id: string, categorySlug: string, thumbnail?: string | null } | null, material: { __typename: 'OptionValue', value: string, label: string }, effect: { __typename: 'OptionValue', value: string, label: string }, size: { __typename: 'OptionValue', value: string, label: string }, quote:
        | { __typename: 'InvalidInput', message: string, field: string }
        | { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> }
        | { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number }
      , sides: { __typename: 'OptionValue', label: string } }> } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename: 'Mutation', requestPasswordReset:
    | { __typename: 'CodeSent', codeExpiresInSeconds: number, message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unavailable', message: string }
   };

export type ResetPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
  code: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword:
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'PasswordChanged', message: string }
    | { __typename: 'Unavailable', message: string }
   };

export type HomeQueryVariables = Exact<{
  category?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  first: Scalars['Int']['input'];
}>;


export type HomeQuery = { __typename: 'Query', imageSlides: Array<{ __typename: 'ImageSlide', id: string, image: string, productId: string, product?: { __typename: 'Product', id: string, name: string } | null }>, hotProducts: Array<{ __typename: 'HotProduct', id: string, rank: number, material?: string | null, effect?: string | null, size?: string | null, product?: { __typename: 'Product', id: string, name: string, categorySlug: string, thumbnail?: string | null } | null }>, categories: Array<{ __typename: 'Category', name: string, slug: string, productCount: number }>, products: { __typename: 'ProductConnection', totalCount: number, edges: Array<{ __typename: 'ProductEdge', cursor: string, node: { __typename: 'Product', id: string, name: string, price?: number | null, categorySlug: string, thumbnail?: string | null, hoverImage?: string | null, viewCount: number } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type HomeMoreProductsQueryVariables = Exact<{
  category?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type HomeMoreProductsQuery = { __typename: 'Query', products: { __typename: 'ProductConnection', totalCount: number, edges: Array<{ __typename: 'ProductEdge', cursor: string, node: { __typename: 'Product', id: string, name: string, price?: number | null, categorySlug: string, thumbnail?: string | null, hoverImage?: string | null, viewCount: number } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type SignInMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignInMutation = { __typename: 'Mutation', signIn:
    | { __typename: 'AccountNotVerified', message: string, code: string, email: string }
    | { __typename: 'InvalidInput', message: string, code: string, field: string }
    | { __typename: 'RateLimited', message: string, code: string }
    | { __typename: 'SignedIn' }
    | { __typename: 'Unavailable', message: string, code: string }
    | { __typename: 'WrongCredentials', message: string, code: string }
   };

export type OrderConfirmationPageQueryVariables = Exact<{
  fromCart: Scalars['Boolean']['input'];
  withQuote: Scalars['Boolean']['input'];
  quoteInput: QuoteInput;
}>;


export type OrderConfirmationPageQuery = { __typename: 'Query', me?: { __typename: 'Viewer', id: string, fullname: string, email: string, phone?: string | null } | null, cart?: { __typename: 'Cart', lineCount: number, lines?: Array<{ __typename: 'CartLine', id: string, name: string, dpiWarning?: string | null, hasDesign: boolean, designs: number, quantity: number, designLink: string, quote:
        | { __typename: 'InvalidInput', message: string, field: string }
        | { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> }
        | { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number }
      , material: { __typename: 'OptionValue', label: string }, effect: { __typename: 'OptionValue', label: string }, size: { __typename: 'OptionValue', label: string }, sides: { __typename: 'OptionValue', label: string } }> } | null, quote?:
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'PriceOnRequest', message: string, hotlines: Array<string> }
    | { __typename: 'Quote', quantity: number, tierQuantity: number, unitPrice: number, lineTotal: number, designFee: number, total: number, deposit: number }
  , shop: { __typename: 'Shop', hotlines: Array<string>, chatLink?: string | null }, paymentInfo: { __typename: 'PaymentInfo', bankName: string, accountNumber: string, accountName: string, wallets: Array<string>, chatLink?: string | null } };

export type OrdersPageQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersPageQuery = { __typename: 'Query', cart?: { __typename: 'Cart', lineCount: number } | null, orders: Array<{ __typename: 'Order', id: string, code: string, createdAt: string, status: OrderStatus, statusLabel: string, shopStatus?: string | null, total: number, deposit: number, recipient: { __typename: 'Recipient', name: string, address: string, phone: string, email: string }, lines: Array<{ __typename: 'OrderLine', productId: string, name: string, material: string, effect: string, size: string, sides: string, hasDesign: boolean, designs: number, quantity: number, designLink: string, unitPrice: number, lineTotal: number, designFee: number }>, payment: { __typename: 'Payment', amount: number, transferMessage: string, vietQrSvg: string } }>, paymentInfo: { __typename: 'PaymentInfo', bankName: string, accountNumber: string, accountName: string, wallets: Array<string>, chatLink?: string | null } };

export type ProductPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductPageQuery = { __typename: 'Query', product?: { __typename: 'Product', id: string, name: string, tagline?: string | null, category?: string | null, categorySlug: string, videoId?: string | null, images: Array<string>, price?: number | null, viewCount: number, viewerCanReview: boolean, description?: { __typename: 'RichText', paragraphs: Array<string>, title: string, images: Array<string> } | null, priceTables: Array<{ __typename: 'PriceTable', id: string, size: string, material: string, onRequest: boolean, columns: Array<{ __typename: 'PriceColumn', sides: number, designLimit?: string | null, label: string }>, rows: Array<{ __typename: 'PriceRow', quantity: number, prices: Array<number | null> }> }>, options: { __typename: 'ProductOptions', material: Array<{ __typename: 'OptionValue', value: string, label: string }>, effect: Array<{ __typename: 'OptionValue', value: string, label: string }>, size: Array<{ __typename: 'OptionValue', value: string, label: string }>, sides: Array<{ __typename: 'OptionValue', value: string, label: string }> }, specs: { __typename: 'ProductSpecs', color?: string | null, colorsys?: string | null, pritech?: string | null, cut?: string | null, time?: string | null }, materialNotes: Array<{ __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> }>, effectNotes: Array<{ __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> }>, orderNotes: Array<{ __typename: 'RichText', title: string, paragraphs: Array<string>, images: Array<string> }>, related: Array<{ __typename: 'Product', id: string, name: string, price?: number | null, categorySlug: string, thumbnail?: string | null, hoverImage?: string | null, viewCount: number }>, rating: { __typename: 'ProductRating', average?: number | null, count: number, distribution: Array<number> }, myReview?: { __typename: 'Review', id: string, rating: number, text: string, status: ReviewStatus } | null, reviews: { __typename: 'ReviewConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename: 'ReviewEdge', node: { __typename: 'Review', id: string, rating: number, text: string, createdAt: string, status: ReviewStatus, mine: boolean, author: { __typename: 'ReviewAuthor', name: string, avatar?: string | null } } }> } } | null, shop: { __typename: 'Shop', hotlines: Array<string> } };

export type SignUpMutationVariables = Exact<{
  fullname: Scalars['String']['input'];
  email: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignUpMutation = { __typename: 'Mutation', signUp:
    | { __typename: 'CodeSent', email: string, codeExpiresInSeconds: number }
    | { __typename: 'InvalidInput', message: string, field: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unavailable', message: string }
   };

export type ReviewModerationQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewModerationQuery = { __typename: 'Query', reviewModerationQueue:
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'NotSignedIn', code: string, message: string }
    | { __typename: 'ReviewModerationQueue', totalCount: number, reviews: Array<{ __typename: 'Review', id: string, rating: number, text: string, createdAt: string, author: { __typename: 'ReviewAuthor', name: string }, product?: { __typename: 'Product', id: string, name: string, categorySlug: string } | null }> }
    | { __typename: 'Unavailable', code: string, message: string }
   };

export const ProfileForm_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<ProfileForm_ViewerFragment, unknown>;
export const SendCode_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendCode_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendCodeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"codeExpiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendCode_ResultFragment, unknown>;
export const LineOptions_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineOptions_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}}]}}]} as unknown as DocumentNode<LineOptions_LineFragment, unknown>;
export const QuoteView_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tierQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}}]} as unknown as DocumentNode<QuoteView_QuoteFragment, unknown>;
export const QuoteView_PriceOnRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_priceOnRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceOnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}}]} as unknown as DocumentNode<QuoteView_PriceOnRequestFragment, unknown>;
export const CartLineItem_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineItem_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineOptions_line"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_priceOnRequest"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dpiWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineOptions_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tierQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_priceOnRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceOnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}}]} as unknown as DocumentNode<CartLineItem_LineFragment, unknown>;
export const CartChange_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartChange_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotSignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CartChange_ResultFragment, unknown>;
export const CategoryFilter_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFilter_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<CategoryFilter_CategoryFragment, unknown>;
export const ImageSlider_SlideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageSlider_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ImageSlider_SlideFragment, unknown>;
export const ProductTile_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTile_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]} as unknown as DocumentNode<ProductTile_ProductFragment, unknown>;
export const ProductList_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductList_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTile_product"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTile_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]} as unknown as DocumentNode<ProductList_ConnectionFragment, unknown>;
export const TopTrending_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopTrending_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"effect"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]} as unknown as DocumentNode<TopTrending_ItemFragment, unknown>;
export const AccountMenu_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"greetingName"}},{"kind":"Field","name":{"kind":"Name","value":"canModerateReviews"}}]}}]} as unknown as DocumentNode<AccountMenu_ViewerFragment, unknown>;
export const ChatWidget_ShopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatWidget_shop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"chatLink"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}}]} as unknown as DocumentNode<ChatWidget_ShopFragment, unknown>;
export const Footer_ShopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Footer_shop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<Footer_ShopFragment, unknown>;
export const ProductsMenu_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductsMenu_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<ProductsMenu_CategoryFragment, unknown>;
export const ProductsMenu_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductsMenu_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}}]}}]} as unknown as DocumentNode<ProductsMenu_ProductFragment, unknown>;
export const SocialLinks_ShopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialLinks_shop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<SocialLinks_ShopFragment, unknown>;
export const TextBanner_SlideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TextBanner_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<TextBanner_SlideFragment, unknown>;
export const ModerationItem_ReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}}]}}]}}]} as unknown as DocumentNode<ModerationItem_ReviewFragment, unknown>;
export const ChosenLines_CartLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChosenLines_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineOptions_line"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_priceOnRequest"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dpiWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineOptions_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tierQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_priceOnRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceOnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}}]} as unknown as DocumentNode<ChosenLines_CartLineFragment, unknown>;
export const OrderLines_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLines_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"effect"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}}]}}]} as unknown as DocumentNode<OrderLines_LineFragment, unknown>;
export const PaymentInstructions_PaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentInstructions_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"transferMessage"}},{"kind":"Field","name":{"kind":"Name","value":"vietQrSvg"}}]}}]} as unknown as DocumentNode<PaymentInstructions_PaymentFragment, unknown>;
export const OrderCard_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCard_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shopStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLines_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentInstructions_payment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLines_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"effect"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentInstructions_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"transferMessage"}},{"kind":"Field","name":{"kind":"Name","value":"vietQrSvg"}}]}}]} as unknown as DocumentNode<OrderCard_OrderFragment, unknown>;
export const PaymentInstructions_InfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentInstructions_info"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"}},{"kind":"Field","name":{"kind":"Name","value":"chatLink"}}]}}]} as unknown as DocumentNode<PaymentInstructions_InfoFragment, unknown>;
export const PriceTable_PriceTableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceTable_priceTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"onRequest"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"designLimit"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}}]}}]}}]} as unknown as DocumentNode<PriceTable_PriceTableFragment, unknown>;
export const ProductGallery_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductGallery_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]} as unknown as DocumentNode<ProductGallery_ProductFragment, unknown>;
export const RichTextBlock_RichTextFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RichTextBlock_richText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]} as unknown as DocumentNode<RichTextBlock_RichTextFragment, unknown>;
export const ProductInfoTabs_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductInfoTabs_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RichTextBlock_richText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]} as unknown as DocumentNode<ProductInfoTabs_ProductFragment, unknown>;
export const ProductOptions_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductOptions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"materialNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effectNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RichTextBlock_richText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]} as unknown as DocumentNode<ProductOptions_ProductFragment, unknown>;
export const ProductSpecs_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSpecs_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"specs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorsys"}},{"kind":"Field","name":{"kind":"Name","value":"pritech"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<ProductSpecs_ProductFragment, unknown>;
export const RatingBadge_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingBadge_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RatingBadge_ProductFragment, unknown>;
export const ProductSummary_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummary_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingBadge_product"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingBadge_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ProductSummary_ProductFragment, unknown>;
export const RelatedProducts_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedProducts_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTile_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTile_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]} as unknown as DocumentNode<RelatedProducts_ProductFragment, unknown>;
export const RatingSummary_ProductRatingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_productRating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"}}]}}]} as unknown as DocumentNode<RatingSummary_ProductRatingFragment, unknown>;
export const ReviewItem_ReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<ReviewItem_ReviewFragment, unknown>;
export const ReviewsSection_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewsSection_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReview"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingSummary_productRating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewItem_review"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_productRating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<ReviewsSection_ProductFragment, unknown>;
export const UploadAvatarDocument = {"__meta__":{"hash":"57bff2668e7b040b75bffa6907e850c7acccc8e823b1605fd17553b0be6c5f14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageBase64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uploadAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageBase64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageBase64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotSignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadAvatarMutation, UploadAvatarMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"582c930c4c5b52d3405a862ca055bb6033cfa1cb403d63cdddd325a6930ef962"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotSignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateProfileDocument = {"__meta__":{"hash":"c300bcbf8a6be4e1769012487f4dc0d78d7ed885f0d40507e8e54d714da4a034"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fullname"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fullname"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fullname"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"greetingName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotSignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ExchangeSocialTokenDocument = {"__meta__":{"hash":"28a738c86c0ad4e1f6843369d9bba2999441508fb425749d1a501354ade8ea32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExchangeSocialToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokenID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeSocialToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tokenID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokenID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ExchangeSocialTokenMutation, ExchangeSocialTokenMutationVariables>;
export const CurrentViewerDocument = {"__meta__":{"hash":"543bb664f4d8fcd71ffe1b1a430ee219bab8d3f1e42a6806511e5d0aded596f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMenu_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"greetingName"}},{"kind":"Field","name":{"kind":"Name","value":"canModerateReviews"}}]}}]} as unknown as DocumentNode<CurrentViewerQuery, CurrentViewerQueryVariables>;
export const SignOutDocument = {"__meta__":{"hash":"5b0662da7ace73ea3890aeb826a4e675045d75025ce8c9e777b0715e9271e263"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const CartCountDocument = {"__meta__":{"hash":"6ea94c9eeb11bc9444b5e4e917c0f3c77fa8bc2effe3acd27a87551da1644afd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}}]} as unknown as DocumentNode<CartCountQuery, CartCountQueryVariables>;
export const LayoutDocument = {"__meta__":{"hash":"f031b3de025d1056984a33e64d8399223d75cd0e37af630904254cd5217f0d9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocialLinks_shop"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Footer_shop"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatWidget_shop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductsMenu_category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductsMenu_product"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"textSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TextBanner_slide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialLinks_shop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Footer_shop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatWidget_shop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"chatLink"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductsMenu_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductsMenu_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TextBanner_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<LayoutQuery, LayoutQueryVariables>;
export const SearchSuggestionsDocument = {"__meta__":{"hash":"0d3109e145ba3c7cf02bff21f90e53ac56d98a8a303626dcc1fe16d70d0c4856"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const ModerateReviewDocument = {"__meta__":{"hash":"a82e1e39b0b0d36fa96011f81731351bd147995636291eecc6b2ccdc1f7151d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"writtenAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"moderateReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"writtenAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"writtenAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewModerated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModerateReviewMutation, ModerateReviewMutationVariables>;
export const OrdersReorderDocument = {"__meta__":{"hash":"3e15962de1715102d14824bdefd5cface009dfe1ecdca38827a0f1bf53ff8e72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reorder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartChange_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartChange_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotSignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<OrdersReorderMutation, OrdersReorderMutationVariables>;
export const OrderConfirmationPlaceDocument = {"__meta__":{"hash":"619cd3fe78c930c10fdfbb452097ec4573e918366f26ed8b90e1ea2cf77c7335"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderConfirmationPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCard_order"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotSignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLines_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"effect"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentInstructions_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"transferMessage"}},{"kind":"Field","name":{"kind":"Name","value":"vietQrSvg"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCard_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shopStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLines_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentInstructions_payment"}}]}}]}}]} as unknown as DocumentNode<OrderConfirmationPlaceMutation, OrderConfirmationPlaceMutationVariables>;
export const QuotePanelDocument = {"__meta__":{"hash":"b621723e1ad124e368a813585fd5ec62dc96e9c3b1063a626b8760c31927a180"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotePanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_priceOnRequest"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tierQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_priceOnRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceOnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}}]} as unknown as DocumentNode<QuotePanelQuery, QuotePanelQueryVariables>;
export const QuotePanelAddToCartDocument = {"__meta__":{"hash":"694dceb1848fbdd34713f5b6c7e245f5c6e0035a8919afd6be9fe8ce409ea773"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotePanelAddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartChange_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartChange_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotSignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<QuotePanelAddToCartMutation, QuotePanelAddToCartMutationVariables>;
export const WriteReviewDocument = {"__meta__":{"hash":"1cab6cd6b40cc1a0aa8deb95cf1ba44f49e94962b8ea80425814edfe9441214d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"writeReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewWritten"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewsSection_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_productRating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewsSection_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReview"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingSummary_productRating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewItem_review"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WriteReviewMutation, WriteReviewMutationVariables>;
export const MoreReviewsDocument = {"__meta__":{"hash":"8f54ac690cb003499b04c20dda60fb0d2650bf17fb8c798e5d4f4c7cac2dd09e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoreReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewItem_review"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<MoreReviewsQuery, MoreReviewsQueryVariables>;
export const VerifyAccountDocument = {"__meta__":{"hash":"dc3585531325e1a718c1e6e915e35ac213c8e5c3308be59fb18531e8e2162992"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verifyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountVerified"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyAccountMutation, VerifyAccountMutationVariables>;
export const ResendVerificationCodeDocument = {"__meta__":{"hash":"8b6f60c4c5739caaf9323e1678570863934fbc13fbd88f69267dd111ef8fb71e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SendCode_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendCode_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendCodeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"codeExpiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendVerificationCodeMutation, ResendVerificationCodeMutationVariables>;
export const AccountPageDocument = {"__meta__":{"hash":"24d5200f40c235f7709548003d7e6cb02160617631edfbb30e28d74bfc1a0383"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"greetingName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AccountPageQuery, AccountPageQueryVariables>;
export const CartPageDocument = {"__meta__":{"hash":"cd78161c1af9ca958d9764e8ea0120e7998b66834002aa11d130a7d1c2c94f4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineItem_line"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"VIEWS_DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTile_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineOptions_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tierQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_priceOnRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceOnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineItem_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineOptions_line"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_priceOnRequest"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dpiWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTile_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]} as unknown as DocumentNode<CartPageQuery, CartPageQueryVariables>;
export const CartRemoveLineDocument = {"__meta__":{"hash":"3ad76f0660a06a74e3568bcf5916cf4b956df064455bdc4731730bca33fe2d3e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CartRemoveLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineItem_line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineOptions_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tierQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_priceOnRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceOnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineItem_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineOptions_line"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_priceOnRequest"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dpiWarning"}}]}}]} as unknown as DocumentNode<CartRemoveLineMutation, CartRemoveLineMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"6cb3b161f518a4104b0534f6555cbb07236c3317932a6b5da0379e737ec58764"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SendCode_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendCode_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendCodeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"codeExpiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"1770aee21919b5f9adfd16bccf92c9f2cfde128261a662a71eb293daed91addd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const HomeDocument = {"__meta__":{"hash":"24dea961c9f547c863b9c6b5ead0e0712f8cddea0e260ee4f610756413e4c7f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"imageSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageSlider_slide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hotProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopTrending_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFilter_category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductList_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTile_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageSlider_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopTrending_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"effect"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFilter_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductList_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTile_product"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const HomeMoreProductsDocument = {"__meta__":{"hash":"0b979618c1b3feaa5145e5484728f22ef61851b3b9f2c212f5bf4d6e7648d139"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeMoreProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductList_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTile_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductList_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTile_product"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<HomeMoreProductsQuery, HomeMoreProductsQueryVariables>;
export const SignInDocument = {"__meta__":{"hash":"215d413bca88dcc1a2016b9032f82b3b8326c91596e01834e4a4c6d86ee6138b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountNotVerified"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountNotVerified"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const OrderConfirmationPageDocument = {"__meta__":{"hash":"6c12ba30701930ddcb16d8e46b2bb4dda9fd4dabc4060dea96f354df8963b68f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderConfirmationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromCart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withQuote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromCart"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChosenLines_cartLine"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteInput"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withQuote"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_priceOnRequest"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}},{"kind":"Field","name":{"kind":"Name","value":"chatLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentInstructions_info"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineOptions_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tierQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteView_priceOnRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceOnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChosenLines_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineOptions_line"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_quote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteView_priceOnRequest"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dpiWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentInstructions_info"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"}},{"kind":"Field","name":{"kind":"Name","value":"chatLink"}}]}}]} as unknown as DocumentNode<OrderConfirmationPageQuery, OrderConfirmationPageQueryVariables>;
export const OrdersPageDocument = {"__meta__":{"hash":"aea82bc5e017b1dbb802004cc2dfd598a72e66e46dbd6ee586b40867f9323abe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCard_order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentInstructions_info"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLines_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"effect"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"hasDesign"}},{"kind":"Field","name":{"kind":"Name","value":"designs"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designLink"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"designFee"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentInstructions_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"transferMessage"}},{"kind":"Field","name":{"kind":"Name","value":"vietQrSvg"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCard_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shopStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLines_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentInstructions_payment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentInstructions_info"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"}},{"kind":"Field","name":{"kind":"Name","value":"chatLink"}}]}}]} as unknown as DocumentNode<OrdersPageQuery, OrdersPageQueryVariables>;
export const ProductPageDocument = {"__meta__":{"hash":"6fc0e9ec2f429539e54401d5d89b6ad3cd193e42cc41ad53836f99e1d91e2058"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductGallery_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummary_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSpecs_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductOptions_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductInfoTabs_product"}},{"kind":"Field","name":{"kind":"Name","value":"priceTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceTable_priceTable"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RelatedProducts_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewsSection_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hotlines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingBadge_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RichTextBlock_richText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTile_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_productRating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductGallery_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummary_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingBadge_product"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSpecs_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"specs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorsys"}},{"kind":"Field","name":{"kind":"Name","value":"pritech"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductOptions_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"materialNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effectNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductInfoTabs_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RichTextBlock_richText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceTable_priceTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"onRequest"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"designLimit"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedProducts_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTile_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewsSection_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReview"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingSummary_productRating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewItem_review"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductPageQuery, ProductPageQueryVariables>;
export const SignUpDocument = {"__meta__":{"hash":"fb36f314232a0ab2c06d130965557e0a53861f17faf9b072990b322ac5b513af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fullname"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fullname"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fullname"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"codeExpiresInSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unavailable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const ReviewModerationDocument = {"__meta__":{"hash":"839fc17046dbe08e91d49484ba0266d5414fd0f0407ee4fc3f7b5b97b23ae755"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewModeration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reviewModerationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewModerationQueue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationItem_review"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categorySlug"}}]}}]}}]} as unknown as DocumentNode<ReviewModerationQuery, ReviewModerationQueryVariables>;