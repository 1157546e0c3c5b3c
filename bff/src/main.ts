import { startApp } from './app';
import { readConfig } from './config';

const config = readConfig();
if (!config.upstreamUrl) {
  console.error('UPSTREAM_URL is not set. Use `npm start` to run the demo with the shop-API double.');
  process.exit(1);
}
const app = await startApp({ ...config, upstreamUrl: config.upstreamUrl });
console.log(`Cửa hàng đang chạy tại ${app.url}  (GraphQL: ${app.url}/graphql)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
