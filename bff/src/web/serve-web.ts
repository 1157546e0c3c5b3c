import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { Deadline } from '../upstream/deadline';
import { securityHeaders } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT = `<!doctype html><html lang="vi"><meta charset="utf-8"><title>Chưa có giao diện</title>
<p>Giao diện web chưa được build. Hãy chạy <code>npm run build</code> rồi tải lại trang.</p></html>`;

export interface WebHandlerOptions {
  distDir: string;
  production: boolean;
  /** Extra <head> markup for a page URL (title, Open Graph, JSON-LD), or null for the defaults. */
  headFor?: (url: URL) => Promise<string | null>;
  /** How long a page waits for its head (a cold catalogue, a slow upstream) before it goes out with the defaults. */
  headTimeoutMs?: number;
}

/** Serves the built SPA: hashed assets with long caching, everything else gets index.html. */
export function createWebHandler(options: WebHandlerOptions) {
  const root = resolve(options.distDir);
  const headers = securityHeaders(options.production);
  const headTimeoutMs = options.headTimeoutMs ?? 1500;
  let template: Promise<string | null> | undefined;
  const indexHtml = () => (template ??= readFile(join(root, 'index.html'), 'utf8').catch(() => null));

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = await staticFile(root, url.pathname);
    if (file) {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    if (url.pathname.startsWith('/assets/')) {
      // A missing hashed asset is a stale page after a deploy: a 404, not index.html served as script.
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end('Không tìm thấy');
      return;
    }
    const html = await indexHtml();
    const head = html && options.headFor ? await Deadline.in(headTimeoutMs).race(options.headFor(url)).catch(() => null) : null;
    const body = html ? injectHead(html, head) : NOT_BUILT;
    res.writeHead(html ? 200 : 503, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

async function staticFile(root: string, pathname: string): Promise<string | null> {
  if (pathname === '/' || pathname.endsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root + '/') || path.endsWith('index.html')) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
}

/** Replaces the default title/description with page-specific tags. */
function injectHead(html: string, head: string | null): string {
  if (!head) return html;
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${head}\n</head>`);
}
