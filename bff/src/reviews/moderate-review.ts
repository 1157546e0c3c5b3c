import type { Context } from '../context';
import type { Review } from '../db/tables';
import { forbidden, invalidInput, type ForbiddenValue, type InvalidInputValue, type NotSignedInValue, type UnavailableValue } from '../schema/error';
import { orShopUnavailable } from '../schema/unavailable-error';
import { isSignedOut, requireSession } from '../session/require-session';
import { authorDirectoryOf } from './author-directory';
import { decideReview, pendingReviews } from './review-store';

export const MODERATION_MESSAGES = {
  REVIEW_NOT_PENDING: 'Đánh giá này đã được xử lý hoặc vừa được người viết sửa lại. Vui lòng tải lại danh sách.',
  BAD_REVIEW: 'Không tìm thấy đánh giá này.',
} as const;

export const MAX_QUEUE_PAGE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Refusal = NotSignedInValue | ForbiddenValue | UnavailableValue;

export interface ReviewQueue {
  __typename: 'ReviewModerationQueue';
  reviews: Review[];
  totalCount: number;
}

export interface ReviewModerated {
  __typename: 'ReviewModerated';
  review: Review;
}

/** Only the shop's admins (as the shop's own user list marks them) moderate; the session says who is asking. */
async function requireAdmin(ctx: Context): Promise<Refusal | null> {
  const session = requireSession(ctx);
  if (isSignedOut(session)) return session;
  const admin = await orShopUnavailable(() => authorDirectoryOf(ctx.services.upstream).isAdmin(session.userId));
  if (typeof admin !== 'boolean') return admin;
  return admin ? null : forbidden();
}

export async function canModerate(ctx: Context): Promise<boolean> {
  return (await requireAdmin(ctx)) === null;
}

export async function reviewQueue(ctx: Context, first: number): Promise<ReviewQueue | Refusal> {
  const refused = await requireAdmin(ctx);
  if (refused) return refused;
  const page = await pendingReviews(ctx.services.database.db, Math.max(1, Math.min(first, MAX_QUEUE_PAGE)));
  return { __typename: 'ReviewModerationQueue', ...page };
}

export interface ModerateArgs {
  reviewId: string;
  approve: boolean;
  /** The review's `createdAt` as the admin read it: a review rewritten since is not decided blind. */
  writtenAt: string;
}

export async function moderateReview(ctx: Context, args: ModerateArgs): Promise<ReviewModerated | Refusal | InvalidInputValue> {
  const session = requireSession(ctx);
  if (isSignedOut(session)) return session;
  const writtenAt = new Date(args.writtenAt);
  if (!UUID.test(args.reviewId) || Number.isNaN(writtenAt.getTime())) {
    return invalidInput('reviewId', 'REVIEW_NOT_FOUND', MODERATION_MESSAGES.BAD_REVIEW);
  }
  const refused = await requireAdmin(ctx);
  if (refused) return refused;
  const review = await decideReview(ctx.services.database.db, args.reviewId, args.approve ? 'approved' : 'rejected', writtenAt);
  if (!review) return invalidInput('reviewId', 'REVIEW_NOT_PENDING', MODERATION_MESSAGES.REVIEW_NOT_PENDING);
  return { __typename: 'ReviewModerated', review };
}
