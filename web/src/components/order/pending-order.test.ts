import { describe, expect, it } from 'vitest';
import { clearPendingOrder, parsePendingOrder, PENDING_ORDER_KEY, readPendingOrder, writePendingOrder, type PendingOrder } from './pending-order';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const line = {
  productId: '100000',
  name: 'Card nhựa PVC',
  material: 'Nhựa PVC',
  effect: null,
  size: '5.4x8.6',
  sides: '2 mặt',
  isDesigned: true,
  designs: 1,
  quantity: 120,
  designLink: 'https://example.com/a.png',
};

describe('pending order', () => {
  it('round-trips a cart choice and an order-now line', () => {
    const storage = memoryStorage();
    const fromCart: PendingOrder = { kind: 'cart', cartLineIds: ['7', '9'] };
    writePendingOrder(storage, fromCart);
    expect(readPendingOrder(storage)).toEqual(fromCart);
    const now: PendingOrder = { kind: 'now', line };
    writePendingOrder(storage, now);
    expect(readPendingOrder(storage)).toEqual(now);
    clearPendingOrder(storage);
    expect(storage.items.has(PENDING_ORDER_KEY)).toBe(false);
    expect(readPendingOrder(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown kind', '{"kind":"gift"}'],
    ['an empty cart choice', '{"kind":"cart","cartLineIds":[]}'],
    ['numeric line ids', '{"kind":"cart","cartLineIds":[1]}'],
    ['a zero quantity', JSON.stringify({ kind: 'now', line: { ...line, quantity: 0 } })],
    ['a fractional quantity', JSON.stringify({ kind: 'now', line: { ...line, quantity: 1.5 } })],
    ['a missing design link', JSON.stringify({ kind: 'now', line: { ...line, designLink: undefined } })],
  ])('ignores %s', (_label, text) => {
    expect(parsePendingOrder(text)).toBeNull();
  });
});
