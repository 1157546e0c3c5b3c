import { describe, expect, it } from 'vitest';
import { parseQuantity } from './parse-quantity';

describe('parseQuantity', () => {
  it.each([
    ['100', 100],
    [' 50 ', 50],
    ['1.000', 1000],
    ['1 000', 1000],
    ['12.500.000', 12_500_000],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %d', (text, quantity) => {
    expect(parseQuantity(text)).toEqual({ kind: 'ok', quantity });
  });

  it('tells an empty field apart', () => {
    expect(parseQuantity('  ')).toEqual({ kind: 'empty' });
  });

  it.each(['0', '-5', '1.5', '1,5', 'abc', '10 cái', '1.00', '2147483648', '1e3'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toEqual({ kind: 'invalid' });
  });
});
