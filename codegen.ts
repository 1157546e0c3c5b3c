import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      // Components read fragment fields directly; the page query still asks only for what they spread.
      // persisted-documents.json lists every document by sha256; the BFF answers the public ones from cache (decision 006).
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      // Apollo's cache needs every __typename. Added here, the manifest holds what the browser's cache
      // needs and Apollo leaves the document object (with its __meta__ hash) alone (decision 006).
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: { enumsAsTypes: true, useTypeImports: true },
    },
    // Apollo's cache must know which types implement `Error` and make up the result
    // unions, or `... on Error { message }` inside a union silently matches nothing.
    'web/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
