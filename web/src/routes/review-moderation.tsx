import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { PageNotReady } from '../components/common/ErrorRetry';
import { PageFallback } from '../components/common/PageFallback';
import { ModerationItem } from '../components/moderation/ModerationItem';
import { SignInRedirect } from '../components/order/SignInRedirect';
import { graphql } from '../gql';
import { moderationMessages } from '../messages';
import '../components/reviews/reviews.css';
import '../components/order/quote.css';
import '../components/moderation/moderation.css';

const ReviewModerationQuery = graphql(`
  query ReviewModeration {
    reviewModerationQueue(first: 50) {
      __typename
      ... on Error {
        code
        message
      }
      ... on ReviewModerationQueue {
        totalCount
        reviews {
          id
          ...ModerationItem_review
        }
      }
    }
  }
`);

/** The shop's admins approve or reject what shoppers wrote; the BFF decides who is an admin. */
export default function ReviewModerationPage() {
  const { data, error, refetch } = useQuery(ReviewModerationQuery, { fetchPolicy: 'cache-and-network' });
  // Decided reviews stay on screen with their outcome until the list is read again.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const result = data?.reviewModerationQueue;

  if (!result) {
    return <PageNotReady failed={Boolean(error)} retry={refetch} loading={<PageFallback />} />;
  }
  if (result.__typename === 'NotSignedIn') return <SignInRedirect next="/reviewModeration" />;

  return (
    <div className="page container moderation-page">
      <DocumentHead title={moderationMessages.title} description={moderationMessages.description} />
      <Breadcrumbs items={[{ label: moderationMessages.title }]} />
      <h1>{moderationMessages.title}</h1>
      {result.__typename === 'ReviewModerationQueue' ? (
        <>
          <p className="moderation-page__count" aria-live="polite">
            {waiting(result.totalCount, result.reviews, decided)}
          </p>
          <ul className="moderation-list">
            {result.reviews.map((review) => (
              <li key={review.id}>
                <ModerationItem review={review} onDecided={() => setDecided((ids) => new Set(ids).add(review.id))} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="notice notice--error" role="alert">
          {result.__typename === 'Forbidden' ? moderationMessages.forbidden : result.message}
        </p>
      )}
    </div>
  );
}

function waiting(totalCount: number, shown: readonly { id: string }[], decided: ReadonlySet<string>): string {
  const left = totalCount - shown.filter((review) => decided.has(review.id)).length;
  return left <= 0 ? moderationMessages.empty : moderationMessages.waiting(left);
}
