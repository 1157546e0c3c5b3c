import type { Context } from '../context';

/** The socket address app.ts wrote over any client-sent value. */
export function clientAddress(ctx: Context): string {
  return ctx.request.headers.get('x-shop-client-ip') || 'unknown';
}
