import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startApp } from '../src/app';
import { readConfig } from '../src/config';

/**
 * `npm start`: builds the web app when its build is missing or older than its
 * sources, starts the shop-API double when no UPSTREAM_URL is given, then serves.
 */
const config = readConfig();

if (webBuildIsStale(config.webDist)) {
  console.log('Đang build giao diện web…');
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let upstreamUrl = config.upstreamUrl;
let closeDouble: (() => Promise<void>) | undefined;
if (!upstreamUrl) {
  const { startShopDouble } = await import('../../tests/double/server');
  const double = await startShopDouble({ port: Number(process.env.DOUBLE_PORT) || 0 });
  upstreamUrl = double.url;
  closeDouble = () => double.close();
  console.log(`Shop-API double (dữ liệu demo) tại ${double.url}`);
}

mkdirSync(config.dataDir, { recursive: true });
const app = await startApp({ ...config, upstreamUrl });
console.log(`\n  Cửa hàng đang chạy tại ${app.url}\n  GraphQL / GraphiQL: ${app.url}/graphql\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => closeDouble?.())
      .then(() => process.exit(0));
  });
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
