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
