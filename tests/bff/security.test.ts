import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../bff/src/fast-path/operation-registry';
import { schema } from '../../bff/src/schema/index';
import { SEED_ORDERS } from '../double/seed/orders';
import { DEMO_USERS, SEED_USERS } from '../double/seed/users';
import { cookieClient, SIGN_IN, type CookieClient } from './account-client';
import { memoryLogger } from './resilience-helpers';
import { startRewrittenStack } from './security-rewriting-proxy';
import { walkQueries } from './security-walk';
import { MODES, startStack, type Stack } from './stack';
import { webQueries } from './web-queries';

const HASH = /\$scrypt\$|\$2[aby]\$|\$argon2/;
const JWT = /eyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/;
const SHOPPER = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;
const OTHERS_ORDER = SEED_ORDERS.find((o) => o.userId !== SHOPPER.id)!;

/** Every e-mail and phone of the users in `users`, in the forms they may be written. */
function personalData(users: typeof SEED_USERS): string[] {
  return users.flatMap((u) => [u.email, u.phone, u.phone.replace(/^0/, '+84'), u.phone.replace(/(\d{4})(\d{3})(\d{3})/, '$1 $2 $3')]);
}

describe.each(MODES)('security checks (double in %s mode)', (mode) => {
  let stack: Stack;
  let shopper: CookieClient;
  const walk = walkQueries(schema, { orderCode: OTHERS_ORDER.orderCode, productId: '100001' });

  beforeAll(async () => {
    stack = await startStack(mode, { logger: memoryLogger().logger, seedDemoReviews: true });
    shopper = cookieClient(stack);
    const signedIn = await shopper.gql(SIGN_IN, { email: SHOPPER.email, password: SHOPPER.password });
    expect(signedIn.data.signIn.__typename).toBe('SignedIn');
  });
  afterAll(() => stack.close());

  it('walks every Query field as a visitor: no password hash, token, e-mail or phone of any user', async () => {
    expect(walk.length).toBeGreaterThanOrEqual(10);
    const texts: string[] = [];
    for (const { field, query } of walk) {
      const response = await fetch(`${stack.app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
        body: JSON.stringify({ query }),
      });
      const text = await response.text();
      expect(JSON.parse(text).errors, field).toBeUndefined();
      texts.push(text, JSON.stringify([...response.headers]));
    }
    const all = texts.join('\n');
    expect(HASH.test(all)).toBe(false);
    expect(JWT.test(all)).toBe(false);
    for (const value of personalData(SEED_USERS)) expect(all.includes(value), value).toBe(false);
    // The walk did reach data: products, reviews with their authors' names, the member count.
    expect(all.includes('"ProductEdge"')).toBe(true);
    expect(all.includes('"ReviewAuthor"')).toBe(true);
    expect(all.includes(SEED_USERS[2]!.fullname)).toBe(true);
  });

  it("walks every Query field signed in: the shopper's own data only, and never the upstream token", async () => {
    for (const { field, query } of walk) {
      const result = await shopper.gql(query);
      expect(result.errors, field).toBeUndefined();
    }
    const me = await shopper.gql(`{ me { email phone } }`);
    expect(me.data.me.email).toBe(SHOPPER.email);
    const all = shopper.bodies.join('\n');
    expect(HASH.test(all)).toBe(false);
    expect(JWT.test(all)).toBe(false);
    const others = SEED_USERS.filter((u) => u.id !== SHOPPER.id);
    for (const value of personalData(others)) expect(all.includes(value), value).toBe(false);
    // Asking for another shopper's order by its code gives nothing.
    expect((await shopper.gql(`{ order(code: "${OTHERS_ORDER.orderCode}") { code } }`)).data.order).toBeNull();
    expect(all.includes(OTHERS_ORDER.orderCode)).toBe(false);
  });

  it('keeps the session in an HttpOnly, SameSite=Strict cookie that does not carry a readable token', async () => {
    const client = cookieClient(stack);
    await client.gql(SIGN_IN, { email: 'binh@demo.vn', password: 'BinhMatKhau1' });
    const cookies = client.lastSetCookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Strict/i);
      const value = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
      const readable = value.split(/[.~]/).map((part) => Buffer.from(part, 'base64url').toString('utf8'));
      expect(readable.some((part) => /userId|binh@demo\.vn|"token"/.test(part))).toBe(false);
    }
  });

  it('sends the security headers on pages, assets, GraphQL and health answers', async () => {
    const get = (path: string, init: RequestInit = {}) => fetch(`${stack.app.url}${path}`, init);
    const answers = {
      home: await get('/'),
      product: await get('/product?productId=100001'),
      unknownPage: await get('/khong-co-trang-nay'),
      asset: await get('/favicon.svg'),
      notAllowed: await get('/', { method: 'POST' }),
      graphqlPost: await get('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
        body: JSON.stringify({ query: '{ shop { hotlines } }' }),
      }),
      graphqlGet: await get(`/graphql?query=${encodeURIComponent('{ shop { hotlines } }')}`, { headers: { 'x-shop-csrf': '1' } }),
      graphqlRefused: await get('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
      healthz: await get('/healthz'),
      readyz: await get('/readyz'),
    };
    // The fast path writes its own header list (bff/src/fast-path/answer-headers.ts), so check each of its answers.
    const home = webQueries().find((q) => q.name === 'Home')!;
    const persisted = (hash: string) =>
      `/graphql?${new URLSearchParams({ operationName: 'Home', variables: JSON.stringify(home.variables), extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }) })}`;
    const fastPath = {
      persistedGet: await get(persisted(sha256Hex(home.text)), { headers: { 'x-request-id': 'security-fast-1' } }),
      persistedUnknown: await get(persisted('0'.repeat(64))),
      persistedCrossSite: await get(persisted(sha256Hex(home.text)), { headers: { 'sec-fetch-site': 'cross-site' } }),
      publicPost: await get('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', 'x-request-id': 'security-fast-2' },
        body: JSON.stringify({ operationName: 'Home', query: home.text, variables: home.variables }),
      }),
    };
    const etag = fastPath.persistedGet.headers.get('etag') ?? '';
    Object.assign(fastPath, { persistedNotModified: await get(persisted(sha256Hex(home.text)), { headers: { 'if-none-match': etag } }) });
    expect(etag).not.toBe('');
    expect(Object.values(fastPath).map((r) => r.status)).toEqual([200, 404, 403, 200, 304]);
    expect(fastPath.persistedGet.headers.get('x-request-id')).toBe('security-fast-1');
    expect(fastPath.publicPost.headers.get('x-request-id')).toBe('security-fast-2');
    Object.assign(answers, fastPath);
    for (const [name, response] of Object.entries(answers)) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, name).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
      expect(response.headers.get('x-request-id'), name).toMatch(/^[\w-]{8,64}$/);
      expect(response.status, name).toBeLessThan(500);
    }
    for (const page of [answers.home, answers.product, answers.unknownPage]) {
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).not.toMatch(/'unsafe-eval'/);
    }
    expect(answers.graphqlPost.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answers.graphqlPost.headers.get('content-type')).toMatch(/json/);
  });

  it('lets no other origin read GraphQL answers (no CORS)', async () => {
    const preflight = await fetch(`${stack.app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-shop-csrf' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const post = await fetch(`${stack.app.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', 'x-shop-csrf': '1' },
      body: JSON.stringify({ query: '{ shop { hotlines } }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
    const crossSite = await fetch(`${stack.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('gives every request an id, echoes a well-formed one, and sends it upstream', async () => {
    const ids = await Promise.all([1, 2].map(async () => (await fetch(`${stack.app.url}/healthz`)).headers.get('x-request-id')));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    const bad = await fetch(`${stack.app.url}/healthz`, { headers: { 'x-request-id': 'a b;<script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    stack.app.services.catalogue.invalidate();
    stack.double.resetCalls();
    const result = await stack.gql(`{ hotProducts { rank } }`, undefined, { 'x-request-id': 'trace-0001-abcd' });
    expect(result.headers.get('x-request-id')).toBe('trace-0001-abcd');
    const call = stack.double.calls.find((c) => c.path === '/api/hotproduct');
    expect(call?.headers['x-request-id']).toBe('trace-0001-abcd');
  });
});

const POISON = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '\\\\evil.example\\x.png',
  '/\\evil.example/x.png',
];
const LINK_KEY = /link|image|thumbnail|avatar|url|src|href/i;

/** Every string under a link-like key (text fields such as hotlines stay text: the web never makes them a scheme). */
function linksIn(value: unknown, key = '', found: { key: string; value: string }[] = []) {
  if (typeof value === 'string') {
    if (LINK_KEY.test(key)) found.push({ key, value });
  } else if (Array.isArray(value)) {
    for (const item of value) linksIn(item, key, found);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) linksIn(v, k, found);
  }
  return found;
}

describe.each(MODES)('links from the shop are http(s) only, even poisoned (double in %s mode)', (mode) => {
  let stack: Awaited<ReturnType<typeof startRewrittenStack>>;
  beforeAll(async () => {
    stack = await startRewrittenStack(mode, { logger: memoryLogger().logger });
  });
  afterAll(() => stack.close());

  it('drops every link that is not http(s) or site-relative, wherever the shop put it', async () => {
    let n = 0;
    const poison = () => POISON[n++ % POISON.length]!;
    stack.rewrite((call, body) => {
      const envelope = body as { data?: unknown };
      if (!Array.isArray(envelope.data)) return undefined;
      const rows = envelope.data as Record<string, unknown>[];
      if (call.path === '/api/product') {
        return {
          ...envelope,
          data: rows.map((row) => ({
            ...row,
            imgs: [{ imgSrc: poison() }, { imgSrc: poison() }, ...((row.imgs as unknown[]) ?? [])],
            img: `${poison()};${poison()}`,
            avt: { imgSrc: poison() },
            avt_hover: { imgSrc: poison() },
            description: { title: 'x', content: 'a/br/b', img: `${poison()}##${poison()}` },
            option_des: { material_des: [{ title: 'm', content: 'c', img: poison() }], effect_des: [{ title: 'e', content: 'c', img: poison() }] },
            order_notify: [{ title: 'o', content: 'c', img: poison() }],
          })),
        };
      }
      if (call.path === '/api/contact') return { ...envelope, data: rows.map((row) => ({ ...row, link: poison() })) };
      if (call.path === '/api/imageslider') return { ...envelope, data: rows.map((row) => ({ ...row, img: { imgSrc: poison() } })) };
      if (call.path === '/api/hotproduct') {
        return { ...envelope, data: rows.map((row) => ({ ...row, product: { ...(row.product as object), avt: { imgSrc: poison() } } })) };
      }
      if (call.path === '/api/user') return { ...envelope, data: rows.map((row) => ({ ...row, avt: { imgSrc: poison() } })) };
      return undefined;
    });
    stack.app.services.catalogue.invalidate();

    const found: { key: string; value: string }[] = [];
    for (const { field, query } of walkQueries(schema, { orderCode: 'NONE', productId: '100001' })) {
      const result = await stack.gql(query);
      expect(result.errors, field).toBeUndefined();
      linksIn(result.data, '', found);
    }
    expect(n).toBeGreaterThan(50);
    expect(found.length).toBeGreaterThan(20);
    const unsafe = found.filter(({ value }) => !/^https?:\/\/[^\s\\]+$/i.test(value) && !/^\/(?![/\\])\S*$/.test(value));
    expect(unsafe).toEqual([]);
    stack.rewrite(null);
  });
});
