import { describe, expect, it } from 'vitest';
import { recordView } from '../../bff/src/db/product-views';
import { ViewCountSnapshot } from '../../bff/src/db/view-count-snapshot';
import { databaseKinds, useTestDatabase } from './test-databases';

describe.each(databaseKinds())('view count snapshot on $kind', (engine) => {
  const database = useTestDatabase(engine);

  it('reads the database once per refresh period, then serves the old counts while one refresh runs', async () => {
    const { db } = database();
    let clock = 1_000_000;
    const snapshot = new ViewCountSnapshot(db, { refreshMs: 5000, now: () => clock });
    await recordView(db, 100001, 'viewer-a');
    expect((await snapshot.all()).get(100001)).toBe(1);

    await recordView(db, 100001, 'viewer-b');
    clock += 4999;
    expect((await snapshot.all()).get(100001)).toBe(1);

    clock += 1;
    expect((await snapshot.all()).get(100001)).toBe(1);
    await expect.poll(async () => (await snapshot.all()).get(100001)).toBe(2);
  });

  it('hands out current counts without waiting, and none before the first read or with a zero period', async () => {
    const { db } = database();
    let clock = 0;
    const snapshot = new ViewCountSnapshot(db, { refreshMs: 5000, now: () => clock });
    await recordView(db, 100004, 'viewer-a');
    expect(snapshot.current()).toBeUndefined();
    await snapshot.all();
    expect(snapshot.current()?.get(100004)).toBe(1);
    await recordView(db, 100004, 'viewer-b');
    clock += 5000;
    // Stale: the old counts at once, and a refresh started.
    expect(snapshot.current()?.get(100004)).toBe(1);
    await expect.poll(() => snapshot.current()?.get(100004)).toBe(2);

    const exact = new ViewCountSnapshot(db, { refreshMs: 0 });
    await exact.all();
    expect(exact.current()).toBeUndefined();
  });

  it('shares one read among concurrent callers and reads every time with a zero period', async () => {
    const { db } = database();
    const snapshot = new ViewCountSnapshot(db, { refreshMs: 0 });
    const [a, b] = await Promise.all([snapshot.all(), snapshot.all()]);
    expect(a).toBe(b);
    await recordView(db, 100002, 'viewer-a');
    expect((await snapshot.all()).get(100002)).toBe(1);
  });

  it('keeps the last good counts when a refresh fails', async () => {
    const { db } = database();
    let clock = 0;
    let failing = false;
    const warnings: unknown[] = [];
    const flaky = new Proxy(db, {
      get(target, key) {
        if (key === 'selectFrom' && failing) return () => {
          throw new Error('database gone');
        };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const snapshot = new ViewCountSnapshot(flaky, { refreshMs: 10, now: () => clock, logger: { warn: (...args: unknown[]) => warnings.push(args) } as never });
    await recordView(db, 100003, 'viewer-a');
    expect((await snapshot.all()).get(100003)).toBe(1);
    failing = true;
    clock += 10;
    expect((await snapshot.all()).get(100003)).toBe(1);
    await expect.poll(() => warnings.length).toBe(1);
    expect((await snapshot.all()).get(100003)).toBe(1);
  });
});
