import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Services } from '../context';
import { schema } from '../schema/index';
import { CSRF_HEADER } from '../session/csrf';
import type { ShopYoga } from '../yoga';
import { answerHeaders } from './answer-headers';
import { executePublic } from './execute-public';
import { buildRegistry, readManifest, type OperationRegistry, type PublicOperation } from './operation-registry';
import { parsePersistedGet, type PersistedGet } from './persisted-get';
import { createPublicPostLane } from './public-post';
import { PUBLIC_OPERATION_NAMES } from './public-operations';
import { PublicResponseCache, type CachedAnswer, type Computed } from './public-response-cache';

const DEFAULT_MANIFEST = fileURLToPath(new URL('../../../web/src/gql/persisted-documents.json', import.meta.url));

export interface FastPathOptions {
  /** How long an answer is fresh here and in shared caches; keep it ≤ the catalogue TTL. */
  ttlMs: number;
  /** How long a stale answer may still be served while it is refreshed. */
  staleMs?: number;
  maxEntries?: number;
  /** Default: codegen's manifest of the web app's documents, filtered by PUBLIC_OPERATION_NAMES. */
  registry?: OperationRegistry;
  now?: () => number;
}

export interface FastPath {
  /** True when it answered; false when the request belongs to Yoga (a POST's body then waits on `req.body`). */
  handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  registry: OperationRegistry;
  cache: PublicResponseCache;
}

/**
 * Answers public catalogue operations sent as persisted GETs from a shared
 * per-instance cache, before Yoga parses anything. Only allow-listed queries
 * run here, as an anonymous shopper, so the bytes are the same for everybody
 * and may carry `Cache-Control: public` (decision 006).
 */
export function createFastPath(yoga: ShopYoga, services: Services, options: FastPathOptions): FastPath {
  const registry = options.registry ?? buildRegistry(readManifest(DEFAULT_MANIFEST), PUBLIC_OPERATION_NAMES, schema);
  for (const { name, reason } of registry.rejected) services.logger.warn({ operation: name, reason }, 'not served by the fast path');
  const staleMs = options.staleMs ?? 60_000;
  const cache = new PublicResponseCache({ ttlMs: options.ttlMs, staleMs, maxEntries: options.maxEntries ?? 2000, now: options.now });
  const postLane = createPublicPostLane(services, registry);

  async function compute(operation: PublicOperation, variables: string, requestId: string): Promise<Computed> {
    const values = JSON.parse(variables) as Record<string, unknown>;
    const run = await executePublic(services, operation, values, requestId);
    if (run.readWhoIsAsking) {
      // A listed operation that depends on the shopper: never again from here; the client re-sends it to Yoga.
      registry.byHash.delete(operation.hash);
      services.logger.error({ requestId, operation: operation.name }, 'public operation reads the session; removed from the fast path');
      return { status: 404, body: NOT_FOUND_BODY, cacheable: false };
    }
    if (!run.hasErrors) return { status: 200, body: run.body, cacheable: true };
    // Errors are Yoga's to mask and log; the answer is not kept.
    const response = await yoga.fetch('http://fast-path.invalid/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'x-request-id': requestId },
      body: JSON.stringify({ query: operation.text, operationName: operation.name, variables: values }),
    });
    return { status: response.status, body: await response.text(), cacheable: false };
  }

  // Header lists change only when max-age ticks down a second; built once per answer and second.
  const headerLists = new WeakMap<CachedAnswer, { seconds: number; ok: string[]; notModified: string[] }>();
  function headersOf(answer: CachedAnswer) {
    const seconds = cache.secondsLeft(answer);
    const known = headerLists.get(answer);
    if (known?.seconds === seconds) return known;
    const cacheControl = `public, max-age=${seconds}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;
    const notModified = ['cache-control', cacheControl, 'etag', answer.etag];
    const lists = { seconds, notModified, ok: [...notModified, 'content-type', JSON_TYPE, 'content-length', String(answer.body.length)] };
    headerLists.set(answer, lists);
    return lists;
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer | Computed): true {
    if (!('etag' in answer)) {
      res.writeHead(answer.status, answerHeaders(req, NOT_STORED)).end(answer.body);
      return true;
    }
    const headers = headersOf(answer);
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, answerHeaders(req, headers.notModified)).end();
    } else {
      res.writeHead(200, answerHeaders(req, headers.ok)).end(req.method === 'HEAD' ? undefined : answer.body);
    }
    return true;
  }

  // Most requests repeat a few URLs; remembering their parse keeps JSON parsing off the hot path.
  const parsed = new Map<string, { request: PersistedGet & { kind: 'persisted' }; key: string }>();
  function readPersistedGet(search: string): { request: PersistedGet; key: string } {
    const known = parsed.get(search);
    if (known) return known;
    const request = parsePersistedGet(new URLSearchParams(search));
    if (request.kind !== 'persisted') return { request, key: '' };
    const entry = { request, key: `${request.hash}:${request.variables}` };
    if (parsed.size >= PARSED_URLS_KEPT) parsed.clear();
    parsed.set(search, entry);
    return entry;
  }

  function refuse(req: IncomingMessage, res: ServerResponse, status: number, body: string): true {
    res.writeHead(status, answerHeaders(req, NOT_STORED)).end(body);
    return true;
  }

  return {
    registry,
    cache,
    handle(req, res) {
      if (req.method === 'POST') return postLane.handle(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      if (query < 0) return false;
      const { request, key } = readPersistedGet(url.slice(query + 1));
      if (request.kind === 'not-persisted') return false;
      // Same Fetch Metadata rule as Yoga's (decision 004), though nothing here depends on the cookie.
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') return refuse(req, res, 403, errorBody('Cross-site request refused'));
      if (request.kind === 'invalid') return refuse(req, res, 400, errorBody(request.message));
      const operation = registry.byHash.get(request.hash);
      // Unknown, private or a mutation: Apollo's persisted-query link then sends the whole document to Yoga.
      if (!operation || (request.operationName !== null && request.operationName !== operation.name)) {
        return refuse(req, res, 404, NOT_FOUND_BODY);
      }
      const fresh = cache.fresh(key);
      if (fresh) return send(req, res, fresh);
      const requestId = String(req.headers['x-request-id'] ?? randomUUID());
      return cache.get(key, () => compute(operation, request.variables, requestId)).then((answer) => send(req, res, answer));
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const NOT_STORED = ['content-type', JSON_TYPE, 'cache-control', 'no-store'];
const PARSED_URLS_KEPT = 1000;
const NOT_FOUND_BODY = JSON.stringify({
  errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
});

function errorBody(message: string): string {
  return JSON.stringify({ errors: [{ message }] });
}
