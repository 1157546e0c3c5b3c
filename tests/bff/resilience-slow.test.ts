import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_UNAVAILABLE_CODE } from '../../bff/src/schema/unavailable-error';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, SIGN_IN } from './account-client';
import { LEAK, memoryLogger, onlyShopUnavailable, timed, type LogLine } from './resilience-helpers';
import { MODES, startStack, type Stack } from './stack';

const BUDGET_MS = 1000;
/** Scheduling slack on a loaded 2-core machine. */
const SLACK_MS = 900;

describe.each(MODES)('upstream slow (double in %s mode)', (mode) => {
  let stack: Stack;
  let lines: LogLine[];
  beforeAll(async () => {
    const log = memoryLogger();
    lines = log.lines;
    stack = await startStack(mode, { requestBudgetMs: BUDGET_MS, logger: log.logger });
  });
  afterAll(() => stack.close());

  it('answers within the budget with partial data and an error on the slow field; the load fills the cache meanwhile', async () => {
    stack.double.faults.slow('GET /api/pricelist', 2000);
    const query = `{ products(first: 3) { totalCount } product(id: "100001") { name priceRange { min max } } }`;
    const page = timed(() => fetch(`${stack.app.url}/product?productId=100001`).then(async (r) => ({ status: r.status, html: await r.text() })));
    const { result, ms } = await timed(() => stack.gql(query, undefined, { 'x-request-id': `slow-partial-${mode}` }));
    expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(result.status).toBe(200);
    expect(result.data.products.totalCount).toBeGreaterThanOrEqual(20);
    expect(result.data.product.name).toBeTruthy();
    expect(result.data.product.priceRange).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ path: ['product', 'priceRange'], extensions: { code: SHOP_UNAVAILABLE_CODE } });
    expect(lines.filter((l) => l.requestId === `slow-partial-${mode}` && l.msg === 'upstream unavailable')).toHaveLength(1);

    // A page does not wait for its head tags either: it goes out with the defaults.
    const web = await page;
    expect(web.result.status).toBe(200);
    expect(web.result.html).toMatch(/<div id="root">|<html/);
    expect(web.ms).toBeLessThan(1500 + SLACK_MS);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const later = await timed(() => stack.gql(query));
    expect(later.result.errors).toBeUndefined();
    expect(later.result.data.product.priceRange.min).toBeGreaterThan(0);
    expect(later.ms).toBeLessThan(500);
    expect(stack.upstreamCalls().filter((c) => c.path === '/api/pricelist')).toHaveLength(1);
    stack.double.faults.clear();
  });

  it('never waits past the budget for an upstream slower than its own timeout', async () => {
    stack.double.faults.slow('GET /api/hotproduct', 10_000);
    for (let i = 0; i < 2; i += 1) {
      const { result, ms } = await timed(() => stack.gql(`{ hotProducts { rank } shop { hotlines } }`));
      expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
      expect(onlyShopUnavailable(result)).toBe(true);
      expect(JSON.stringify(result.errors)).not.toMatch(LEAK);
    }
    stack.double.faults.clear();
  });

  it('answers a signed-in action within the budget, sends it once, and signs nobody in late', async () => {
    const user = DEMO_USERS.find((u) => u.email === 'chau@demo.vn')!;
    stack.double.faults.slow('POST /api/auth/login', 3000);
    stack.double.resetCalls();
    const shopper = cookieClient(stack);
    const { result, ms } = await timed(() => shopper.gql(SIGN_IN, { email: user.email, password: user.password }));
    expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    const typed = result.data?.signIn?.__typename === 'Unavailable';
    expect(typed || onlyShopUnavailable(result)).toBe(true);
    expect(shopper.lastSetCookies()).toEqual([]);
    expect(stack.upstreamCalls().filter((c) => c.method === 'POST')).toHaveLength(1);

    // The late answer changed nothing: still a visitor.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await shopper.gql(`{ me { email } }`)).data.me).toBeNull();
    stack.double.faults.clear();
  });
});

it('keeps every GraphQL answer within the default 5 s budget', async () => {
  const stack = await startStack('deployed', { logger: memoryLogger().logger });
  try {
    stack.double.faults.slow('GET /api/hotproduct', 9000);
    const { result, ms } = await timed(() => stack.gql(`{ hotProducts { rank } }`));
    expect(ms).toBeGreaterThan(4500);
    expect(ms).toBeLessThan(5000 + SLACK_MS);
    expect(onlyShopUnavailable(result)).toBe(true);
  } finally {
    await stack.close();
  }
});
