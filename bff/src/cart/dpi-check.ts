import { isIP } from 'node:net';
import { imageSize } from 'image-size';
import { Agent, buildConnector, interceptors, request } from 'undici';
import { effectiveDpi, parsePrintSize } from './print-size';
import { InternalAddressError, isPublicAddress, publicOnlyLookup } from './public-address';

/** The shop's terms (SPEC §1): images at 300 dpi. */
export const REQUIRED_DPI = 300;

export interface ProbeOptions {
  /** In production, loopback and private addresses are refused (no server-side request forgery). */
  production: boolean;
  timeoutMs?: number;
  /** Stop reading after this many bytes; the dimensions sit in the first few KB of any usual format. */
  maxBytes?: number;
}

export type ImageProbe =
  | { kind: 'image'; width: number; height: number; type: string }
  | { kind: 'unreadable'; reason: string }
  /** Not fetched: the shopper's image checks for now are used up. */
  | { kind: 'not-checked' };

/**
 * A design link the BFF may fetch: absolute http(s), no credentials, of sane
 * length. A link pasted without its scheme ("drive.google.com/file/d/…") is
 * read as https; a bare file name ("image1.jpg") is not a link.
 */
export function parseDesignLink(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 2000) return null;
  const url = absoluteUrl(trimmed) ?? (HOST_AND_PATH.test(trimmed) ? absoluteUrl(`https://${trimmed}`) : null);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username || url.password) return null;
  return url;
}

/** "host.tld/path…" with no scheme: a dotted host name, an optional port, then a path. */
const HOST_AND_PATH = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?\/\S*$/i;

function absoluteUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Fetches the start of the image behind a design link and reads its pixel size. Never throws. */
export async function probeDesignImage(url: URL, options: ProbeOptions): Promise<ImageProbe> {
  const timeoutMs = options.timeoutMs ?? 4000;
  const maxBytes = options.maxBytes ?? 4 * 1024 * 1024;
  const agent = guardedAgent(options.production, timeoutMs);
  try {
    const response = await request(url, {
      method: 'GET',
      dispatcher: agent.compose(interceptors.redirect({ maxRedirections: 3 })),
      headers: { accept: 'image/*' },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs * 2),
    });
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      return { kind: 'unreadable', reason: `HTTP ${response.statusCode}` };
    }
    const type = String(response.headers['content-type'] ?? '');
    if (/^text\/html/i.test(type)) {
      await response.body.dump();
      return { kind: 'unreadable', reason: 'a web page, not an image' };
    }
    return await readDimensions(response.body, maxBytes);
  } catch (error) {
    const blocked = error instanceof InternalAddressError || (error as { cause?: unknown }).cause instanceof InternalAddressError;
    return { kind: 'unreadable', reason: blocked ? 'internal address' : (error as Error).message };
  } finally {
    await agent.close().catch(() => undefined);
  }
}

/**
 * The shopper's warning for a design at a print size, or null when the image
 * is sharp enough, vector (SVG), or the size has no two known sides.
 */
export function dpiWarning(probe: ImageProbe, sizeOption: string): string | null {
  if (probe.kind === 'not-checked') {
    return 'Bạn đã thêm nhiều link thiết kế trong thời gian ngắn nên shop chưa kiểm tra độ phân giải của ảnh này; shop sẽ kiểm tra lại với bạn.';
  }
  if (probe.kind === 'unreadable') {
    return 'Không đọc được ảnh từ link thiết kế (link cần mở ra đúng một tấm ảnh, ai cũng xem được). Shop sẽ kiểm tra lại với bạn.';
  }
  if (probe.type === 'svg') return null;
  const size = parsePrintSize(sizeOption);
  if (!size) return null;
  const dpi = effectiveDpi(probe.width, probe.height, size);
  if (dpi >= REQUIRED_DPI) return null;
  return `Ảnh thiết kế (${probe.width}×${probe.height} px) chỉ đạt khoảng ${dpi} dpi ở khổ ${size.label}, thấp hơn ${REQUIRED_DPI} dpi shop yêu cầu; bản in có thể bị mờ.`;
}

async function readDimensions(body: AsyncIterable<Buffer> & { destroy(): unknown }, maxBytes: number): Promise<ImageProbe> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      length += chunk.length;
      const found = dimensionsOf(Buffer.concat(chunks, length));
      if (found) return found;
      if (length >= maxBytes) return { kind: 'unreadable', reason: `no image size in the first ${maxBytes} bytes` };
    }
    return dimensionsOf(Buffer.concat(chunks, length)) ?? { kind: 'unreadable', reason: 'not an image' };
  } finally {
    body.destroy();
  }
}

function dimensionsOf(bytes: Buffer): ImageProbe | null {
  try {
    const { width, height, type } = imageSize(bytes);
    return width > 0 && height > 0 ? { kind: 'image', width, height, type: type ?? 'unknown' } : null;
  } catch {
    return null;
  }
}

function guardedAgent(production: boolean, timeoutMs: number): Agent {
  const connect = buildConnector({ timeout: timeoutMs, ...(production ? { lookup: publicOnlyLookup } : {}) });
  return new Agent({
    connect(opts, callback) {
      // A literal IP skips DNS, hence the lookup: check it here.
      const host = opts.hostname.replace(/^\[|\]$/g, '');
      if (production && isIP(host) !== 0 && !isPublicAddress(host)) {
        return callback(new InternalAddressError(`${host} is an internal address`), null);
      }
      return connect(opts, callback);
    },
  });
}
