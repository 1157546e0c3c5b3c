import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import * as productViews from './migrations/001-product-views';
import * as cartLines from './migrations/002-cart-lines';
import * as shopOrders from './migrations/003-shop-orders';
import * as reviews from './migrations/004-reviews';
import * as verificationCodes from './migrations/005-verification-codes';
import * as rateLimitHits from './migrations/006-rate-limit-hits';
import * as outboxMail from './migrations/007-outbox-mail';
import * as accounts from './migrations/008-accounts';
import * as orderSending from './migrations/009-order-sending';
import * as reviewRatingCounts from './migrations/010-review-rating-counts';

/**
 * Every migration, by name; they run in name order. A static map rather than
 * a folder scan, so it survives bundling. Add new ones at the end; never edit
 * one that has shipped.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '001-product-views': productViews,
  '002-cart-lines': cartLines,
  '003-shop-orders': shopOrders,
  '004-reviews': reviews,
  '005-verification-codes': verificationCodes,
  '006-rate-limit-hits': rateLimitHits,
  '007-outbox-mail': outboxMail,
  '008-accounts': accounts,
  '009-order-sending': orderSending,
  '010-review-rating-counts': reviewRatingCounts,
};

/**
 * Applies the pending migrations in one transaction. On PostgreSQL Kysely
 * holds an advisory lock meanwhile, so instances starting together apply each
 * migration once. Returns what ran (empty when the schema was up to date).
 *
 * `schema` is where Kysely keeps its own bookkeeping tables; it must be the
 * schema the tables go to, or Kysely may find another schema's bookkeeping.
 */
export async function migrateToLatest(db: Kysely<any>, schema: string): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${describe(error)}`, {
      cause: error,
    });
  }
  return results;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
