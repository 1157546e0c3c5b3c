import { builder } from '../builder';
import { recordView } from '../db/product-views';
import type { Product } from '../domain/catalogue';
import { listProducts, MAX_PAGE_SIZE, paginate, type ProductSort } from '../catalogue/product-list';
import { relatedProducts } from '../catalogue/related-products';
import { priceRange } from '../catalogue/price-range';
import { PriceTableRef } from './price-table';
import { ProductOptionsRef, ProductSpecsRef } from './product-options';
import { RichTextRef } from './rich-text';
import { parseProductId } from './product-id';
import { mapCached } from '../upstream/catalogue-source';

export const ProductRef = builder.objectRef<Product>('Product');

const PriceRangeRef = builder.objectRef<{ min: number; max: number }>('PriceRange').implement({
  description: 'Lowest and highest price per item over all price tables (tier price ÷ tier quantity), whole đồng.',
  fields: (t) => ({
    min: t.exposeInt('min', { description: 'Lowest price per item, whole đồng.' }),
    max: t.exposeInt('max', { description: 'Highest price per item, whole đồng.' }),
  }),
});

ProductRef.implement({
  description: 'A printed product of the shop, with its options, media, notes and prices.',
  fields: (t) => ({
    id: t.id({ description: 'Numeric id as a string, e.g. "100000".', resolve: (p) => String(p.id) }),
    name: t.exposeString('name', { description: 'Product name.' }),
    tagline: t.exposeString('tagline', { nullable: true, description: "The shop's second name line (name2)." }),
    price: t.exposeInt('price', { nullable: true, description: 'Starting price in whole đồng.' }),
    category: t.exposeString('category', { nullable: true, description: "Category as the shop writes it, e.g. 'Card bo góc'." }),
    categorySlug: t.exposeString('categorySlug', {
      description: "Category lower-cased, no spaces, transliterated ('Card bo góc' → 'cardbogoc'); '' without category.",
    }),
    options: t.field({ type: ProductOptionsRef, description: 'Print options to choose from.', resolve: (p) => p.options }),
    specs: t.field({ type: ProductSpecsRef, description: 'Basic parameters.', resolve: (p) => p.specs }),
    videoId: t.exposeString('videoId', { nullable: true, description: 'The 11-character YouTube id of the product video.' }),
    images: t.exposeStringList('images', { description: 'Gallery image URLs, in order.' }),
    thumbnail: t.exposeString('thumbnail', { nullable: true, description: 'Tile image.' }),
    hoverImage: t.exposeString('hoverImage', { nullable: true, description: 'Tile image shown on hover.' }),
    viewCount: t.int({
      description: "The shop's own counter plus the views this storefront counted (one per shopper per hour).",
      resolve: (p, _args, ctx) => {
        const own = ctx.loaders.ownViewsNow(p.id);
        return own === undefined ? ctx.loaders.ownViews.load(p.id).then((n) => p.seen + n) : p.seen + own;
      },
    }),
    description: t.field({ type: RichTextRef, nullable: true, description: 'Giới thiệu (introduction).', resolve: (p) => p.description }),
    materialNotes: t.field({ type: [RichTextRef], description: 'Notes on each material.', resolve: (p) => p.materialNotes }),
    effectNotes: t.field({ type: [RichTextRef], description: 'Notes on each effect.', resolve: (p) => p.effectNotes }),
    orderNotes: t.field({ type: [RichTextRef], description: 'Lưu ý đặt hàng.', resolve: (p) => p.orderNotes }),
    priceTables: t.field({
      type: [PriceTableRef],
      description: 'Every price table of the product (one per size and material).',
      resolve: (p, _args, ctx) => ctx.loaders.priceTables.load(p.id),
    }),
    priceTable: t.field({
      type: PriceTableRef,
      nullable: true,
      description: 'The table for one size (and material, when given).',
      args: {
        size: t.arg.string({ required: true, description: 'A size value from options.size.' }),
        material: t.arg.string({ description: 'Defaults to the first table of that size.' }),
      },
      resolve: async (p, args, ctx) => {
        const tables = (await ctx.loaders.priceTables.load(p.id)).filter((x) => x.size === args.size);
        return tables.find((x) => x.material === args.material) ?? tables[0] ?? null;
      },
    }),
    priceRange: t.field({
      type: PriceRangeRef,
      nullable: true,
      description: 'Null when every table is price on request.',
      resolve: async (p, _args, ctx) => priceRange(await ctx.loaders.priceTables.load(p.id)),
    }),
    related: t.field({
      type: [ProductRef],
      description: 'Other products, same category first.',
      args: { first: t.arg.int({ defaultValue: 8, description: 'How many, at most 24.' }) },
      resolve: async (p, args, ctx) =>
        relatedProducts((await ctx.services.catalogue.products()).list, p, clamp(args.first ?? 8, 0, 24)),
    }),
  }),
});

const ProductSortRef = builder.enumType('ProductSort', {
  description: 'Product list order.',
  values: {
    NORMAL: { description: "The shop's own order." },
    VIEWS_ASC: { description: 'Lượt xem tăng dần.' },
    VIEWS_DESC: { description: 'Lượt xem giảm dần.' },
    PRICE_ASC: { description: 'Giá tăng dần.' },
    PRICE_DESC: { description: 'Giá giảm dần.' },
  } as const,
});

export const PageInfoRef = builder.objectRef<{ hasNextPage: boolean; endCursor: string | null }>('PageInfo').implement({
  description: 'Where a page ends.',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'True when more items follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

const ProductEdgeRef = builder.objectRef<{ node: Product; cursor: string }>('ProductEdge').implement({
  description: 'A product in a list, with its cursor.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Opaque position, for `after`.' }),
    node: t.field({ type: ProductRef, description: 'The product.', resolve: (e) => e.node }),
  }),
});

const ProductConnectionRef = builder
  .objectRef<ReturnType<typeof paginate<Product>>>('ProductConnection')
  .implement({
    description: 'A page of products.',
    fields: (t) => ({
      edges: t.field({ type: [ProductEdgeRef], description: 'The products of this page.', resolve: (c) => c.items }),
      pageInfo: t.field({ type: PageInfoRef, description: 'Whether more pages follow.', resolve: (c) => c }),
      totalCount: t.exposeInt('totalCount', { description: 'Products matching the filter, over all pages.' }),
    }),
  });

builder.queryFields((t) => ({
  products: t.field({
    type: ProductConnectionRef,
    description: 'The catalogue, filtered, searched, sorted and paged by the BFF over its cache.',
    args: {
      category: t.arg.string({ description: "Category name or slug; 'Tất cả' or empty for all." }),
      search: t.arg.string({ description: 'Accent-insensitive text search over names and categories.' }),
      sort: t.arg({ type: ProductSortRef, defaultValue: 'NORMAL', description: 'Order of the list.' }),
      first: t.arg.int({ defaultValue: 24, description: `Page size, at most ${MAX_PAGE_SIZE}.` }),
      after: t.arg.string({ description: 'Cursor from pageInfo.endCursor.' }),
    },
    resolve: (_root, args, ctx) => {
      const sort: ProductSort = args.sort ?? 'NORMAL';
      return mapCached(ctx.services.catalogue.products(), ({ list }) =>
        mapCached(sort.startsWith('VIEWS') ? ctx.loaders.allOwnViews() : NO_VIEWS, (ownViews) => {
          const sorted = listProducts(list, { category: args.category, search: args.search, sort }, (p) => p.seen + (ownViews.get(p.id) ?? 0));
          return paginate(sorted, args.first ?? 24, args.after);
        }),
      );
    },
  }),
  product: t.field({
    type: ProductRef,
    nullable: true,
    description: 'One product, or null when there is none with this id. Counts a view (at most one per shopper per hour).',
    args: { id: t.arg.id({ required: true, description: 'The product id, e.g. "100000".' }) },
    resolve: async (_root, args, ctx) => {
      const id = parseProductId(args.id);
      const product = id === null ? null : await ctx.loaders.product.load(id);
      if (product) {
        await recordView(ctx.services.database.db, product.id, ctx.viewerKey).catch(() => undefined);
        ctx.loaders.openedProduct(product.id);
      }
      return product;
    },
  }),
}));

const NO_VIEWS: ReadonlyMap<number, number> = new Map();

function clamp(n: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, n));
}
