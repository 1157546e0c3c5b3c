import { startApp, type AppOptions, type RunningApp } from '../../bff/src/app';
import { startShopDouble, type DoubleMode, type ShopDouble } from '../double/server';

export interface Stack {
  double: ShopDouble;
  app: RunningApp;
  /** POSTs a GraphQL operation to the BFF over real HTTP. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlResult<T>>;
  /** Upstream calls the double has seen, excluding images. */
  upstreamCalls(): { method: string; path: string }[];
  close(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  headers: Headers;
}

export async function startStack(
  mode: DoubleMode = 'deployed',
  options: Partial<AppOptions> & { crashMs?: number; extraProducts?: number } = {},
): Promise<Stack> {
  const double = await startShopDouble({ mode, crashMs: options.crashMs ?? 400, extraProducts: options.extraProducts });
  const app = await startApp({ dataDir: 'memory://', webDist: 'dist/web', ...options, upstreamUrl: double.url });
  return {
    double,
    app,
    async gql(query, variables, headers = {}) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: any; errors?: GqlResult<unknown>['errors'] };
      return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
    },
    upstreamCalls() {
      return double.calls.filter((c) => !c.path.startsWith('/images/')).map((c) => ({ method: c.method, path: c.path }));
    },
    async close() {
      await app.close();
      await double.close();
    },
  };
}

export const MODES: DoubleMode[] = ['deployed', 'contract'];
