import type { CallOptions, UpstreamResponse } from './client';
import { findOwnAccount, readAuthToken, type OwnAccount } from './adapt-account';
import { readEnvelope, readList } from './envelope';
import { UpstreamUnavailableError } from './upstream-error';

/** The upstream's account routes (UPSTREAM.md, Authentication), as typed outcomes. */

type Call = (path: string, options?: Omit<CallOptions, 'token'>) => Promise<UpstreamResponse>;
/** The plain client, or the client speaking as the signed-in shopper. */
export interface Caller {
  get: Call;
  post: Call;
}

export type Unavailable = { kind: 'unavailable' };
const UNAVAILABLE: Unavailable = { kind: 'unavailable' };

/** An answer never reached us (crash, reset, timeout): the caller says "not available now". */
async function reach(work: () => Promise<UpstreamResponse>): Promise<UpstreamResponse | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  }
}

/** The shop's browser-facing route of each social provider (the old client sent Facebook to Google's). */
export const SOCIAL_SIGN_IN_PATHS = {
  google: '/api/auth/google',
  facebook: '/api/auth/facebook',
} as const;

/** Both fields must be non-empty: the known deployment crashes (or matches the first user) otherwise. */
export async function login(
  client: Caller,
  email: string,
  password: string,
  requestId: string,
): Promise<{ kind: 'ok'; token: string } | { kind: 'wrong' } | Unavailable> {
  if (email === '' || password === '') throw new Error('login needs both fields');
  const response = await reach(() => client.post('/api/auth/login', { body: { email, password }, requestId }));
  if (!response) return UNAVAILABLE;
  const envelope = readEnvelope(response.status, response.body);
  if (envelope.kind === 'ok') {
    const token = readAuthToken(envelope.body);
    return token ? { kind: 'ok', token } : UNAVAILABLE;
  }
  if (envelope.kind === 'error' && [400, 401, 404].includes(envelope.status)) return { kind: 'wrong' };
  return UNAVAILABLE;
}

export async function exchangeSocialToken(
  client: Caller,
  tokenID: string,
  requestId: string,
): Promise<{ kind: 'ok'; token: string } | { kind: 'rejected' } | Unavailable> {
  const response = await reach(() => client.post('/api/auth/loginwithtoken/token', { body: { tokenID }, requestId }));
  if (!response) return UNAVAILABLE;
  const envelope = readEnvelope(response.status, response.body);
  if (envelope.kind === 'ok') {
    const token = readAuthToken(envelope.body);
    return token ? { kind: 'ok', token } : UNAVAILABLE;
  }
  if (envelope.kind === 'error' && [400, 401, 404].includes(envelope.status)) return { kind: 'rejected' };
  return UNAVAILABLE;
}

/** v1 route; the known deployment has none (404): that is "unavailable", never a success. */
export async function register(
  client: Caller,
  input: { fullname: string; email: string; phone: string; password: string },
  requestId: string,
): Promise<{ kind: 'ok' } | { kind: 'email-taken' } | Unavailable> {
  const body = { email: input.email, name: input.fullname, phone: input.phone, avt: '', password: input.password };
  const response = await reach(() => client.post('/api/v1/auth/register', { body, requestId }));
  if (!response) return UNAVAILABLE;
  const envelope = readEnvelope(response.status, response.body);
  if (envelope.kind === 'ok') return { kind: 'ok' };
  // "Email is used already" comes as HTTP 200 + err 1 (read as 'empty'), the only refusal it documents.
  if (envelope.kind === 'empty' || (envelope.kind === 'error' && envelope.code === 'bad-request')) {
    return /used|exist|already/i.test(envelope.message) ? { kind: 'email-taken' } : UNAVAILABLE;
  }
  return UNAVAILABLE;
}

/** v1 route, matched by e-mail (the session's, never one from the browser). */
export async function changeInfo(
  client: Caller,
  input: { email: string; fullname: string; phone: string },
  requestId: string,
): Promise<{ kind: 'ok' } | Unavailable> {
  const response = await reach(() => client.post('/api/v1/auth/changeinfo', { body: input, requestId }));
  if (!response) return UNAVAILABLE;
  return readEnvelope(response.status, response.body).kind === 'ok' ? { kind: 'ok' } : UNAVAILABLE;
}

/** 204 is success; 401 "Password is matches with old password" means the old one is wrong. */
export async function changePassword(
  client: Caller,
  input: { oldPassword: string; newPassword: string },
  requestId: string,
): Promise<{ kind: 'ok' } | { kind: 'wrong-current' } | Unavailable> {
  const response = await reach(() => client.post('/api/auth/changePassword', { body: input, requestId }));
  if (!response) return UNAVAILABLE;
  if (response.status === 204 || (response.status >= 200 && response.status < 300 && readEnvelope(response.status, response.body).kind === 'ok')) {
    return { kind: 'ok' };
  }
  if (response.status === 401) return { kind: 'wrong-current' };
  return UNAVAILABLE;
}

/** The whole public user list (it carries hashes: only `findOwnAccount`'s pick may leave this module). */
async function userRows(client: Caller, requestId: string): Promise<unknown[] | null> {
  // pageSize alone: page + pageSize crashes the known deployment's user list.
  const response = await reach(() => client.get('/api/user', { query: { pageSize: 10000 }, requestId }));
  if (!response) return null;
  const list = readList<unknown>(response.status, response.body);
  if (list.kind === 'error') return null;
  return list.kind === 'empty' ? [] : list.data;
}

export async function ownAccount(client: Caller, userId: number, requestId: string): Promise<OwnAccount | null> {
  const rows = await userRows(client, requestId);
  return rows ? findOwnAccount(rows, userId) : null;
}

/** Whether an account uses this e-mail; null when the list cannot be read. */
export async function emailIsRegistered(client: Caller, email: string, requestId: string): Promise<boolean | null> {
  const rows = await userRows(client, requestId);
  if (!rows) return null;
  const wanted = email.trim().toLowerCase();
  return rows.some((raw) => {
    const value = (raw as { email?: unknown } | null)?.email;
    return typeof value === 'string' && value.trim().toLowerCase() === wanted;
  });
}
