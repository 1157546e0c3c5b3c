import type { Context } from '../context';
import { fieldError } from '../schema/account-errors';
import { viewerOf } from '../schema/account';
import { invalidInput, unavailable } from '../schema/error';
import { isSignedOut, requireSession } from '../session/require-session';
import { updateSession } from '../session/session-state';
import { orSignedOut, upstreamAs } from '../session/upstream-as';
import { changeInfo } from '../upstream/account-api';
import { accountMessages } from './account-messages';
import { validateProfile } from './account-rules';
import { readAvatar } from './avatar-content';
import { saveAvatar } from './avatar-store';
import { forgetOwnAccount } from './own-account';

/** Name and phone; the e-mail is the session's, never one sent by the browser. */
export async function updateProfile(ctx: Context, raw: { fullname: string; phone: string }) {
  const session = requireSession(ctx);
  if (isSignedOut(session)) return session;
  const input = { fullname: raw.fullname.trim().replace(/\s+/g, ' '), phone: raw.phone.trim() };
  const problem = validateProfile(input);
  if (problem) return fieldError(problem);
  const result = await orSignedOut(() => changeInfo(upstreamAs(ctx), { email: session.email, ...input }, ctx.requestId));
  if ('__typename' in result) return result;
  if (result.kind === 'unavailable') return unavailable(accountMessages.featureUnavailable, 'FEATURE_UNAVAILABLE');
  forgetOwnAccount(ctx);
  await updateSession(ctx, { fullname: input.fullname });
  return { __typename: 'ProfileUpdated' as const, viewer: viewerOf(ctx.session ?? session), message: accountMessages.profileUpdated };
}

/** Checked by content (magic bytes) and size, whatever the file was called. */
export async function uploadAvatar(ctx: Context, imageBase64: string) {
  const session = requireSession(ctx);
  if (isSignedOut(session)) return session;
  const avatar = readAvatar(imageBase64);
  if (!avatar.ok) {
    return avatar.problem === 'too-large'
      ? invalidInput('avatar', 'FILE_TOO_LARGE', accountMessages.avatarTooLarge)
      : invalidInput('avatar', 'FILE_TYPE', accountMessages.avatarType);
  }
  await saveAvatar(ctx.services.database.db, session.userId, avatar.contentType, avatar.bytes);
  return { __typename: 'AvatarUpdated' as const, viewer: viewerOf(session), message: accountMessages.avatarUpdated };
}
