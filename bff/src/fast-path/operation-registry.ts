import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Kind, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

export interface PublicOperation {
  hash: string;
  name: string;
  text: string;
  document: DocumentNode;
}

export interface OperationRegistry {
  byHash: Map<string, PublicOperation>;
  /** Listed names the manifest could not supply as a valid public query, with why. */
  rejected: { name: string; reason: string }[];
}

/** codegen's `persisted-documents.json` (`{ "<sha256 hex>": "<document>" }`); a missing file is an empty manifest. */
export function readManifest(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The manifest's documents that may be answered from the shared cache: named
 * in `publicNames`, a single query (never a mutation), hashed as claimed and
 * valid against today's schema.
 */
export function buildRegistry(
  manifest: Record<string, string>,
  publicNames: readonly string[],
  schema: GraphQLSchema,
): OperationRegistry {
  const byHash = new Map<string, PublicOperation>();
  const rejected: OperationRegistry['rejected'] = [];
  const wanted = new Set(publicNames);
  for (const [hash, text] of Object.entries(manifest)) {
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch {
      continue;
    }
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const name = operations[0]?.name?.value;
    if (operations.length !== 1 || !name || !wanted.has(name)) continue;
    const reason =
      operations[0]?.operation !== 'query'
        ? `a ${operations[0]?.operation} is never public`
        : sha256Hex(text) !== hash
          ? 'hash does not match the document'
          : validate(schema, document).map((e) => e.message)[0];
    if (reason) rejected.push({ name, reason });
    else byHash.set(hash, { hash, name, text, document });
  }
  const found = new Set([...byHash.values()].map((op) => op.name));
  for (const name of publicNames) {
    if (!found.has(name) && !rejected.some((r) => r.name === name)) rejected.push({ name, reason: 'not in the manifest' });
  }
  return { byHash, rejected };
}
