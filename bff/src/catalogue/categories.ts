import type { Product } from '../domain/catalogue';
import { foldVietnamese } from '../upstream/category-slug';

export interface CategorySummary {
  name: string;
  slug: string;
  productCount: number;
}

export function categoriesOf(products: readonly Product[]): CategorySummary[] {
  const bySlug = new Map<string, CategorySummary>();
  for (const p of products) {
    if (!p.category || !p.categorySlug) continue;
    const entry = bySlug.get(p.categorySlug);
    if (entry) entry.productCount += 1;
    else bySlug.set(p.categorySlug, { name: p.category, slug: p.categorySlug, productCount: 1 });
  }
  return [...bySlug.values()];
}

export interface Suggestion {
  kind: 'PRODUCT' | 'CATEGORY';
  label: string;
  productId: number | null;
  categorySlug: string | null;
}

/** Categories first, then products; names starting with the text before those merely containing it. */
export function searchSuggestions(products: readonly Product[], query: string, first: number): Suggestion[] {
  const needle = foldVietnamese(query);
  if (needle === '') return [];
  const rank = (label: string) => {
    const folded = foldVietnamese(label);
    if (folded.startsWith(needle)) return 0;
    return folded.includes(needle) ? 1 : -1;
  };
  const categories = categoriesOf(products)
    .map((c) => ({ rank: rank(c.name), s: { kind: 'CATEGORY', label: c.name, productId: null, categorySlug: c.slug } as Suggestion }));
  const items = products.map((p) => ({
    rank: rank(p.name),
    s: { kind: 'PRODUCT', label: p.name, productId: p.id, categorySlug: p.categorySlug } as Suggestion,
  }));
  return [...categories, ...items]
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, first)
    .map((x) => x.s);
}
