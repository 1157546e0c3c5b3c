import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../bff/resilience-helpers';
import { startRewrittenStack } from '../bff/security-rewriting-proxy';
import { CHROMIUM_PATH } from './harness';

const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));
const XSS_NAME = 'Card <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const XSS_TEXT = '<b onmouseover="window.__xss=3">in đậm</b> <iframe src="javascript:window.__xss=4"></iframe>';

interface Watch {
  violations: () => Promise<{ directive: string; blocked: string }[]>;
  consoleErrors: string[];
  pageErrors: string[];
}

/** Records CSP violation events (from the first script on), console errors and uncaught page errors. */
async function watch(page: Page): Promise<Watch> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __csp: typeof seen }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI }),
    );
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp: { directive: string; blocked: string }[] }).__csp),
    consoleErrors,
    pageErrors,
  };
}

describe('the web app satisfies its own Content-Security-Policy', () => {
  let stack: Awaited<ReturnType<typeof startRewrittenStack>>;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error('dist/web/index.html is missing: run npm run build first');
    stack = await startRewrittenStack('deployed', { webDist: WEB_DIST, logger: memoryLogger().logger, seedDemoReviews: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function open(path: string, ready: string): Promise<{ page: Page; seen: Watch; csp: string }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    const seen = await watch(page);
    const response = await page.goto(`${stack.app.url}${path}`);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return { page, seen, csp: (await response?.headerValue('content-security-policy')) ?? '' };
  }

  it.each([
    ['home', '/', '.product-grid .tile'],
    ['product page', '/product?productId=100004', 'h1'],
  ])('loads the %s with no CSP violation and no console error', async (_name, path, ready) => {
    const { page, seen, csp } = await open(path, ready);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(await seen.violations()).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect(seen.pageErrors).toEqual([]);

    // The policy is enforced and the listener hears it: an injected inline script is blocked and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
    });
    await expect.poll(async () => (await seen.violations()).length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
    await page.context().close();
  });

  it('shows markup from the shop as text, never as HTML', async () => {
    stack.rewrite((call, body) => {
      const envelope = body as { data?: Record<string, unknown>[] };
      if (call.path !== '/api/product' || !Array.isArray(envelope.data)) return undefined;
      return {
        ...envelope,
        data: envelope.data.map((row) =>
          row.id === 100001 ? { ...row, name: XSS_NAME, name2: XSS_TEXT, description: { title: XSS_TEXT, content: `${XSS_TEXT}/br/${XSS_NAME}`, img: '' } } : row,
        ),
      };
    });
    // The catalogue and the public answers made from it (the header's Layout, which also names
    // product 100001 and would otherwise bring the old name back into the page's cache).
    stack.app.forgetCatalogue();

    const html = await (await fetch(`${stack.app.url}/product?productId=100001`)).text();
    expect(html.includes('<img src=x onerror')).toBe(false);
    expect(html.includes('<script>window.__xss')).toBe(false);

    const { page, seen } = await open('/product?productId=100001', 'h1');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('<img src=x onerror=');
    expect(await page.locator('body').textContent()).toContain('<b onmouseover=');
    await page.locator('h1').first().hover();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], b[onmouseover], iframe[src^="javascript"]').count()).toBe(0);
    expect(await seen.violations()).toEqual([]);
    stack.rewrite(null);
    await page.context().close();
  });
});
