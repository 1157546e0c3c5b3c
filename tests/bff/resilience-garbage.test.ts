import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GarbageKind } from '../double/http/faults';
import { LEAK, memoryLogger, onlyShopUnavailable, status, type LogLine } from './resilience-helpers';
import { startRewrittenStack, wrongTypes } from './security-rewriting-proxy';
import { MODES, startStack, type Stack } from './stack';

const KINDS: GarbageKind[] = ['html', 'truncated', 'wrong-types'];
const PINO_ERROR = 50;
const PRICES = `{ product(id: "100003") { name price priceRange { min max } priceTables { id size onRequest rows { quantity prices } } } }`;
const CATALOGUE = `{ products(first: 100) { edges { node { id name price category priceTables { id size material onRequest rows { quantity prices } } } } } }`;

describe.each(MODES)('upstream garbage (double in %s mode)', (mode) => {
  let stack: Stack;
  let lines: LogLine[];
  beforeAll(async () => {
    const log = memoryLogger();
    lines = log.lines;
    // Every request past the first millisecond refreshes: garbage meets a cached good copy.
    stack = await startStack(mode, { catalogueTtlMs: 1, logger: log.logger });
  });
  afterAll(() => stack.close());

  function cold(): void {
    stack.double.faults.clear();
    stack.app.services.catalogue.invalidate();
  }

  it.each(KINDS)('a cold price list answered with %s is a clear error, logged once with the request id, never a price', async (kind) => {
    cold();
    stack.double.faults.garbage('GET /api/pricelist', kind);
    const requestId = `garbage-${kind}-${mode}`;
    const result = await stack.gql(PRICES, undefined, { 'x-request-id': requestId });
    expect(result.status).toBe(200);
    // priceTables cannot be null, so the product goes: no price of any kind is shown.
    expect(result.data).toEqual({ product: null });
    expect(onlyShopUnavailable(result)).toBe(true);
    expect(JSON.stringify(result.errors)).not.toMatch(LEAK);

    const logged = lines.filter((l) => l.requestId === requestId && l.level >= PINO_ERROR);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toBe('upstream answered outside its contract');
    expect(logged[0]!.err?.message).toMatch(/^\/api\/pricelist: /);
    expect(await status(`${stack.app.url}/healthz`)).toBe(200);
  });

  it.each(KINDS)('a cold product list answered with %s fails the catalogue cleanly', async (kind) => {
    cold();
    stack.double.faults.garbage('GET /api/product', kind);
    const result = await stack.gql(`{ products { totalCount } }`);
    expect(result.data).toBeNull();
    expect(onlyShopUnavailable(result)).toBe(true);
  });

  it('masks an unexpected failure and logs it once, with the request id and its stack', async () => {
    const source = Object.getPrototypeOf(stack.app.services.catalogue) as { textSlides: () => Promise<unknown> };
    const original = source.textSlides;
    source.textSlides = () => Promise.reject(new TypeError('boom in a resolver'));
    try {
      const requestId = `unexpected-${mode}`;
      const before = lines.length;
      const result = await stack.gql(`{ textSlides { text } }`, undefined, { 'x-request-id': requestId });
      expect(result.status).toBe(200);
      expect(result.errors?.map((e) => e.message)).toEqual(['Unexpected error.']);
      expect(JSON.stringify(result.errors)).not.toMatch(/boom|TypeError/);
      const errors = lines.slice(before).filter((l) => l.level >= PINO_ERROR);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ requestId, msg: 'resolver failed', paths: [['textSlides']] });
      expect(errors[0]!.err).toMatchObject({ type: 'TypeError', message: 'boom in a resolver' });
      expect(String((errors[0]!.err as { stack?: string }).stack)).toMatch(/TypeError: boom/);
    } finally {
      source.textSlides = original;
    }
  });

  it.each(KINDS)('%s while a good copy is cached: the good prices stay, with no error, and the failed refresh is logged', async (kind) => {
    cold();
    const good = await stack.gql(PRICES);
    expect(good.errors).toBeUndefined();
    expect(good.data.product.priceRange.min).toBeGreaterThan(0);
    stack.double.faults.garbage('GET /api/pricelist', kind);
    const before = lines.length;
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const again = await stack.gql(PRICES);
      expect(again.errors).toBeUndefined();
      expect(again.data).toEqual(good.data);
    }
    const refreshes = lines.slice(before).filter((l) => l.level >= PINO_ERROR);
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((l) => /outside its contract; serving the stale copy/.test(l.msg) && l.requestId)).toBe(true);
  });
});

describe.each(MODES)('rows garbled one by one (double in %s mode)', (mode) => {
  let stack: Awaited<ReturnType<typeof startRewrittenStack>>;
  beforeAll(async () => {
    stack = await startRewrittenStack(mode, { catalogueTtlMs: 1, logger: memoryLogger().logger });
  });
  afterAll(() => stack.close());

  it('never shows a garbled price table or product: the last good copy stays', async () => {
    const good = await stack.gql(CATALOGUE);
    expect(good.errors).toBeUndefined();
    // Each row's numbers become strings and its strings numbers (a v1 value string would read as a v2 price).
    stack.rewrite((call, body) => (['/api/pricelist', '/api/product'].includes(call.path) ? wrongTypes(body) : undefined));
    stack.app.services.catalogue.invalidate();
    const cold = await stack.gql(CATALOGUE);
    expect(cold.data).toBeNull();
    expect(onlyShopUnavailable(cold)).toBe(true);

    stack.rewrite(null);
    stack.app.services.catalogue.invalidate();
    const warm = await stack.gql(CATALOGUE);
    expect(warm.data).toEqual(good.data);
    stack.rewrite((call, body) => (call.path === '/api/pricelist' ? wrongTypes(body) : undefined));
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const stale = await stack.gql(CATALOGUE);
      expect(stale.errors).toBeUndefined();
      expect(stale.data).toEqual(good.data);
    }
  });

  it('drops a single garbled row and keeps the rest of the list', async () => {
    let garbledId: unknown;
    stack.rewrite((call, body) => {
      if (call.path !== '/api/pricelist') return undefined;
      const envelope = body as { data: Record<string, unknown>[] };
      garbledId = envelope.data[0]?.id;
      return { ...envelope, data: envelope.data.map((row, i) => (i === 0 ? wrongTypes(row) : row)) };
    });
    stack.app.services.catalogue.invalidate();
    const result = await stack.gql(CATALOGUE);
    expect(result.errors).toBeUndefined();
    const tables = result.data.products.edges.flatMap((e: any) => e.node.priceTables);
    expect(tables.length).toBeGreaterThan(10);
    expect(garbledId).toBeDefined();
    expect(tables.some((t: any) => t.id === String(garbledId))).toBe(false);
    stack.rewrite(null);
  });
});
