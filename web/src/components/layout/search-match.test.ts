import { describe, expect, it } from 'vitest';
import { findSearchTarget, foldForSearch } from './search-match';

const products = [
  { id: '100000', name: 'Thẻ nhựa PVC bo góc', categorySlug: 'cardbogoc' },
  { id: '100001', name: 'Sticker Đà Lạt', categorySlug: 'sticker' },
];
const categories = [
  { name: 'Card bo góc', slug: 'cardbogoc' },
  { name: 'Sticker', slug: 'sticker' },
];

describe('foldForSearch', () => {
  it('drops accents, folds đ and case, collapses spaces', () => {
    expect(foldForSearch('  Thẻ   ĐẸP  ')).toBe('the dep');
  });
});

describe('findSearchTarget', () => {
  it('finds a product by its exact name without accents or case', () => {
    expect(findSearchTarget('the nhua pvc BO GOC', products, categories)).toEqual({
      kind: 'product',
      productId: '100000',
      categorySlug: 'cardbogoc',
    });
  });

  it('finds a category by its exact name', () => {
    expect(findSearchTarget('card bo góc', products, categories)).toEqual({
      kind: 'category',
      categorySlug: 'cardbogoc',
    });
  });

  it('prefers a product over a category of the same name', () => {
    const clash = [...products, { id: '100002', name: 'Sticker', categorySlug: 'sticker' }];
    expect(findSearchTarget('sticker', clash, categories)).toMatchObject({ kind: 'product', productId: '100002' });
  });

  it('does not match part of a name', () => {
    expect(findSearchTarget('thẻ nhựa', products, categories)).toBeNull();
    expect(findSearchTarget('   ', products, categories)).toBeNull();
  });
});
