import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../bff/src/app';
import { startShopDouble, type ShopDouble } from '../double/server';
import { DEMO_USERS } from '../double/seed/users';
import { databaseKinds, newSchemaName, skipWhenUnavailable, TEST_POSTGRES_URL } from '../db/test-databases';
import { cookieClient, SIGN_IN, type CookieClient } from './account-client';
import { ADD_TO_CART, CART, PLACE_ORDER, RECIPIENT, startDesignServer, testOrderSettings } from './order-helpers';
import { lineOf, orderPosts } from './order-shop';
import type { Stack } from './stack';

const postgres = databaseKinds().find((kind) => kind.kind === 'postgres')!;

/**
 * Two BFF instances on one PostgreSQL behave as one: a shopper's cookie, cart,
 * sign-in limit and order idempotency hold whichever instance answers.
 */
describe('two BFF instances sharing one PostgreSQL', () => {
  skipWhenUnavailable(postgres);
  const schema = newSchemaName();
  let double: ShopDouble;
  let a: RunningApp;
  let b: RunningApp;
  let designs: Awaited<ReturnType<typeof startDesignServer>>;

  beforeAll(async () => {
    if ((await postgres.unavailable()) !== null) return;
    double = await startShopDouble({ mode: 'contract' });
    designs = await startDesignServer();
    const options = {
      upstreamUrl: double.url,
      databaseUrl: TEST_POSTGRES_URL,
      databaseSchema: schema,
      orderSettings: testOrderSettings(),
    };
    // Started together: the migration lock must let exactly one apply each migration.
    [a, b] = await Promise.all([startApp(options), startApp(options)]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await double?.close();
    await designs?.close();
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect().catch(() => undefined);
    await client.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    await client.end().catch(() => undefined);
  });

  /** One shopper's browser, each request going to whichever instance `pick` names. */
  function shopper(): { on(app: RunningApp): CookieClient } {
    const jar = new Map<string, string>();
    return {
      on(app) {
        const client = cookieClient({ app } as Stack);
        for (const [name, value] of jar) client.cookies.set(name, value);
        const gql = client.gql.bind(client);
        client.gql = async (...args) => {
          const result = await gql(...args);
          jar.clear();
          for (const [name, value] of client.cookies) jar.set(name, value);
          return result;
        };
        return client;
      },
    };
  }

  it('keeps a session and a cart across instances', async () => {
    const user = DEMO_USERS[0]!;
    const browser = shopper();
    const signIn = await browser.on(a).gql(SIGN_IN, { email: user.email, password: user.password });
    expect(signIn.data.signIn.__typename).toBe('SignedIn');

    const added = await browser.on(b).gql(ADD_TO_CART, { input: lineOf('card', designs.url('sharp.png')) });
    expect(added.data.addToCart.__typename).toBe('CartPayload');
    const cartOnA = await browser.on(a).gql(CART);
    expect(cartOnA.data.cart.lines.map((l: any) => l.id)).toEqual([added.data.addToCart.line.id]);
  });

  it('counts sign-in attempts for one e-mail across instances', async () => {
    const email = DEMO_USERS[1]!.email;
    const answers: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { data } = await shopper().on(i % 2 === 0 ? a : b).gql(SIGN_IN, { email, password: 'SaiMatKhau1' });
      answers.push(data.signIn.__typename);
    }
    // 5 attempts per e-mail are allowed in the window, whichever instance counts them.
    expect(answers.slice(0, 5).every((t) => t !== 'RateLimited')).toBe(true);
    expect(answers.slice(5)).toEqual(['RateLimited', 'RateLimited', 'RateLimited']);
  });

  it('places one order for one idempotency key sent to both instances at once', async () => {
    const user = DEMO_USERS[2]!;
    const browser = shopper();
    await browser.on(a).gql(SIGN_IN, { email: user.email, password: user.password });
    const line = await browser.on(a).gql(ADD_TO_CART, { input: lineOf('polar', designs.url('sharp.png')) });
    const input = { idempotencyKey: randomUUID(), cartLineIds: [line.data.addToCart.line.id], recipient: RECIPIENT };
    const before = orderPosts(double);

    const [onA, onB] = await Promise.all([browser.on(a).gql(PLACE_ORDER, { input }), browser.on(b).gql(PLACE_ORDER, { input })]);
    expect(onA.data.placeOrder.order.code).toBeTruthy();
    expect(onB.data.placeOrder.order.code).toBe(onA.data.placeOrder.order.code);
    const rows = await a.services.database.db.selectFrom('shop_order').select('order_code').where('idempotency_key', '=', input.idempotencyKey).execute();
    expect(rows).toHaveLength(1);
    // The twin that lost the race may answer before the winner finished sending: wait for the send.
    for (let i = 0; i < 40 && orderPosts(double) === before; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(orderPosts(double) - before).toBe(1);
  });
});
