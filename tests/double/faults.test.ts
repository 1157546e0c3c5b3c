import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startShopDouble, type ShopDouble } from './server';
import { call } from './test-client';

const CRASH_MS = 300;
let deployed: ShopDouble;
let contract: ShopDouble;

beforeAll(async () => {
  [deployed, contract] = await Promise.all([
    startShopDouble({ mode: 'deployed', crashMs: CRASH_MS }),
    startShopDouble({ mode: 'contract', crashMs: CRASH_MS }),
  ]);
});

afterEach(() => {
  deployed.faults.clear();
  contract.faults.clear();
});

afterAll(async () => {
  await Promise.all([deployed.close(), contract.close()]);
});

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as NodeJS.ErrnoException).code);
  }
  return 'answered';
}

/** A pooled keep-alive socket may first fail with a reset; after that, connecting must be refused. */
async function refuses(url: string): Promise<boolean> {
  const first = await errorCode(call(url, 'GET', '/api/slider'));
  if (first === 'ECONNREFUSED') return true;
  return first === 'UND_ERR_SOCKET' && (await errorCode(call(url, 'GET', '/api/slider'))) === 'ECONNREFUSED';
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await errorCode(call(url, 'GET', '/api/slider'))) === 'answered') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('double did not come back');
}

describe('route faults', () => {
  it('slow delays the named route only', async () => {
    contract.faults.slow('GET /api/slider', 300);
    let started = performance.now();
    await call(contract.url, 'GET', '/api/slider');
    const slowed = performance.now() - started;
    expect(slowed).toBeGreaterThanOrEqual(280);
    started = performance.now();
    await call(contract.url, 'GET', '/api/contact');
    expect(performance.now() - started).toBeLessThan(slowed - 150);
  });

  it('fail answers 500 (or the given status) for routes matching a :param pattern', async () => {
    contract.faults.fail('GET /api/product/:id');
    contract.faults.fail('GET /api/hotproduct', 503);
    const byId = await call(contract.url, 'GET', '/api/product/100001');
    expect([byId.status, byId.json]).toEqual([500, { error: 'Internal server error' }]);
    expect((await call(contract.url, 'GET', '/api/hotproduct')).status).toBe(503);
    expect((await call(contract.url, 'GET', '/api/product')).status).toBe(200);
    contract.faults.clear();
    expect((await call(contract.url, 'GET', '/api/product/100001')).status).toBe(200);
  });

  it('garbage: html, truncated JSON and wrong types', async () => {
    contract.faults.garbage('GET /api/pricelist', 'html');
    const page = await call(contract.url, 'GET', '/api/pricelist');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.json).toBeUndefined();

    contract.faults.garbage('GET /api/pricelist', 'truncated');
    const cut = await call(contract.url, 'GET', '/api/pricelist');
    expect(cut.headers['content-type']).toMatch(/json/);
    expect(cut.text.startsWith('{"err":0')).toBe(true);
    expect(cut.json).toBeUndefined();

    contract.faults.garbage('GET /api/pricelist', 'wrong-types');
    const odd = await call(contract.url, 'GET', '/api/pricelist');
    expect(odd.json.err).toBe('0');
    expect(Array.isArray(odd.json.data)).toBe(false);
    expect(odd.json.data['0'].id).toBe('1');
  });

  it('down refuses connections until up, on the same port', async () => {
    await contract.faults.down();
    expect(await refuses(contract.url)).toBe(true);
    await contract.faults.up();
    expect((await call(contract.url, 'GET', '/api/slider')).status).toBe(200);
  });
});

describe('deployed crashes', () => {
  it('answers page+pageSize on the product list, then is down for crashMs, then back', async () => {
    const paged = await call(deployed.url, 'GET', '/api/product?page=1&pageSize=5');
    expect(paged.json).toMatchObject({ err: 0, pageSize: 5, pageNum: 5, page: 1 });
    expect(await refuses(deployed.url)).toBe(true);
    const downFor = await waitUntilUp(deployed.url, CRASH_MS * 10);
    expect(downFor).toBeGreaterThan(CRASH_MS / 2);
  });

  it('answers login without a password with 400, then crashes (contract mode stays up)', async () => {
    const res = await call(deployed.url, 'POST', '/api/auth/login', { body: { email: 'an@demo.vn' } });
    expect([res.status, res.json.err]).toEqual([400, 1]);
    expect(await refuses(deployed.url)).toBe(true);
    await waitUntilUp(deployed.url, CRASH_MS * 10);

    const calm = await call(contract.url, 'POST', '/api/auth/login', { body: { email: 'an@demo.vn' } });
    expect(calm.status).toBe(400);
    expect((await call(contract.url, 'GET', '/api/slider')).status).toBe(200);
  });

  it('dies without answering on changePassword', async () => {
    const code = await errorCode(call(deployed.url, 'POST', '/api/auth/changePassword', { body: { oldPassword: 'a', newPassword: 'b' } }));
    expect(code).not.toBe('answered');
    await waitUntilUp(deployed.url, CRASH_MS * 10);
  });
});

describe('images and call log', () => {
  it('serves committed SVGs with a content type and cache header', async () => {
    const res = await call(deployed.url, 'GET', '/images/product-100000.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(String(res.headers['cache-control'])).toMatch(/max-age=\d+/);
    expect(res.text).toContain('Card nhựa PVC');
    expect((await call(deployed.url, 'GET', '/images/nope.svg')).status).toBe(404);
    expect((await call(deployed.url, 'GET', '/images/..%2Fserver.ts')).status).toBe(404);
  });

  it('records every request in order', async () => {
    contract.resetCalls();
    await call(contract.url, 'GET', '/api/contact?pageSize=10000', { token: 'abc' });
    await call(contract.url, 'GET', '/images/hover-1.svg');
    expect(contract.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/contact', 'GET /images/hover-1.svg']);
    expect(contract.calls[0]?.query).toEqual({ pageSize: '10000' });
    expect(contract.calls[0]?.headers.authorization).toBe('abc');
  });
});
