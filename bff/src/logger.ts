import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout; tests and `npm test` keep it quiet unless LOG_LEVEL says otherwise. */
export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  return pino({
    level,
    base: { service: 'shop-bff' },
    redact: { paths: ['token', '*.token', 'password', '*.password', 'authorization', '*.authorization'], censor: '[redacted]' },
  });
}
