import { describe, expect, it } from 'vitest';
import { productHref } from './product-href';

describe('productHref', () => {
  it('keeps category first and an empty category as `category=`', () => {
    expect(productHref({ productId: '100000', categorySlug: '' })).toBe('/product?category=&productId=100000');
  });

  it('adds only the options that are set, encoded', () => {
    const href = productHref({ productId: '100003', categorySlug: 'cardbogoc', material: 'PVC dẻo', effect: null, size: '5x8' });
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/product');
    expect([...url.searchParams.keys()]).toEqual(['category', 'productId', 'material', 'size']);
    expect(url.searchParams.get('material')).toBe('PVC dẻo');
  });
});
