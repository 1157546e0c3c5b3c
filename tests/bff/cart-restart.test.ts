import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppOptions, type RunningApp } from '../../bff/src/app';
import { openDatabase } from '../../bff/src/db/database';
import { startShopDouble, type ShopDouble } from '../double/server';
import { databaseKinds, newSchemaName, skipWhenUnavailable, TEST_POSTGRES_URL } from '../db/test-databases';
import { cookieClient } from './account-client';
import { ADD_TO_CART, CART, cardLine, signedIn, startDesignServer, testOrderSettings } from './order-helpers';
import type { Stack } from './stack';

describe.each(databaseKinds())('a cart survives a BFF restart on $kind', (engine) => {
  skipWhenUnavailable(engine);
  let double: ShopDouble;
  let designs: Awaited<ReturnType<typeof startDesignServer>>;
  let storage: Partial<AppOptions>;
  let cleanUp: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if ((await engine.unavailable()) !== null) return;
    double = await startShopDouble({ mode: 'deployed' });
    designs = await startDesignServer();
    if (engine.kind === 'pglite') {
      const dataDir = await mkdtemp(join(tmpdir(), 'cart-restart-'));
      storage = { dataDir };
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    } else {
      const schema = newSchemaName();
      storage = { dataDir: 'memory://', databaseUrl: TEST_POSTGRES_URL, databaseSchema: schema };
      cleanUp = async () => {
        const database = await openDatabase({ url: TEST_POSTGRES_URL, migrate: false });
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
        await database.close();
      };
    }
  });
  afterAll(async () => {
    await double?.close();
    await designs?.close();
    await cleanUp();
  });

  const start = (): Promise<RunningApp> =>
    startApp({ upstreamUrl: double.url, webDist: 'dist/web', orderSettings: testOrderSettings(), ...storage });

  it('keeps the lines and the session of a shopper across a restart of the BFF', async () => {
    const before = await start();
    const shopper = await signedIn({ app: before } as Stack, 'an@demo.vn');
    const added = await shopper.gql(ADD_TO_CART, { input: cardLine(designs.url('sharp.png'), { quantity: 200 }) });
    expect(added.data.addToCart.__typename).toBe('CartPayload');
    await before.close();

    const after = await start();
    try {
      // The same browser, cookies and all, against the restarted BFF.
      const again = cookieClient({ app: after } as Stack);
      for (const [name, value] of shopper.cookies) again.cookies.set(name, value);
      const { data } = await again.gql(CART);
      expect(data.cart.lineCount).toBe(1);
      expect(data.cart.lines[0]).toMatchObject({
        id: added.data.addToCart.line.id,
        quantity: 200,
        quotedUnitPrice: 2230,
        quote: { __typename: 'Quote', unitPrice: 2230, lineTotal: 446_000 },
      });
    } finally {
      await after.close();
    }
    // PGlite on disk opens slowly, twice here.
  }, 90_000);
});
