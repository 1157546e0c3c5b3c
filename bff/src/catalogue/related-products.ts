import type { Product } from '../domain/catalogue';
import { perList } from './per-list';

const byCategory = perList((all: readonly Product[]) => {
  const groups = new Map<string, Product[]>();
  for (const p of all) {
    const group = groups.get(p.categorySlug);
    if (group) group.push(p);
    else groups.set(p.categorySlug, [p]);
  }
  return groups;
});

/** Other products, those of the same category first, in catalogue order. */
export function relatedProducts(all: readonly Product[], product: Product, first: number): Product[] {
  const related: Product[] = [];
  if (first <= 0) return related;
  for (const p of byCategory(all).get(product.categorySlug) ?? []) {
    if (p.id === product.id) continue;
    related.push(p);
    if (related.length === first) return related;
  }
  for (const p of all) {
    if (p.categorySlug === product.categorySlug) continue;
    related.push(p);
    if (related.length === first) return related;
  }
  return related;
}
