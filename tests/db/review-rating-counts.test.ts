import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../bff/src/db/database';
import { migrations } from '../../bff/src/db/migrate';
import type { Database, NewReview } from '../../bff/src/db/tables';
import { approvedCountsByStar, saveReview } from '../../bff/src/reviews/review-store';
import { databaseKinds, skipWhenUnavailable, useTestDatabase } from './test-databases';

const PRODUCT = 100003;
const OTHER = 100004;

function review(userId: number, rating: number, status: NewReview['status'], productId = PRODUCT): NewReview {
  return { user_id: userId, product_id: productId, rating, text: `review ${userId}`, status };
}

type Count = { product_id: number; rating: number; reviews: number };

/** The kept counts (zero rows left out), after checking they equal a GROUP BY over the reviews. */
async function countsMatchingReviews(db: Kysely<Database>): Promise<Count[]> {
  const kept = await db
    .selectFrom('review_rating_count')
    .select(['product_id', 'rating', 'reviews'])
    .where('reviews', '<>', 0)
    .orderBy('product_id')
    .orderBy('rating')
    .execute();
  const grouped = await db
    .selectFrom('review')
    .select((eb) => ['product_id', 'rating', eb.fn.countAll<number>().as('reviews')])
    .where('status', '=', 'approved')
    .groupBy(['product_id', 'rating'])
    .orderBy('product_id')
    .orderBy('rating')
    .execute();
  expect(kept).toEqual(grouped.map((row) => ({ ...row, reviews: Number(row.reviews) })));
  return kept;
}

const setStatus = (db: Kysely<Database>, userId: number, status: NewReview['status']) =>
  db.updateTable('review').set({ status }).where('user_id', '=', userId).execute();

describe.each(databaseKinds())('review rating counts on $kind', (engine) => {
  const database = useTestDatabase(engine);

  it('follow inserts, approvals, withdrawals, rating and product changes and deletes', async () => {
    const { db } = database();
    await db
      .insertInto('review')
      .values([review(1, 5, 'approved'), review(2, 5, 'pending'), review(3, 2, 'approved'), review(4, 4, 'rejected')])
      .execute();
    expect(await countsMatchingReviews(db)).toEqual([
      { product_id: PRODUCT, rating: 2, reviews: 1 },
      { product_id: PRODUCT, rating: 5, reviews: 1 },
    ]);

    await setStatus(db, 2, 'approved');
    await setStatus(db, 4, 'approved');
    expect((await approvedCountsByStar(db, [PRODUCT])).get(PRODUCT)).toEqual(new Map([[2, 1], [4, 1], [5, 2]]));
    await countsMatchingReviews(db);

    await setStatus(db, 1, 'rejected');
    await db.updateTable('review').set({ rating: 1 }).where('user_id', 'in', [3, 4]).execute();
    await db.updateTable('review').set({ text: 'sửa chữ thôi' }).where('user_id', '=', 2).execute();
    expect((await approvedCountsByStar(db, [PRODUCT])).get(PRODUCT)).toEqual(new Map([[1, 2], [5, 1]]));
    await countsMatchingReviews(db);

    await db.updateTable('review').set({ product_id: OTHER }).where('user_id', '=', 3).execute();
    await db.updateTable('review').set({ rating: 2 }).where('user_id', '=', 1).execute();
    expect(await countsMatchingReviews(db)).toEqual([
      { product_id: PRODUCT, rating: 1, reviews: 1 },
      { product_id: PRODUCT, rating: 5, reviews: 1 },
      { product_id: OTHER, rating: 1, reviews: 1 },
    ]);
    await db.updateTable('review').set({ product_id: PRODUCT, rating: 3 }).where('user_id', '=', 3).execute();
    await db.updateTable('review').set({ product_id: OTHER, rating: 3 }).where('user_id', '=', 3).execute();

    await db.deleteFrom('review').where('user_id', 'in', [1, 2]).execute();
    expect(await countsMatchingReviews(db)).toEqual([
      { product_id: PRODUCT, rating: 1, reviews: 1 },
      { product_id: OTHER, rating: 3, reviews: 1 },
    ]);
    const negative = await db.selectFrom('review_rating_count').select('reviews').where('reviews', '<', 0).execute();
    expect(negative).toEqual([]);
  });

  it("drop an approved review that its author rewrites, until it is approved again", async () => {
    const { db } = database();
    const draft = { userId: 7, productId: PRODUCT, rating: 2, text: 'Lần đầu', authorName: null, authorAvatar: null };
    await saveReview(db, draft);
    await setStatus(db, 7, 'approved');
    expect(await countsMatchingReviews(db)).toEqual([{ product_id: PRODUCT, rating: 2, reviews: 1 }]);
    await saveReview(db, { ...draft, rating: 5 });
    expect(await countsMatchingReviews(db)).toEqual([]);
    await setStatus(db, 7, 'approved');
    expect(await countsMatchingReviews(db)).toEqual([{ product_id: PRODUCT, rating: 5, reviews: 1 }]);
  });

  it('follow approvals made in SQL with another search path, and a truncate', async () => {
    const { db } = database();
    await db.insertInto('review').values([review(1, 3, 'pending'), review(2, 3, 'pending')]).execute();
    const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!;
    await db.transaction().execute(async (trx) => {
      await sql`set local search_path to pg_catalog`.execute(trx);
      await sql`update ${sql.id(schema, 'review')} set status = 'approved' where user_id = 1`.execute(trx);
    });
    expect(await countsMatchingReviews(db)).toEqual([{ product_id: PRODUCT, rating: 3, reviews: 1 }]);
    await sql`truncate review`.execute(db);
    expect(await countsMatchingReviews(db)).toEqual([]);
  });

  it('stay exact under concurrent approvals and withdrawals', async () => {
    const { db } = database();
    const users = Array.from({ length: 60 }, (_, i) => i + 1);
    await db.insertInto('review').values(users.map((u) => review(u, 1 + (u % 2), u % 3 === 0 ? 'approved' : 'pending'))).execute();
    await Promise.all(
      users.map((u) =>
        u % 3 === 0
          ? db.updateTable('review').set({ status: 'rejected', rating: 1 + ((u + 1) % 2) }).where('user_id', '=', u).execute()
          : setStatus(db, u, 'approved'),
      ),
    );
    expect(await countsMatchingReviews(db)).toEqual([
      { product_id: PRODUCT, rating: 1, reviews: 20 },
      { product_id: PRODUCT, rating: 2, reviews: 20 },
    ]);
  });
});

describe.each(databaseKinds())('migration 010 on $kind', (engine) => {
  skipWhenUnavailable(engine);
  let app: AppDatabase | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('counts the reviews approved before it', async () => {
    app = await engine.open({ migrate: false });
    const { db } = app;
    const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
    expect((await migrator.migrateTo('009-order-sending')).error).toBeUndefined();
    await db
      .insertInto('review')
      .values([review(1, 4, 'approved'), review(2, 4, 'approved'), review(3, 4, 'pending'), review(4, 1, 'approved', OTHER)])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await countsMatchingReviews(db)).toEqual([
      { product_id: PRODUCT, rating: 4, reviews: 2 },
      { product_id: OTHER, rating: 1, reviews: 1 },
    ]);
    await setStatus(db, 3, 'approved');
    expect((await approvedCountsByStar(db, [PRODUCT])).get(PRODUCT)).toEqual(new Map([[4, 3]]));
  });
});
