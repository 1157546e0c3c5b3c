import type { Kysely } from 'kysely';
import type { Database, NewReview } from '../db/tables';
import { seedReviewsWhenEmpty } from './review-store';

/**
 * Fills an empty review store with the demo's reviews, already approved. Only
 * for a BFF in front of the shop-API double: those reviews name its users.
 */
export async function seedDemoReviews(db: Kysely<Database>): Promise<number> {
  // Loaded only here: the demo data lives with the double, outside the BFF.
  const { DEMO_REVIEWS } = await import('../../../tests/double/seed/reviews');
  const rows: NewReview[] = DEMO_REVIEWS.map((review) => ({
    user_id: review.userId,
    product_id: review.productId,
    rating: review.rating,
    text: review.text,
    status: 'approved',
    created_at: review.createdAt,
    updated_at: review.createdAt,
  }));
  return seedReviewsWhenEmpty(db, rows);
}
