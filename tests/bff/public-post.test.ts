import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordView } from '../../bff/src/db/product-views';
import { createFastPath } from '../../bff/src/fast-path/fast-path';
import { buildRegistry, sha256Hex } from '../../bff/src/fast-path/operation-registry';
import { PUBLIC_OPERATION_NAMES } from '../../bff/src/fast-path/public-operations';
import { schema } from '../../bff/src/schema/index';
import type { ShopYoga } from '../../bff/src/yoga';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, SIGN_IN } from './account-client';
import { serveFastPath } from './fast-path-client';
import { MODES, startStack, type Stack } from './stack';
import { webQueries } from './web-queries';

const HOME = /* GraphQL */ `query Home($first: Int!) {
  imageSlides { id image }
  products(first: $first) { totalCount edges { node { id name price viewCount priceRange { min max } } } }
  shop { hotlines memberCount }
}`;
/** Listed as public by mistake: `viewerCanReview` depends on the session. */
const SNEAKY = `query Sneaky { products(first: 1) { edges { node { id viewerCanReview } } } }`;
const SIGN_OUT = `mutation SignOut { signOut { __typename } }`;
const MANIFEST = Object.fromEntries([HOME, SNEAKY, SIGN_OUT].map((doc) => [sha256Hex(doc), doc]));
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;

interface Sent {
  status: number;
  text: string;
  headers: Headers;
}

describe.each(MODES)('public queries POSTed in full, against the %s double', (mode) => {
  let stack: Stack;
  let server: { url: string; close(): Promise<void> };
  let yogaCalls = 0;
  let fastPath: ReturnType<typeof createFastPath>;

  const post = async (body: unknown, headers: Record<string, string> = {}): Promise<Sent> => {
    const all: Record<string, string> = { 'content-type': 'application/json', 'x-shop-csrf': '1', ...headers };
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      // An empty value leaves the header out.
      headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  /** The same request answered by Yoga alone. */
  const byYoga = async (body: unknown, headers: Record<string, string> = {}): Promise<Sent> => {
    const response = await stack.app.yoga.fetch('http://yoga.invalid/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  /** Runs `send` and tells whether Yoga saw the request. */
  const yogaSaw = async (send: () => Promise<Sent>) => {
    const before = yogaCalls;
    const sent = await send();
    return { ...sent, yoga: yogaCalls > before };
  };

  beforeAll(async () => {
    stack = await startStack(mode);
    fastPath = createFastPath(stack.app.yoga, stack.app.services, {
      ttlMs: 1000,
      registry: buildRegistry(MANIFEST, ['Home', 'Sneaky', 'SignOut'], schema),
    });
    const yoga = stack.app.yoga;
    const counting = {
      handle: (...args: Parameters<ShopYoga['handle']>) => {
        yogaCalls += 1;
        return yoga.handle(...args);
      },
    } as unknown as ShopYoga;
    server = await serveFastPath(fastPath, counting);
  });
  afterAll(async () => {
    await server?.close();
    await stack?.close();
  });

  it('executes a listed query without Yoga and answers the bytes Yoga answers', async () => {
    const body = { query: HOME, operationName: 'Home', variables: { first: 5 } };
    const expected = await byYoga(body, { accept: APOLLO_ACCEPT });
    expect(JSON.parse(expected.text).data.products.edges).toHaveLength(5);

    const apollo = await yogaSaw(() => post(body, { accept: APOLLO_ACCEPT }));
    expect(apollo.yoga).toBe(false);
    expect(apollo.status).toBe(200);
    expect(apollo.text).toBe(expected.text);
    expect(apollo.headers.get('content-type')).toBe(expected.headers.get('content-type'));
    expect(apollo.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);

    const curl = await yogaSaw(() => post({ query: HOME, variables: { first: 5 } }));
    expect(curl.yoga).toBe(false);
    expect(curl.headers.get('content-type')).toMatch(/^application\/json/);
    expect(curl.text).toBe(expected.text);
  });

  it('answers a signed-in shopper the same bytes as anyone, and never touches the session', async () => {
    const shopper = cookieClient(stack);
    expect((await shopper.gql(SIGN_IN, { email: an.email, password: an.password })).data.signIn.__typename).toBe('SignedIn');
    const cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = { query: HOME, variables: { first: 3 } };
    const signedIn = await yogaSaw(() => post(body, { cookie }));
    const anonymous = await post(body);
    expect(signedIn.yoga).toBe(false);
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.headers.get('set-cookie')).toBeNull();
  });

  it('leaves everything it does not recognise exactly to Yoga, body intact', async () => {
    const other = await yogaSaw(() => post({ query: `${HOME} `, variables: { first: 2 } }));
    expect(other.yoga).toBe(true);
    expect(JSON.parse(other.text).data.products.edges).toHaveLength(2);

    const renamed = await yogaSaw(() => post({ query: HOME, operationName: 'Other', variables: { first: 2 } }));
    expect(renamed.yoga).toBe(true);
    expect(renamed.status).toBe(400);

    const badVariables = await yogaSaw(() => post({ query: HOME, variables: { first: 'many' } }));
    expect(badVariables.yoga).toBe(true);
    expect(badVariables.status).toBe(400);
    expect(badVariables.text).toContain('$first');

    const noCsrfHeader = await yogaSaw(() => post({ query: HOME, variables: { first: 2 } }, { 'x-shop-csrf': '' }));
    // Yoga's own rule decides (a JSON POST is preflighted by browsers, so it lets this one through).
    expect(noCsrfHeader.yoga).toBe(true);
    expect(JSON.parse(noCsrfHeader.text).data.products.edges).toHaveLength(2);

    const crossSite = await yogaSaw(() => post({ query: HOME, variables: { first: 2 } }, { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.yoga).toBe(true);
    expect(crossSite.status).toBe(403);

    const html = await yogaSaw(() => post({ query: HOME, variables: { first: 2 } }, { accept: 'text/html' }));
    expect(html.yoga).toBe(true);
    expect(html.status).toBe(406);

    const mutation = await yogaSaw(() => post({ query: SIGN_OUT }));
    expect(mutation.yoga).toBe(true);
    expect(JSON.parse(mutation.text).data.signOut.__typename).toBeTruthy();

    const garbage = await yogaSaw(() => post('{"query": '));
    expect(garbage.yoga).toBe(true);
    expect(garbage.status).toBe(400);
  });

  it('hands a listed query that reads the session to Yoga, with the session, and drops it from the lane', async () => {
    const hash = sha256Hex(SNEAKY);
    expect(fastPath.registry.byHash.has(hash)).toBe(true);
    const shopper = cookieClient(stack);
    expect((await shopper.gql(SIGN_IN, { email: an.email, password: an.password })).data.signIn.__typename).toBe('SignedIn');
    const cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const asked = await yogaSaw(() => post({ query: SNEAKY }, { cookie }));
    expect(asked.yoga).toBe(true);
    expect(JSON.parse(asked.text).data.products.edges[0].node.viewerCanReview).toBe(true);
    expect(fastPath.registry.byHash.has(hash)).toBe(false);
    expect((await yogaSaw(() => post({ query: SNEAKY }, { cookie }))).yoga).toBe(true);
  });

  it('runs the query on every request, a body it has seen before included: a new view shows at once', async () => {
    // No view-count snapshot: each answer reads the counts from the database (the resolvers' waiting path).
    const exact = await startStack(mode, { viewCountsRefreshMs: 0 });
    const lane = createFastPath(exact.app.yoga, exact.app.services, { ttlMs: 1000, registry: buildRegistry(MANIFEST, ['Home'], schema) });
    const laneServer = await serveFastPath(lane, exact.app.yoga);
    try {
      const body = JSON.stringify({ query: HOME, variables: { first: 3 } });
      const send = async () => {
        const response = await fetch(`${laneServer.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' }, body });
        return (await response.json()) as { data: { products: { edges: { node: { id: string; viewCount: number } }[] } } };
      };
      const views = (answer: Awaited<ReturnType<typeof send>>) => answer.data.products.edges.map((e) => e.node.viewCount);
      const first = await send();
      expect(views(await send())).toEqual(views(first));
      const id = Number(first.data.products.edges[1]?.node.id);
      await recordView(exact.app.services.database.db, id, 'another-shopper');
      const after = views(await send());
      expect(after[1]).toBe((views(first)[1] ?? NaN) + 1);
      expect([after[0], after[2]]).toEqual([views(first)[0], views(first)[2]]);
    } finally {
      await laneServer.close();
      await exact.close();
    }
  });

  it('re-checks the variables of every body it has not seen, after remembering a good one', async () => {
    const good = { query: HOME, variables: { first: 4 } };
    const once = await yogaSaw(() => post(good));
    const twice = await yogaSaw(() => post(good));
    expect([once.yoga, twice.yoga]).toEqual([false, false]);
    expect(twice.text).toBe(once.text);
    const bad = await yogaSaw(() => post({ query: HOME, variables: { first: 2 ** 40 } }));
    expect(bad.yoga).toBe(true);
    expect(bad.status).toBe(400);
    expect(JSON.parse((await post(good)).text).data.products.edges).toHaveLength(4);
  });

  it('answers an upstream outage as Yoga does: masked, in Vietnamese, with SHOP_UNAVAILABLE', async () => {
    const cold = await startStack(mode, { catalogueTtlMs: 1, staleWindowMs: 1, requestBudgetMs: 1500 });
    const lane = createFastPath(cold.app.yoga, cold.app.services, { ttlMs: 1, registry: buildRegistry(MANIFEST, ['Home'], schema) });
    const coldServer = await serveFastPath(lane, cold.app.yoga);
    try {
      await cold.double.faults.down();
      const body = { query: HOME, variables: { first: 2 } };
      const laneAnswer = await fetch(`${coldServer.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
        body: JSON.stringify(body),
      });
      const fromLane = (await laneAnswer.json()) as { data: unknown; errors: { message: string; path: unknown; extensions: { code: string } }[] };
      const fromYoga = (await (
        await cold.app.yoga.fetch('http://yoga.invalid/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
          body: JSON.stringify(body),
        })
      ).json()) as typeof fromLane;
      expect(laneAnswer.status).toBe(200);
      expect(fromLane.errors.length).toBeGreaterThan(0);
      const summary = (answer: typeof fromLane) => answer.errors.map((e) => ({ message: e.message, code: e.extensions?.code }));
      // Which root field fails first depends on timing; what the shopper reads must not.
      expect(summary(fromLane)).toEqual(summary(fromYoga));
      expect(fromLane.data).toEqual(fromYoga.data);
      expect(fromLane.errors.every((e) => e.extensions.code === 'SHOP_UNAVAILABLE')).toBe(true);
      expect(fromLane.errors[0]?.message).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặêếềểễệôốồổỗộơớờởỡợưứừửữựđ]/i);
      expect(JSON.stringify(fromLane)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/i);
    } finally {
      await cold.double.faults.up();
      await coldServer.close();
      await cold.close();
    }
  });
});

describe('the web app’s public operations POSTed in full', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('contract');
  });
  afterAll(() => stack?.close());

  it('get from the app the very bytes Yoga answers', async () => {
    const queries = webQueries().filter((q) => PUBLIC_OPERATION_NAMES.includes(q.name));
    expect(queries.map((q) => q.name).sort()).toEqual([...PUBLIC_OPERATION_NAMES].sort());
    for (const { name, text, variables } of queries) {
      const request = { method: 'POST', headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', accept: APOLLO_ACCEPT }, body: JSON.stringify({ query: text, operationName: name, variables }) };
      const fromApp = await fetch(`${stack.app.url}/graphql`, request);
      const fromYoga = await stack.app.yoga.fetch('http://yoga.invalid/graphql', request);
      const text1 = await fromApp.text();
      expect(fromApp.status, name).toBe(200);
      expect(text1, name).toBe(await fromYoga.text());
      expect(text1, name).not.toContain('"errors"');
    }
  });
});
