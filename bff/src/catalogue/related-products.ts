import type { Product } from '../domain/catalogue';

/** Other products, those of the same category first, in catalogue order. */
export function relatedProducts(all: readonly Product[], product: Product, first: number): Product[] {
  const others = all.filter((p) => p.id !== product.id);
  const same = others.filter((p) => p.categorySlug === product.categorySlug);
  const rest = others.filter((p) => p.categorySlug !== product.categorySlug);
  return [...same, ...rest].slice(0, first);
}
