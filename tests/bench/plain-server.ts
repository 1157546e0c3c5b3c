import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The yardstick: node:http answering fixed bytes, as the BFF's JSON answers are sent. */
export async function startPlainServer(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const bytes = Buffer.from(body);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
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
