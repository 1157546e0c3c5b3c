import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import possibleTypes from './gql/possible-types';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // The BFF refuses mutations without it: a cross-site form cannot set a custom header.
      headers: { 'x-shop-csrf': '1' },
    }),
    cache: new InMemoryCache({
      possibleTypes: possibleTypes.possibleTypes,
      typePolicies: {
        Query: {
          fields: {
            // "Xem thêm" appends pages of the same filter and sort.
            products: relayStylePagination(['category', 'search', 'sort']),
          },
        },
        Shop: { keyFields: [] },
        Category: { keyFields: ['slug'] },
      },
    }),
  });
}
