import { CompiledQuery, createQueryId, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database, NewReview } from '../../bff/src/db/tables';
import {
  approvedCountsByStar,
  reviewPage,
  reviewsBy,
  saveReview,
  seedReviewsWhenEmpty,
} from '../../bff/src/reviews/review-store';
import { seedDemoReviews } from '../../bff/src/reviews/seed-demo-reviews';
import { DEMO_REVIEWS } from '../double/seed/reviews';
import { databaseKinds, useTestDatabase } from './test-databases';

const PRODUCT = 100003;
const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 0, n));

function approved(userId: number, createdAt: Date, rating = 5, productId = PRODUCT): NewReview {
  return { user_id: userId, product_id: productId, rating, text: `review ${userId}`, status: 'approved', created_at: createdAt };
}

async function walkAllPages(db: Kysely<Database>, first: number, viewerId: number | null = null) {
  const seen: string[] = [];
  let after = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const page = await reviewPage(db, { productId: PRODUCT, viewerId, first, after });
    seen.push(...page.reviews.map((r) => r.text));
    const last = page.reviews.at(-1);
    if (!page.hasNextPage || !last) return seen;
    after = { createdAt: last.created_at, id: last.id };
  }
  throw new Error('paging did not end');
}

describe.each(databaseKinds())('review store on $kind', (engine) => {
  const database = useTestDatabase(engine);

  it('pages newest first with keyset cursors, ties broken by id, nothing repeated or lost', async () => {
    const { db } = database();
    // 25 reviews, five of them written in the same millisecond.
    const rows = Array.from({ length: 25 }, (_, i) => approved(i + 1, i < 5 ? minute(0) : minute(i)));
    await db.insertInto('review').values([...rows, approved(99, minute(30), 5, PRODUCT + 1)]).execute();
    const first = await reviewPage(db, { productId: PRODUCT, viewerId: null, first: 10, after: null });
    expect(first.reviews).toHaveLength(10);
    expect(first.hasNextPage).toBe(true);
    expect(first.reviews[0]?.text).toBe('review 25');
    const times = first.reviews.map((r) => r.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const all = await walkAllPages(db, 4);
    expect(all).toHaveLength(25);
    expect(new Set(all).size).toBe(25);
    expect(all).not.toContain('review 99');
  });

  it("shows pending reviews only to their author, and never rejected ones in the list", async () => {
    const { db } = database();
    await db
      .insertInto('review')
      .values([
        approved(1, minute(1)),
        { ...approved(2, minute(2)), status: 'pending' },
        { ...approved(3, minute(3)), status: 'rejected' },
      ])
      .execute();
    const texts = async (viewerId: number | null) =>
      (await reviewPage(db, { productId: PRODUCT, viewerId, first: 10, after: null })).reviews.map((r) => r.text);
    expect(await texts(null)).toEqual(['review 1']);
    expect(await texts(1)).toEqual(['review 1']);
    expect(await texts(2)).toEqual(['review 2', 'review 1']);
    expect(await texts(3)).toEqual(['review 1']);
    expect((await reviewsBy(db, 3, [PRODUCT, PRODUCT + 1])).get(PRODUCT)?.status).toBe('rejected');
  });

  it('counts approved reviews per product and star in one query', async () => {
    const { db } = database();
    await db
      .insertInto('review')
      .values([
        approved(1, minute(1), 5),
        approved(2, minute(2), 5),
        approved(3, minute(3), 2),
        { ...approved(4, minute(4), 1), status: 'pending' },
        approved(5, minute(5), 4, PRODUCT + 1),
      ])
      .execute();
    const counts = await approvedCountsByStar(db, [PRODUCT, PRODUCT + 1, PRODUCT + 2]);
    expect(counts.get(PRODUCT)).toEqual(new Map([[5, 2], [2, 1]]));
    expect(counts.get(PRODUCT + 1)).toEqual(new Map([[4, 1]]));
    expect(counts.get(PRODUCT + 2)).toEqual(new Map());
  });

  it('keeps one review per shopper and product: a second write replaces the first and waits again', async () => {
    const { db } = database();
    const draft = { userId: 7, productId: PRODUCT, rating: 2, text: 'Lần đầu', authorName: 'Giang', authorAvatar: null };
    const first = await saveReview(db, draft, minute(1));
    await db.updateTable('review').set({ status: 'approved' }).where('id', '=', first.id).execute();
    const second = await saveReview(db, { ...draft, rating: 5, text: 'Sửa lại' }, minute(9));
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ rating: 5, text: 'Sửa lại', status: 'pending', author_name: 'Giang' });
    expect(second.created_at).toEqual(minute(9));
    const { count } = await db.selectFrom('review').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('refuses ratings outside 1–5 in the database too', async () => {
    const { db } = database();
    for (const rating of [0, 6]) {
      await expect(db.insertInto('review').values(approved(1, minute(1), rating)).execute()).rejects.toMatchObject({
        code: '23514',
      });
    }
  });

  it('seeds the demo reviews once, approved, and never over existing reviews', async () => {
    const { db } = database();
    expect(await seedDemoReviews(db)).toBe(DEMO_REVIEWS.length);
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(60);
    expect(await seedDemoReviews(db)).toBe(0);
    const statuses = await db.selectFrom('review').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'approved' }]);
    await sql`truncate table review`.execute(db);
    await saveReview(db, { userId: 2, productId: PRODUCT, rating: 4, text: '', authorName: null, authorAvatar: null });
    expect(await seedReviewsWhenEmpty(db, [approved(3, minute(1))])).toBe(0);
  });

  it('reads a page of 5,000 reviews through the index, without sorting', async () => {
    const { db } = database();
    const rows = Array.from({ length: 5000 }, (_, i) => approved(i + 1, new Date(Date.UTC(2024, 0, 1) + i * 60_000), (i % 5) + 1));
    const others = Array.from({ length: 2000 }, (_, i) => approved(i + 1, minute(i), 3, 200000 + (i % 40)));
    for (let i = 0; i < rows.length; i += 1000) await db.insertInto('review').values(rows.slice(i, i + 1000)).execute();
    await db.insertInto('review').values(others).execute();
    await sql`analyze review`.execute(db);

    const all = await walkAllPages(db, 50);
    expect(all).toHaveLength(5000);
    expect((await approvedCountsByStar(db, [PRODUCT])).get(PRODUCT)).toEqual(new Map([1, 2, 3, 4, 5].map((s) => [s, 1000])));

    // The very query reviewPage runs for a second page, explained with its parameters, for a visitor and a shopper.
    for (const viewerId of [null, 42]) {
      const captured: RootOperationNode[] = [];
      const capture: KyselyPlugin = {
        transformQuery: ({ node }) => (captured.push(node), node),
        transformResult: async ({ result }) => result,
      };
      const after = { createdAt: new Date(Date.UTC(2024, 0, 3)), id: 'z' };
      await reviewPage(db.withPlugin(capture), { productId: PRODUCT, viewerId, first: 10, after });
      expect(captured).toHaveLength(1);
      const query = db.getExecutor().compileQuery(captured[0]!, createQueryId());
      const { rows: plan } = await db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
      expect(text).toContain('review_by_product_newest');
      expect(text).not.toMatch(/\bSort\b/);
    }
  });
});
