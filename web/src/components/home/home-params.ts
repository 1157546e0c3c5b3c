export const PRODUCT_SORTS = ['NORMAL', 'VIEWS_ASC', 'VIEWS_DESC', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type ProductSortValue = (typeof PRODUCT_SORTS)[number];

export interface HomeParams {
  /** Category slug; '' for 'Tất cả'. */
  category: string;
  sort: ProductSortValue;
}

function isSort(value: string): value is ProductSortValue {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** Reads `category` and `sort` from the home page's query string; unknown sorts fall back to NORMAL. */
export function parseHomeParams(params: URLSearchParams): HomeParams {
  const sort = (params.get('sort') ?? '').toUpperCase();
  return {
    category: (params.get('category') ?? '').trim(),
    sort: isSort(sort) ? sort : 'NORMAL',
  };
}

/** The query string for a home view, leaving out defaults so the plain home page stays `/`. */
export function homeSearchParams({ category, sort }: HomeParams): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (sort !== 'NORMAL') params.set('sort', sort);
  return params;
}
