import { describe, expect, it } from 'vitest';
import { categoriesOf, searchSuggestions } from '../../bff/src/catalogue/categories';
import type { Product } from '../../bff/src/domain/catalogue';

const product = (id: number, name: string, category: string | null, categorySlug: string) =>
  ({ id, name, category, categorySlug }) as Product;

const catalogue = [
  product(1, 'Sticker bế hình', 'Sticker', 'sticker'),
  product(2, 'Card giấy C300', 'Card bo góc', 'cardbogoc'),
  product(3, 'Thẻ sticker', 'Sticker', 'sticker'),
  product(4, 'Không loại', null, ''),
];

describe('categoriesOf', () => {
  it('counts products per category in order of first appearance, skipping uncategorised ones', () => {
    expect(categoriesOf(catalogue)).toEqual([
      { name: 'Sticker', slug: 'sticker', productCount: 2 },
      { name: 'Card bo góc', slug: 'cardbogoc', productCount: 1 },
    ]);
  });

  it('works once per list and again for a refreshed list', () => {
    expect(categoriesOf(catalogue)).toBe(categoriesOf(catalogue));
    const refreshed = [...catalogue, product(5, 'Lịch để bàn', 'Lịch', 'lich')];
    expect(categoriesOf(refreshed).map((c) => c.slug)).toEqual(['sticker', 'cardbogoc', 'lich']);
  });
});

describe('searchSuggestions', () => {
  it('ranks categories, then names starting with the text, before names containing it, accent-insensitively', () => {
    expect(searchSuggestions(catalogue, 'STICKER', 8)).toEqual([
      { kind: 'CATEGORY', label: 'Sticker', productId: null, categorySlug: 'sticker' },
      { kind: 'PRODUCT', label: 'Sticker bế hình', productId: 1, categorySlug: 'sticker' },
      { kind: 'PRODUCT', label: 'Thẻ sticker', productId: 3, categorySlug: 'sticker' },
    ]);
    expect(searchSuggestions(catalogue, 'the', 8).map((s) => s.productId)).toEqual([3]);
    expect(searchSuggestions(catalogue, 'sticker', 1)).toHaveLength(1);
    expect(searchSuggestions(catalogue, '  ', 8)).toEqual([]);
  });

  it('hands out suggestions a caller may change without changing the next answer', () => {
    const [first] = searchSuggestions(catalogue, 'card', 8);
    first!.label = 'changed';
    expect(searchSuggestions(catalogue, 'card', 8)[0]?.label).toBe('Card bo góc');
  });
});
