import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordView } from '../../bff/src/db/product-views';
import { createFastPath, type FastPath } from '../../bff/src/fast-path/fast-path';
import { buildRegistry, readManifest, sha256Hex } from '../../bff/src/fast-path/operation-registry';
import { PUBLIC_OPERATION_NAMES } from '../../bff/src/fast-path/public-operations';
import { schema } from '../../bff/src/schema/index';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, ME, SIGN_IN, type CookieClient } from './account-client';
import { persistedGet, serveFastPath } from './fast-path-client';
import { MODES, startStack, type Stack } from './stack';

const HOME = /* GraphQL */ `query Home($first: Int!) {
  imageSlides { id image }
  hotProducts { id rank product { id name } }
  products(first: $first) { totalCount edges { node { id name price viewCount } } }
  shop { hotlines memberCount }
}`;
const VIEWS = `query Views { products(first: 1) { edges { node { id viewCount } } } }`;
const SIGN_OUT = `mutation SignOut { signOut { __typename } }`;
/** Listed as public by mistake: `viewerCanReview` depends on the session. */
const SNEAKY = `query Sneaky { products(first: 1) { edges { node { id viewerCanReview } } } }`;
const MANIFEST = Object.fromEntries([HOME, VIEWS, ME, SIGN_OUT, SNEAKY].map((doc) => [sha256Hex(doc), doc]));
const LISTED = ['Home', 'Views', 'SignOut', 'Sneaky'];
const NOT_FOUND = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };

const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;
const binh = DEMO_USERS.find((u) => u.email === 'binh@demo.vn')!;

describe.each(MODES)('fast path for public operations against the %s double', (mode) => {
  let stack: Stack;
  let clock = Date.now();
  let fastPath: FastPath;
  let server: { url: string; close(): Promise<void> };
  let userA: CookieClient;
  let userB: CookieClient;
  const cookieOf = (client: CookieClient) => ({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });

  beforeAll(async () => {
    // View counts read on every request, so only the fast path's own caching is under test here.
    stack = await startStack(mode, { viewCountsRefreshMs: 0 });
    fastPath = createFastPath(stack.app.yoga, stack.app.services, {
      ttlMs: 1000,
      staleMs: 2000,
      registry: buildRegistry(MANIFEST, LISTED, schema),
      now: () => clock,
    });
    server = await serveFastPath(fastPath, stack.app.yoga);
    userA = cookieClient(stack);
    userB = cookieClient(stack);
    expect((await userA.gql(SIGN_IN, { email: an.email, password: an.password })).data.signIn.__typename).toBe('SignedIn');
    expect((await userB.gql(SIGN_IN, { email: binh.email, password: binh.password })).data.signIn.__typename).toBe('SignedIn');
  });
  afterAll(async () => {
    await server?.close();
    await stack?.close();
  });

  it('answers an allow-listed query with Cache-Control and the same bytes for every shopper', async () => {
    const anonymous = await persistedGet(server.url, HOME, { first: 4 });
    const forA = await persistedGet(server.url, HOME, { first: 4 }, cookieOf(userA));
    const forB = await persistedGet(server.url, HOME, { first: 4 }, cookieOf(userB));

    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public, max-age=1, stale-while-revalidate=2$/);
    expect(anonymous.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(forA.text).toBe(anonymous.text);
    expect(forB.text).toBe(anonymous.text);
    for (const answer of [forA, forB]) expect(answer.headers.get('set-cookie')).toBeNull();
    for (const user of [an, binh]) {
      expect(anonymous.text).not.toContain(user.email);
      expect(anonymous.text).not.toContain(user.fullname);
    }
    // The same data Yoga gives for the document sent in full.
    const full = await stack.gql(HOME, { first: 4 });
    expect(JSON.parse(anonymous.text)).toEqual({ data: full.data });
    expect((JSON.parse(anonymous.text) as any).data.products.edges).toHaveLength(4);
  });

  it('answers a matching If-None-Match with 304 and refuses what a browser marks cross-site', async () => {
    const first = await persistedGet(server.url, HOME, { first: 2 });
    const again = await persistedGet(server.url, HOME, { first: 2 }, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const crossSite = await persistedGet(server.url, HOME, { first: 2 }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  it('does not answer an unlisted or unknown operation, which still reaches Yoga in full', async () => {
    const entries = fastPath.cache.size;
    const me = await persistedGet(server.url, ME, {}, cookieOf(userA));
    expect(me.status).toBe(404);
    expect(JSON.parse(me.text)).toEqual(NOT_FOUND);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const unknown = await persistedGet(server.url, '{ shop { hotlines } }');
    expect(unknown.status).toBe(404);
    expect(fastPath.cache.size).toBe(entries);

    // Apollo's link then POSTs the document: Yoga answers with the shopper's own data, never shared.
    const full = await userA.gql(ME);
    expect(full.data.me).toMatchObject({ id: String(an.id), email: an.email });
    expect(full.headers.get('cache-control')).toBe('private, no-store');

    // A GET that carries the query itself is Yoga's (which demands the CSRF header).
    const plain = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ shop { hotlines } }')}`, { headers: { 'x-shop-csrf': '1' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBeNull();
    expect(((await plain.json()) as any).data.shop.hotlines.length).toBeGreaterThan(0);
  });

  it('never runs a mutation, even one listed by name', async () => {
    expect(fastPath.registry.rejected).toContainEqual({ name: 'SignOut', reason: 'a mutation is never public' });
    const attempt = await persistedGet(server.url, SIGN_OUT, {}, { ...cookieOf(userA), 'x-shop-csrf': '1' });
    expect(attempt.status).toBe(404);
    expect(attempt.headers.get('set-cookie')).toBeNull();
    expect((await userA.gql(ME)).data.me.email).toBe(an.email);
  });

  it('drops a listed query that turns out to read the session, without caching it', async () => {
    const entries = fastPath.cache.size;
    const hash = sha256Hex(SNEAKY);
    expect(fastPath.registry.byHash.has(hash)).toBe(true);
    const answer = await persistedGet(server.url, SNEAKY, {}, cookieOf(userA));
    expect(answer.status).toBe(404);
    expect(fastPath.registry.byHash.has(hash)).toBe(false);
    expect(fastPath.cache.size).toBe(entries);
  });

  it('keeps an answer for its TTL, serves it stale while refreshing, then expires it', async () => {
    const viewsOf = (text: string) => (JSON.parse(text) as any).data.products.edges[0].node.viewCount as number;
    const first = await persistedGet(server.url, VIEWS);
    const productId = Number((JSON.parse(first.text) as any).data.products.edges[0].node.id);
    const views = viewsOf(first.text);

    await recordView(stack.app.services.database.db, productId, `fast-path-${mode}-1`);
    clock += 500;
    expect(viewsOf((await persistedGet(server.url, VIEWS)).text)).toBe(views);

    clock += 1000;
    const stale = await persistedGet(server.url, VIEWS);
    expect(viewsOf(stale.text)).toBe(views);
    expect(stale.headers.get('cache-control')).toMatch(/^public, max-age=0,/);
    await expect.poll(async () => viewsOf((await persistedGet(server.url, VIEWS)).text)).toBe(views + 1);

    await recordView(stack.app.services.database.db, productId, `fast-path-${mode}-2`);
    clock += 10_000;
    expect(viewsOf((await persistedGet(server.url, VIEWS)).text)).toBe(views + 2);
  });
});

describe('the web app’s public operations', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('deployed');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('are all in codegen’s manifest, valid, and answered by the app’s fast path before Yoga', async () => {
    const manifest = readManifest(fileURLToPath(new URL('../../web/src/gql/persisted-documents.json', import.meta.url)));
    expect(Object.keys(manifest).length, 'web/src/gql/persisted-documents.json is missing: run npm run codegen').toBeGreaterThan(0);
    const registry = buildRegistry(manifest, PUBLIC_OPERATION_NAMES, schema);
    expect(registry.rejected).toEqual([]);
    expect([...registry.byHash.values()].map((op) => op.name).sort()).toEqual([...PUBLIC_OPERATION_NAMES].sort());

    for (const operation of registry.byHash.values()) {
      const answer = await persistedGet(stack.app.url, operation.text, sampleVariables(operation.text));
      expect(answer.status, operation.name).toBe(200);
      expect(answer.headers.get('cache-control'), operation.name).toMatch(/^public, max-age=\d+/);
      expect(JSON.parse(answer.text).errors, operation.name).toBeUndefined();
    }
  });
});

/** Plausible values for an operation's required variables. */
function sampleVariables(document: string): Record<string, unknown> {
  const operation = parse(document).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const samples: Record<string, unknown> = { Int: 12, String: 'the', ID: '100000', Boolean: true };
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    if (definition.type.kind !== Kind.NON_NULL_TYPE) continue;
    variables[definition.variable.name.value] = samples[namedType(definition.type)];
  }
  return variables;
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}
