import { graphql } from '../../gql';
import type { RatingSummary_ProductRatingFragment } from '../../gql/graphql';
import { reviewMessages } from '../../messages';
import { formatAverage } from './format-review';
import { Stars } from './Stars';

export const RatingSummaryFragment = graphql(`
  fragment RatingSummary_productRating on ProductRating {
    average
    count
    distribution
  }
`);

/** The average in large print beside one bar per star (5 down to 1). */
export function RatingSummary({ rating }: { rating: RatingSummary_ProductRatingFragment }) {
  if (rating.average === null || rating.average === undefined || rating.count === 0) return null;
  const average = formatAverage(rating.average);
  return (
    <div className="rating-summary">
      <div className="rating-summary__score">
        <p className="rating-summary__average">{average}</p>
        <Stars value={rating.average} label={reviewMessages.average(average)} />
        <p className="rating-summary__count">{reviewMessages.ratingCount(rating.count)}</p>
      </div>
      <ul className="rating-summary__bars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = rating.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="rating-summary__bar" aria-label={reviewMessages.distributionLabel(stars, count)}>
              <span aria-hidden="true">{reviewMessages.starCount(stars)}</span>
              <span className="rating-summary__track" aria-hidden="true">
                <span className="rating-summary__fill" style={{ width: `${(count / rating.count) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="rating-summary__n">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
