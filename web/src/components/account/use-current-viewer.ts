import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/**
 * Who is signed in and how full their cart is: the header's only private data,
 * apart from the layout's catalogue query so that one can be public (decision 006).
 */
const CurrentViewerQuery = graphql(`
  query CurrentViewer {
    me {
      ...AccountMenu_viewer
    }
    cart {
      lineCount
    }
  }
`);

/** The header's view of the shopper; sign-in and sign-out reset the store, which fetches it again. */
export function useViewerAndCart() {
  const { data, error, refetch } = useQuery(CurrentViewerQuery);
  return { viewer: data?.me ?? null, cartCount: data?.cart?.lineCount ?? 0, failed: Boolean(error && !data), refetch };
}

/** undefined while unknown, null for a visitor. */
export function useCurrentViewer() {
  const { data } = useQuery(CurrentViewerQuery);
  return data?.me;
}
