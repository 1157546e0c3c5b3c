import { describe, expect, it } from 'vitest';
import { priceRange } from '../../bff/src/catalogue/price-range';
import type { PriceTable } from '../../bff/src/domain/catalogue';

const table = (rows: PriceTable['rows'], onRequest = false): PriceTable => ({
  id: 1,
  productId: 100000,
  size: '5.4x8.6',
  material: 'Nhựa',
  onRequest,
  columns: [],
  rows,
});

describe('priceRange', () => {
  it('gives per-item prices: the tier price divided by the tier quantity, rounded up', () => {
    const range = priceRange([
      table([
        { quantity: 50, prices: [120000, 100000, null, 130001] },
        { quantity: 500, prices: [750000, null, 1000000, null] },
      ]),
    ]);
    expect(range).toEqual({ min: 1500, max: 2601 });
  });

  it('ignores price-on-request tables and is null when nothing has a price', () => {
    expect(priceRange([table([{ quantity: 1, prices: [5000, null, null, null] }], true)])).toBeNull();
    expect(priceRange([])).toBeNull();
  });
});
