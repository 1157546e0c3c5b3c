import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import { readManifest, sha256Hex } from '../../bff/src/fast-path/operation-registry';

const MANIFEST = fileURLToPath(new URL('../../web/src/gql/persisted-documents.json', import.meta.url));

export interface WebDocument {
  name: string;
  text: string;
  hash: string;
}

/** The web app's own documents (codegen's manifest), so the benchmark asks what the pages ask. */
export function webDocuments(): Map<string, WebDocument> {
  const documents = new Map<string, WebDocument>();
  for (const [hash, text] of Object.entries(readManifest(MANIFEST))) {
    const operation = parse(text).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const name = operation && 'name' in operation ? operation.name?.value : undefined;
    if (name) documents.set(name, { name, text, hash });
  }
  return documents;
}

export function webDocument(documents: Map<string, WebDocument>, name: string): WebDocument {
  const document = documents.get(name);
  if (!document) throw new Error(`${name} is not in web/src/gql/persisted-documents.json: run npm run codegen`);
  return document;
}

/** Apollo's persisted-query GET for a document, as the fast path reads it. */
export function persistedPath(document: WebDocument, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({
    operationName: document.name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: document.hash } }),
  });
  return `/graphql?${params}`;
}

export { sha256Hex };
