/**
 * A URL the storefront may put in `src` or `href`: absolute http(s), or a
 * site-relative path. Anything else (javascript:, data:, bare words such as
 * "image1.jpg") is refused, so upstream text can never inject a scheme.
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Backslashes and control characters: browsers read '/\host' as another origin.
  if (text === '' || /[\\\u0000-\u001f\u007f]/.test(text)) return null;
  if (text.startsWith('//')) return safeUrl(`https:${text}`);
  if (text.startsWith('/')) return text.replace(/ /g, '%20');
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The `imgSrc` of an `{imgSrc}` object (or a bare URL string), when safe. */
export function readImageSrc(value: unknown): string | null {
  if (typeof value === 'string') return safeUrl(value);
  if (typeof value === 'object' && value !== null && 'imgSrc' in value) {
    return safeUrl((value as { imgSrc: unknown }).imgSrc);
  }
  return null;
}
