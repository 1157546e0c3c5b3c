import type { Kysely } from 'kysely';
import type { Database } from './tables';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the clock hour (UTC) that `at` falls in. */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * Counts a view of a product by one viewer, at most once per clock hour.
 * The primary key makes concurrent calls count once. Returns whether this
 * call was the one that counted.
 */
export async function recordView(
  db: Kysely<Database>,
  productId: number,
  viewerKey: string,
  now: Date = new Date(),
): Promise<boolean> {
  const inserted = await db
    .insertInto('product_view')
    .values({ product_id: productId, viewer_key: viewerKey, viewed_hour: hourOf(now), viewed_at: now })
    .onConflict((conflict) => conflict.columns(['product_id', 'viewer_key', 'viewed_hour']).doNothing())
    .returning('product_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Views per product for the given ids, in one query; 0 for ids never viewed. */
export async function viewCounts(db: Kysely<Database>, productIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(productIds.map((id) => [id, 0]));
  if (counts.size === 0) return counts;
  const rows = await db
    .selectFrom('product_view')
    .select((eb) => ['product_id', eb.fn.countAll<number>().as('views')])
    .where('product_id', 'in', [...counts.keys()])
    .groupBy('product_id')
    .execute();
  for (const row of rows) counts.set(row.product_id, Number(row.views));
  return counts;
}

/** Views of every product viewed at least once (absent means 0), for sorting the catalogue. */
export async function allViewCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('product_view')
    .select((eb) => ['product_id', eb.fn.countAll<number>().as('views')])
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.views)]));
}
