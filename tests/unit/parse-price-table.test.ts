import { describe, expect, it } from 'vitest';
import { formatThousands, parsePriceValue, priceColumns } from '../../bff/src/upstream/parse-price-table';

const rowsOf = (value: unknown) => {
  const parsed = parsePriceValue(value);
  if (parsed.onRequest) throw new Error('expected rows');
  return parsed.rows;
};

describe('parsePriceValue', () => {
  it('reads the UPSTREAM.md example: thousands to whole đồng, empty cells null', () => {
    expect(parsePriceValue('50,120,100,150,130;100,200,170,260,220;500,,750,,1000')).toEqual({
      onRequest: false,
      rows: [
        { quantity: 50, prices: [120000, 100000, 150000, 130000] },
        { quantity: 100, prices: [200000, 170000, 260000, 220000] },
        { quantity: 500, prices: [null, 750000, null, 1000000] },
      ],
    });
  });

  it.each(['Liên hệ', 'liên hệ', 'LIÊN HỆ', '  Liên   hệ ', 'Lien he', 'lienhe', 'Liên hệ.', 'Liên hệ'.normalize('NFD'), '', '   ', null, undefined])(
    'reads %j as price on request',
    (value) => {
      expect(parsePriceValue(value)).toEqual({ onRequest: true });
    },
  );

  it.each([
    ['blank cells', '50, ,120, ,', [{ quantity: 50, prices: [null, 120000, null, null] }]],
    ['decimal thousands', '10,12.5,0.75', [{ quantity: 10, prices: [12500, 750, null, null] }]],
    ['a k suffix', '10,120k,95K', [{ quantity: 10, prices: [120000, 95000, null, null] }]],
    ['a zero cell (not offered)', '10,0,50', [{ quantity: 10, prices: [null, 50000, null, null] }]],
    ['short rows padded with null', '100,200', [{ quantity: 100, prices: [200000, null, null, null] }]],
    ['extra cells ignored', '100,1,2,3,4,5,6', [{ quantity: 100, prices: [1000, 2000, 3000, 4000] }]],
    ['spaces and newlines', ' 50 , 120 ;\n 100 , 200 ', [
      { quantity: 50, prices: [120000, null, null, null] },
      { quantity: 100, prices: [200000, null, null, null] },
    ]],
    ['stray separators', ';;50,120;;100,200;', [
      { quantity: 50, prices: [120000, null, null, null] },
      { quantity: 100, prices: [200000, null, null, null] },
    ]],
    ['rows out of order', '500,1;50,3;100,2', [
      { quantity: 50, prices: [3000, null, null, null] },
      { quantity: 100, prices: [2000, null, null, null] },
      { quantity: 500, prices: [1000, null, null, null] },
    ]],
    ['a repeated quantity (first wins)', '50,120;50,999', [{ quantity: 50, prices: [120000, null, null, null] }]],
  ])('tolerates %s', (_, value, rows) => {
    expect(rowsOf(value)).toEqual(rows);
  });

  it.each([
    ['a non-numeric quantity', 'abc,1,2;50,120'],
    ['a decimal quantity', '5.5,1,2;50,120'],
    ['a zero quantity', '0,1,2;50,120'],
    ['a negative quantity', '-10,1,2;50,120'],
    ['a missing quantity', ',1,2;50,120'],
    ['a row without any price', '100;100,,,,;50,120'],
    ['a row of junk cells', '100,x,-,Không có;50,120'],
  ])('skips a malformed row: %s', (_, value) => {
    expect(rowsOf(value)).toEqual([{ quantity: 50, prices: [120000, null, null, null] }]);
  });

  it('reads a string with no readable row as on request', () => {
    expect(parsePriceValue('abc;def')).toEqual({ onRequest: true });
  });

  // v2 stores one number: the unit price for quantity 1, printed on 1 side with any designs. It is
  // whole đồng like the product price; a value below 1000 can only be v1's thousands.
  it.each([
    [150000, 150000],
    ['45000', 45000],
    [120, 120000],
    ['120', 120000],
    [' 12.5 ', 12500],
    [45.5, 45500],
  ])('reads the v2 single value %j as one row at quantity 1', (value, dong) => {
    expect(parsePriceValue(value)).toEqual({ onRequest: false, rows: [{ quantity: 1, prices: [dong, null, null, null] }] });
  });

  it.each([0, '0', -5, Number.NaN, Number.POSITIVE_INFINITY, {}, [], true])('reads the v2-like value %j as on request', (value) => {
    expect(parsePriceValue(value)).toEqual({ onRequest: true });
  });
});

describe('priceColumns', () => {
  it('builds the four fixed columns with lim1/lim2 as design limits', () => {
    expect(priceColumns('1 mẫu', ' 2  mẫu ')).toEqual([
      { sides: 1, designLimit: null },
      { sides: 1, designLimit: '1 mẫu' },
      { sides: 2, designLimit: null },
      { sides: 2, designLimit: '2 mẫu' },
    ]);
  });

  it('names a bare number limit in designs and leaves missing limits null', () => {
    expect(priceColumns('3', 5).map((c) => c.designLimit)).toEqual([null, '3 mẫu', null, '5 mẫu']);
    expect(priceColumns(null, '').map((c) => c.designLimit)).toEqual([null, null, null, null]);
  });
});

describe('formatThousands', () => {
  it.each([
    [120000, '120k'],
    [1000, '1k'],
    [12500, '12,5k'],
    [1200000, '1.200k'],
    [null, 'Không có'],
  ])('shows %j as %s', (dong, text) => {
    expect(formatThousands(dong)).toBe(text);
  });
});
