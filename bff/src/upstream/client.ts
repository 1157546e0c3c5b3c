import { Pool } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { CircuitBreaker, CircuitOpenError, type CircuitBreakerOptions } from './circuit-breaker';
import { Deadline } from './deadline';
import { UpstreamUnavailableError } from './upstream-error';

export interface UpstreamClientOptions {
  baseUrl: string;
  authScheme?: 'raw' | 'bearer';
  timeoutMs?: number;
  connections?: number;
  /** Attempts after the first, for idempotent GETs only; pauses grow ×2.5 from `retryDelayMs` up to 1 s. */
  retries?: number;
  retryDelayMs?: number;
  /** The longest a call may take, retries included, when the caller gives no earlier deadline. */
  maxCallMs?: number;
  breaker?: CircuitBreakerOptions;
}

export interface UpstreamResponse {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON (HTML error pages, truncation). */
  body: unknown;
  /** A renewed token from the `token` response header (sliding session). */
  renewedToken: string | null;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  token?: string | null;
  requestId?: string;
  body?: unknown;
  /** The request's deadline (`ctx.deadline`): the call, retries included, ends by then. */
  deadline?: Deadline;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const PROBE_PATH = '/api/slider';
/** Pauses 150, 375, 937, 1000, 1000 ms: a crash of about three seconds is ridden out within a request's budget. */
const MAX_RETRY_DELAY_MS = 1000;

/**
 * The only HTTP door to the shop's REST backend. It sends no browser header
 * (no Origin: the backend answers a foreign Origin with a 500 HTML page).
 * Every call ends by its deadline (the caller's request deadline, else
 * `maxCallMs` from its start), retries of idempotent GETs included.
 */
export class UpstreamClient {
  readonly origin: string;
  private readonly basePath: string;
  private readonly pool: Pool;
  private readonly breaker: CircuitBreaker;
  private readonly opts: Required<Omit<UpstreamClientOptions, 'baseUrl' | 'breaker'>>;
  /** Upstream calls made, for benchmarks and batching tests. */
  callCount = 0;

  constructor(options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/$/, '');
    const timeoutMs = options.timeoutMs ?? 4000;
    this.opts = {
      authScheme: options.authScheme ?? 'raw',
      timeoutMs,
      maxCallMs: options.maxCallMs ?? timeoutMs * 2,
      connections: options.connections ?? 16,
      retries: options.retries ?? 5,
      retryDelayMs: options.retryDelayMs ?? 150,
    };
    this.breaker = new CircuitBreaker(options.breaker);
    this.pool = new Pool(this.origin, {
      connections: this.opts.connections,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connectTimeout: Math.min(timeoutMs, 2000),
      keepAliveTimeout: 4000,
    });
  }

  async get(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    const deadline = this.deadlineOf(options);
    let delay = this.opts.retryDelayMs;
    for (let tries = 0; ; tries += 1) {
      try {
        const response = await this.send('GET', path, options, deadline);
        if (!RETRYABLE_STATUS.has(response.status) || !this.mayRetry(tries, delay, deadline)) return response;
      } catch (error) {
        if (!(error instanceof UpstreamUnavailableError) || !this.mayRetry(tries, delay, deadline)) throw error;
      }
      await sleep(delay);
      delay = Math.min(delay * 2.5, MAX_RETRY_DELAY_MS);
    }
  }

  // Never retried: the upstream may have acted on a request whose answer was lost.
  post(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.send('POST', path, options, this.deadlineOf(options));
  }

  put(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.send('PUT', path, options, this.deadlineOf(options));
  }

  delete(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.send('DELETE', path, options, this.deadlineOf(options));
  }

  /** One quick GET without retries: does the upstream answer at all (any status below 500)? */
  async probe(): Promise<boolean> {
    try {
      const response = await this.send('GET', PROBE_PATH, { query: { pageSize: 1 } }, Deadline.in(Math.min(this.opts.timeoutMs, 2000)));
      return response.status < 500;
    } catch {
      return false;
    }
  }

  get circuitOpen(): boolean {
    return this.breaker.isOpen;
  }

  // By now the server is closed: what is left are background reads, not worth waiting for.
  close(): Promise<void> {
    return this.pool.destroy();
  }

  private deadlineOf(options: CallOptions): Deadline {
    const own = Deadline.in(this.opts.maxCallMs);
    return options.deadline && options.deadline.at < own.at ? options.deadline : own;
  }

  /** Retry while attempts remain, the circuit will let the retry through, and the deadline allows the wait. */
  private mayRetry(tries: number, delay: number, deadline: Deadline): boolean {
    return tries < this.opts.retries && this.breaker.msUntilProbe() <= delay && deadline.remainingMs() > delay;
  }

  private async send(method: Method, path: string, options: CallOptions, deadline: Deadline): Promise<UpstreamResponse> {
    const remaining = deadline.remainingMs();
    if (remaining === 0) throw new UpstreamUnavailableError(`${method} ${path}: request time budget spent`);
    if (!this.breaker.allow()) throw new CircuitOpenError(`${method} ${path}: circuit open`);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) {
      headers.authorization = this.opts.authScheme === 'bearer' ? `Bearer ${options.token}` : options.token;
    }
    if (options.requestId) headers['x-request-id'] = options.requestId;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    this.callCount += 1;
    try {
      const response = await this.pool.request({
        method,
        path: this.basePath + path + queryString(options.query),
        headers,
        body,
        signal: AbortSignal.timeout(remaining),
      });
      const text = await response.body.text();
      this.breaker.success();
      return {
        status: response.statusCode,
        body: parseBody(text),
        renewedToken: headerValue(response.headers, 'token'),
      };
    } catch (error) {
      this.breaker.failure();
      throw new UpstreamUnavailableError(`${method} ${path}: ${describe(error)}`, error);
    }
  }
}

/** The error's code (ECONNRESET, UND_ERR_HEADERS_TIMEOUT …) with its message: enough for a log line. */
function describe(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return [typeof code === 'string' ? code : null, typeof message === 'string' ? message : String(error)]
    .filter(Boolean)
    .join(' ');
}

function queryString(query: CallOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return typeof value === 'string' && value !== '' ? value : null;
}
