import { describe, expect, it } from 'vitest';
import { depositFor, quoteLine, tierFor, type QuoteOutcome } from '../../bff/src/cart/quote';
import type { QuoteRequest } from '../../bff/src/cart/quote-request';
import type { PriceTable, Product } from '../../bff/src/domain/catalogue';
import { parsePriceValue, priceColumns } from '../../bff/src/upstream/parse-price-table';

function product(options: Partial<Product['options']> = {}): Product {
  return {
    id: 100000,
    name: 'Card nhựa PVC',
    tagline: null,
    price: 35000,
    category: 'Card bo góc',
    categorySlug: 'cardbogoc',
    options: { material: ['Nhựa', 'Giấy C300'], effect: ['Bóng', 'Mờ'], size: ['5.4x8.6', '6x9', 'A4'], sides: ['1 mặt', '2 mặt'], ...options },
    specs: { color: null, colorsys: null, pritech: null, cut: null, time: null },
    videoId: null,
    images: [],
    thumbnail: null,
    hoverImage: null,
    seen: 0,
    quantity: null,
    status: null,
    description: null,
    materialNotes: [],
    effectNotes: [],
    orderNotes: [],
    createdAt: null,
  };
}

function table(size: string, value: unknown, material = 'Nhựa', limits: [string, string] = ['1 mẫu', '2 mẫu']): PriceTable {
  const parsed = parsePriceValue(value);
  return {
    id: 1,
    productId: 100000,
    size,
    material,
    onRequest: parsed.onRequest,
    columns: priceColumns(...limits),
    rows: parsed.onRequest ? [] : parsed.rows,
  };
}

/** UPSTREAM.md's example: 50 for 120k (any designs, 1 side) … 500 only with limited designs. */
const EXAMPLE = '50,120,100,150,130;100,200,170,260,220;500,,750,,1000';
const TABLES = [table('5.4x8.6', EXAMPLE), table('A4', 'Liên hệ'), table('6x9', '50,120,,,')];
const SETTINGS = { designFeePerDesign: 50_000 };

function quote(request: Partial<QuoteRequest>, tables = TABLES, p = product()): QuoteOutcome {
  return quoteLine(p, tables, { material: 'Nhựa', effect: 'Bóng', size: '5.4x8.6', sides: '1 mặt', hasDesign: true, quantity: 50, designs: 5, ...request }, SETTINGS);
}

function priced(outcome: QuoteOutcome) {
  if (outcome.kind !== 'quote') throw new Error(`expected a quote, got ${JSON.stringify(outcome)}`);
  return outcome.quote;
}

describe('quoteLine: tiers', () => {
  it.each([
    ['exactly the first tier', 50, 50, 2400],
    ['between the first and second tier', 99, 50, 2400],
    ['exactly the second tier', 100, 100, 2000],
    ['below the first tier: the first tier', 10, 50, 2400],
    ['just below the last tier', 499, 100, 2000],
  ])('%s (quantity %i → tier %i)', (_label, quantity, tier, unit) => {
    // Five designs exceed the 1-design limit: the any-number column, 120k per 50 → 2 400 đ each.
    const q = priced(quote({ quantity }));
    expect(q.tierQuantity).toBe(tier);
    expect(q.column).toEqual({ sides: 1, designLimit: null });
    expect(q.unitPrice).toBe(unit);
    expect(q.lineTotal).toBe(unit * quantity);
  });

  it('at and above the last tier, where only the limited column has a price, a single design is priced', () => {
    for (const quantity of [500, 2000]) {
      const q = priced(quote({ quantity, designs: 1 }));
      expect(q.tierQuantity).toBe(500);
      expect(q.column).toEqual({ sides: 1, designLimit: '1 mẫu' });
      expect(q.unitPrice).toBe(1500);
      expect(q.lineTotal).toBe(1500 * quantity);
    }
  });

  it('tierFor takes the largest tier not above the quantity, whatever the row order', () => {
    const rows = [{ quantity: 100, prices: [] }, { quantity: 50, prices: [] }, { quantity: 500, prices: [] }];
    expect(tierFor(rows, 1).quantity).toBe(50);
    expect(tierFor(rows, 100).quantity).toBe(100);
    expect(tierFor(rows, 499).quantity).toBe(100);
    expect(tierFor(rows, 100_000).quantity).toBe(500);
  });
});

describe('quoteLine: columns, design fee and deposit', () => {
  it('uses the limited column when the designs fit the limit and it has a price', () => {
    expect(priced(quote({ designs: 1 })).column).toEqual({ sides: 1, designLimit: '1 mẫu' });
    expect(priced(quote({ designs: 1 })).unitPrice).toBe(2000); // 100k / 50
    expect(priced(quote({ designs: 2 })).column).toEqual({ sides: 1, designLimit: null });
  });

  it('reads the sides from the leading digit of the option value', () => {
    const p = product({ sides: ['1 mặt', '2 mặt (1 mặt 3D, 1 mặt thường)'] });
    const twoSides = priced(quote({ sides: '2 mặt (1 mặt 3D, 1 mặt thường)', designs: 2 }, TABLES, p));
    expect(twoSides.column).toEqual({ sides: 2, designLimit: '2 mẫu' });
    expect(twoSides.unitPrice).toBe(2600); // 130k / 50
    expect(priced(quote({ sides: '2 mặt', designs: 3 })).unitPrice).toBe(3000); // 150k / 50
  });

  it('rounds a unit price up to whole đồng', () => {
    const q = priced(quote({ quantity: 7 }, [table('5.4x8.6', '3,10')]));
    expect(q.unitPrice).toBe(3334); // 10 000 / 3 = 3 333.3…
    expect(q.lineTotal).toBe(3334 * 7);
  });

  it('charges no design fee with a design, the fee per design without one; deposit 50% of print (rounded up) + 100% of the fee', () => {
    const withDesign = priced(quote({ quantity: 51, designs: 5 }));
    expect(withDesign.designFee).toBe(0);
    expect(withDesign.lineTotal).toBe(122_400);
    expect(withDesign.deposit).toBe(61_200);

    const without = priced(quote({ quantity: 51, designs: 3, hasDesign: false }));
    expect(without.designFee).toBe(150_000);
    expect(without.deposit).toBe(61_200 + 150_000);
    expect(depositFor(3, 0)).toBe(2);
    expect(depositFor(1001, 50_000)).toBe(50_501);
  });
});

describe('quoteLine: price on request and missing cells', () => {
  it("answers 'on request' for 'Liên hệ', an empty value, or a size without a table", () => {
    expect(quote({ size: 'A4' }).kind).toBe('on-request');
    expect(quote({}, [table('5.4x8.6', '')]).kind).toBe('on-request');
    expect(quote({ size: '6x9' }, [table('5.4x8.6', EXAMPLE)]).kind).toBe('on-request');
  });

  it('uses the size’s table when the chosen material has none of its own', () => {
    expect(priced(quote({ material: 'Giấy C300' })).unitPrice).toBe(2400);
  });

  it('names the sides when the column for them has no price at that tier', () => {
    expect(quote({ size: '6x9', sides: '2 mặt' })).toMatchObject({ kind: 'invalid', field: 'sides', code: 'NO_PRICE_FOR_SIDES' });
  });

  it('names the designs when only the limited column has a price and the designs exceed it', () => {
    expect(quote({ quantity: 500, designs: 2 })).toMatchObject({ kind: 'invalid', field: 'designs', code: 'DESIGNS_OVER_LIMIT' });
  });
});

describe('quoteLine: invalid requests', () => {
  it.each([0, -1, 1.5, 100_001, 1e9, Number.NaN])('refuses quantity %s, naming the field', (quantity) => {
    expect(quote({ quantity })).toEqual({
      kind: 'invalid',
      field: 'quantity',
      code: 'INVALID_QUANTITY',
      message: 'Số lượng phải là số nguyên từ 1 đến 100.000.',
    });
  });

  it('accepts the bounds 1 and 100 000', () => {
    expect(priced(quote({ quantity: 1 })).quantity).toBe(1);
    expect(priced(quote({ quantity: 100_000, designs: 1 })).lineTotal).toBe(1500 * 100_000);
  });

  it.each([
    ['material', 'Gỗ', 'Chất liệu không hợp lệ.'],
    ['effect', 'Hologram', 'Hiệu ứng không hợp lệ.'],
    ['size', '10x15', 'Kích thước không hợp lệ.'],
    ['sides', '3 mặt', 'Số mặt in không hợp lệ.'],
  ] as const)('refuses a %s the product does not offer', (field, value, message) => {
    expect(quote({ [field]: value })).toEqual({ kind: 'invalid', field, code: 'INVALID_OPTION', message });
  });

  it('asks to choose an option the product offers several values of, and fills in a single one', () => {
    expect(quote({ effect: null })).toMatchObject({ kind: 'invalid', field: 'effect', code: 'OPTION_REQUIRED', message: 'Vui lòng chọn hiệu ứng.' });
    const single = priced(quote({ effect: undefined }, TABLES, product({ effect: ['Mờ'] })));
    expect(single.options.effect).toBe('Mờ');
  });

  it("treats an option the product does not have as 'non', and spacing and case as the same value", () => {
    const q = priced(quote({ effect: null, material: '  nhựa ' }, TABLES, product({ effect: [] })));
    expect(q.options).toEqual({ material: 'Nhựa', effect: 'non', size: '5.4x8.6', sides: '1 mặt' });
  });

  it.each([0, 1.5, 1001])('refuses %s designs', (designs) => {
    expect(quote({ designs })).toMatchObject({ kind: 'invalid', field: 'designs', code: 'INVALID_DESIGNS' });
  });
});
