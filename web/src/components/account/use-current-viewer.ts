import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Read from the cache the layout query filled: no request of its own. */
const CurrentViewerQuery = graphql(`
  query CurrentViewer {
    me {
      ...AccountMenu_viewer
    }
  }
`);

/** undefined while unknown, null for a visitor. */
export function useCurrentViewer() {
  const { data } = useQuery(CurrentViewerQuery, { fetchPolicy: 'cache-only' });
  return data?.me;
}
