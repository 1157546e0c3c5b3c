import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../bff/src/fast-path/operation-registry';
import { PUBLIC_OPERATION_NAMES } from '../../bff/src/fast-path/public-operations';
import { DEMO_USERS } from '../double/seed/users';
import { openShop, type Shop } from './harness';

const MANIFEST = fileURLToPath(new URL('../../web/src/gql/persisted-documents.json', import.meta.url));
const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;

interface Exchange {
  operationName: string;
  method: string;
  /** extensions.persistedQuery.sha256Hash of a GET; null when the request carried the document. */
  hash: string | null;
  status: number;
  cacheControl: string | undefined;
  body: Promise<string>;
}

/** Every /graphql request the page made, with how it was answered. */
function recordGraphql(page: Page): Exchange[] {
  const exchanges: Exchange[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/graphql') return;
    const request = response.request();
    const posted = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string }) : null;
    const extensions = url.searchParams.get('extensions');
    exchanges.push({
      operationName: posted?.operationName ?? url.searchParams.get('operationName') ?? '',
      method: request.method(),
      hash: extensions ? ((JSON.parse(extensions) as { persistedQuery?: { sha256Hash?: string } }).persistedQuery?.sha256Hash ?? null) : null,
      status: response.status(),
      cacheControl: response.headers()['cache-control'],
      body: response.text().catch(() => ''),
    });
  });
  return exchanges;
}

/** Operation name → the hash codegen gave its document, which the BFF looks up. */
function manifestHashes(): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const [hash, text] of Object.entries(readManifest(MANIFEST))) {
    const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (operation?.name) hashes.set(operation.name.value, hash);
  }
  return hashes;
}

const of = (exchanges: Exchange[], name: string) => exchanges.filter((e) => e.operationName === name);
const greeting = (page: Page) => page.locator('.account-menu__toggle');

/** Layout and Home each went once, as a persisted GET with codegen's hash, answered 200 from the fast path. */
function expectFromFastPath(exchanges: Exchange[], hashes: Map<string, string>) {
  for (const name of ['Layout', 'Home']) {
    expect(PUBLIC_OPERATION_NAMES).toContain(name);
    const sent = of(exchanges, name);
    expect(sent.map((e) => ({ method: e.method, hash: e.hash, status: e.status })), name).toEqual([
      { method: 'GET', hash: hashes.get(name), status: 200 },
    ]);
    expect(sent[0]?.cacheControl, name).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  }
}

let shop: Shop;
let hashes: Map<string, string>;

beforeAll(async () => {
  shop = await openShop();
  hashes = manifestHashes();
});

afterAll(async () => {
  await shop?.close();
});

describe('public operations from the browser', { timeout: 90_000 }, () => {
  it('loads the home page with Layout and Home as cached persisted GETs, and the shopper as a POST', async () => {
    const page = await shop.newPage();
    const exchanges = recordGraphql(page);
    await page.goto('/');
    await page.locator('.product-grid .tile').first().waitFor();
    await page.locator('.topbar__members').waitFor();
    await greeting(page).getByText('Tài khoản').waitFor();

    expectFromFastPath(exchanges, hashes);
    // Who is asking never goes as a shareable GET.
    expect(of(exchanges, 'CurrentViewer').map((e) => [e.method, e.hash, e.status])).toEqual([['POST', null, 200]]);
    expect(exchanges.filter((e) => e.status === 404)).toEqual([]);

    const { products } = await shop.gql<{ products: { edges: { node: { name: string } }[] } }>(
      '{ products(first: 4) { edges { node { name } } } }',
    );
    const names = await page.locator('.product-grid .tile .tile__name').allTextContents();
    expect(names.slice(0, 4)).toEqual(products.edges.map((e) => e.node.name));
    await page.context().close();
  });

  it('greets a signed-in shopper, whose name is in no public answer, and forgets them on sign-out', async () => {
    const page = await shop.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`/login?next=${encodeURIComponent('/account')}`);
    await page.getByLabel('Email').fill(an.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(an.password);
    await page.locator('form').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await greeting(page).getByText('Xin chào, An').waitFor();

    const exchanges = recordGraphql(page);
    await page.goto('/');
    await page.locator('.product-grid .tile').first().waitFor();
    await greeting(page).getByText('Xin chào, An').waitFor();
    expectFromFastPath(exchanges, hashes);
    for (const exchange of exchanges.filter((e) => e.method === 'GET')) {
      const body = await exchange.body;
      expect(body, exchange.operationName).not.toContain(an.email);
      expect(body, exchange.operationName).not.toContain(an.fullname);
    }
    const viewer = of(exchanges, 'CurrentViewer');
    expect(viewer.map((e) => [e.method, e.status, e.cacheControl])).toEqual([['POST', 200, 'private, no-store']]);
    expect(await viewer[0]!.body).toContain(an.fullname);

    await greeting(page).click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await greeting(page).getByText('Tài khoản').waitFor();
    expect(await greeting(page).textContent()).not.toContain('Xin chào');
    await page.context().close();
  });

  it('sends the whole document as a POST when the BFF does not know the hash', async () => {
    const page = await shop.newPage();
    const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    // As after a deploy whose manifest lacks this build's documents.
    await page.route(
      (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'Layout',
      (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify(notFound) }),
    );
    const exchanges = recordGraphql(page);
    await page.goto('/');
    await page.locator('.topbar__members').waitFor();
    expect(of(exchanges, 'Layout').map((e) => [e.method, e.status])).toEqual([
      ['GET', 404],
      ['POST', 200],
    ]);
    await page.context().close();
  });
});
