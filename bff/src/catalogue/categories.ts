import type { Product } from '../domain/catalogue';
import { foldVietnamese } from '../upstream/category-slug';
import { perList } from './per-list';

export interface CategorySummary {
  name: string;
  slug: string;
  productCount: number;
}

/** Categories with at least one product, in order of first appearance; shared, so read only. */
export const categoriesOf: (products: readonly Product[]) => readonly Readonly<CategorySummary>[] = perList((products) => {
  const bySlug = new Map<string, CategorySummary>();
  for (const p of products) {
    if (!p.category || !p.categorySlug) continue;
    const entry = bySlug.get(p.categorySlug);
    if (entry) entry.productCount += 1;
    else bySlug.set(p.categorySlug, { name: p.category, slug: p.categorySlug, productCount: 1 });
  }
  return [...bySlug.values()];
});

export interface Suggestion {
  kind: 'PRODUCT' | 'CATEGORY';
  label: string;
  productId: number | null;
  categorySlug: string | null;
}

interface Candidate {
  folded: string;
  suggestion: Suggestion;
}

/** Every category, then every product, with its label folded once per list rather than per keystroke. */
const candidatesOf = perList((products: readonly Product[]): Candidate[] => {
  const candidate = (suggestion: Suggestion) => ({ folded: foldVietnamese(suggestion.label), suggestion });
  return [
    ...categoriesOf(products).map((c) => candidate({ kind: 'CATEGORY', label: c.name, productId: null, categorySlug: c.slug })),
    ...products.map((p) => candidate({ kind: 'PRODUCT', label: p.name, productId: p.id, categorySlug: p.categorySlug })),
  ];
});

/** Categories first, then products; names starting with the text before those merely containing it. */
export function searchSuggestions(products: readonly Product[], query: string, first: number): Suggestion[] {
  const needle = foldVietnamese(query);
  if (needle === '') return [];
  const rank = (folded: string) => {
    if (folded.startsWith(needle)) return 0;
    return folded.includes(needle) ? 1 : -1;
  };
  return candidatesOf(products)
    .map((c) => ({ rank: rank(c.folded), s: c.suggestion }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, first)
    .map((x) => ({ ...x.s }));
}
