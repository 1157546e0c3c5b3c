import { builder } from '../builder';
import type { RatingSummary } from '../reviews/rating-summary';
import { ProductRef } from './product';

const ProductRatingRef = builder.objectRef<RatingSummary>('ProductRating').implement({
  description: "A product's stars over its approved reviews.",
  fields: (t) => ({
    average: t.exposeFloat('average', {
      nullable: true,
      description: 'Mean stars (1–5), rounded to one decimal; null without reviews.',
    }),
    count: t.exposeInt('count', { description: 'Approved reviews.' }),
    distribution: t.exposeIntList('distribution', {
      description: 'Approved reviews giving 1, 2, 3, 4 and 5 stars, in that order (always five numbers).',
    }),
  }),
});

builder.objectField(ProductRef, 'rating', (t) =>
  t.field({
    type: ProductRatingRef,
    description: 'Average stars, count and distribution of the approved reviews.',
    resolve: (product, _args, ctx) => ctx.loaders.reviews.ratings.load(product.id),
  }),
);
