import { sql, type Kysely } from 'kysely';
import type { Database, NewReview } from '../../bff/src/db/tables';

const BATCH = 1000;

/**
 * Inserts `count` approved reviews straight into the BFF's review table, in
 * batches: `focusCount` of them on `focusProductId` (the product page the
 * benchmark opens), the rest spread over all products. One review per
 * shopper and product, as the table demands.
 */
export async function seedReviews(
  db: Kysely<Database>,
  { count, productIds, focusProductId, focusCount }: { count: number; productIds: number[]; focusProductId: number; focusCount: number },
): Promise<void> {
  const others = productIds.filter((id) => id !== focusProductId);
  const started = Date.UTC(2024, 0, 1);
  const rows: NewReview[] = [];
  for (let n = 0; n < count; n++) {
    const onFocus = n < focusCount;
    const spread = n - focusCount;
    const productId = onFocus ? focusProductId : (others[spread % others.length] as number);
    const userId = onFocus ? 100_000 + n : 200_000 + Math.floor(spread / others.length);
    const at = new Date(started + n * 60_000);
    rows.push({
      user_id: userId,
      product_id: productId,
      rating: 1 + (n % 5),
      text: `Đánh giá mẫu số ${n + 1}: thẻ in đẹp, giao hàng nhanh.`,
      status: 'approved',
      author_name: `Khách ${n + 1}`,
      author_avatar: null,
      created_at: at,
      updated_at: at,
    });
    if (rows.length === BATCH) await db.insertInto('review').values(rows.splice(0)).execute();
  }
  if (rows.length) await db.insertInto('review').values(rows).execute();
  // PostgreSQL's autovacuum would analyze after a bulk load like this; PGlite runs none, and
  // without statistics its planner sorts all 10,000 reviews of a product to show the newest ten.
  // The rating counts were filled by the review trigger in the same load.
  await sql`analyze review, review_rating_count`.execute(db);
}
