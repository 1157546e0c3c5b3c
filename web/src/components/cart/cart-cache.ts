import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';

/** What a screen reads back from any mutation that puts lines in the cart (add, reorder). */
export const CartChangeFragment = graphql(`
  fragment CartChange_result on AddToCartResult {
    __typename
    ... on CartPayload {
      message
      cart {
        lineCount
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
`);

const CartCountQuery = graphql(`
  query CartCount {
    cart {
      lineCount
    }
  }
`);

/**
 * Puts the cart's new line count in the cache so the header's count follows at
 * once; the cart's lines are dropped with it and fetched again where a screen
 * shows them.
 */
export function writeCartCount(cache: ApolloCache, lineCount: number): void {
  cache.writeQuery({ query: CartCountQuery, data: { __typename: 'Query', cart: { __typename: 'Cart', lineCount } } });
}

/** After an order the BFF removed the ordered lines and holds a new order: read both again. */
export function forgetCartAndOrders(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
  cache.gc();
}
