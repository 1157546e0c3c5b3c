import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { OrderCard_OrderFragment, PlaceOrderInput } from '../../gql/graphql';
import { orderMessages } from '../../messages';
import { forgetCartAndOrders } from '../cart/cart-cache';
import { newIdempotencyKey } from './idempotency-key';

const PlaceOrderMutation = graphql(`
  mutation OrderConfirmationPlace($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on OrderPayload {
        message
        order {
          id
          ...OrderCard_order
        }
      }
      ... on InvalidInput {
        message
        field
      }
      ... on NotSignedIn {
        message
      }
    }
  }
`);

export type PlaceState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'placed'; message: string; order: OrderCard_OrderFragment }
  | { kind: 'invalid'; message: string; field: string }
  | { kind: 'signed-out'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Sends the order once per screen visit: the idempotency key is made when the
 * screen opens, so a double click, a retry after a failure or a timeout all
 * reach the BFF with the same key and cannot make a second order.
 */
export function usePlaceOrder() {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [mutate] = useMutation(PlaceOrderMutation);
  const inFlight = useRef(false);
  const [state, setState] = useState<PlaceState>({ kind: 'idle' });

  async function place(input: Omit<PlaceOrderInput, 'idempotencyKey'>): Promise<void> {
    // The button is disabled while sending, but a double click lands before React re-renders.
    if (inFlight.current || state.kind === 'placed') return;
    inFlight.current = true;
    setState({ kind: 'sending' });
    try {
      const { data } = await mutate({
        variables: { input: { ...input, idempotencyKey } },
        update(cache, { data: result }) {
          if (result?.placeOrder.__typename === 'OrderPayload') forgetCartAndOrders(cache);
        },
      });
      const answer = data?.placeOrder;
      if (answer?.__typename === 'OrderPayload') {
        setState({ kind: 'placed', message: answer.message || orderMessages.placed, order: answer.order });
      } else if (answer?.__typename === 'InvalidInput') {
        setState({ kind: 'invalid', message: answer.message, field: answer.field });
      } else if (answer?.__typename === 'NotSignedIn') {
        setState({ kind: 'signed-out', message: answer.message || orderMessages.signInAgain });
      } else {
        setState({ kind: 'failed', message: orderMessages.placeFailed });
      }
    } catch {
      setState({ kind: 'failed', message: orderMessages.placeFailed });
    } finally {
      inFlight.current = false;
    }
  }

  /** Forgets a refusal once the shopper edits what it was about. */
  function dismiss(): void {
    setState((current) => (current.kind === 'invalid' || current.kind === 'failed' ? { kind: 'idle' } : current));
  }

  return { state, place, dismiss, idempotencyKey };
}
