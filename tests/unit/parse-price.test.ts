import { describe, expect, it } from 'vitest';
import { parseProductPrice } from '../../bff/src/upstream/parse-price';

describe('parseProductPrice', () => {
  it.each([
    [45000, 45000],
    [0, 0],
    [19.99, 20],
    ['45000', 45000],
    // A plain decimal string is đồng, not thousands, rounded to the whole đồng.
    ['19.99', 20],
    ['19.4', 19],
    // Groups of exactly three digits after a dot or comma are thousands separators.
    ['45.000', 45000],
    ['1.200.000', 1200000],
    ['45,000', 45000],
    ['19.990', 19990],
    ['45.000đ', 45000],
    ['45.000 đ', 45000],
    ['45000 VND', 45000],
    ['45000₫', 45000],
    [' 45 000 ', 45000],
    ['19,5', 20],
  ])('reads %j as %j đồng', (value, dong) => {
    expect(parseProductPrice(value)).toBe(dong);
  });

  it.each([null, undefined, '', 'Liên hệ', 'abc', '-5', -5, '1.2.3', '45.00.000', Number.NaN, Number.POSITIVE_INFINITY, {}, ['1']])(
    'gives null for %j',
    (value) => {
      expect(parseProductPrice(value)).toBeNull();
    },
  );
});
