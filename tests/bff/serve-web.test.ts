import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebHandler } from '../../bff/src/web/serve-web';

describe('serving the built web app', () => {
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const server = createServer(createWebHandler({ distDir: dist, production: false }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('serves hashed assets as immutable scripts, and app routes as index.html', async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${base}/product?productId=100000`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Shop</title>');
  });

  it('answers a missing asset with 404 rather than the HTML page', async () => {
    const missing = await fetch(`${base}/assets/app-old999.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
  });

  it('never serves files outside the build folder', async () => {
    const escape = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await escape.text()).not.toContain('root:');
  });
});
