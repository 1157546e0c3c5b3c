import { startShopDouble, type DoubleMode } from './server';

const mode: DoubleMode = process.env.DOUBLE_MODE === 'contract' ? 'contract' : 'deployed';

const double = await startShopDouble({
  mode,
  port: Number(process.env.DOUBLE_PORT ?? 4010),
  host: process.env.DOUBLE_HOST ?? '127.0.0.1',
  jwtSecret: process.env.DOUBLE_JWT_SECRET,
  extraProducts: Number(process.env.DOUBLE_EXTRA_PRODUCTS ?? 0),
});

console.log(`Shop-API double (${double.mode} mode) listening on ${double.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void double.close().then(() => process.exit(0));
  });
}
