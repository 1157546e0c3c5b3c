import DataLoader from 'dataloader';
import type { AppDatabase } from '../db/database';
import type { Review } from '../db/tables';
import type { PublicUser } from '../domain/catalogue';
import type { UpstreamClient } from '../upstream/client';
import { authorDirectoryOf } from './author-directory';
import { summariseRatings, type RatingSummary } from './rating-summary';
import { approvedCountsByStar, reviewsBy } from './review-store';

export interface OwnReviewKey {
  userId: number;
  productId: number;
}

/** The review loaders of one request. */
export interface ReviewLoaders {
  /** A reviewer's public card; null when the upstream does not know them or cannot be reached. */
  authors: DataLoader<number, PublicUser | null>;
  /** A product's rating over its approved reviews. */
  ratings: DataLoader<number, RatingSummary>;
  /** A shopper's own review of a product, whatever its status. */
  ownReviews: DataLoader<OwnReviewKey, Review | null, string>;
}

export function createReviewLoaders({ upstream, database }: { upstream: UpstreamClient; database: AppDatabase }): ReviewLoaders {
  const directory = authorDirectoryOf(upstream);
  return {
    authors: new DataLoader(async (ids) => {
      // Reviews carry the name and avatar they were written with; without the upstream those are shown.
      const users = await directory.users().catch(() => new Map<number, PublicUser>());
      return ids.map((id) => users.get(id) ?? null);
    }),
    ratings: new DataLoader(async (productIds) => {
      const counts = await approvedCountsByStar(database.db, productIds);
      return productIds.map((id) => summariseRatings(counts.get(id) ?? new Map()));
    }),
    ownReviews: new DataLoader(
      async (keys) => {
        const found = new Map<string, Review>();
        for (const userId of new Set(keys.map((key) => key.userId))) {
          const productIds = keys.filter((key) => key.userId === userId).map((key) => key.productId);
          for (const [productId, review] of await reviewsBy(database.db, userId, productIds)) {
            found.set(ownReviewKey({ userId, productId }), review);
          }
        }
        return keys.map((key) => found.get(ownReviewKey(key)) ?? null);
      },
      { cacheKeyFn: ownReviewKey },
    ),
  };
}

function ownReviewKey({ userId, productId }: OwnReviewKey): string {
  return `${userId}:${productId}`;
}
