import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../bff/src/app';
import { DEMO_USERS } from '../double/seed/users';
import { databaseKinds, newSchemaName, skipWhenUnavailable, TEST_POSTGRES_URL, type TestDatabaseKind } from '../db/test-databases';
import { cookieClient, SIGN_IN } from './account-client';
import { startStack, type Stack } from './stack';

const [an, binh] = [DEMO_USERS.find((u) => u.email === 'an@demo.vn')!, DEMO_USERS.find((u) => u.email === 'binh@demo.vn')!];
const LIMITED = { __typename: 'RateLimited', code: 'RATE_LIMITED', message: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ít phút.' };

async function signIn(app: RunningApp, email: string, password: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
    body: JSON.stringify({ query: SIGN_IN, variables: { email, password } }),
  });
  return ((await response.json()) as any).data.signIn;
}

async function addressHits(stack: Stack): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from rate_limit_hit where bucket like 'sign-in:address:%'`.execute(
    stack.app.services.database.db,
  );
  return rows[0]!.n;
}

/** Two BFF instances on one database, as in production: the limit is theirs together. */
async function twoInstances(engine: TestDatabaseKind): Promise<{ stack: Stack; second: RunningApp; drop(): Promise<void> }> {
  if (engine.kind === 'pglite') {
    const stack = await startStack('deployed');
    return { stack, second: stack.app, drop: async () => {} };
  }
  const schema = newSchemaName();
  const stack = await startStack('deployed', { databaseUrl: TEST_POSTGRES_URL, databaseSchema: schema });
  const second = await startApp({ upstreamUrl: stack.double.url, databaseUrl: TEST_POSTGRES_URL, databaseSchema: schema, dataDir: 'memory://' });
  return {
    stack,
    second,
    async drop() {
      await second.close();
      // Reopened only to drop the schema the two instances shared.
      const { openDatabase } = await import('../../bff/src/db/database');
      const db = await openDatabase({ url: TEST_POSTGRES_URL, migrate: false });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.db);
      await db.close();
    },
  };
}

describe.each(databaseKinds())('sign-in rate limit on $kind', (engine) => {
  skipWhenUnavailable(engine);
  let setup: Awaited<ReturnType<typeof twoInstances>> | undefined;
  beforeAll(async () => {
    if ((await engine.unavailable()) === null) setup = await twoInstances(engine);
  });
  afterAll(async () => {
    await setup?.drop();
    await setup?.stack.close();
  });

  it('allows 5 attempts per e-mail in 15 minutes, counted across instances, then refuses without asking the shop', async () => {
    const { stack, second } = setup!;
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? stack.app : second;
      expect((await signIn(app, binh.email, `Sai${i}Matkhau`)).__typename).toBe('WrongCredentials');
    }
    stack.double.resetCalls();
    expect(await signIn(second, binh.email, binh.password)).toEqual(LIMITED);
    expect(await signIn(stack.app, ` ${binh.email.toUpperCase()} `, binh.password)).toEqual(LIMITED);
    expect(stack.upstreamCalls().filter((c) => c.path === '/api/auth/login')).toEqual([]);
    // Another shopper on the same address is not affected yet.
    expect((await signIn(stack.app, an.email, an.password)).__typename).toBe('SignedIn');
  });

  it('forgets the e-mail count after a successful sign-in, which does not count against the address', async () => {
    const { stack } = setup!;
    for (let i = 0; i < 4; i += 1) await signIn(stack.app, an.email, 'SaiMatkhau1');
    const before = await addressHits(stack);
    expect((await signIn(stack.app, an.email, an.password)).__typename).toBe('SignedIn');
    expect(await addressHits(stack)).toBe(before);
    for (let i = 0; i < 4; i += 1) expect((await signIn(stack.app, an.email, 'SaiMatkhau1')).__typename).toBe('WrongCredentials');
  });

  it('allows 20 attempts per client address whatever the e-mails', async () => {
    const { stack, second } = setup!;
    // The earlier tests of this block already spent some of this address's (127.0.0.1) attempts.
    let used = await addressHits(stack);
    let email = 0;
    while (used < 20) {
      expect((await signIn(second, `khach${email++}@demo.vn`, 'SaiMatkhau1')).__typename).toBe('WrongCredentials');
      used += 1;
    }
    expect(await signIn(stack.app, `khach${email}@demo.vn`, 'SaiMatkhau1')).toEqual(LIMITED);
  });

  it('reads the address from the socket, not from a header the client sends', async () => {
    const { stack } = setup!;
    const response = await fetch(`${stack.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', 'x-shop-client-ip': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ query: SIGN_IN, variables: { email: 'moi@demo.vn', password: 'SaiMatkhau1' } }),
    });
    expect(((await response.json()) as any).data.signIn).toEqual(LIMITED);
  });
});

describe('a signed-in cookie works on every instance sharing the database', () => {
  const postgres = databaseKinds().find((k) => k.kind === 'postgres')!;
  skipWhenUnavailable(postgres);
  let setup: Awaited<ReturnType<typeof twoInstances>> | undefined;
  beforeAll(async () => {
    if ((await postgres.unavailable()) === null) setup = await twoInstances(postgres);
  });
  afterAll(async () => {
    await setup?.drop();
    await setup?.stack.close();
  });

  it('instance B reads the session instance A sealed (key from the database, no SESSION_SECRET)', async () => {
    const { stack, second } = setup!;
    const client = cookieClient(stack);
    await client.gql(SIGN_IN, { email: an.email, password: an.password });
    const cookie = `shop_session=${client.cookies.get('shop_session')}`;
    const response = await fetch(`${second.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', cookie },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(((await response.json()) as any).data.me).toEqual({ email: an.email });
  });
});
