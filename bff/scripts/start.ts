import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startApp } from '../src/app';
import { readConfig } from '../src/config';

/**
 * `npm start`: builds the web app when its build is missing or older than its
 * sources, starts the shop-API double when no UPSTREAM_URL is given, then serves
 * on one port — with WEB_CONCURRENCY > 1 from that many processes (node:cluster).
 */
const config = readConfig();

if (cluster.isWorker) {
  const app = await startApp({
    ...config,
    upstreamUrl: config.upstreamUrl!,
    seedDemoReviews: process.env.SEED_DEMO_REVIEWS === '1',
  });
  process.send?.({ ready: app.url });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  await primary();
}

async function primary(): Promise<void> {
  if (webBuildIsStale(config.webDist)) {
    console.log('Đang build giao diện web…');
    const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  let upstreamUrl = config.upstreamUrl;
  let closeDouble: (() => Promise<void>) | undefined;
  if (!upstreamUrl) {
    const { startShopDouble } = await import('../../tests/double/server');
    // DOUBLE_MODE=contract: the double answers as UPSTREAM.md says the API should (register, change-info, change-password work).
  const mode = process.env.DOUBLE_MODE === 'contract' ? 'contract' : 'deployed';
  const double = await startShopDouble({ port: Number(process.env.DOUBLE_PORT) || 0, mode });
    upstreamUrl = double.url;
    closeDouble = () => double.close();
    console.log(`Shop-API double (dữ liệu demo) tại ${double.url}`);
  }
  mkdirSync(config.dataDir, { recursive: true });

  const workers = workerCount();
  if (workers <= 1) {
    const app = await startApp({ ...config, upstreamUrl, seedDemoReviews: !config.upstreamUrl });
    announce(app.url);
    onStop(() => app.close().then(() => closeDouble?.()));
    return;
  }

  // Every worker listens on the same port; the primary only forwards the upstream address.
  let announced = false;
  for (let i = 0; i < workers; i += 1) {
    // One worker seeds the demo reviews, so two never race to insert them.
    const seed = i === 0 && !config.upstreamUrl ? '1' : '';
    const worker = cluster.fork({ UPSTREAM_URL: upstreamUrl, SEED_DEMO_REVIEWS: seed });
    worker.on('message', (message: { ready?: string }) => {
      if (message.ready && !announced) {
        announced = true;
        announce(`${message.ready} (${workers} tiến trình)`);
      }
    });
  }
  onStop(async () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    await closeDouble?.();
  });
}

function workerCount(): number {
  const wanted = Number(process.env.WEB_CONCURRENCY) || 1;
  if (wanted > 1 && !config.databaseUrl) {
    console.warn('WEB_CONCURRENCY > 1 cần DATABASE_URL (PostgreSQL): PGlite chỉ phục vụ một tiến trình. Chạy 1 tiến trình.');
    return 1;
  }
  return Math.max(1, Math.min(wanted, 64));
}

function announce(url: string): void {
  console.log(`\n  Cửa hàng đang chạy tại ${url}\n  GraphQL / GraphiQL: ${url.split(' ')[0]}/graphql\n`);
}

function onStop(stop: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(0)));
  }
}

function webBuildIsStale(distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return newestMtime('web') > built || newestMtime('schema.graphql') > built;
}

function newestMtime(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}
