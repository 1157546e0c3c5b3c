import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ModerationItem_ReviewFragment, ReviewDecision } from '../../gql/graphql';
import { moderationMessages, reviewMessages } from '../../messages';
import { productHref } from '../common/product-href';
import { formatReviewDate } from '../reviews/format-review';
import { Stars } from '../reviews/Stars';

export const ModerationItemFragment = graphql(`
  fragment ModerationItem_review on Review {
    id
    rating
    text
    createdAt
    author {
      name
    }
    product {
      id
      name
      categorySlug
    }
  }
`);

const ModerateReviewMutation = graphql(`
  mutation ModerateReview($reviewId: ID!, $decision: ReviewDecision!, $writtenAt: String!) {
    moderateReview(reviewId: $reviewId, decision: $decision, writtenAt: $writtenAt) {
      __typename
      ... on Error {
        code
        message
      }
      ... on ReviewModerated {
        review {
          id
          status
        }
      }
    }
  }
`);

type Outcome = { kind: 'idle' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

export function ModerationItem({ review, onDecided }: { review: ModerationItem_ReviewFragment; onDecided: () => void }) {
  const [moderate, { loading }] = useMutation(ModerateReviewMutation);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const name = review.author.name || reviewMessages.unnamed;
  const productName = review.product?.name ?? moderationMessages.productGone;

  const decide = async (decision: ReviewDecision) => {
    try {
      const { data } = await moderate({ variables: { reviewId: review.id, decision, writtenAt: review.createdAt } });
      const result = data?.moderateReview;
      if (result?.__typename === 'ReviewModerated') {
        setOutcome({ kind: 'done', text: decision === 'APPROVE' ? moderationMessages.approved : moderationMessages.rejected });
        onDecided();
      } else {
        setOutcome({ kind: 'error', text: result && 'message' in result ? result.message : moderationMessages.failed });
      }
    } catch {
      setOutcome({ kind: 'error', text: moderationMessages.failed });
    }
  };

  return (
    <article className="moderation-item" aria-label={moderationMessages.reviewBy(name, productName)}>
      <header className="moderation-item__head">
        <span className="review__name">{name}</span>
        <span className="moderation-item__product">
          {moderationMessages.product}:{' '}
          {review.product ? (
            <Link to={productHref({ productId: review.product.id, categorySlug: review.product.categorySlug })}>{review.product.name}</Link>
          ) : (
            productName
          )}
        </span>
      </header>
      <div className="review__meta">
        <Stars value={review.rating} label={reviewMessages.starsLabel(review.rating)} />
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
      </div>
      {/* Plain text: React escapes it. */}
      <p className="review__text">{review.text || moderationMessages.noText}</p>
      {outcome.kind === 'done' ? (
        <p className="notice notice--success" role="status">{outcome.text}</p>
      ) : (
        <div className="moderation-item__actions">
          <button type="button" className="button button--primary" disabled={loading} onClick={() => void decide('APPROVE')}>
            {loading ? moderationMessages.working : moderationMessages.approve}
          </button>
          <button type="button" className="button button--outline" disabled={loading} onClick={() => void decide('REJECT')}>
            {moderationMessages.reject}
          </button>
        </div>
      )}
      {outcome.kind === 'error' && <p className="notice notice--error" role="alert">{outcome.text}</p>}
    </article>
  );
}
