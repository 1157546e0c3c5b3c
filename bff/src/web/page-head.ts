import type { Services } from '../context';
import { priceRange } from '../catalogue/price-range';
import { parseProductId } from '../schema/product-id';
import { productHeadTags } from './product-head';

/** Head tags a crawler sees without running JavaScript (product pages only). */
export function pageHead(services: Services, publicOrigin: () => string) {
  return async (url: URL): Promise<string | null> => {
    if (url.pathname !== '/product') return null;
    const id = parseProductId(url.searchParams.get('productId') ?? '');
    if (id === null) return null;
    const [{ byId }, tables] = await Promise.all([services.catalogue.products(), services.catalogue.priceTables()]);
    const product = byId.get(id);
    if (!product) return null;
    const range = priceRange(tables.get(id) ?? []);
    const rating = services.ratings ? await services.ratings(id) : { average: null, count: 0 };
    return productHeadTags({
      id: String(id),
      name: product.name,
      description: product.tagline ?? product.description?.paragraphs[0] ?? null,
      image: product.thumbnail,
      url: `${publicOrigin()}${url.pathname}${url.search}`,
      priceMin: range?.min ?? product.price,
      priceMax: range?.max ?? product.price,
      ratingAverage: rating.average,
      ratingCount: rating.count,
    });
  };
}
