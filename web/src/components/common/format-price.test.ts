import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './format-price';

const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('writes whole đồng with dot thousands separators', () => {
    expect(spaced(formatPrice(35000))).toBe('35.000 ₫');
    expect(spaced(formatPrice(1250000))).toBe('1.250.000 ₫');
  });

  it('rounds away fractions of a đồng', () => {
    expect(spaced(formatPrice(19.99))).toBe('20 ₫');
  });
});

describe('formatCount', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(7)).toBe('7');
  });
});
