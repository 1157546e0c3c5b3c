import { describe, expect, it } from 'vitest';
import { readEnvelope, readList } from '../../bff/src/upstream/envelope';

describe('readEnvelope', () => {
  it('reads success with data', () => {
    const env = readEnvelope<{ id: number }[]>(200, { err: 0, mes: 'Get product successfully', data: [{ id: 1 }] });
    expect(env).toMatchObject({ kind: 'ok', data: [{ id: 1 }], message: 'Get product successfully' });
  });

  it('reads success without data, keeping the whole body for tokens beside data', () => {
    const order = readEnvelope(201, { err: 0, mes: 'Order created successfully' });
    expect(order).toMatchObject({ kind: 'ok', data: undefined });
    const login = readEnvelope(200, { err: 0, mes: 'Login successful', token: 'abc.def.ghi' });
    expect(login.kind === 'ok' && login.body.token).toBe('abc.def.ghi');
  });

  it('reads a 204 with an empty body as success', () => {
    expect(readEnvelope(204, '')).toMatchObject({ kind: 'ok', data: undefined });
  });

  it.each([
    ['the right table', 'No have any product'],
    ['a wrong table name', 'No have any textproduct'],
    ['prices for carts', 'No have any prices'],
    ['an unexpected text', 'whatever'],
  ])('reads 200 + err 1 + no data as an empty list (%s)', (_, mes) => {
    expect(readEnvelope(200, { err: 1, mes })).toEqual({ kind: 'empty', message: mes });
  });

  it('parses a JSON text body', () => {
    expect(readEnvelope(200, '{"err":0,"mes":"ok","data":[1]}')).toMatchObject({ kind: 'ok', data: [1] });
  });

  it.each([
    [400, { error: 'Missing JWT token' }, 'missing-token', 'Missing JWT token'],
    [401, { err: 1, mes: 'invalid token' }, 'unauthorized', 'invalid token'],
    [401, { err: 1, mes: 'jwt expired' }, 'unauthorized', 'jwt expired'],
    [401, { err: 1, mes: 'jwt malformed' }, 'unauthorized', 'jwt malformed'],
    [400, { err: 1, mes: 'Missing email or password' }, 'bad-request', 'Missing email or password'],
    [404, { err: 1, mes: 'Page not found' }, 'not-found', 'Page not found'],
    [404, { err: 1, mes: 'User not found' }, 'not-found', 'User not found'],
    [500, { error: 'Internal server error: Duplicate entry' }, 'server', 'Internal server error: Duplicate entry'],
    [500, { err: -1, mes: 'Iternal Error' }, 'server', 'Iternal Error'],
    [500, { err: -1, error: 'ER_BAD_FIELD_ERROR' }, 'server', 'ER_BAD_FIELD_ERROR'],
    [502, {}, 'server', 'HTTP 502'],
    [422, { err: 1, mes: 'bad' }, 'bad-request', 'bad'],
  ] as const)('maps HTTP %i %j to %s', (status, body, code, message) => {
    expect(readEnvelope(status, body)).toEqual({ kind: 'error', status, code, message });
  });

  it('treats 200 + err -1 and 200 + err 1 with data as errors, not successes', () => {
    expect(readEnvelope(200, { err: -1, mes: 'Iternal Error' })).toMatchObject({ kind: 'error', code: 'server' });
    expect(readEnvelope(200, { err: 1, mes: 'Email is used already', data: {} })).toMatchObject({
      kind: 'error',
      code: 'bad-request',
    });
  });

  it.each([
    ['an HTML 500 (foreign Origin)', 500, '<!DOCTYPE html><html><body>Error: Not allowed by CORS</body></html>'],
    ['an HTML 200', 200, '<html></html>'],
    ['an empty 200', 200, ''],
    ['a JSON array', 200, [1, 2]],
    ['a JSON number', 200, 42],
    ['null', 200, null],
    ['truncated JSON', 200, '{"err":0,"da'],
  ])('reads %s as garbage', (_, status, body) => {
    expect(readEnvelope(status, body)).toMatchObject({ kind: 'error', status, code: 'garbage' });
  });

  it('reads a 404 HTML page (missing route) as not-found, not garbage', () => {
    const env = readEnvelope(404, '<pre>Cannot POST /api/v1/auth/register</pre>');
    expect(env).toMatchObject({ kind: 'error', status: 404, code: 'not-found' });
  });
});

describe('readList', () => {
  it('returns the rows of a list', () => {
    expect(readList(200, { err: 0, mes: 'ok', data: [{ id: 1 }, { id: 2 }] })).toMatchObject({
      kind: 'ok',
      data: [{ id: 1 }, { id: 2 }],
    });
  });

  it('unwraps a list paged as {rows}', () => {
    expect(readList(200, { err: 0, data: { count: 1, rows: [{ id: 9 }] }, page: 1 })).toMatchObject({
      kind: 'ok',
      data: [{ id: 9 }],
    });
  });

  it('passes an empty table through as empty', () => {
    expect(readList(200, { err: 1, mes: 'No have any contact' })).toMatchObject({ kind: 'empty' });
  });

  it.each([
    ['an object', { id: 1 }],
    ['a string', 'x'],
    ['null', null],
    ['nothing', undefined],
  ])('calls data that is %s garbage', (_, data) => {
    expect(readList(200, { err: 0, mes: 'ok', data })).toMatchObject({ kind: 'error', code: 'garbage', status: 200 });
  });

  it('passes errors through', () => {
    expect(readList(401, { err: 1, mes: 'jwt expired' })).toMatchObject({ kind: 'error', code: 'unauthorized' });
  });
});
