import { describe, expect, it } from 'vitest';
import { dropGarbledRows } from '../../bff/src/upstream/garbled-rows';
import { UpstreamBadResponseError } from '../../bff/src/upstream/upstream-error';

const table = (id: number, size: unknown, value: unknown = '50,120,100,150,130') => ({ id, product: { id: 100000 }, size, material: 'Giấy C300', lim1: 2, lim2: '4 mẫu', value });

describe('dropGarbledRows', () => {
  it('keeps well-typed rows, including the tolerated number forms (v2 value, bare-number limits)', () => {
    const rows = [table(1, '6x9'), table(2, 'A4', 150000), { ...table(3, 'A5'), material: null }];
    expect(dropGarbledRows('/api/pricelist', rows)).toEqual(rows);
  });

  it('drops a row whose text fields arrive as numbers or objects', () => {
    const rows = [table(1, '6x9'), table(2, 3, 61), table(3, 'A4'), table(4, { a: 1 })];
    expect(dropGarbledRows('/api/pricelist', [...rows, table(5, 'A3'), table(6, 'A2')]).map((r: any) => r.id)).toEqual([1, 3, 5, 6]);
  });

  it('refuses the whole answer when half the rows or more are garbled', () => {
    const rows = [table(1, 4), table(2, 'A4'), table(3, 7), table(4, 'A3')];
    expect(() => dropGarbledRows('/api/pricelist', rows)).toThrow(UpstreamBadResponseError);
    expect(() => dropGarbledRows('/api/product', [{ id: 100000, name: 13 }])).toThrow(/1 of 1 rows/);
  });

  it('leaves lists without known text fields and empty lists alone', () => {
    expect(dropGarbledRows('/api/hotproduct', [{ id: 1, rank: '1' }])).toEqual([{ id: 1, rank: '1' }]);
    expect(dropGarbledRows('/api/product', [])).toEqual([]);
    expect(dropGarbledRows('/api/product', ['not a row', { id: 1, name: 'Card' }, { id: 2, name: 'Sổ' }])).toHaveLength(2);
  });
});
