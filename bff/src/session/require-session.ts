import type { Context } from '../context';
import { notSignedIn, type NotSignedInValue } from '../schema/error';
import type { Session } from './session';

/** The signed-in shopper, or the NotSignedIn error value to return from a resolver. */
export function requireSession(ctx: Context): Session | NotSignedInValue {
  return ctx.session ?? notSignedIn();
}

export function isSignedOut(value: Session | NotSignedInValue): value is NotSignedInValue {
  return '__typename' in value;
}
