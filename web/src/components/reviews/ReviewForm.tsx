import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ReviewStatus } from '../../gql/graphql';
import { reviewMessages } from '../../messages';
import { StarRatingInput } from './StarRatingInput';

export const MAX_REVIEW_LENGTH = 1000;

const WriteReviewMutation = graphql(`
  mutation WriteReview($productId: ID!, $rating: Int!, $text: String) {
    writeReview(productId: $productId, rating: $rating, text: $text) {
      __typename
      ... on Error {
        code
        message
      }
      ... on ReviewWritten {
        product {
          id
          ...ReviewsSection_product
        }
      }
    }
  }
`);

interface ReviewFormProps {
  productId: string;
  /** The shopper's earlier review, to edit: a second review replaces the first. */
  previous: { rating: number; text: string; status: ReviewStatus } | null;
  onWritten(): void;
}

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | { kind: 'signedOut' } | null;

export function ReviewForm({ productId, previous, onWritten }: ReviewFormProps) {
  const [rating, setRating] = useState(previous?.rating ?? 0);
  const [text, setText] = useState(previous?.text ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [write, { loading }] = useMutation(WriteReviewMutation);
  const location = useLocation();
  const ids = { title: useId(), text: useId(), hint: useId(), count: useId() };
  const used = Array.from(text.trim()).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0 || loading) return;
    setOutcome(null);
    try {
      const { data } = await write({ variables: { productId, rating, text: text.trim() || null } });
      const result = data?.writeReview;
      if (result?.__typename === 'ReviewWritten') {
        setOutcome({ kind: 'sent' });
        onWritten();
      } else if (result?.__typename === 'NotSignedIn') {
        setOutcome({ kind: 'signedOut' });
      } else {
        setOutcome({ kind: 'error', message: result && 'message' in result ? result.message : reviewMessages.sendFailed });
      }
    } catch {
      setOutcome({ kind: 'error', message: reviewMessages.sendFailed });
    }
  };

  return (
    <form className="review-form" aria-labelledby={ids.title} onSubmit={submit} noValidate>
      <h3 id={ids.title} className="review-form__title">
        {previous ? reviewMessages.editTitle : reviewMessages.formTitle}
      </h3>
      {previous?.status === 'REJECTED' && <p className="review-form__note">{reviewMessages.rejectedNote}</p>}
      <StarRatingInput value={rating} onChange={setRating} disabled={loading} />
      <label className="review-form__label" htmlFor={ids.text}>
        {reviewMessages.textLabel}
      </label>
      <textarea
        id={ids.text}
        className="review-form__text"
        rows={4}
        maxLength={MAX_REVIEW_LENGTH}
        placeholder={reviewMessages.textPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={ids.count}
        disabled={loading}
      />
      <p id={ids.count} className="review-form__count">
        {reviewMessages.textCount(used, MAX_REVIEW_LENGTH)}
      </p>
      <div className="review-form__actions">
        <button
          type="submit"
          className="button button--primary review-form__send"
          disabled={rating === 0 || loading}
          aria-describedby={rating === 0 ? ids.hint : undefined}
        >
          {loading ? reviewMessages.sending : reviewMessages.send}
        </button>
        {rating === 0 && (
          <p id={ids.hint} className="review-form__hint">
            {reviewMessages.chooseRating}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" className="review-form__outcome">
        {outcome?.kind === 'sent' && <p className="review-form__sent">{reviewMessages.sent}</p>}
        {outcome?.kind === 'error' && <p className="review-form__error">{outcome.message}</p>}
        {outcome?.kind === 'signedOut' && (
          <p className="review-form__error">
            {reviewMessages.signInAgain}{' '}
            <Link to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`}>{reviewMessages.signInToReview}</Link>
          </p>
        )}
      </div>
    </form>
  );
}
