/**
 * `npm run bench`: issue 7's figures, side by side in one run on loopback, the
 * shop-API double answering from memory. Prints a table and writes
 * bench-results/latest.json (and latest.md for the README).
 * BENCH_SECONDS (default 5) and BENCH_ROUNDS (default 3) size each load run;
 * `--build` rebuilds the web app first (it is built when dist/web is missing).
 * BENCH_ONLY=R1,scale (ids of the table, comma-separated) runs only those
 * sections, for working on one figure; the README's figures come from a full run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startBenchStack, type BenchStack } from './bench-stack';
import { benchR1 } from './r1-throughput';
import { countUpstreamCalls, pageOperations, PRODUCT_ID, r2Figures, type UpstreamCounts } from './r2-upstream-calls';
import { benchR3 } from './r3-product-cache';
import { benchR4 } from './r4-overhead';
import { markdownTable, textTable, type Figure } from './report';
import { benchScale, LARGE_PRODUCTS, REVIEWS } from './scale';
import { seedReviews } from './seed-reviews';
import { benchWeb } from './web-section';
import { webDocuments } from './web-documents';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = `${ROOT}dist/web`;
const RESULTS = `${ROOT}bench-results`;
const load = { seconds: Number(process.env.BENCH_SECONDS ?? 5), connections: 10, rounds: Number(process.env.BENCH_ROUNDS ?? 3) };

const started = Date.now();
const loadAtStart = loadavg()[0] ?? 0;
const figures: Figure[] = [];
const log = (message: string) => console.error(`[${Math.round((Date.now() - started) / 1000)} s] ${message}`);

const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((id) => id.trim())) : null;

/** A section that fails becomes an error row; the rest of the run goes on. */
async function section(id: string, name: string, run: () => Promise<Figure[]>): Promise<void> {
  if (only && !only.has(id)) return;
  log(name);
  try {
    figures.push(...(await run()));
  } catch (error) {
    figures.push({ id, name, value: null, unit: '', error: error instanceof Error ? error.message : String(error) });
  }
}

if (process.argv.includes('--build') || !existsSync(`${DIST}/index.html`)) {
  log('building the web app');
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const documents = webDocuments();
const small = await startBenchStack({ webDist: DIST });
let large: BenchStack | undefined;
let smallCounts: Record<string, UpstreamCounts> | null = null;
try {
  await section('R1', 'R1 home query throughput', () => benchR1(small, documents, load));
  await section('R2', 'R2 upstream calls (20 products)', async () => {
    smallCounts = await countUpstreamCalls(small, await pageOperations(small, documents));
    return [];
  });
  await section('R3', 'R3 product page cached vs uncached', () => benchR3(small, documents, load));
  await section('R4', 'R4 BFF overhead', () => benchR4(small));

  if (!only || only.has('R2') || only.has('scale')) {
    log(`starting a shop with ${LARGE_PRODUCTS} products and ${REVIEWS} reviews`);
    large = await startBenchStack({ extraProducts: LARGE_PRODUCTS - 20 });
    const { list } = await large.app.services.catalogue.products();
    await seedReviews(large.app.services.database.db, {
      count: REVIEWS,
      productIds: list.map((p) => p.id),
      focusProductId: Number(PRODUCT_ID),
      focusCount: 10_000,
    });
    const bigStack = large;
    await section('R2', 'R2 upstream calls (5,000 products)', async () => {
      const largeCounts = await countUpstreamCalls(bigStack, await pageOperations(bigStack, documents));
      return smallCounts ? r2Figures(smallCounts, largeCounts) : [];
    });
    await section('scale', 'scale: 20 vs 5,000 products', () => benchScale(small, bigStack, documents));
    await large.close();
    large = undefined;
  }

  await section('web', 'first-page JavaScript and web-vitals', () => benchWeb(small, DIST, 5));
} finally {
  await large?.close();
  await small.close();
}

const cpu = cpus();
const machine = `${cpu.length} cores, Node ${process.versions.node.split('.')[0]}`;
const date = new Date().toISOString();
const report = {
  date,
  machine,
  cpu: cpu[0]?.model ?? 'unknown',
  node: process.versions.node,
  loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
  load,
  webBuiltAt: statSync(`${DIST}/index.html`).mtime.toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  figures,
};
const results = only ? `${RESULTS}/partial` : RESULTS;
mkdirSync(results, { recursive: true });
writeFileSync(`${results}/latest.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${results}/latest.md`, `${date.slice(0, 10)} · ${machine} (${report.cpu}) · load average ${loadAtStart.toFixed(1)} at start\n\n${markdownTable(figures)}\n`);
console.log(`\n${date} · ${machine} · ${report.seconds} s · load average ${loadAtStart.toFixed(1)} → ${report.loadAverage.end.toFixed(1)}\n`);
console.log(textTable(figures));
console.log(`\nwritten to ${results}/latest.json and latest.md`);
