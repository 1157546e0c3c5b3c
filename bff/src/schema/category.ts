import { builder } from '../builder';
import { categoriesOf, searchSuggestions, type Suggestion } from '../catalogue/categories';
import { mapCached } from '../upstream/catalogue-source';

const CategoryRef = builder.objectRef<{ name: string; slug: string; productCount: number }>('Category').implement({
  description: 'A product category.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "As the shop writes it, e.g. 'Card bo góc'." }),
    slug: t.exposeString('slug', { description: "For URLs, e.g. 'cardbogoc'." }),
    productCount: t.exposeInt('productCount', { description: 'Products in the category.' }),
  }),
});

const SuggestionKindRef = builder.enumType('SuggestionKind', {
  description: 'What a suggestion points at.',
  values: {
    PRODUCT: { description: 'A product page.' },
    CATEGORY: { description: 'The home list filtered by a category.' },
  } as const,
});

const SearchSuggestionRef = builder.objectRef<Suggestion>('SearchSuggestion').implement({
  description: 'A search-box suggestion: a product or a category.',
  fields: (t) => ({
    kind: t.field({ type: SuggestionKindRef, description: 'Product or category.', resolve: (s) => s.kind }),
    label: t.exposeString('label', { description: 'Text to show.' }),
    productId: t.id({ nullable: true, description: 'For a product: its id.', resolve: (s) => (s.productId === null ? null : String(s.productId)) }),
    categorySlug: t.exposeString('categorySlug', { nullable: true, description: "The category's slug (for a product: its category's)." }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    type: [CategoryRef],
    description: 'Categories with at least one product, in order of first appearance.',
    resolve: (_root, _args, ctx) => mapCached(ctx.services.catalogue.products(), ({ list }) => categoriesOf(list)),
  }),
  searchSuggestions: t.field({
    type: [SearchSuggestionRef],
    description: 'Products and categories matching the text, accent-insensitive (“the” finds “thẻ”).',
    args: {
      query: t.arg.string({ required: true, description: 'What the shopper typed (at most 100 characters are used).' }),
      first: t.arg.int({ defaultValue: 8, description: 'At most 20.' }),
    },
    resolve: async (_root, args, ctx) =>
      searchSuggestions((await ctx.services.catalogue.products()).list, args.query.slice(0, 100), Math.max(0, Math.min(args.first ?? 8, 20))),
  }),
}));
