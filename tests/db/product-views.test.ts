import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { allViewCounts, hourOf, recordView, viewCounts } from '../../bff/src/db/product-views';
import { databaseKinds, useTestDatabase } from './test-databases';

class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const at = (iso: string) => new Date(iso);

describe('hourOf', () => {
  it('truncates to the start of the UTC hour', () => {
    expect(hourOf(at('2025-03-04T10:59:59.999Z'))).toEqual(at('2025-03-04T10:00:00.000Z'));
    expect(hourOf(at('2025-03-04T11:00:00.000Z'))).toEqual(at('2025-03-04T11:00:00.000Z'));
  });
});

describe.each(databaseKinds())('product views on $kind', (engine) => {
  const database = useTestDatabase(engine);

  it('counts one view per viewer and product within the hour', async () => {
    const { db } = database();
    expect(await recordView(db, 100001, 'viewer-a', at('2025-03-04T10:05:00Z'))).toBe(true);
    expect(await recordView(db, 100001, 'viewer-a', at('2025-03-04T10:55:00Z'))).toBe(false);
    expect(await recordView(db, 100001, 'viewer-b', at('2025-03-04T10:56:00Z'))).toBe(true);
    expect(await recordView(db, 100002, 'viewer-a', at('2025-03-04T10:57:00Z'))).toBe(true);
    expect(await viewCounts(db, [100001, 100002])).toEqual(
      new Map([
        [100001, 2],
        [100002, 1],
      ]),
    );
  });

  it('counts the same viewer again in the next hour', async () => {
    const { db } = database();
    await recordView(db, 100003, 'viewer-a', at('2025-03-04T10:59:00Z'));
    expect(await recordView(db, 100003, 'viewer-a', at('2025-03-04T11:00:00Z'))).toBe(true);
    expect(await recordView(db, 100003, 'viewer-a', at('2025-03-04T11:30:00Z'))).toBe(false);
    expect(await recordView(db, 100003, 'viewer-a', at('2025-03-04T13:10:00Z'))).toBe(true);
    expect((await viewCounts(db, [100003])).get(100003)).toBe(3);
  });

  it('counts concurrent calls for one viewer once', async () => {
    const { db } = database();
    const now = at('2025-03-04T10:00:00Z');
    const counted = await Promise.all(Array.from({ length: 8 }, () => recordView(db, 100004, 'viewer-a', now)));
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect((await viewCounts(db, [100004])).get(100004)).toBe(1);
  });

  it('answers every asked id in one query, with zeros for unviewed products', async () => {
    const { db } = database();
    await recordView(db, 100005, 'viewer-a', at('2025-03-04T10:00:00Z'));
    await recordView(db, 100005, 'viewer-b', at('2025-03-04T10:00:00Z'));
    await recordView(db, 100006, 'viewer-a', at('2025-03-04T10:00:00Z'));
    await recordView(db, 100007, 'viewer-a', at('2025-03-04T10:00:00Z'));

    const counter = new QueryCounter();
    const counts = await viewCounts(db.withPlugin(counter), [100005, 100006, 100009, 100005]);
    expect(counter.count).toBe(1);
    expect([...counts.entries()].sort()).toEqual([
      [100005, 2],
      [100006, 1],
      [100009, 0],
    ]);
    expect(typeof counts.get(100005)).toBe('number');
  });

  it('asks nothing for an empty list', async () => {
    const { db } = database();
    const counter = new QueryCounter();
    expect(await viewCounts(db.withPlugin(counter), [])).toEqual(new Map());
    expect(counter.count).toBe(0);
  });

  it('counts every viewed product for sorting the catalogue', async () => {
    const { db } = database();
    expect(await allViewCounts(db)).toEqual(new Map());
    await recordView(db, 100010, 'viewer-a', at('2025-03-04T10:00:00Z'));
    await recordView(db, 100010, 'viewer-a', at('2025-03-04T12:00:00Z'));
    await recordView(db, 100011, 'viewer-b', at('2025-03-04T10:00:00Z'));
    expect(await allViewCounts(db)).toEqual(
      new Map([
        [100010, 2],
        [100011, 1],
      ]),
    );
  });
});
