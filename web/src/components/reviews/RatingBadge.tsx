import { graphql } from '../../gql';
import type { RatingBadge_ProductFragment } from '../../gql/graphql';
import { reviewMessages } from '../../messages';
import { formatAverage } from './format-review';
import { Stars } from './Stars';
import './reviews.css';

export const RatingBadgeFragment = graphql(`
  fragment RatingBadge_product on Product {
    rating {
      average
      count
    }
  }
`);

/** Stars and the average beside the product name, linking to the reviews below. */
export function RatingBadge({ product, className }: { product: RatingBadge_ProductFragment; className?: string }) {
  const { average, count } = product.rating;
  if (average === null || average === undefined || count === 0) {
    return (
      <p className={className}>
        <Stars value={0} />
        {reviewMessages.noRating}
      </p>
    );
  }
  const text = formatAverage(average);
  return (
    <p className={className}>
      <a className="rating-badge" href="#product-reviews-title">
        <Stars value={average} />
        <span className="rating-badge__average">{text}</span>
        <span className="visually-hidden">{reviewMessages.average(text)}, </span>
        <span className="rating-badge__count">({reviewMessages.ratingCount(count)})</span>
      </a>
    </p>
  );
}
