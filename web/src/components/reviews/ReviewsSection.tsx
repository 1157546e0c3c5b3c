import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ReviewItem_ReviewFragment, ReviewsSection_ProductFragment } from '../../gql/graphql';
import { reviewMessages } from '../../messages';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import './reviews.css';

/** SPEC: 10 reviews show first; each "more" adds 10. */
export const REVIEWS_PAGE_SIZE = 10;

export const ReviewsSectionFragment = graphql(`
  fragment ReviewsSection_product on Product {
    id
    viewerCanReview
    rating {
      ...RatingSummary_productRating
    }
    myReview {
      id
      rating
      text
      status
    }
    reviews(first: 10) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...ReviewItem_review
        }
      }
    }
  }
`);

const MoreReviewsQuery = graphql(`
  query MoreReviews($id: ID!, $after: String!) {
    product(id: $id) {
      id
      reviews(first: 10, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...ReviewItem_review
          }
        }
      }
    }
  }
`);

interface LoadedPages {
  reviews: ReviewItem_ReviewFragment[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export function ReviewsSection({ product }: { product: ReviewsSection_ProductFragment }) {
  // A related product's page reuses this component: start afresh for each product.
  return <ProductReviews key={product.id} product={product} />;
}

function ProductReviews({ product }: { product: ReviewsSection_ProductFragment }) {
  const client = useApolloClient();
  const location = useLocation();
  const [more, setMore] = useState<LoadedPages | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);

  const first = product.reviews;
  const shown = [...first.edges.map((edge) => edge.node), ...(more?.reviews ?? [])];
  const hasNextPage = more ? more.hasNextPage : first.pageInfo.hasNextPage;
  const endCursor = more ? more.endCursor : first.pageInfo.endCursor;

  const loadMore = async () => {
    if (!endCursor) return;
    setLoading(true);
    setFailed(false);
    try {
      const { data } = await client.query({ query: MoreReviewsQuery, variables: { id: product.id, after: endCursor }, fetchPolicy: 'network-only' });
      const page = data?.product?.reviews;
      if (!page) throw new Error('no reviews page');
      setMore({
        reviews: [...(more?.reviews ?? []), ...page.edges.map((edge) => edge.node)],
        hasNextPage: page.pageInfo.hasNextPage,
        endCursor: page.pageInfo.endCursor ?? null,
      });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const collapse = () => {
    setMore(null);
    // The list shrinks under the shopper: keep the button (and focus) in view.
    requestAnimationFrame(() => moreButton.current?.scrollIntoView({ block: 'nearest' }));
  };

  const signIn = `/login?next=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <section className="product-card product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className="product-section-title">
        {reviewMessages.title}
      </h2>
      <div className="reviews__top">
        <RatingSummary rating={product.rating} />
        {product.viewerCanReview ? (
          <ReviewForm
            productId={product.id}
            previous={product.myReview ?? null}
            onWritten={() => setMore(null)}
          />
        ) : (
          <p className="reviews__sign-in">
            <Link className="button button--outline" to={signIn}>
              {reviewMessages.signInToReview}
            </Link>
          </p>
        )}
      </div>
      {first.totalCount === 0 ? (
        <p className="product-reviews__empty">{reviewMessages.empty}</p>
      ) : (
        <>
          <h3 className="reviews__list-title">{reviewMessages.listTitle(first.totalCount)}</h3>
          <ol className="reviews__list">
            {shown.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ol>
          {failed && (
            <p className="reviews__error" role="alert">
              {reviewMessages.moreFailed}
            </p>
          )}
          {(hasNextPage || shown.length > REVIEWS_PAGE_SIZE) && (
            <div className="reviews__more">
              <button
                ref={moreButton}
                type="button"
                className="button button--outline"
                disabled={loading}
                onClick={hasNextPage ? loadMore : collapse}
              >
                {loading ? reviewMessages.loadingMore : hasNextPage ? reviewMessages.more : reviewMessages.collapse}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
