/** Longest `variables` the fast path reads: public catalogue operations take a few short arguments. */
export const MAX_VARIABLES_LENGTH = 2000;

export type PersistedGet =
  | { kind: 'not-persisted' }
  | { kind: 'invalid'; message: string }
  | { kind: 'persisted'; hash: string; operationName: string | null; variables: string };

/**
 * Reads Apollo's persisted-query GET shape,
 * `?operationName=Home&variables={…}&extensions={"persistedQuery":{"version":1,"sha256Hash":"…"}}`.
 * `variables` comes back canonical (keys sorted, no spaces) so equal requests share one cache entry.
 * A request that carries `query` is an ordinary GET for Yoga, not a persisted one.
 */
export function parsePersistedGet(params: URLSearchParams): PersistedGet {
  const extensions = params.get('extensions');
  if (extensions === null || params.has('query')) return { kind: 'not-persisted' };
  const hash = readHash(extensions);
  if (hash === null) return { kind: 'invalid', message: 'extensions.persistedQuery must hold version 1 and a sha256Hash' };
  const variables = canonicalVariables(params.get('variables'));
  if (variables === null) return { kind: 'invalid', message: 'variables must be a JSON object' };
  return { kind: 'persisted', hash, operationName: params.get('operationName') || null, variables };
}

function readHash(extensions: string): string | null {
  const parsed = parseJson(extensions);
  const persisted = isObject(parsed) ? parsed.persistedQuery : undefined;
  if (!isObject(persisted) || persisted.version !== 1) return null;
  const hash = persisted.sha256Hash;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) ? hash : null;
}

/** `{"b":1,"a":{"d":2,"c":3}}` → `{"a":{"c":3,"d":2},"b":1}`; absent or empty → `{}`; anything but an object → null. */
export function canonicalVariables(raw: string | null): string | null {
  if (raw === null || raw === '') return '{}';
  if (raw.length > MAX_VARIABLES_LENGTH) return null;
  const parsed = parseJson(raw);
  return isObject(parsed) ? JSON.stringify(sortKeys(parsed)) : null;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys(value[key]);
  return sorted;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
