import type { Product } from '../domain/catalogue';
import { categorySlug, foldVietnamese } from '../upstream/category-slug';
import { perList } from './per-list';

export type ProductSort = 'NORMAL' | 'VIEWS_ASC' | 'VIEWS_DESC' | 'PRICE_ASC' | 'PRICE_DESC';

export interface ProductListQuery {
  /** A category name or its slug; 'Tất cả' or empty means every category. */
  category?: string | null;
  search?: string | null;
  sort?: ProductSort | null;
}

const ALL_CATEGORIES = new Set(['', 'tatca', 'all']);

/** Filters, searches and sorts in the BFF: the known deployment's own filter, search and sort are unreliable. */
export function listProducts(
  products: readonly Product[],
  query: ProductListQuery,
  viewCount: (product: Product) => number,
): readonly Product[] {
  // Most requests ask for every category with no search: no slugging or folding for those.
  const wanted = query.category ? categorySlug(query.category) : '';
  const needle = query.search ? foldVietnamese(query.search) : '';
  const anyCategory = ALL_CATEGORIES.has(wanted);
  if (anyCategory && needle === '') return sortProducts(products, query.sort ?? 'NORMAL', viewCount);
  const folded = needle === '' ? null : searchTextsOf(products);
  const matches = products.filter(
    (p, i) => (anyCategory || p.categorySlug === wanted) && (folded === null || (folded[i] ?? '').includes(needle)),
  );
  return sortProducts(matches, query.sort ?? 'NORMAL', viewCount);
}

/** Each product's searchable text without accents, by position in the list, folded once per list. */
const searchTextsOf = perList((products: readonly Product[]) =>
  products.map((p) => foldVietnamese(`${p.name} ${p.tagline ?? ''} ${p.category ?? ''}`)),
);

function sortProducts(products: readonly Product[], sort: ProductSort, viewCount: (p: Product) => number): readonly Product[] {
  if (sort === 'NORMAL') return products;
  const direction = sort.endsWith('_ASC') ? 1 : -1;
  const key = sort.startsWith('VIEWS') ? viewCount : (p: Product) => p.price;
  return [...products].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    // Products without a price go last whichever the direction.
    if (ka === null) return kb === null ? a.id - b.id : 1;
    if (kb === null) return -1;
    return (ka - kb) * direction || a.id - b.id;
  });
}

export interface Page<T> {
  items: { node: T; cursor: string }[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

export const MAX_PAGE_SIZE = 100;

/** Opaque offset cursors: the list is re-derived from the cache on each request. */
export function paginate<T>(all: readonly T[], first: number, after: string | null | undefined): Page<T> {
  const start = after ? decodeCursor(after) + 1 : 0;
  const size = Math.max(0, Math.min(first, MAX_PAGE_SIZE));
  const slice = all.slice(start, start + size);
  const items = slice.map((node, i) => ({ node, cursor: encodeCursor(start + i) }));
  return {
    items,
    hasNextPage: start + size < all.length,
    endCursor: items.at(-1)?.cursor ?? null,
    totalCount: all.length,
  };
}

export function encodeCursor(offset: number): string {
  if (offset < CURSORS_KEPT) return (knownCursors[offset] ??= cursorOf(offset));
  return cursorOf(offset);
}

/** The first pages' cursors are the same on every request: encoded once. */
const CURSORS_KEPT = 10_000;
const knownCursors: string[] = [];

function cursorOf(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : -1;
}
