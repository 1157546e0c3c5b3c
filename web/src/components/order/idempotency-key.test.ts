import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses randomUUID where the browser has it', () => {
    const source = { randomUUID: () => '00000000-0000-4000-8000-000000000000', getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array) };
    expect(newIdempotencyKey(source)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('builds a version-4 UUID from random bytes without randomUUID (plain http)', () => {
    const source = { getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array) };
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(source)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
