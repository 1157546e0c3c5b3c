import { describe, expect, it } from 'vitest';
import { relatedProducts } from '../../bff/src/catalogue/related-products';
import type { Product } from '../../bff/src/domain/catalogue';

const product = (id: number, categorySlug: string) => ({ id, name: `P${id}`, category: categorySlug || null, categorySlug }) as Product;

// Catalogue order interleaves the categories, so "same first, then in catalogue order" is visible.
const catalogue = [
  product(1, 'sticker'),
  product(2, 'card'),
  product(3, 'sticker'),
  product(4, ''),
  product(5, 'card'),
  product(6, 'lich'),
  product(7, 'card'),
];
const ids = (list: Product[]) => list.map((p) => p.id);

describe('relatedProducts', () => {
  it('lists the same category first, then the rest, each in catalogue order, without the product', () => {
    expect(ids(relatedProducts(catalogue, catalogue[4]!, 10))).toEqual([2, 7, 1, 3, 4, 6]);
    expect(ids(relatedProducts(catalogue, catalogue[0]!, 10))).toEqual([3, 2, 4, 5, 6, 7]);
  });

  it('stops at `first`, within the same category or among the rest', () => {
    expect(ids(relatedProducts(catalogue, catalogue[4]!, 1))).toEqual([2]);
    expect(ids(relatedProducts(catalogue, catalogue[4]!, 3))).toEqual([2, 7, 1]);
    expect(relatedProducts(catalogue, catalogue[4]!, 0)).toEqual([]);
  });

  it('groups products without a category together', () => {
    const withBlank = [...catalogue, product(8, '')];
    expect(ids(relatedProducts(withBlank, withBlank[3]!, 2))).toEqual([8, 1]);
  });

  it('follows a refreshed catalogue (a new list), not the one it saw first', () => {
    expect(ids(relatedProducts(catalogue, catalogue[1]!, 2))).toEqual([5, 7]);
    const refreshed = [product(9, 'card'), ...catalogue];
    expect(ids(relatedProducts(refreshed, catalogue[1]!, 2))).toEqual([9, 5]);
  });
});
