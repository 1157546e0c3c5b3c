import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODES, startStack, type Stack } from './stack';

const PRODUCT_FIELDS = `id name price categorySlug viewCount
  options { material { value label } size { value label } sides { value label } }
  priceTables { id size material onRequest columns { sides designLimit label } rows { quantity prices } }`;

describe.each(MODES)('catalogue through the BFF (double in %s mode)', (mode) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(mode);
  });
  afterAll(() => stack.close());

  it('lists the demo catalogue with typed price tables in whole đồng', async () => {
    const { data, errors } = await stack.gql(`{ products(first: 100) { totalCount edges { node { ${PRODUCT_FIELDS} } } } }`);
    expect(errors).toBeUndefined();
    const products = data.products.edges.map((e: any) => e.node);
    expect(data.products.totalCount).toBeGreaterThanOrEqual(20);
    expect(products.length).toBe(data.products.totalCount);
    const tables = products.flatMap((p: any) => p.priceTables);
    const priced = tables.filter((t: any) => !t.onRequest);
    expect(priced.length).toBeGreaterThan(10);
    expect(tables.some((t: any) => t.onRequest)).toBe(true);
    for (const table of priced) {
      expect(table.columns.map((c: any) => c.sides)).toEqual([1, 1, 2, 2]);
      expect(table.columns[0].designLimit).toBeNull();
      for (const row of table.rows) {
        expect(Number.isInteger(row.quantity)).toBe(true);
        expect(row.prices).toHaveLength(4);
        for (const price of row.prices) if (price !== null) expect(Number.isInteger(price) && price >= 1000).toBe(true);
      }
    }
    // Some seeded cells are empty ('Không có'), which must come out as null, not 0.
    expect(priced.some((t: any) => t.rows.some((r: any) => r.prices.includes(null)))).toBe(true);
  });

  it('filters by category slug or name, and sorts by price', async () => {
    const bySlug = await stack.gql(`{ products(category: "cardbogoc", first: 100) { edges { node { category } } } }`);
    const byName = await stack.gql(`{ products(category: "Card bo góc", first: 100) { edges { node { category } } } }`);
    const categories = bySlug.data.products.edges.map((e: any) => e.node.category);
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Card bo góc']));
    expect(byName.data.products.edges).toHaveLength(categories.length);

    const sorted = await stack.gql(`{ products(sort: PRICE_ASC, first: 100) { edges { node { price } } } }`);
    const prices = sorted.data.products.edges.map((e: any) => e.node.price).filter((p: number | null) => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await stack.gql(`{ products(sort: PRICE_DESC, first: 1) { edges { node { price } } } }`);
    expect(desc.data.products.edges[0].node.price).toBe(Math.max(...prices));
  });

  it('pages with cursors and a total count', async () => {
    const first = await stack.gql(`{ products(first: 5) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`);
    const page1 = first.data.products;
    expect(page1.edges).toHaveLength(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await stack.gql(`query($after: String) { products(first: 5, after: $after) { edges { node { id } } } }`, {
      after: page1.pageInfo.endCursor,
    });
    const ids1 = page1.edges.map((e: any) => e.node.id);
    const ids2 = second.data.products.edges.map((e: any) => e.node.id);
    expect(ids2).toHaveLength(5);
    expect(ids1.filter((id: string) => ids2.includes(id))).toEqual([]);
  });

  it('searches accent-insensitively and suggests products and categories', async () => {
    const { data } = await stack.gql(`{ searchSuggestions(query: "card bo goc") { kind label categorySlug } }`);
    expect(data.searchSuggestions[0]).toEqual({ kind: 'CATEGORY', label: 'Card bo góc', categorySlug: 'cardbogoc' });
    const search = await stack.gql(`{ products(search: "STICKER", first: 50) { edges { node { name category } } } }`);
    expect(search.data.products.edges.length).toBeGreaterThan(0);
  });

  it('returns the asked product (never trusting the id-ignoring route) and counts one view per shopper per hour', async () => {
    const q = `query($id: ID!) { product(id: $id) { id name viewCount } }`;
    const before = await stack.gql(q, { id: '100003' });
    expect(before.data.product.id).toBe('100003');
    const again = await stack.gql(q, { id: '100003' });
    expect(again.data.product.viewCount).toBe(before.data.product.viewCount);
    const other = await stack.gql(q, { id: '100003' }, { 'user-agent': 'another shopper' });
    expect(other.data.product.viewCount).toBe(before.data.product.viewCount + 1);
    const missing = await stack.gql(q, { id: '999' });
    expect(missing.data.product).toBeNull();
    const junk = await stack.gql(q, { id: '1 OR 1=1' });
    expect(junk.data.product).toBeNull();
    expect(stack.upstreamCalls().some((c) => c.path.startsWith('/api/product/'))).toBe(false);
  });

  it('shows only released slides in order, with the 100000 fallback, and a shop profile without user data', async () => {
    const { data } = await stack.gql(`{ imageSlides { id image productId } textSlides { text } shop { memberCount hotlines emails socialLinks { name link } } }`);
    expect(data.imageSlides.length).toBeGreaterThanOrEqual(5);
    expect(data.imageSlides.some((s: any) => s.productId === '100000')).toBe(true);
    expect(data.textSlides.length).toBeGreaterThan(0);
    expect(data.shop.memberCount).toBeGreaterThanOrEqual(5);
    expect(data.shop.hotlines.length).toBe(2);
    expect(data.shop.socialLinks.map((l: any) => l.name)).toEqual(expect.arrayContaining(['facebook', 'tiktok', 'youtube']));
  });

  it('answers a cached catalogue with zero upstream calls', async () => {
    await stack.gql(`{ products { totalCount } hotProducts { rank product { name } } shop { memberCount } }`);
    stack.double.resetCalls();
    const { data } = await stack.gql(`{ products { totalCount } hotProducts { rank product { name } } shop { memberCount } }`);
    expect(data.hotProducts.length).toBeGreaterThan(0);
    expect(stack.upstreamCalls()).toEqual([]);
  });
});

describe('upstream behaviour seen from the BFF', () => {
  it('shares one upstream call among concurrent cold requests and never forwards Origin', async () => {
    const stack = await startStack('deployed');
    try {
      await Promise.all(
        Array.from({ length: 6 }, () =>
          stack.gql(`{ products { totalCount } }`, undefined, { origin: 'https://evil.example' }),
        ),
      );
      expect(stack.upstreamCalls().filter((c) => c.path === '/api/product')).toHaveLength(1);
      expect(stack.double.calls.every((c) => c.headers.origin === undefined)).toBe(true);
    } finally {
      await stack.close();
    }
  });

  it('keeps serving the stale catalogue while the upstream is down, and fails cleanly when it has nothing', async () => {
    const stack = await startStack('deployed', { catalogueTtlMs: 1 });
    try {
      const warm = await stack.gql(`{ products { totalCount } }`);
      await stack.double.faults.down();
      const stale = await stack.gql(`{ products { totalCount } }`);
      expect(stale.errors).toBeUndefined();
      expect(stale.data.products.totalCount).toBe(warm.data.products.totalCount);
      const cold = await stack.gql(`{ hotProducts { rank } }`);
      expect(cold.errors?.[0]?.message).toBeTruthy();
      expect(JSON.stringify(cold.errors)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      await stack.double.faults.up();
      // The circuit breaker may still be open: it lets a probe through by itself after a few seconds.
      let back = await stack.gql(`{ hotProducts { rank } }`);
      for (let i = 0; i < 40 && back.errors; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        back = await stack.gql(`{ hotProducts { rank } }`);
      }
      expect(back.errors).toBeUndefined();
      expect(back.data.hotProducts.length).toBeGreaterThan(0);
    } finally {
      await stack.close();
    }
  });
});
