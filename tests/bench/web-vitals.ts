import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export interface PageVitals {
  /** Milliseconds. */
  lcp: number | null;
  fcp: number | null;
  cls: number;
  /** Sum over long tasks after first contentful paint of their time past 50 ms. */
  tbt: number;
  /** Same-origin scripts the page loaded, as URL paths. */
  scripts: string[];
}

/** A mid-range phone as Lighthouse's mobile profile pictures it; the CPU is slowed 4× over CDP. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  locale: 'vi-VN',
};

const COLLECTOR = `
window.__vitals = { lcp: null, fcp: null, cls: 0, longTasks: [], lastChange: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
// Anything that could still move LCP: a new candidate or a resource arriving.
new PerformanceObserver(() => { window.__vitals.lastChange = performance.now(); }).observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver(() => { window.__vitals.lastChange = performance.now(); }).observe({ type: 'resource', buffered: true });
webVitals.onLCP((metric) => { window.__vitals.lcp = metric.value; }, { reportAllChanges: true });
webVitals.onFCP((metric) => { window.__vitals.fcp = metric.value; });
webVitals.onCLS((metric) => { window.__vitals.cls = metric.value; }, { reportAllChanges: true });
`;

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error('Chromium not found: apt-get install -y chromium');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

const SETTLED_MS = 1500;
const WINDOW_SETTLE_MS = 2500;

/** One cold load of a page (fresh context, empty cache) on the mobile profile, web-vitals injected before any page script. */
export async function loadOnce(browser: Browser, url: string): Promise<PageVitals> {
  const webVitalsSource = readFileSync(join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    // A new headless window spends its first seconds loading Chromium's own WebUI
    // (chrome://omnibox-popup…, seen in a trace: ~200 requests); on two cores that
    // work competes with the page and added 0.5–1.5 s to LCP. Measure the page alone.
    await page.waitForTimeout(WINDOW_SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript({ content: `${webVitalsSource}\n${COLLECTOR}` });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Network idle can come while the throttled CPU still runs the bundle, before any
    // content is painted: wait until something contentful is painted and nothing that
    // could change LCP has happened for SETTLED_MS.
    await page.waitForFunction(
      (settledMs) => {
        const v = (window as unknown as { __vitals: { fcp: number | null; lastChange: number } }).__vitals;
        return v.fcp !== null && performance.now() - v.lastChange > settledMs;
      },
      SETTLED_MS,
      { timeout: 30_000, polling: 250 },
    );
    // Hiding the page makes web-vitals report its final LCP and CLS.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const raw = await page.evaluate(() => {
      const v = (window as unknown as { __vitals: { lcp: number | null; fcp: number | null; cls: number; longTasks: { start: number; duration: number }[] } }).__vitals;
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((u) => u.origin === location.origin && u.pathname.endsWith('.js'))
        .map((u) => u.pathname);
      return { ...v, scripts };
    });
    const fcp = raw.fcp ?? 0;
    const tbt = raw.longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { lcp: raw.lcp, fcp: raw.fcp, cls: raw.cls, tbt: Math.round(tbt), scripts: [...new Set(raw.scripts)] };
  } finally {
    await context.close();
  }
}

/** The median of `runs` cold loads, metric by metric. */
export async function medianVitals(browser: Browser, url: string, runs: number): Promise<PageVitals> {
  const loads: PageVitals[] = [];
  for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, url));
  const median = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
    return known.length ? (known[Math.floor(known.length / 2)] as number) : null;
  };
  return {
    lcp: median(loads.map((l) => l.lcp)),
    fcp: median(loads.map((l) => l.fcp)),
    cls: median(loads.map((l) => l.cls)) ?? 0,
    tbt: median(loads.map((l) => l.tbt)) ?? 0,
    scripts: [...new Set(loads.flatMap((l) => l.scripts))],
  };
}
