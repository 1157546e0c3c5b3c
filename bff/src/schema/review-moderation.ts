import { builder } from '../builder';
import { canModerate, moderateReview, reviewQueue, type ReviewModerated, type ReviewQueue } from '../reviews/moderate-review';
import { Viewer } from './account';
import { Forbidden, InvalidInput, NotSignedIn, Unavailable } from './error';
import { ProductRef } from './product';
import { ReviewRef } from './review';

builder.objectFields(ReviewRef, (t) => ({
  product: t.field({
    type: ProductRef,
    nullable: true,
    description: 'The reviewed product; null once it left the catalogue.',
    resolve: (review, _args, ctx) => ctx.loaders.findProduct(review.product_id),
  }),
}));

builder.objectFields(Viewer, (t) => ({
  canModerateReviews: t.boolean({
    description: "True for the shop's admins (as the shop's user list marks them): they approve or reject reviews.",
    resolve: (_viewer, _args, ctx) => canModerate(ctx),
  }),
}));

const ReviewQueueRef = builder.objectRef<ReviewQueue>('ReviewModerationQueue').implement({
  description: 'Reviews waiting for the shop, oldest first.',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'ReviewModerationQueue',
  fields: (t) => ({
    reviews: t.field({ type: [ReviewRef], description: 'The first waiting reviews.', resolve: (queue) => queue.reviews }),
    totalCount: t.exposeInt('totalCount', { description: 'How many reviews wait in all.' }),
  }),
});

const ReviewModeratedRef = builder.objectRef<ReviewModerated>('ReviewModerated').implement({
  description: "The shop's decision was recorded.",
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'ReviewModerated',
  fields: (t) => ({
    review: t.field({ type: ReviewRef, description: 'The review, now APPROVED or REJECTED.', resolve: (result) => result.review }),
  }),
});

const ReviewDecisionRef = builder.enumType('ReviewDecision', {
  description: "The shop's decision on a waiting review.",
  values: {
    APPROVE: { description: 'Everyone sees it, and it counts in the rating.' },
    REJECT: { description: 'Only its author keeps seeing it.' },
  } as const,
});

builder.queryField('reviewModerationQueue', (t) =>
  t.field({
    type: builder.unionType('ReviewModerationQueueResult', {
      description: 'The queue, or why not: NotSignedIn, Forbidden (not an admin) or Unavailable.',
      types: [ReviewQueueRef, NotSignedIn, Forbidden, Unavailable],
    }),
    description: 'Reviews waiting for approval, for the shop\'s admins.',
    args: { first: t.arg.int({ defaultValue: 20, description: 'How many, 1 to 50.' }) },
    resolve: (_root, args, ctx) => reviewQueue(ctx, args.first ?? 20),
  }),
);

builder.mutationField('moderateReview', (t) =>
  t.field({
    type: builder.unionType('ModerateReviewResult', {
      description: 'ReviewModerated, or why not: NotSignedIn, Forbidden, InvalidInput (no such waiting review, or rewritten since) or Unavailable.',
      types: [ReviewModeratedRef, NotSignedIn, Forbidden, InvalidInput, Unavailable],
    }),
    description: "Approves or rejects a waiting review (the shop's admins only).",
    args: {
      reviewId: t.arg.id({ required: true, description: 'The review id.' }),
      decision: t.arg({ type: ReviewDecisionRef, required: true, description: 'Approve or reject.' }),
      writtenAt: t.arg.string({ required: true, description: "The review's createdAt as shown: a review rewritten since is left waiting." }),
    },
    resolve: (_root, args, ctx) =>
      moderateReview(ctx, { reviewId: String(args.reviewId), approve: args.decision === 'APPROVE', writtenAt: args.writtenAt }),
  }),
);
