import type { Plugin } from 'graphql-yoga';

/**
 * Headers for every page the BFF serves. Images come from the shop's own
 * (upstream or CDN) origins, hence http:/https: in img-src.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style attributes (e.g. slide transforms); no inline <style> from users.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/** For answers that are data, not pages (GraphQL JSON, health checks): nothing in them may load, run or be framed. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** The development GraphiQL page is one inline document: it may run its own scripts, and still not be framed. */
const GRAPHIQL_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'";

/** /graphql answers get the data headers; the development GraphiQL page its own CSP. */
export function useSecurityHeaders(): Plugin {
  return {
    onResponse({ response }) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) response.headers.set(name, value);
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        response.headers.set('content-security-policy', GRAPHIQL_CSP);
      }
    },
  };
}
