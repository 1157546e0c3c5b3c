import { GraphQLError } from 'graphql';
import { builder } from '../builder';
import type { Review } from '../db/tables';
import { decodeReviewCursor, encodeReviewCursor } from '../reviews/review-cursor';
import { reviewPage } from '../reviews/review-store';
import { PageInfoRef, ProductRef } from './product';
import { ownReview, ReviewRef } from './review';

export const REVIEW_PAGE_SIZE = 10;
const MAX_REVIEW_PAGE_SIZE = 50;


interface ReviewPage {
  productId: number;
  reviews: Review[];
  hasNextPage: boolean;
}

const ReviewEdgeRef = builder.objectRef<Review>('ReviewEdge').implement({
  description: 'A review in a list, with its cursor.',
  fields: (t) => ({
    cursor: t.string({ description: 'Opaque position, for `after`.', resolve: cursorOf }),
    node: t.field({ type: ReviewRef, description: 'The review.', resolve: (review) => review }),
  }),
});

const ReviewConnectionRef = builder.objectRef<ReviewPage>('ReviewConnection').implement({
  description: 'A page of reviews, newest first.',
  fields: (t) => ({
    edges: t.field({ type: [ReviewEdgeRef], description: 'The reviews of this page.', resolve: (page) => page.reviews }),
    pageInfo: t.field({
      type: PageInfoRef,
      description: 'Whether more pages follow.',
      resolve: ({ reviews, hasNextPage }) => {
        const last = reviews.at(-1);
        return { hasNextPage, endCursor: last ? cursorOf(last) : null };
      },
    }),
    totalCount: t.int({
      description: "Reviews this shopper sees over all pages: the approved ones, and their own while it waits.",
      resolve: async ({ productId }, _args, ctx) => {
        const [rating, own] = await Promise.all([ctx.loaders.reviews.ratings.load(productId), ownReview(ctx, productId)]);
        return rating.count + (own?.status === 'pending' ? 1 : 0);
      },
    }),
  }),
});

builder.objectFields(ProductRef, (t) => ({
  reviews: t.field({
    type: ReviewConnectionRef,
    description: "Approved reviews, newest first, with the signed-in shopper's own review while it waits for approval.",
    args: {
      first: t.arg.int({ defaultValue: REVIEW_PAGE_SIZE, description: `Page size, 1 to ${MAX_REVIEW_PAGE_SIZE}.` }),
      after: t.arg.string({ description: 'Cursor from pageInfo.endCursor.' }),
    },
    resolve: async (product, args, ctx) => {
      const after = args.after ? decodeReviewCursor(args.after) : null;
      if (args.after && !after) throw new GraphQLError('Invalid reviews cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
      const first = Math.max(1, Math.min(args.first ?? REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE));
      const viewerId = ctx.session?.userId ?? null;
      const page = await reviewPage(ctx.services.database.db, { productId: product.id, viewerId, first, after });
      return { productId: product.id, ...page };
    },
  }),
}));

function cursorOf(review: Review): string {
  return encodeReviewCursor({ createdAt: review.created_at, id: review.id });
}
