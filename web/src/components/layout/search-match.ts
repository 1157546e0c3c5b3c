export interface SearchProduct {
  id: string;
  name: string;
  categorySlug: string;
}

export interface SearchCategory {
  name: string;
  slug: string;
}

export type SearchTarget =
  | { kind: 'product'; productId: string; categorySlug: string }
  | { kind: 'category'; categorySlug: string };

/** Lower case, Vietnamese accents and đ folded to Latin, runs of spaces collapsed: "Thẻ  Đẹp " → "the dep". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** An exact product name wins over an exact category name; anything else is no match. */
export function findSearchTarget(
  text: string,
  products: readonly SearchProduct[],
  categories: readonly SearchCategory[],
): SearchTarget | null {
  const wanted = foldForSearch(text);
  if (!wanted) return null;
  const product = products.find((item) => foldForSearch(item.name) === wanted);
  if (product) return { kind: 'product', productId: product.id, categorySlug: product.categorySlug };
  const category = categories.find((item) => foldForSearch(item.name) === wanted || item.slug === wanted);
  if (category) return { kind: 'category', categorySlug: category.slug };
  return null;
}
