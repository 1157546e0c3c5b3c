import { describe, expect, it } from 'vitest';
import { pickPriceTable, readSelection, sidesCount, withChoice } from './selection';

const options = {
  material: [{ value: 'Giấy C300' }, { value: 'Nhựa' }],
  effect: [{ value: 'Bóng' }, { value: 'Mờ' }],
  size: [{ value: '6x9' }, { value: '5.4x8.6' }],
  sides: [{ value: '1 mặt' }, { value: '2 mặt' }],
};

describe('readSelection', () => {
  it('defaults every option to its first value', () => {
    expect(readSelection(new URLSearchParams('productId=100000'), options)).toEqual({
      material: 'Giấy C300',
      effect: 'Bóng',
      size: '6x9',
      sides: '1 mặt',
      isDesigned: 'Đã có',
    });
  });

  it('takes offered values from the query, tolerating case and spacing', () => {
    const params = new URLSearchParams({ material: 'nhựa', effect: 'Mờ', size: ' 5.4x8.6', sides: '2  mặt', isDesigned: 'Chưa có' });
    expect(readSelection(params, options)).toEqual({
      material: 'Nhựa',
      effect: 'Mờ',
      size: '5.4x8.6',
      sides: '2 mặt',
      isDesigned: 'Chưa có',
    });
  });

  it('ignores values the product does not offer', () => {
    const params = new URLSearchParams({ material: 'Mica', isDesigned: 'maybe' });
    const selection = readSelection(params, options);
    expect(selection.material).toBe('Giấy C300');
    expect(selection.isDesigned).toBe('Đã có');
  });

  it('gives null for an option the product does not have', () => {
    expect(readSelection(new URLSearchParams('effect=Bóng'), { ...options, effect: [] }).effect).toBeNull();
  });
});

describe('withChoice', () => {
  it('replaces one choice and keeps the other parameters', () => {
    const params = new URLSearchParams('category=cardbogoc&productId=100000&size=6x9');
    const next = withChoice(params, 'size', '5.4x8.6');
    expect(next.toString()).toBe('category=cardbogoc&productId=100000&size=5.4x8.6');
    expect(params.get('size')).toBe('6x9');
  });
});

describe('pickPriceTable', () => {
  const tables = [
    { id: 'a', size: '6x9', material: 'Giấy C300' },
    { id: 'b', size: '6x9', material: 'Nhựa' },
    { id: 'c', size: '5.4x8.6', material: 'Nhựa' },
  ];

  it('takes the table of the size and material', () => {
    expect(pickPriceTable(tables, { size: '6x9', material: 'Nhựa' })?.id).toBe('b');
  });

  it("falls back to the size's first table when no table names the material", () => {
    expect(pickPriceTable(tables, { size: '5.4x8.6', material: 'Giấy C300' })?.id).toBe('c');
  });

  it('gives null when the size has no table', () => {
    expect(pickPriceTable(tables, { size: 'A4', material: 'Nhựa' })).toBeNull();
    expect(pickPriceTable(tables, { size: null, material: null })).toBeNull();
  });
});

describe('sidesCount', () => {
  it('reads the leading number of a sides value', () => {
    expect(sidesCount('1 mặt')).toBe(1);
    expect(sidesCount('2 mặt (1 mặt 3D, 1 mặt thường)')).toBe(2);
    expect(sidesCount('non')).toBeNull();
    expect(sidesCount(null)).toBeNull();
  });
});
