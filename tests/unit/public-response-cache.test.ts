import { describe, expect, it } from 'vitest';
import { PublicResponseCache, type Computed } from '../../bff/src/fast-path/public-response-cache';

const ok = (body: string): Computed => ({ status: 200, body, cacheable: true });

describe('PublicResponseCache', () => {
  it('shares one computation between concurrent misses', async () => {
    const cache = new PublicResponseCache({ ttlMs: 1000, staleMs: 0, maxEntries: 10 });
    let runs = 0;
    const compute = async () => ok(`run ${++runs}`);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(runs).toBe(1);
    expect(a).toBe(b);
  });

  it('does not keep an answer that is not cacheable', async () => {
    const cache = new PublicResponseCache({ ttlMs: 1000, staleMs: 0, maxEntries: 10 });
    const answer = await cache.get('k', async () => ({ status: 200, body: '{"errors":[]}', cacheable: false }));
    expect('etag' in answer).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('forgets every answer when cleared, and computes again', async () => {
    const cache = new PublicResponseCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 10 });
    let runs = 0;
    const compute = async () => ok(`run ${++runs}`);
    await cache.get('k', compute);
    expect((await cache.get('k', compute)).body.toString()).toBe('run 1');
    cache.clear();
    expect(cache.fresh('k')).toBeUndefined();
    expect((await cache.get('k', compute)).body.toString()).toBe('run 2');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new PublicResponseCache({ ttlMs: 1000, staleMs: 0, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ok(key));
    expect(cache.size).toBe(2);
    expect(cache.fresh('a')).toBeUndefined();
    expect(cache.fresh('c')?.body.toString()).toBe('c');
  });

  it('counts max-age down from when the answer was made', async () => {
    let now = 0;
    const cache = new PublicResponseCache({ ttlMs: 10_000, staleMs: 0, maxEntries: 2, now: () => now });
    const answer = await cache.get('k', async () => ok('x'));
    if (!('etag' in answer)) throw new Error('expected a cached answer');
    now = 3500;
    expect(cache.secondsLeft(answer)).toBe(6);
    now = 20_000;
    expect(cache.secondsLeft(answer)).toBe(0);
  });
});
