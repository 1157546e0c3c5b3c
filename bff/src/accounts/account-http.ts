import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { SOCIAL_SIGN_IN_PATHS } from '../upstream/account-api';
import { findAvatar } from './avatar-store';

export interface AccountHttpOptions {
  db: Kysely<Database>;
  /** The upstream's base URL as the browser reaches it (its social-login routes are browser pages). */
  upstreamUrl: string;
  /** This shop's own address, where the provider sends the browser back with `?tokenID=`. */
  clientUrl: () => string;
}

const PROVIDER_PATHS: Record<string, string> = {
  '/auth/google': SOCIAL_SIGN_IN_PATHS.google,
  '/auth/facebook': SOCIAL_SIGN_IN_PATHS.facebook,
};

const AVATAR_PATH = /^\/avatars\/([1-9][0-9]{0,8})$/;

/**
 * Plain HTTP routes of the accounts area: the social sign-in redirects and
 * the avatars the BFF keeps. Answers true when it handled the request.
 */
export function createAccountHttpHandler(options: AccountHttpOptions) {
  const upstreamBase = options.upstreamUrl.replace(/\/+$/, '');

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const provider = PROVIDER_PATHS[path];
    if (provider) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res);
      // `redirect` is read only by the demo double; the real backend sends the browser to its CLIENT_URL.
      const location = `${upstreamBase}${provider}?redirect=${encodeURIComponent(options.clientUrl())}`;
      res.writeHead(302, { location, 'cache-control': 'no-store' }).end();
      return true;
    }
    const avatar = AVATAR_PATH.exec(path);
    if (avatar) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res);
      const row = await findAvatar(options.db, Number(avatar[1]));
      if (!row) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Không có ảnh đại diện');
        return true;
      }
      res.writeHead(200, {
        'content-type': row.content_type,
        'content-length': String(row.bytes.byteLength),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(row.bytes));
      return true;
    }
    return false;
  };
}

function methodNotAllowed(res: ServerResponse): true {
  res.writeHead(405, { allow: 'GET, HEAD' }).end();
  return true;
}
