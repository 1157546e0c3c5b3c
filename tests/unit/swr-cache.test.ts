import { describe, expect, it } from 'vitest';
import { SwrCache } from '../../bff/src/upstream/swr-cache';

describe('SwrCache.fresh', () => {
  it('gives a loaded value while it is fresh, nothing before the load or once it is stale', async () => {
    let clock = 0;
    const cache = new SwrCache<string>({ ttlMs: 100, staleWindowMs: 1000, now: () => clock });
    expect(cache.fresh('k')).toBeUndefined();
    await cache.get('k', async () => 'first');
    expect(cache.fresh('k')).toBe('first');
    clock += 99;
    expect(cache.fresh('k')).toBe('first');
    clock += 1;
    expect(cache.fresh('k')).toBeUndefined();
    // Stale values are get()'s to serve, with a refresh.
    expect(await cache.get('k', async () => 'second')).toBe('first');
    await expect.poll(() => cache.fresh('k')).toBe('second');
    cache.invalidate('k');
    expect(cache.fresh('k')).toBeUndefined();
  });
});
