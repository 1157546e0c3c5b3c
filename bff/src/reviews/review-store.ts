import type { Kysely } from 'kysely';
import type { Database, NewReview, Review } from '../db/tables';
import type { ReviewCursor } from './review-cursor';

export interface ReviewPageQuery {
  productId: number;
  /** The signed-in shopper, who also sees their own pending review. */
  viewerId: number | null;
  first: number;
  after: ReviewCursor | null;
}

/**
 * One page of a product's visible reviews, newest first, in one query that
 * walks the (product_id, created_at desc, id desc) index from the cursor on.
 */
export async function reviewPage(
  db: Kysely<Database>,
  { productId, viewerId, first, after }: ReviewPageQuery,
): Promise<{ reviews: Review[]; hasNextPage: boolean }> {
  const rows = await db
    .selectFrom('review')
    .selectAll()
    .where('product_id', '=', productId)
    .where((eb) =>
      viewerId === null
        ? eb('status', '=', 'approved')
        : eb.or([eb('status', '=', 'approved'), eb.and([eb('user_id', '=', viewerId), eb('status', '=', 'pending')])]),
    )
    .$if(after !== null, (qb) =>
      qb.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after!.createdAt, after!.id))),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(first + 1)
    .execute();
  return { reviews: rows.slice(0, first), hasNextPage: rows.length > first };
}

/**
 * Approved reviews per product and star: at most five rows a product, which
 * the database's trigger keeps (migration 010), whatever wrote the reviews.
 */
export async function approvedCountsByStar(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, Map<number, number>>> {
  const byProduct = new Map<number, Map<number, number>>(productIds.map((id) => [id, new Map()]));
  if (byProduct.size === 0) return byProduct;
  const rows = await db
    .selectFrom('review_rating_count')
    .select(['product_id', 'rating', 'reviews'])
    .where('product_id', 'in', [...byProduct.keys()])
    .where('reviews', '>', 0)
    .execute();
  for (const row of rows) byProduct.get(row.product_id)?.set(row.rating, row.reviews);
  return byProduct;
}

/** One shopper's reviews (any status) of the given products, by product id. */
export async function reviewsBy(
  db: Kysely<Database>,
  userId: number,
  productIds: readonly number[],
): Promise<Map<number, Review>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('review')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', 'in', [...productIds])
    .execute();
  return new Map(rows.map((row) => [row.product_id, row]));
}

export interface ReviewDraft {
  userId: number;
  productId: number;
  rating: number;
  text: string;
  authorName: string | null;
  authorAvatar: string | null;
}

/**
 * Writes a shopper's review of a product: the first one is inserted, a later
 * one replaces it. Either way it waits for approval again, and it is dated
 * now (to the millisecond, as cursors are).
 */
export async function saveReview(db: Kysely<Database>, draft: ReviewDraft, now: Date = new Date()): Promise<Review> {
  const fields = {
    rating: draft.rating,
    text: draft.text,
    status: 'pending' as const,
    author_name: draft.authorName,
    author_avatar: draft.authorAvatar,
    created_at: now,
    updated_at: now,
  };
  return db
    .insertInto('review')
    .values({ user_id: draft.userId, product_id: draft.productId, ...fields })
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doUpdateSet(fields))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Inserts reviews into an empty store (a demo's first start); does nothing
 * when the store has any review. Returns how many were inserted.
 */
export async function seedReviewsWhenEmpty(db: Kysely<Database>, reviews: readonly NewReview[]): Promise<number> {
  if (reviews.length === 0) return 0;
  const existing = await db.selectFrom('review').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  // Two instances starting together: the one-per-shopper-and-product key keeps the seed single.
  const inserted = await db
    .insertInto('review')
    .values([...reviews])
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Reviews waiting for the shop's decision, oldest first (first come, first judged), and how many wait in all. */
export async function pendingReviews(db: Kysely<Database>, first: number): Promise<{ reviews: Review[]; totalCount: number }> {
  const [reviews, count] = await Promise.all([
    db.selectFrom('review').selectAll().where('status', '=', 'pending').orderBy('created_at', 'asc').orderBy('id', 'asc').limit(first).execute(),
    db.selectFrom('review').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
  ]);
  return { reviews, totalCount: Number(count.n) };
}

/**
 * The shop's decision on a review still waiting for one; null when there is
 * no such review or it was already decided (another admin was quicker, or the
 * author rewrote it meanwhile and it waits again under its new text).
 */
export async function decideReview(
  db: Kysely<Database>,
  reviewId: string,
  status: 'approved' | 'rejected',
  writtenAt: Date,
): Promise<Review | null> {
  const row = await db
    .updateTable('review')
    .set({ status, updated_at: new Date() })
    .where('id', '=', reviewId)
    .where('status', '=', 'pending')
    .where('created_at', '=', writtenAt)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
