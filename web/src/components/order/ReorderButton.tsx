import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { cartMessages, orderMessages } from '../../messages';
import { writeCartCount } from '../cart/cart-cache';
import { invalidInputText } from './QuoteView';

const ReorderMutation = graphql(`
  mutation OrdersReorder($code: String!) {
    reorder(code: $code) {
      ...CartChange_result
    }
  }
`);

type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** "Đặt lại": the order's lines go back into the cart at today's prices. */
export function ReorderButton({ code }: { code: string }) {
  const [reorder, { loading }] = useMutation(ReorderMutation);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const run = () => {
    setOutcome({ kind: 'idle' });
    reorder({
      variables: { code },
      update(cache, { data }) {
        if (data?.reorder.__typename === 'CartPayload') writeCartCount(cache, data.reorder.cart.lineCount);
      },
    }).then(
      ({ data }) => {
        const answer = data?.reorder;
        if (answer?.__typename === 'CartPayload') setOutcome({ kind: 'done', message: answer.message || orderMessages.reordered });
        else if (answer?.__typename === 'InvalidInput') setOutcome({ kind: 'failed', message: invalidInputText(answer.field, answer.message) });
        else setOutcome({ kind: 'failed', message: answer?.message ?? orderMessages.reorderFailed });
      },
      () => setOutcome({ kind: 'failed', message: orderMessages.reorderFailed }),
    );
  };

  return (
    <div className="reorder">
      <button type="button" className="button button--outline" onClick={run} disabled={loading} aria-label={orderMessages.reorderLabel(code)}>
        {orderMessages.reorder}
      </button>
      <div role="status">
        {outcome.kind === 'done' && (
          <p className="notice notice--success">
            {outcome.message} <Link to="/carts">{cartMessages.viewCart}</Link>
          </p>
        )}
      </div>
      <div role="alert">{outcome.kind === 'failed' && <p className="notice notice--error">{outcome.message}</p>}</div>
    </div>
  );
}
