import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // The BFF refuses mutations without it: a cross-site form cannot set a custom header.
      headers: { 'x-shop-csrf': '1' },
    }),
    cache: new InMemoryCache({
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
