import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startApp, type RunningApp } from '../../bff/src/app';
import { startShopDouble, type DoubleMode, type ShopDouble } from '../double/server';
import { CHROMIUM_PATH } from './harness';

const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface AccountShop {
  baseUrl: string;
  app: RunningApp;
  double: ShopDouble;
  browser: Browser;
  /** A page in a fresh context (own cookies), 1280 × 900 unless told otherwise. */
  newPage(options?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext }>;
  /** The latest 6-digit code in `<dataDir>/.outbox/<email>.txt`, as the README tells a demo user to read it. */
  mailedCode(email: string): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Like harness.ts's openShop, with the double's mode chosen (contract mode has
 * register, change-info and change-password) and a real data folder, so the
 * demo outbox writes its files.
 */
export async function openAccountShop(mode: DoubleMode): Promise<AccountShop> {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error('dist/web/index.html is missing: run npm run build first');
  if (!existsSync(CHROMIUM_PATH)) throw new Error('Chromium not found: apt-get install -y chromium');
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const closers: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
  };
  try {
    const double = await startShopDouble({ mode });
    closers.push(() => double.close());
    const app = await startApp({ upstreamUrl: double.url, dataDir, webDist: WEB_DIST });
    closers.push(() => app.close());
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    closers.push(() => browser.close());
    return {
      baseUrl: app.url,
      app,
      double,
      browser,
      async newPage(options = {}) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN', baseURL: app.url, ...options });
        const page = await context.newPage();
        // The machine is shared with other test files: wait longer than Playwright's default, fail well before vitest's.
        page.setDefaultTimeout(20_000);
        return { page, context };
      },
      async mailedCode(email) {
        const text = await readFile(join(dataDir, '.outbox', `${email}.txt`), 'utf8').catch(() => '');
        return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
