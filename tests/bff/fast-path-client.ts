import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastPath } from '../../bff/src/fast-path/fast-path';
import { sha256Hex } from '../../bff/src/fast-path/operation-registry';
import type { ShopYoga } from '../../bff/src/yoga';

export interface PersistedAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** Sends a document the way Apollo's persisted-query link does with useGETForHashedQueries. */
export async function persistedGet(
  baseUrl: string,
  document: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<PersistedAnswer> {
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256Hex(document) } }),
  });
  const response = await fetch(`${baseUrl}/graphql?${params}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The app's /graphql routing (fast path first, then Yoga) around a fast path the test built itself. */
export async function serveFastPath(fastPath: FastPath, yoga: ShopYoga): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    void Promise.resolve(fastPath.handle(req, res)).then(async (handled) => {
      if (!handled) await yoga.handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
