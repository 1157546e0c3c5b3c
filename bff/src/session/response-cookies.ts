import type { Plugin } from 'graphql-yoga';

/** Set-Cookie values resolvers queued for the response to a request. */
const pending = new WeakMap<Request, string[]>();
/** Requests answered for a signed-in shopper. */
const personal = new WeakSet<Request>();

export function queueCookie(request: Request, cookie: string): void {
  const list = pending.get(request) ?? [];
  list.push(cookie);
  pending.set(request, list);
}

/** What is queued so far (tests; the plugin below sends them). */
export function queuedCookies(request: Request): readonly string[] {
  return pending.get(request) ?? [];
}

/** The answer depends on who asks: no shared cache may keep it. */
export function markPersonal(request: Request): void {
  personal.add(request);
}

/** Writes the queued cookies on the way out (no cookie store is installed for Yoga here). */
export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      const cookies = pending.get(request);
      if (cookies) {
        pending.delete(request);
        // A later cookie of the same name wins in the browser; send only the last of each.
        const byName = new Map<string, string>();
        for (const cookie of cookies) byName.set(cookie.slice(0, cookie.indexOf('=')), cookie);
        for (const cookie of byName.values()) response.headers.append('set-cookie', cookie);
      }
      if (cookies || personal.has(request)) response.headers.set('cache-control', 'private, no-store');
    },
  };
}
