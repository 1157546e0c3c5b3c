export interface RatingSummary {
  /** Mean of the stars, rounded to one decimal; null without reviews. */
  average: number | null;
  count: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: [number, number, number, number, number];
}

/** Sums review counts per star (1–5) into the product's rating; other star values are ignored. */
export function summariseRatings(countsByStar: ReadonlyMap<number, number>): RatingSummary {
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  let count = 0;
  let stars = 0;
  for (const [star, n] of countsByStar) {
    if (!Number.isInteger(star) || star < 1 || star > 5 || !(n > 0)) continue;
    distribution[star - 1] = (distribution[star - 1] ?? 0) + n;
    count += n;
    stars += star * n;
  }
  return { average: count === 0 ? null : Math.round((stars / count) * 10) / 10, count, distribution };
}
