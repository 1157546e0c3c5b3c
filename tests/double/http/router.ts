import type { IncomingHttpHeaders } from 'node:http';
import type { Outcome } from './reply';

export interface DoubleRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Route {
  method: string;
  /** Express-style path, ':name' segments capture one segment. */
  pattern: string;
  handle(req: DoubleRequest): Outcome | Promise<Outcome>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The captured params when `path` fits `pattern`, otherwise null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** Whether a 'GET /api/product/:id' style key names this request. */
export function keyMatches(key: string, method: string, path: string): boolean {
  const [keyMethod, keyPattern] = key.trim().split(/\s+/, 2);
  return keyMethod?.toUpperCase() === method.toUpperCase() && matchPath(keyPattern ?? '', path) !== null;
}

export function findRoute(routes: Route[], method: string, path: string): { route: Route; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}
