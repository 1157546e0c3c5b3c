import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { relayStylePagination } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { PUBLIC_OPERATION_NAMES } from '../../bff/src/fast-path/public-operations';
import possibleTypes from './gql/possible-types';

const PUBLIC_OPERATIONS = new Set(PUBLIC_OPERATION_NAMES);

/** The sha256 codegen put in the manifest the BFF reads (`persistedDocuments` in codegen.ts). */
function manifestHash(document: DocumentNode): string | undefined {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : undefined;
}

const HTTP_OPTIONS = {
  uri: '/graphql',
  credentials: 'same-origin',
  // The BFF refuses mutations without it: a cross-site form cannot set a custom header.
  headers: { 'x-shop-csrf': '1' },
} as const;

function createLink(): ApolloLink {
  const http = new HttpLink(HTTP_OPTIONS);
  // Revalidated each time (a 304 for an unchanged ETag) instead of served from the browser's own
  // cache: a stale-while-revalidate hit never finishes for Playwright, so an e2e test waiting for
  // an idle network hangs on any page loaded more than 10 s after an earlier one.
  const publicHttp = new HttpLink({ ...HTTP_OPTIONS, fetchOptions: { cache: 'no-cache' } });
  // Public operations go as GETs the BFF answers from its shared cache (decision 006). An
  // unknown hash gets a 404 and the link re-sends the whole document as a POST.
  const persisted = new PersistedQueryLink({
    useGETForHashedQueries: true,
    generateHash: (document) => manifestHash(document) ?? Promise.reject(new Error('document has no codegen hash')),
  });
  // Only listed operations: any other would pay a 404 round trip before its POST.
  return ApolloLink.split(
    (operation) => PUBLIC_OPERATIONS.has(operation.operationName ?? '') && manifestHash(operation.query) !== undefined,
    persisted.concat(publicHttp),
    http,
  );
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: createLink(),
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
