import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../bff/src/schema/error';
import { MODERATION_MESSAGES } from '../../bff/src/reviews/moderate-review';
import { databaseKinds, skipWhenUnavailable } from '../db/test-databases';
import { signInAs, startStackOn } from './reviews-helpers';
import { MODES, type Stack } from './stack';

const QUEUE = `query { reviewModerationQueue(first: 50) {
  __typename
  ... on Error { code message }
  ... on ReviewModerationQueue { totalCount reviews { id rating text createdAt status author { name } product { id name } } }
} }`;
const DECIDE = `mutation($id: ID!, $decision: ReviewDecision!, $writtenAt: String!) {
  moderateReview(reviewId: $id, decision: $decision, writtenAt: $writtenAt) {
    __typename
    ... on Error { code message }
    ... on ReviewModerated { review { id status } }
  }
}`;
const WRITE = `mutation($productId: ID!, $rating: Int!, $text: String) {
  writeReview(productId: $productId, rating: $rating, text: $text) { __typename ... on ReviewWritten { review { id createdAt } } }
}`;
const PUBLIC_REVIEWS = `query($id: ID!) { product(id: $id) { rating { count average } reviews(first: 50) { edges { node { id text status } } } } }`;
const CAN_MODERATE = `{ me { canModerateReviews } }`;

interface QueuedReview {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  status: string;
  author: { name: string };
  product: { id: string; name: string } | null;
}

const SETUPS = MODES.flatMap((mode) => databaseKinds().map((engine) => ({ mode, engine, kind: engine.kind })));

describe.each(SETUPS)('review moderation (double in $mode mode, $kind)', ({ mode, engine }) => {
  skipWhenUnavailable(engine);
  let stack: Stack;
  let asAdmin: Record<string, string>;
  let asAn: Record<string, string>;
  let asBinh: Record<string, string>;

  beforeAll(async () => {
    stack = await startStackOn(engine.kind, mode);
    [asAdmin, asAn, asBinh] = await Promise.all([signInAs(stack, 'admin@demo.vn'), signInAs(stack, 'an@demo.vn'), signInAs(stack, 'binh@demo.vn')]);
  });
  afterAll(() => stack?.close());

  const queue = async () => (await stack.gql(QUEUE, {}, asAdmin)).data.reviewModerationQueue as { totalCount: number; reviews: QueuedReview[] };
  const write = async (productId: string, rating: number, text: string, headers: Record<string, string>) =>
    (await stack.gql(WRITE, { productId, rating, text }, headers)).data.writeReview.review as { id: string; createdAt: string };
  const decide = async (id: string, decision: 'APPROVE' | 'REJECT', writtenAt: string, headers = asAdmin) =>
    (await stack.gql(DECIDE, { id, decision, writtenAt }, headers)).data.moderateReview;
  const publicReviews = async (productId: string) => (await stack.gql(PUBLIC_REVIEWS, { id: productId })).data.product;

  it('tells the signed-in admin, and only them, that they moderate', async () => {
    expect((await stack.gql(CAN_MODERATE, {}, asAdmin)).data.me.canModerateReviews).toBe(true);
    expect((await stack.gql(CAN_MODERATE, {}, asAn)).data.me.canModerateReviews).toBe(false);
    expect((await stack.gql(CAN_MODERATE)).data.me).toBeNull();
  });

  it('lists waiting reviews oldest first with their product and author; approving one publishes it and counts it', async () => {
    const first = await write('100003', 4, 'Thẻ in đẹp, giao nhanh.', asAn);
    const second = await write('100003', 2, 'Màu hơi nhạt.', asBinh);
    const waiting = await queue();
    const ours = waiting.reviews.filter((r) => [first.id, second.id].includes(r.id));
    expect(ours.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(ours[0]).toMatchObject({ status: 'PENDING', rating: 4, text: 'Thẻ in đẹp, giao nhanh.', author: { name: 'Nguyễn Văn An' }, product: { id: '100003' } });
    expect(waiting.totalCount).toBeGreaterThanOrEqual(2);

    const before = await publicReviews('100003');
    expect(before.reviews.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(first.id);

    expect(await decide(first.id, 'APPROVE', first.createdAt)).toEqual({ __typename: 'ReviewModerated', review: { id: first.id, status: 'APPROVED' } });
    expect(await decide(second.id, 'REJECT', second.createdAt)).toEqual({ __typename: 'ReviewModerated', review: { id: second.id, status: 'REJECTED' } });

    const after = await publicReviews('100003');
    const visible = after.reviews.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(visible).toContain(first.id);
    expect(visible).not.toContain(second.id);
    expect(after.rating.count).toBe(before.rating.count + 1);
    expect((await queue()).reviews.map((r) => r.id)).not.toContain(first.id);
  });

  it('refuses visitors and shoppers, and changes nothing', async () => {
    const review = await write('100005', 5, 'Tuyệt vời', asAn);
    const asVisitor = await stack.gql(DECIDE, { id: review.id, decision: 'APPROVE', writtenAt: review.createdAt });
    expect(asVisitor.data.moderateReview.__typename).toBe('NotSignedIn');
    const asShopper = await decide(review.id, 'APPROVE', review.createdAt, asAn);
    expect(asShopper).toEqual({ __typename: 'Forbidden', code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    expect((await stack.gql(QUEUE, {}, asAn)).data.reviewModerationQueue.__typename).toBe('Forbidden');
    expect((await stack.gql(QUEUE)).data.reviewModerationQueue.__typename).toBe('NotSignedIn');
    expect((await queue()).reviews.find((r) => r.id === review.id)?.status).toBe('PENDING');
  });

  it('leaves a review rewritten after the admin read it waiting, and says why', async () => {
    const seen = await write('100006', 1, 'Chưa nhận được hàng', asBinh);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rewritten = await write('100006', 5, 'Đã nhận, rất đẹp', asBinh);
    expect(rewritten.id).toBe(seen.id);
    const stale = await decide(seen.id, 'REJECT', seen.createdAt);
    expect(stale).toMatchObject({ __typename: 'InvalidInput', code: 'REVIEW_NOT_PENDING', message: MODERATION_MESSAGES.REVIEW_NOT_PENDING });
    expect((await queue()).reviews.find((r) => r.id === seen.id)).toMatchObject({ status: 'PENDING', text: 'Đã nhận, rất đẹp' });
    expect((await decide(seen.id, 'APPROVE', rewritten.createdAt)).__typename).toBe('ReviewModerated');
    // Decided once: a second decision finds nothing waiting.
    expect((await decide(seen.id, 'REJECT', rewritten.createdAt)).code).toBe('REVIEW_NOT_PENDING');
  });

  it('refuses an id or date that cannot be a review, in Vietnamese', async () => {
    for (const [id, writtenAt] of [['abc', new Date().toISOString()], ['1', 'hôm qua'], ['00000000-0000-4000-8000-000000000000', new Date().toISOString()]] as const) {
      const result = await decide(id, 'APPROVE', writtenAt);
      expect(result.__typename).toBe('InvalidInput');
      expect(result.message).toMatch(/đánh giá/iu);
    }
  });
});
