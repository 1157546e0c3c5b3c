import { graphql } from '../../gql';
import type { ReviewItem_ReviewFragment } from '../../gql/graphql';
import { reviewMessages } from '../../messages';
import { formatReviewDate } from './format-review';
import { Stars } from './Stars';

export const ReviewItemFragment = graphql(`
  fragment ReviewItem_review on Review {
    id
    rating
    text
    createdAt
    status
    mine
    author {
      name
      avatar
    }
  }
`);

export function ReviewItem({ review }: { review: ReviewItem_ReviewFragment }) {
  const name = review.author.name || reviewMessages.unnamed;
  return (
    <article className={`review${review.mine ? ' review--mine' : ''}`} aria-label={name}>
      <div className="review__avatar" aria-hidden="true">
        {review.author.avatar ? <img src={review.author.avatar} alt="" width={44} height={44} loading="lazy" /> : initial(name)}
      </div>
      <div className="review__body">
        <header className="review__head">
          <span className="review__name">{name}</span>
          {review.mine && <span className="review__tag">{reviewMessages.mine}</span>}
          {review.status === 'PENDING' && <span className="review__tag review__tag--pending">{reviewMessages.pending}</span>}
          {review.status === 'REJECTED' && <span className="review__tag review__tag--rejected">{reviewMessages.rejected}</span>}
        </header>
        <div className="review__meta">
          <Stars value={review.rating} label={reviewMessages.starsLabel(review.rating)} />
          <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
        </div>
        {/* Plain text: React escapes it, and CSS keeps the shopper's line breaks. */}
        {review.text && <p className="review__text">{review.text}</p>}
      </div>
    </article>
  );
}

function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
