import type { BenchStack } from './bench-stack';
import { entryScripts, totalGzippedKb } from './first-page-js';
import { PRODUCT_ID } from './r2-upstream-calls';
import { atMost, round, type Figure } from './report';
import { launchChromium, medianVitals } from './web-vitals';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: `/product?category=cardbogoc&productId=${PRODUCT_ID}` },
];

/** The first page's JavaScript and a Lighthouse-style mobile run (web-vitals in headless Chromium, CPU 4× slower). */
export async function benchWeb(stack: BenchStack, distDir: string, runs: number): Promise<Figure[]> {
  const entry = entryScripts(distDir);
  const entryKb = totalGzippedKb(distDir, entry);
  const figures: Figure[] = [
    { id: 'JS', name: 'index.html entry + modulepreload JavaScript, gzipped', value: entryKb, unit: 'KB', ...atMost(entryKb, 200), detail: { files: entry } },
  ];
  const browser = await launchChromium();
  try {
    for (const page of PAGES) {
      const vitals = await medianVitals(browser, `${stack.app.url}${page.path}`, runs);
      if (page.name === 'home') {
        const loadedKb = totalGzippedKb(distDir, vitals.scripts);
        figures.push({ id: 'JS', name: 'all JavaScript the home page loads, gzipped', value: loadedKb, unit: 'KB', ...atMost(loadedKb, 200), detail: { files: vitals.scripts } });
      }
      const lcp = vitals.lcp === null ? null : round(vitals.lcp / 1000, 2);
      figures.push(
        { id: 'vitals', name: `${page.name} LCP, mobile, CPU 4× (median of ${runs})`, value: lcp, unit: 's', ...(lcp === null ? {} : atMost(lcp, 2.5)), detail: { ...vitals } },
        { id: 'vitals', name: `${page.name} CLS`, value: round(vitals.cls, 3), unit: '', ...atMost(round(vitals.cls, 3), 0.1) },
        { id: 'vitals', name: `${page.name} total blocking time`, value: vitals.tbt, unit: 'ms', ...atMost(vitals.tbt, 200) },
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
