export interface ProductLink {
  productId: string;
  /** The product's category slug; '' keeps an empty `category=` as the shop's own links do. */
  categorySlug: string;
  material?: string | null;
  effect?: string | null;
  size?: string | null;
}

/** `/product?category=<slug>&productId=<id>` plus any preselected options that are set. */
export function productHref({ productId, categorySlug, material, effect, size }: ProductLink): string {
  const params = new URLSearchParams({ category: categorySlug, productId });
  for (const [key, value] of [['material', material], ['effect', effect], ['size', size]] as const) {
    if (value) params.set(key, value);
  }
  return `/product?${params.toString()}`;
}
