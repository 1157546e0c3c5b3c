import type { Services } from '../context';
import { summariseRatings } from './rating-summary';
import { approvedCountsByStar } from './review-store';
import { seedDemoReviews } from './seed-demo-reviews';

/** Seeds the demo's reviews when asked, and gives the page head (JSON-LD) the products' ratings. */
export async function setUpReviews(services: Services, options: { seedDemo: boolean }): Promise<void> {
  if (options.seedDemo) await seedDemoReviews(services.database.db);
  services.ratings = async (productId) => {
    const counts = await approvedCountsByStar(services.database.db, [productId]);
    const { average, count } = summariseRatings(counts.get(productId) ?? new Map());
    return { average, count };
  };
}
