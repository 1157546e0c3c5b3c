import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The BFF's own tables, as Kysely sees them. The SQL that creates them lives
 * in `migrations/`; a change here goes with a new migration there.
 *
 * Both engines hand back `timestamptz` as `Date`, `integer`/`smallint` as
 * `number`, and (see database.ts) `bigint` and `count(*)` as `number` too.
 * User ids and product ids are the upstream's integer ids.
 */
export interface Database {
  product_view: ProductViewTable;
  cart_line: CartLineTable;
  shop_order: ShopOrderTable;
  shop_order_line: ShopOrderLineTable;
  review: ReviewTable;
  review_rating_count: ReviewRatingCountTable;
  verification_code: VerificationCodeTable;
  rate_limit_hit: RateLimitHitTable;
  outbox_mail: OutboxMailTable;
  app_secret: AppSecretTable;
  user_avatar: UserAvatarTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A text primary key that defaults to a random UUID. */
type GeneratedId = Generated<string>;

/** One row per viewer, product and clock hour: the primary key is the dedup. */
export interface ProductViewTable {
  product_id: number;
  viewer_key: string;
  /** `viewed_at` truncated to the hour (UTC). */
  viewed_hour: Timestamp;
  viewed_at: Timestamp;
}

export interface CartLineTable {
  id: GeneratedId;
  user_id: number;
  product_id: number;
  name: string;
  material: string | null;
  effect: string | null;
  size: string | null;
  sides: string | null;
  /** "Đã có" / "Chưa có", as the upstream spells it. */
  is_designed: string | null;
  designs: number | null;
  quantity: number;
  img_src: string | null;
  /** Whole đồng; null when the price is on request. */
  unit_price: number | null;
  /** Set when the design image is below 300 dpi for the size, or could not be read. */
  dpi_warning: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type OrderStatus = 'pending_upstream' | 'sent' | 'failed';

export interface ShopOrderTable {
  id: GeneratedId;
  user_id: number;
  order_code: string;
  idempotency_key: string;
  recipient_name: string;
  recipient_address: string;
  recipient_phone: string;
  recipient_email: string;
  /** Whole đồng; null when a line is priced on request. */
  total: number | null;
  deposit: number | null;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  upstream_attempts: Generated<number>;
  /** The upstream's id once it is known (its POST answers none). */
  upstream_order_id: string | null;
  last_error: string | null;
  created_at: DefaultTimestamp;
  sent_at: NullableTimestamp;
  /** Another instance is sending the order until then. */
  send_lease_until: NullableTimestamp;
  next_attempt_at: DefaultTimestamp;
  /** When the first send began: how far back to look upstream for an order that may have landed. */
  first_attempt_at: NullableTimestamp;
  /** Answers in which the upstream refused the order (not counting unreachable). */
  upstream_refusals: Generated<number>;
  /** The shopper's upstream token for retries; null once sent. */
  upstream_token: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ShopOrderLineTable {
  order_id: string;
  /** 1, 2, … within the order. */
  line_no: number;
  product_id: number;
  name: string;
  material: string | null;
  effect: string | null;
  size: string | null;
  sides: string | null;
  is_designed: string | null;
  designs: number | null;
  quantity: number;
  img_src: string | null;
  unit_price: number | null;
  line_total: number | null;
  cart_line_id: string | null;
  /** Whole đồng, 0 when the shopper brought a design. */
  design_fee: Generated<number>;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewTable {
  id: GeneratedId;
  user_id: number;
  product_id: number;
  /** 1–5, checked by the database. */
  rating: number;
  text: ColumnType<string, string | undefined, string>;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  /** The author's name and avatar when the review was written (the upstream may be down when it is read). */
  author_name: string | null;
  author_avatar: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Approved reviews per product and star, kept by a trigger on `review` (migration 010); read-only here. */
export interface ReviewRatingCountTable {
  product_id: number;
  rating: number;
  /** May be 0 once its reviews are gone. */
  reviews: number;
}

export type VerificationPurpose = 'verify' | 'reset';

export interface VerificationCodeTable {
  id: GeneratedId;
  email: string;
  purpose: VerificationPurpose;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface RateLimitHitTable {
  bucket: string;
  hit_at: Timestamp;
}

/** The demo's mail outbox: mail the BFF "sent", readable by tests and the demo page. */
export interface OutboxMailTable {
  id: GeneratedId;
  to_email: string;
  subject: string;
  body: string;
  created_at: DefaultTimestamp;
}

/** Random secrets made once per database, so every instance agrees (see session-keys.ts). */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: DefaultTimestamp;
}

/** A shopper's avatar (the upstream has no avatar route). */
export interface UserAvatarTable {
  user_id: number;
  content_type: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
  updated_at: DefaultTimestamp;
}

export type CartLine = Selectable<CartLineTable>;
export type NewCartLine = Insertable<CartLineTable>;
export type CartLineUpdate = Updateable<CartLineTable>;
export type ShopOrder = Selectable<ShopOrderTable>;
export type NewShopOrder = Insertable<ShopOrderTable>;
export type ShopOrderLine = Selectable<ShopOrderLineTable>;
export type NewShopOrderLine = Insertable<ShopOrderLineTable>;
export type Review = Selectable<ReviewTable>;
export type NewReview = Insertable<ReviewTable>;
export type VerificationCode = Selectable<VerificationCodeTable>;
export type OutboxMail = Selectable<OutboxMailTable>;
