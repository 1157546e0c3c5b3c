import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, SIGN_IN } from './account-client';
import { eventually, memoryLogger, status, timed } from './resilience-helpers';
import { MODES, startStack, type Stack } from './stack';

const CRASH_MS = 2500;
const HOME = `{ products(first: 5) { totalCount } hotProducts { rank } shop { hotlines } categories { slug } }`;
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next) { __typename ... on Error { code message } }
}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the double has received a call (a fixed sleep lost the race on a loaded CI machine). */
async function untilReceived(stack: Stack, method: string, path: string): Promise<void> {
  const until = Date.now() + 5000;
  while (!stack.upstreamCalls().some((c) => c.method === method && c.path === path)) {
    if (Date.now() > until) throw new Error(`the double never received ${method} ${path}`);
    await sleep(10);
  }
}

/**
 * The known deployment dies on some requests (UPSTREAM.md) and refuses
 * connections for a few seconds; the contract-mode double is made to do the
 * same with down/up, so both modes face the same outage.
 */
describe.each(MODES)('upstream crashes (double in %s mode)', (mode) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(mode, { crashMs: CRASH_MS, logger: memoryLogger().logger });
  });
  afterAll(() => stack.close());

  /** Down now (resets, then refusals) and back by itself after CRASH_MS. */
  async function crash(): Promise<void> {
    await stack.double.faults.down();
    setTimeout(() => void stack.double.faults.up(), CRASH_MS);
  }

  it('rides out a crash: cached pages need no upstream, a cold read is retried until the upstream is back', async () => {
    const warm = await stack.gql(HOME);
    expect(warm.errors).toBeUndefined();
    const user = DEMO_USERS.find((u) => u.email === 'dung@demo.vn')!;
    const shopper = cookieClient(stack);
    expect((await shopper.gql(SIGN_IN, { email: user.email, password: user.password })).data.signIn.__typename).toBe('SignedIn');
    stack.double.resetCalls();

    if (mode === 'deployed') {
      // This route of the known deployment dies without answering, then stays down for CRASH_MS.
      const changed = await shopper.gql(CHANGE_PASSWORD, { current: user.password, next: 'DungMoi12345' });
      expect(changed.errors).toBeUndefined();
      expect(changed.data.changePassword.__typename).toBe('Unavailable');
      expect(stack.upstreamCalls().filter((c) => c.path === '/api/auth/changePassword')).toHaveLength(1);
    } else {
      await crash();
    }

    const cached = await stack.gql(HOME);
    expect(cached.errors).toBeUndefined();
    expect(cached.data).toEqual(warm.data);

    const cold = await timed(() => stack.gql(`{ textSlides { text } imageSlides { id } }`));
    expect(cold.result.errors).toBeUndefined();
    expect(cold.result.data.textSlides.length).toBeGreaterThan(0);
    // It did wait for the restart, by retrying.
    expect(cold.ms).toBeGreaterThan(CRASH_MS / 2);
    expect(cold.ms).toBeLessThan(5000);
  });

  /** The previous crash is over and the BFF sees the upstream again. */
  const backUp = () => eventually(() => status(`${stack.app.url}/readyz`), (s) => s === 200);

  it('retries a read whose connection was reset mid-answer (ECONNRESET)', async () => {
    await backUp();
    stack.double.faults.slow('GET /api/pricelist', 400);
    stack.double.resetCalls();
    const pending = stack.gql(`{ product(id: "100002") { priceTables { size rows { prices } } } }`);
    await untilReceived(stack, 'GET', '/api/pricelist');
    await crash();
    const result = await pending;
    stack.double.faults.clear();
    expect(result.errors).toBeUndefined();
    expect(result.data.product.priceTables.length).toBeGreaterThan(0);
    expect(stack.upstreamCalls().filter((c) => c.path === '/api/pricelist').length).toBeGreaterThanOrEqual(2);
  });

  it('never retries a POST: a sign-in lost to a crash reaches the upstream once', async () => {
    await backUp();
    stack.double.faults.slow('POST /api/auth/login', 400);
    stack.double.resetCalls();
    const user = DEMO_USERS.find((u) => u.email === 'ha@demo.vn')!;
    const pending = cookieClient(stack).gql(SIGN_IN, { email: user.email, password: user.password });
    await untilReceived(stack, 'POST', '/api/auth/login');
    await crash();
    const result = await pending;
    stack.double.faults.clear();
    expect(result.errors).toBeUndefined();
    expect(result.data.signIn.__typename).toBe('Unavailable');
    await sleep(CRASH_MS + 500);
    expect(stack.upstreamCalls().filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('never sends what crashes the known deployment', async () => {
    await backUp();
    stack.double.resetCalls();
    for (const [email, password] of [['', 'MatKhau123'], ['an@demo.vn', ''], ['   ', 'MatKhau123']]) {
      const result = await cookieClient(stack).gql(SIGN_IN, { email, password });
      expect(result.data.signIn.__typename).toBe('InvalidInput');
    }
    await stack.gql(`{ products(first: 2, after: null) { totalCount } p: products(first: 50, search: "card", sort: PRICE_ASC) { totalCount } }`);
    const calls = stack.double.calls;
    expect(calls.filter((c) => c.path === '/api/auth/login')).toEqual([]);
    const pagedLists = ['/api/product', '/api/imageslider', '/api/user'];
    expect(calls.filter((c) => pagedLists.includes(c.path) && 'page' in c.query && 'pageSize' in c.query)).toEqual([]);
  });
});
