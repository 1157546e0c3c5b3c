import pino from 'pino';
import type { Logger } from '../../bff/src/logger';
import { SHOP_UNAVAILABLE_CODE, SHOP_UNAVAILABLE_MESSAGE } from '../../bff/src/schema/unavailable-error';
import type { GqlResult } from './stack';

export interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  err?: { type?: string; message?: string };
  [key: string]: unknown;
}

/** A pino logger writing parsed JSON lines to memory, to assert on what the BFF logs. */
export function memoryLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

export const PINO_WARN = 40;

/** Runs `work` and says how long it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** Retries `attempt` until `done` holds or `ms` passes; returns the last result. */
export async function eventually<T>(attempt: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await attempt();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await attempt();
  }
  return value;
}

/** Every error is the shop-unavailable one: Vietnamese, with its code, and nothing of the cause. */
export function onlyShopUnavailable(result: GqlResult<unknown>): boolean {
  const errors = result.errors ?? [];
  return (
    errors.length > 0 &&
    errors.every((e) => e.message === SHOP_UNAVAILABLE_MESSAGE && e.extensions?.code === SHOP_UNAVAILABLE_CODE)
  );
}

/** Words from causes that must never reach a shopper. */
export const LEAK = /ECONN|127\.0\.0\.1|localhost|socket|timeout|circuit|undici|Upstream|\/api\/|stack|at \//i;

export async function status(url: string): Promise<number> {
  return (await fetch(url)).status;
}
