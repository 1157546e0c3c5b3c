import { builder } from '../builder';
import type { Context } from '../context';
import type { Review } from '../db/tables';
import { writeReview, type ReviewWritten } from '../reviews/write-review';
import { RateLimited } from './account-errors';
import { InvalidInput, NotSignedIn } from './error';
import { ProductRef } from './product';

const UNNAMED_AUTHOR = 'Khách hàng';

export const ReviewRef = builder.objectRef<Review>('Review');

const ReviewStatusRef = builder.enumType('ReviewStatus', {
  description: 'Where a review stands with the shop.',
  values: {
    PENDING: { value: 'pending', description: 'Đang chờ duyệt: only its author sees it.' },
    APPROVED: { value: 'approved', description: 'Approved: everyone sees it.' },
    REJECTED: { value: 'rejected', description: 'Not approved: only its author sees it, as `myReview`.' },
  } as const,
});

const ReviewAuthorRef = builder.objectRef<{ name: string; avatar: string | null }>('ReviewAuthor').implement({
  description: "A reviewer's public card: never an email, phone or anything else of the account.",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Full name as the shop knows it now.' }),
    avatar: t.exposeString('avatar', { nullable: true, description: 'Avatar image URL.' }),
  }),
});

ReviewRef.implement({
  description: "A shopper's stars and words about a product.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Opaque id.' }),
    rating: t.exposeInt('rating', { description: 'Stars, 1 to 5.' }),
    text: t.exposeString('text', { description: 'Plain text (may be empty; line breaks kept): never HTML.' }),
    createdAt: t.string({
      description: 'When it was written (or last rewritten), ISO 8601.',
      resolve: (review) => review.created_at.toISOString(),
    }),
    status: t.field({ type: ReviewStatusRef, description: 'Pending until the shop approves it.', resolve: (r) => r.status }),
    mine: t.boolean({
      description: "True on the signed-in shopper's own review.",
      resolve: (review, _args, ctx) => ctx.session?.userId === review.user_id,
    }),
    author: t.field({
      type: ReviewAuthorRef,
      description: "The reviewer's current name and avatar (those written with the review when the shop cannot say).",
      resolve: async (review, _args, ctx) => {
        const user = await ctx.loaders.reviews.authors.load(review.user_id);
        return { name: user?.fullname || review.author_name || UNNAMED_AUTHOR, avatar: user?.avatar ?? review.author_avatar };
      },
    }),
  }),
});

builder.objectFields(ProductRef, (t) => ({
  myReview: t.field({
    type: ReviewRef,
    nullable: true,
    description: "The signed-in shopper's own review of this product, whatever its status; null for visitors.",
    resolve: (product, _args, ctx) => ownReview(ctx, product.id),
  }),
  viewerCanReview: t.boolean({
    description: 'True when the shopper is signed in and so may write (or rewrite) a review.',
    resolve: (_product, _args, ctx) => ctx.session !== null,
  }),
}));

export function ownReview(ctx: Context, productId: number): Promise<Review | null> {
  const userId = ctx.session?.userId;
  return userId === undefined ? Promise.resolve(null) : ctx.loaders.reviews.ownReviews.load({ userId, productId });
}

const ReviewWrittenRef = builder.objectRef<ReviewWritten>('ReviewWritten').implement({
  description: 'The review was saved; it waits for approval and only its author sees it until then.',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'ReviewWritten',
  fields: (t) => ({
    review: t.field({ type: ReviewRef, description: 'The saved review (status PENDING).', resolve: (r) => r.review }),
    product: t.field({ type: ProductRef, description: 'The reviewed product, to refresh its reviews.', resolve: (r) => r.product }),
  }),
});

const WriteReviewResultRef = builder.unionType('WriteReviewResult', {
  description: 'ReviewWritten, or why not: NotSignedIn, InvalidInput (rating, text, productId) or RateLimited.',
  types: [ReviewWrittenRef, NotSignedIn, InvalidInput, RateLimited],
});

builder.mutationField('writeReview', (t) =>
  t.field({
    type: WriteReviewResultRef,
    description: "Writes the signed-in shopper's review of a product; a second one replaces the first.",
    args: {
      productId: t.arg.id({ required: true, description: 'The product id, e.g. "100000".' }),
      rating: t.arg.int({ required: true, description: 'Stars, a whole number from 1 to 5.' }),
      text: t.arg.string({ description: 'Optional words, at most 1000 characters; kept as plain text.' }),
    },
    resolve: (_root, args, ctx) => writeReview(ctx, { productId: String(args.productId), rating: args.rating, text: args.text }),
  }),
);
