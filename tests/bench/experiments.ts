/**
 * `npx tsx tests/bench/experiments.ts`: the figures behind decision 006 — the
 * home query as the BFF executes it (graphql-jit on hot documents), with the
 * plain graphql-js interpreter, with Yoga's response cache for visitors, and
 * without its only database read (viewCount); each ÷ node:http sending the
 * same bytes, side by side. Not part of `npm run bench`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { createYoga, type Plugin } from 'graphql-yoga';
import { createContext, type Context, type Services } from '../../bff/src/context';
import { useHotQueryJit } from '../../bff/src/fast-path/hot-query-jit';
import { graphqlLimitPlugins } from '../../bff/src/graphql-limits';
import { useNoNulCharacter } from '../../bff/src/input-guard-plugin';
import { maskError } from '../../bff/src/mask-error';
import { requestBudgetPlugin } from '../../bff/src/request-budget-plugin';
import { requestLogPlugin } from '../../bff/src/request-log-plugin';
import { schema } from '../../bff/src/schema/index';
import { csrfPlugins } from '../../bff/src/session/csrf';
import { useResponseCookies } from '../../bff/src/session/response-cookies';
import { readSession } from '../../bff/src/session/session-state';
import { useSecurityHeaders } from '../../bff/src/web/security-headers';
import { fetchOnce, graphqlPost, startBenchStack } from './bench-stack';
import { measureSideBySide, type LoadTarget } from './load';
import { startPlainServer } from './plain-server';
import { HOME_VARIABLES } from './r1-throughput';
import { round } from './report';
import { webDocument, webDocuments } from './web-documents';

/** bff/src/yoga.ts's server with its execution plugins chosen here (kept in step with it by hand). */
function yogaWith(services: Services, execution: Plugin<any>[]) {
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    maskedErrors: { maskError },
    batching: false,
    cors: false,
    plugins: [
      ...csrfPlugins(),
      useResponseCookies(),
      ...graphqlLimitPlugins(services.production),
      useNoNulCharacter(),
      requestLogPlugin(services.logger),
      useSecurityHeaders(),
      ...execution,
      requestBudgetPlugin(),
    ],
    context: async (initial) => createContext(services, initial, await readSession(services.accounts.keys, initial.request)),
  });
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; close(): void }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const stack = await startBenchStack();
const documents = webDocuments();
const home = webDocument(documents, 'Home');
const services = stack.app.services;
// A session cookie is per shopper; without one every visitor shares the anonymous entry.
const sessionOf = (request: Request) => /(?:^|;\s*)(?:__Host-)?shop_session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? null;
// Visitors only: a signed-in shopper's answers are never kept. `product` counts views, so it is never cached.
const responseCache = () =>
  useResponseCache({
    session: () => null,
    enabled: (request) => sessionOf(request) === null,
    ttl: 10_000,
    ttlPerSchemaCoordinate: { 'Query.product': 0 },
    includeExtensionMetadata: false,
  });

const variants = {
  interpreter: await listen(yogaWith(services, [])),
  responseCache: await listen(yogaWith(services, [responseCache()])),
  jitAndResponseCache: await listen(yogaWith(services, [useHotQueryJit(), responseCache()])),
};
const asConfigured = graphqlPost(stack.app.url, home, HOME_VARIABLES);
const body = (await fetchOnce(asConfigured)).text;
const withoutViews = { ...home, text: home.text.replace(/\bviewCount\b/g, '') };
const plain = await startPlainServer(body);

const targets: Record<string, LoadTarget> = {
  plain: { url: plain.url },
  asConfigured,
  withoutViewCount: graphqlPost(stack.app.url, withoutViews, HOME_VARIABLES),
  interpreterWithoutViewCount: graphqlPost(variants.interpreter.url, withoutViews, HOME_VARIABLES),
  ...Object.fromEntries(Object.entries(variants).map(([name, server]) => [name, graphqlPost(server.url, home, HOME_VARIABLES)])),
};
// Enough runs for graphql-jit to compile the hot documents before measuring.
for (const [name, target] of Object.entries(targets)) if (name !== 'plain') for (let run = 0; run < 5; run++) await fetchOnce(target);

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const results = await measureSideBySide(targets, { seconds, connections: 10, rounds });
console.log(`home query (${body.length} bytes), ${seconds} s × ${rounds} rounds, 10 connections, ${new Date().toISOString()}`);
for (const [name, r] of Object.entries(results)) {
  console.log(`${name.padEnd(20)} ${String(r.rps).padStart(6)} req/s  p50 ${round(r.p50, 1)} ms  p99 ${round(r.p99, 1)} ms  ${round(r.rps / results.plain!.rps, 3)} × node:http${r.failures ? `  ${r.failures} failures` : ''}`);
}
plain.close();
for (const server of Object.values(variants)) server.close();
await stack.close();
