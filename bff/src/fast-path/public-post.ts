import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getVariableValues, GraphQLError, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Services } from '../context';
import { maskError } from '../mask-error';
import { withinBudget } from '../request-budget-plugin';
import { logFailures } from '../request-log-plugin';
import { schema } from '../schema/index';
import { CSRF_HEADER } from '../session/csrf';
import { answerBytes } from './answer-bytes';
import { answerHeaders } from './answer-headers';
import { anonymousContext } from './execute-public';
import type { OperationRegistry, PublicOperation } from './operation-registry';

/** The web app's public documents are a few KB; anything larger is not one of them. */
const MAX_BODY_BYTES = 32 * 1024;
/** Distinct bodies remembered (a document with its variables); the memory is forgotten whole when full. */
const BODIES_KEPT = 500;

type BufferedRequest = IncomingMessage & { body?: Buffer };

interface Compiled {
  operation: PublicOperation;
  query: CompiledQuery;
  definition: OperationDefinitionNode;
}

export interface PublicPostLane {
  /**
   * Answers a POSTed public operation (the exact text of a document in the
   * registry) and returns true; otherwise returns false, with the body it read
   * left on `req.body` for Yoga.
   */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/**
 * Executes the registry's public queries when they are POSTed in full, with
 * their compiled (graphql-jit) form and an anonymous context, skipping Yoga's
 * per-request pipeline (decision 009). Nothing is cached and no cookie is read
 * or written; limits, CSRF checks and everything else stay Yoga's, which gets
 * every request this lane does not recognise exactly.
 */
export function createPublicPostLane(services: Services, registry: OperationRegistry): PublicPostLane {
  const compiled = new Map<string, Compiled | null>();
  const isDev = process.env.NODE_ENV === 'development';

  function compiledFor(text: string): Compiled | null {
    if (compiled.has(text)) return compiled.get(text) ?? null;
    const operation = [...registry.byHash.values()].find((op) => op.text === text);
    const definition = operation?.document.definitions[0] as OperationDefinitionNode | undefined;
    // customJSONSerializer: a serializer built from the query's own shape (fast-json-stringify), not JSON.stringify.
    const query = operation ? compileQuery(schema, operation.document, operation.name, { customJSONSerializer: true }) : null;
    const entry = operation && definition && query && isCompiledQuery(query) ? { operation, query, definition } : null;
    // Only the registry's texts are remembered, so strangers cannot grow the map.
    if (entry) compiled.set(text, entry);
    return entry;
  }

  // The web app sends the same few bodies over and over: each is parsed and checked once.
  const recognised = new Map<string, { entry: Compiled; params: Params }>();
  function recognise(body: Buffer): { entry: Compiled; params: Params } | null {
    const key = body.toString('latin1');
    const seen = recognised.get(key);
    if (seen) return seen;
    const params = parseParams(body);
    const entry = params && compiledFor(params.query);
    if (!params || !entry) return null;
    if (params.operationName !== undefined && params.operationName !== null && params.operationName !== entry.operation.name) return null;
    // Bad variables are Yoga's to refuse (400), as for any other document.
    if (getVariableValues(schema, entry.definition.variableDefinitions ?? [], params.variables, { maxErrors: 1 }).errors) return null;
    if (recognised.size >= BODIES_KEPT) recognised.clear();
    const known = { entry, params };
    recognised.set(key, known);
    return known;
  }

  async function execute(entry: Compiled, variables: Record<string, unknown>, requestId: string) {
    const { context, readWhoIsAsking } = anonymousContext(services, entry.operation, variables, requestId);
    const running = entry.query.query(undefined, context, variables) as ExecutionResult | Promise<ExecutionResult>;
    // Over a warm cache every resolver answers at once and so does the compiled query: no budget to watch.
    const result = running instanceof Promise ? await withinBudget(running, context.deadline) : running;
    return { result, readWhoIsAsking: readWhoIsAsking() };
  }

  return {
    async handle(request, res) {
      const req = request as BufferedRequest;
      if (req.method !== 'POST' || !isJson(req.headers['content-type'])) return false;
      const length = Number(req.headers['content-length']);
      if (!Number.isInteger(length) || length <= 0 || length > MAX_BODY_BYTES) return false;
      const body = await readBody(req);
      req.body = body;
      const site = req.headers['sec-fetch-site'];
      if (!req.headers[CSRF_HEADER] || site === 'cross-site' || site === 'same-site') return false;
      const contentType = responseType(req.headers.accept);
      if (!contentType) return false;
      const known = recognise(body);
      if (!known || registry.byHash.get(known.entry.operation.hash) !== known.entry.operation) return false;
      const { entry, params } = known;

      const requestId = String(req.headers['x-request-id'] ?? randomUUID());
      const { result, readWhoIsAsking } = await execute(entry, params.variables, requestId);
      if (readWhoIsAsking) {
        // Not public after all: never again here; this shopper's request goes to Yoga with their session.
        registry.byHash.delete(entry.operation.hash);
        compiled.delete(params.query);
        recognised.clear();
        services.logger.error({ requestId, operation: entry.operation.name }, 'public operation reads the session; removed from the fast path');
        return false;
      }
      if (result.errors?.length) logFailures(services.logger, requestId, result.errors);
      const text = result.errors?.length
        ? JSON.stringify({ ...result, errors: result.errors.map((error) => masked(error, isDev)) })
        : entry.query.stringify(result);
      // Encoded once: measuring a string's byte length and then writing it encodes it twice.
      const bytes = answerBytes(text);
      res.writeHead(200, answerHeaders(req, ['content-type', contentType, 'content-length', String(bytes.length)])).end(bytes);
      return true;
    },
  };
}

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
}

/** The media type Yoga would answer with for the same Accept header, or null to leave the choice to it. */
function responseType(accept: string | undefined): string | null {
  if (!accept || accept === '*/*') return 'application/json; charset=utf-8';
  if (accept.startsWith('application/graphql-response+json')) return 'application/graphql-response+json; charset=utf-8';
  if (accept.startsWith('application/json')) return 'application/json; charset=utf-8';
  return null;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

interface Params {
  query: string;
  operationName?: string | null;
  variables: Record<string, unknown>;
}

function parseParams(body: Buffer): Params | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { query, operationName, variables } = parsed as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return { query, operationName, variables: (variables ?? {}) as Record<string, unknown> };
}

/** As Yoga masks and serialises an execution error: its message, path and extensions without internals. */
function masked(error: GraphQLError, isDev: boolean): unknown {
  const shown = maskError(error, 'Unexpected error.', isDev);
  const graphqlError = shown instanceof GraphQLError ? shown : new GraphQLError('Unexpected error.', { path: error.path });
  const { http: _http, unexpected: _unexpected, ...extensions } = graphqlError.extensions ?? {};
  return {
    message: graphqlError.message,
    ...(graphqlError.locations ? { locations: graphqlError.locations } : {}),
    ...(graphqlError.path ? { path: graphqlError.path } : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}
