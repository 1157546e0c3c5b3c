import { Pool } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { CircuitBreaker } from './circuit-breaker';
import { UpstreamUnavailableError } from './upstream-error';

export interface UpstreamClientOptions {
  baseUrl: string;
  authScheme?: 'raw' | 'bearer';
  timeoutMs?: number;
  connections?: number;
  /** Attempts after the first, for idempotent GETs only. */
  retries?: number;
  retryDelayMs?: number;
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
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/**
 * The only HTTP door to the shop's REST backend. It sends no browser header
 * (no Origin: the backend answers a foreign Origin with a 500 HTML page).
 */
export class UpstreamClient {
  readonly origin: string;
  private readonly basePath: string;
  private readonly pool: Pool;
  private readonly breaker = new CircuitBreaker();
  private readonly opts: Required<Omit<UpstreamClientOptions, 'baseUrl'>>;
  /** Upstream calls made, for benchmarks and batching tests. */
  callCount = 0;

  constructor(options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/$/, '');
    this.opts = {
      authScheme: options.authScheme ?? 'raw',
      timeoutMs: options.timeoutMs ?? 4000,
      connections: options.connections ?? 16,
      retries: options.retries ?? 3,
      retryDelayMs: options.retryDelayMs ?? 150,
    };
    this.pool = new Pool(this.origin, {
      connections: this.opts.connections,
      headersTimeout: this.opts.timeoutMs,
      bodyTimeout: this.opts.timeoutMs,
      connectTimeout: Math.min(this.opts.timeoutMs, 2000),
      keepAliveTimeout: 4000,
    });
  }

  get(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.withRetries(() => this.send('GET', path, options));
  }

  post(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.send('POST', path, options);
  }

  put(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.send('PUT', path, options);
  }

  delete(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.send('DELETE', path, options);
  }

  get circuitOpen(): boolean {
    return this.breaker.isOpen;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async withRetries(attempt: () => Promise<UpstreamResponse>): Promise<UpstreamResponse> {
    let delay = this.opts.retryDelayMs;
    for (let tries = 0; ; tries += 1) {
      try {
        const response = await attempt();
        if (!RETRYABLE_STATUS.has(response.status) || tries >= this.opts.retries) return response;
      } catch (error) {
        if (!(error instanceof UpstreamUnavailableError) || tries >= this.opts.retries || this.breaker.isOpen) {
          throw error;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2.5;
    }
  }

  private async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: CallOptions): Promise<UpstreamResponse> {
    if (!this.breaker.allow()) throw new UpstreamUnavailableError('circuit open');
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
        signal: AbortSignal.timeout(this.opts.timeoutMs * 2),
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
      throw new UpstreamUnavailableError(`${method} ${path}: ${(error as Error).message}`, error);
    }
  }
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
