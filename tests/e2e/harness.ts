import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { startApp, type RunningApp } from '../../bff/src/app';
import { startShopDouble, type ShopDouble } from '../double/server';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface OpenShopOptions {
  /** Extra generated products in the double, so lists have more than one page. */
  extraProducts?: number;
}

export interface Shop {
  /** A page at 1280 × 900 in its own browser context. */
  page: Page;
  browser: Browser;
  baseUrl: string;
  double: ShopDouble;
  app: RunningApp;
  /** A fresh page in a new context (own cookies), e.g. `{ viewport: { width: 375, height: 812 } }`. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** POSTs a query to the BFF, to compare the screen with what the API says. */
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

const DESKTOP = { width: 1280, height: 900 };

/**
 * Starts the shop-API double, the app (BFF + built web from dist/web) and headless Chromium.
 * Builds nothing: the test script runs `npm run build` first.
 */
export async function openShop(options: OpenShopOptions = {}): Promise<Shop> {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error('dist/web/index.html is missing: run npm run build first');
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium not found: apt-get install -y chromium');
  }

  const closers: (() => Promise<unknown>)[] = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  };

  try {
    const double = await startShopDouble({ extraProducts: options.extraProducts });
    closers.push(() => double.close());
    const app = await startApp({ upstreamUrl: double.url, dataDir: 'memory://', webDist: WEB_DIST });
    closers.push(() => app.close());
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    closers.push(() => browser.close());

    const newPage = async (contextOptions: BrowserContextOptions = {}) => {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', baseURL: app.url, ...contextOptions });
      return context.newPage();
    };

    return {
      page: await newPage(),
      browser,
      baseUrl: app.url,
      double,
      app,
      newPage,
      async gql<T>(query: string, variables?: Record<string, unknown>) {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
        if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
        return body.data;
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
