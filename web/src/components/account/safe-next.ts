/**
 * Where to go after signing in: only a path on this site. Anything that could
 * leave it ("//evil", "/\\evil", "https://…", "javascript:") falls back to "/".
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f]/.test(next)) return '/';
  const url = new URL(next, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid') return '/';
  // Never back to a screen that only makes sense signed out.
  if (['/login', '/register', '/accountVerification', '/forgetPass'].includes(url.pathname)) return '/';
  return url.pathname + url.search + url.hash;
}
