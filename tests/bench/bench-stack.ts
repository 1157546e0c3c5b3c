import { startApp, type AppOptions, type RunningApp } from '../../bff/src/app';
import { createLogger } from '../../bff/src/logger';
import { startShopDouble, type ShopDouble } from '../double/server';
import type { LoadTarget } from './load';
import type { WebDocument } from './web-documents';

export interface BenchStack {
  double: ShopDouble;
  app: RunningApp;
  /** Upstream calls the double has seen since the last reset, images left out. */
  upstreamCalls(): number;
  close(): Promise<void>;
}

/** The double answering from memory and the BFF with a throwaway PGlite database, both on loopback. */
export async function startBenchStack(
  options: { extraProducts?: number; double?: ShopDouble } & Partial<AppOptions> = {},
): Promise<BenchStack> {
  const double = options.double ?? (await startShopDouble({ extraProducts: options.extraProducts }));
  const app = await startApp({ dataDir: 'memory://', logger: createLogger('silent'), ...options, upstreamUrl: double.url });
  return {
    double,
    app,
    upstreamCalls: () => double.calls.filter((call) => !call.path.startsWith('/images/')).length,
    async close() {
      await app.close();
      if (!options.double) await double.close();
    },
  };
}

/** The POST the web app's Apollo client sends for a document. */
export function graphqlPost(baseUrl: string, document: WebDocument, variables: Record<string, unknown>, headers: Record<string, string> = {}): LoadTarget {
  return {
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', ...headers },
    body: JSON.stringify({ operationName: document.name, query: document.text, variables }),
  };
}

/** Sends a target once and returns the answer's text, failing on errors so no figure is taken of a broken query. */
export async function fetchOnce(target: LoadTarget): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(target.url, { method: target.method ?? 'GET', headers: target.headers, body: target.body });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) throw new Error(`${target.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { status: response.status, text, headers: response.headers };
}
