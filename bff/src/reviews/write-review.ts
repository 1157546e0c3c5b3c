import { countAttempt } from '../accounts/rate-limit';
import type { Context } from '../context';
import type { Review } from '../db/tables';
import type { Product } from '../domain/catalogue';
import { rateLimited } from '../schema/account-errors';
import { invalidInput, type InvalidInputValue, type NotSignedInValue } from '../schema/error';
import { parseProductId } from '../schema/product-id';
import { isSignedOut, requireSession } from '../session/require-session';
import { MAX_REVIEW_LENGTH, readReviewInput } from './review-input';
import { saveReview } from './review-store';

export const REVIEW_MESSAGES = {
  RATING_OUT_OF_RANGE: 'Vui lòng chọn số sao từ 1 đến 5.',
  TEXT_TOO_LONG: `Đánh giá tối đa ${MAX_REVIEW_LENGTH} ký tự.`,
  PRODUCT_NOT_FOUND: 'Không tìm thấy sản phẩm này.',
  RATE_LIMITED: 'Bạn đã gửi đánh giá quá nhiều lần, vui lòng thử lại sau ít phút.',
} as const;

/** Rewrites are allowed (one review per product), but not as a flood. */
const WRITES_PER_HOUR = 30;

export interface ReviewWritten {
  __typename: 'ReviewWritten';
  review: Review;
  product: Product;
}

export type WriteReviewResult = ReviewWritten | NotSignedInValue | InvalidInputValue | ReturnType<typeof rateLimited>;

export interface WriteReviewArgs {
  productId: string;
  rating: number;
  text?: string | null;
}

/** The signed-in shopper's review of a product: checked, then inserted or replacing their earlier one. */
export async function writeReview(ctx: Context, args: WriteReviewArgs): Promise<WriteReviewResult> {
  const session = requireSession(ctx);
  if (isSignedOut(session)) return session;
  const input = readReviewInput(args.rating, args.text);
  if (!input.ok) {
    const field = input.problem === 'RATING_OUT_OF_RANGE' ? 'rating' : 'text';
    return invalidInput(field, input.problem, REVIEW_MESSAGES[input.problem]);
  }
  const productId = parseProductId(args.productId);
  const product = productId === null ? null : await ctx.loaders.product.load(productId);
  if (!product) return invalidInput('productId', 'PRODUCT_NOT_FOUND', REVIEW_MESSAGES.PRODUCT_NOT_FOUND);

  const { db } = ctx.services.database;
  const limited = await countAttempt(db, [
    { bucket: `review-write:user:${session.userId}`, max: WRITES_PER_HOUR, windowMs: 60 * 60_000 },
  ]);
  if (limited) return rateLimited(REVIEW_MESSAGES.RATE_LIMITED);

  const author = await ctx.loaders.reviews.authors.load(session.userId);
  const review = await saveReview(db, {
    userId: session.userId,
    productId: product.id,
    rating: input.rating,
    text: input.text,
    authorName: author?.fullname || session.fullname || null,
    authorAvatar: author?.avatar ?? null,
  });
  const key = { userId: session.userId, productId: product.id };
  ctx.loaders.reviews.ownReviews.clear(key).prime(key, review);
  return { __typename: 'ReviewWritten', review, product };
}
