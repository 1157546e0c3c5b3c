import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REVIEWS } from '../double/seed/reviews';
import { DEMO_USERS } from '../double/seed/users';
import { databaseKinds, skipWhenUnavailable } from '../db/test-databases';
import { countReviewQueries, insertReviews, signInAs, startStackOn, userSecrets } from './reviews-helpers';
import { MODES, type Stack } from './stack';

const REVIEW_FIELDS = `id rating text createdAt status mine author { name avatar }`;
const PRODUCT_REVIEWS = `query($id: ID!, $first: Int, $after: String) {
  product(id: $id) {
    viewerCanReview
    rating { average count distribution }
    myReview { ${REVIEW_FIELDS} }
    reviews(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { ${REVIEW_FIELDS} } }
    }
  }
}`;
const WRITE = `mutation($productId: ID!, $rating: Int!, $text: String) {
  writeReview(productId: $productId, rating: $rating, text: $text) {
    __typename
    ... on Error { code message }
    ... on InvalidInput { field }
    ... on ReviewWritten { review { ${REVIEW_FIELDS} } product { id rating { count } } }
  }
}`;

const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;
const binh = DEMO_USERS.find((u) => u.email === 'binh@demo.vn')!;
const chau = DEMO_USERS.find((u) => u.email === 'chau@demo.vn')!;

function demoReviewsOf(productId: number) {
  return DEMO_REVIEWS.filter((r) => r.productId === productId);
}

/** A reviewed demo product that neither of these users has reviewed, other than the excluded ones. */
function productNotReviewedBy(userIds: number[], exclude: number[] = []): number {
  const id = [...new Set(DEMO_REVIEWS.map((r) => r.productId))].find(
    (p) => !exclude.includes(p) && !demoReviewsOf(p).some((r) => userIds.includes(r.userId)),
  );
  if (id === undefined) throw new Error('every demo product has a review by these users');
  return id;
}

const SETUPS = MODES.flatMap((mode) => databaseKinds().map((engine) => ({ mode, engine, kind: engine.kind })));

describe.each(SETUPS)('reviews through the BFF (double in $mode mode, $kind)', ({ mode, engine }) => {
  skipWhenUnavailable(engine);
  let stack: Stack;
  let asAn: Record<string, string>;
  let asBinh: Record<string, string>;
  let asChau: Record<string, string>;
  const reviewsOf = (id: number | string, headers: Record<string, string> = {}, first = 10, after?: string) =>
    stack.gql(PRODUCT_REVIEWS, { id: String(id), first, after }, headers);
  const write = (productId: string | number, rating: number, text: string | null, headers: Record<string, string>) =>
    stack.gql(WRITE, { productId: String(productId), rating, text }, headers);

  beforeAll(async () => {
    if ((await engine.unavailable()) !== null) return;
    // One generated product beyond the demo catalogue: nobody has reviewed it.
    stack = await startStackOn(engine.kind, mode, { seedDemoReviews: true, extraProducts: 1 });
    asAn = await signInAs(stack, an.email);
    asBinh = await signInAs(stack, binh.email);
    asChau = await signInAs(stack, chau.email);
  });
  afterAll(() => stack?.close());

  it("reads a product's seeded reviews, newest first, with their authors' public names and its rating", async () => {
    const productId = 100000;
    const { data, errors } = await reviewsOf(productId);
    expect(errors).toBeUndefined();
    const seeded = demoReviewsOf(productId);
    expect(seeded.length).toBeGreaterThan(0);
    const { rating, reviews, viewerCanReview, myReview } = data.product;
    expect(viewerCanReview).toBe(false);
    expect(myReview).toBeNull();
    const stars = seeded.map((r) => r.rating);
    expect(rating.count).toBe(seeded.length);
    expect(rating.average).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);
    expect(rating.distribution).toEqual([1, 2, 3, 4, 5].map((s) => stars.filter((x) => x === s).length));
    expect(reviews.totalCount).toBe(seeded.length);

    const newestFirst = [...seeded].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const nodes = reviews.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.text)).toEqual(newestFirst.map((r) => r.text));
    expect(nodes.map((n: any) => n.createdAt)).toEqual(newestFirst.map((r) => r.createdAt));
    expect(nodes.map((n: any) => n.author.name)).toEqual(
      newestFirst.map((r) => DEMO_USERS.find((u) => u.id === r.userId)!.fullname),
    );
    expect(nodes.every((n: any) => n.status === 'APPROVED' && n.mine === false)).toBe(true);
  });

  it('gives a product without reviews no average and an empty list', async () => {
    const { data } = await reviewsOf(100000 + 999);
    expect(data.product).toBeNull();
    const fresh = await stack.app.services.catalogue.products();
    const unreviewed = fresh.list.find((p) => !DEMO_REVIEWS.some((r) => r.productId === p.id));
    expect(unreviewed).toBeDefined();
    const { data: empty } = await reviewsOf(unreviewed!.id);
    expect(empty.product.rating).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(empty.product.reviews).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
  });

  it('refuses a review from a visitor, with the Vietnamese message', async () => {
    const { data } = await write(100001, 5, 'Đẹp', {});
    expect(data.writeReview).toMatchObject({ __typename: 'NotSignedIn', code: 'NOT_SIGNED_IN', message: 'Bạn cần đăng nhập để tiếp tục.' });
  });

  it('refuses 0, 6 and 2.5 stars, an over-long text and an unknown product, and stores nothing', async () => {
    const productId = productNotReviewedBy([an.id]);
    for (const rating of [0, 6]) {
      const { data } = await write(productId, rating, 'x', asAn);
      expect(data.writeReview).toEqual({
        __typename: 'InvalidInput',
        code: 'RATING_OUT_OF_RANGE',
        field: 'rating',
        message: 'Vui lòng chọn số sao từ 1 đến 5.',
      });
    }
    const fraction = await write(productId, 2.5, 'x', asAn);
    expect(fraction.data).toBeFalsy();
    expect(fraction.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 2\.5/);

    const tooLong = await write(productId, 4, 'a'.repeat(1001), asAn);
    expect(tooLong.data.writeReview).toMatchObject({ code: 'TEXT_TOO_LONG', field: 'text', message: 'Đánh giá tối đa 1000 ký tự.' });
    const unknown = await write(999999, 4, 'x', asAn);
    expect(unknown.data.writeReview).toMatchObject({ code: 'PRODUCT_NOT_FOUND', field: 'productId' });

    const { data } = await reviewsOf(productId, asAn);
    expect(data.product.myReview).toBeNull();
    expect(data.product.reviews.totalCount).toBe(demoReviewsOf(productId).length);
  });

  it("keeps a pending review visible to its author only, marked as theirs, outside the rating", async () => {
    const productId = productNotReviewedBy([an.id, chau.id]);
    const before = (await reviewsOf(productId)).data.product;
    const text = '  <b>Thẻ</b> in rất đẹp\n& sắc nét  ';
    const { data } = await write(productId, 4, text, asAn);
    expect(data.writeReview.__typename).toBe('ReviewWritten');
    expect(data.writeReview.review).toMatchObject({
      rating: 4,
      text: '<b>Thẻ</b> in rất đẹp\n& sắc nét',
      status: 'PENDING',
      mine: true,
      author: { name: an.fullname },
    });

    const author = (await reviewsOf(productId, asAn)).data.product;
    expect(author.viewerCanReview).toBe(true);
    expect(author.myReview).toMatchObject({ status: 'PENDING', rating: 4 });
    expect(author.reviews.totalCount).toBe(before.reviews.totalCount + 1);
    expect(author.reviews.edges[0].node).toMatchObject({ id: data.writeReview.review.id, status: 'PENDING', mine: true });
    expect(author.rating).toEqual(before.rating);

    for (const viewer of [{}, asChau]) {
      const other = (await reviewsOf(productId, viewer)).data.product;
      expect(other.reviews.totalCount).toBe(before.reviews.totalCount);
      expect(other.reviews.edges.map((e: any) => e.node.id)).not.toContain(data.writeReview.review.id);
      expect(other.myReview).toBeNull();
    }
  });

  it('keeps one review per shopper and product: the second write replaces the first', async () => {
    const productId = productNotReviewedBy([binh.id]);
    const first = await write(productId, 2, 'Lần đầu', asBinh);
    const second = await write(productId, 5, null, asBinh);
    expect(second.data.writeReview.review.id).toBe(first.data.writeReview.review.id);
    expect(second.data.writeReview.review).toMatchObject({ rating: 5, text: '', status: 'PENDING' });
    const rows = await stack.app.services.database.db
      .selectFrom('review')
      .selectAll()
      .where('user_id', '=', binh.id)
      .where('product_id', '=', productId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, text: '' });
  });

  it('pages with cursors and refuses a cursor it did not make', async () => {
    const productId = 100006;
    await insertReviews(stack.app.services.database.db, productId, 23);
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const { data } = await reviewsOf(productId, {}, 10, after);
      seen.push(...data.product.reviews.edges.map((e: any) => e.node.id));
      if (!data.product.reviews.pageInfo.hasNextPage) break;
      after = data.product.reviews.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(23 + demoReviewsOf(productId).length);
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await reviewsOf(productId, {}, 10, 'bm90LWEtY3Vyc29y');
    expect(bad.errors?.[0]?.message).toBe('Invalid reviews cursor.');
  });

  it('never lets an email, phone or password hash out, whoever asks', async () => {
    const answers = await Promise.all([
      reviewsOf(100000),
      reviewsOf(100001, asAn),
      reviewsOf(100001, asBinh),
      write(100001, 3, 'Tạm được', asAn),
    ]);
    const text = JSON.stringify(answers.map((a) => a.data));
    for (const secret of userSecrets()) expect(text).not.toContain(secret);
  });

  it('puts the average and count in the product page JSON-LD', async () => {
    const html = await (await fetch(`${stack.app.url}/product?productId=100000`)).text();
    const seeded = demoReviewsOf(100000);
    expect(html).toContain('"AggregateRating"');
    expect(html).toContain(`"reviewCount":${seeded.length}`);
  });
});

describe.each(databaseKinds())('reviews at scale (5,000 on one product, $kind)', (engine) => {
  skipWhenUnavailable(engine);
  let stack: Stack;
  const PRODUCT = 100008;
  beforeAll(async () => {
    if ((await engine.unavailable()) !== null) return;
    stack = await startStackOn(engine.kind, 'deployed');
    // The newest ten are by users 1–10: seven the shop knows, three it does not.
    await insertReviews(stack.app.services.database.db, PRODUCT, 5000, (i) => (i >= 4990 ? i - 4989 : 1000 + i));
  });
  afterAll(() => stack?.close());

  const userListCalls = () => stack.upstreamCalls().filter((c) => c.method === 'GET' && c.path === '/api/user').length;

  it('loads the authors of a page with one upstream call, then none while cached', async () => {
    const counter = countReviewQueries(stack.app.services.database);
    try {
      stack.double.resetCalls();
      const { data, errors } = await stack.gql(PRODUCT_REVIEWS, { id: String(PRODUCT), first: 10 });
      expect(errors).toBeUndefined();
      const nodes = data.product.reviews.edges.map((e: any) => e.node);
      expect(nodes).toHaveLength(10);
      expect(userListCalls()).toBe(1);
      expect(new Set(nodes.map((n: any) => n.author.name)).size).toBeGreaterThanOrEqual(8);
      expect(nodes.map((n: any) => n.author.name)).toContain(DEMO_USERS.find((u) => u.id === 5)!.fullname);
      // One page query and one read of the rating counts, for the rating and the total.
      expect(counter.statements).toHaveLength(2);
      expect(data.product.reviews.totalCount).toBe(5000);
      expect(data.product.rating).toEqual({ average: 3, count: 5000, distribution: [1000, 1000, 1000, 1000, 1000] });

      stack.double.resetCalls();
      counter.statements.length = 0;
      await stack.gql(PRODUCT_REVIEWS, { id: String(PRODUCT), first: 10, after: data.product.reviews.pageInfo.endCursor });
      expect(userListCalls()).toBe(0);
      expect(counter.statements).toHaveLength(2);
    } finally {
      counter.restore();
    }
  });

  it('pages through all 5,000 in order with a constant number of upstream calls', async () => {
    stack.double.resetCalls();
    const seen = new Set<string>();
    let previous = Infinity;
    let after: string | null = null;
    let requests = 0;
    do {
      const result: any = await stack.gql(
        `query($id: ID!, $after: String) { product(id: $id) { reviews(first: 50, after: $after) {
          pageInfo { hasNextPage endCursor } edges { node { id createdAt author { name } } } } } }`,
        { id: String(PRODUCT), after },
      );
      const { edges, pageInfo } = result.data.product.reviews;
      for (const { node } of edges) {
        const at = Date.parse(node.createdAt);
        expect(at).toBeLessThan(previous);
        previous = at;
        seen.add(node.id);
      }
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
      requests += 1;
    } while (after);
    expect(seen.size).toBe(5000);
    expect(requests).toBe(100);
    expect(userListCalls()).toBeLessThanOrEqual(1);
  });
});
