import { describe, expect, it } from 'vitest';
import { outboxFileName } from '../../bff/src/accounts/mailer';
import { codeMail } from '../../bff/src/accounts/code-mail';
import { findOwnAccount, readAuthToken } from '../../bff/src/upstream/adapt-account';

const rows = [
  { id: 1, fullname: 'Quản Trị Viên', email: 'admin@demo.vn', phone: '0900000001', password: '$scrypt$…', role: { value: 'admin' } },
  { id: '2', fullname: 'Nguyễn Văn An', email: 'an@demo.vn', phone: '0901234567', password: '$scrypt$…', avt: { imgSrc: 'https://cdn.example/a.png' } },
  { id: 3, name: 'Old Row', email: 'x@demo.vn', avt: { imgSrc: 'javascript:alert(1)' } },
];

describe('findOwnAccount', () => {
  it("keeps only the shopper's own public fields — never a hash or another user", () => {
    const own = findOwnAccount(rows, 2);
    expect(own).toEqual({ id: 2, fullname: 'Nguyễn Văn An', email: 'an@demo.vn', phone: '0901234567', avatar: 'https://cdn.example/a.png' });
    expect(JSON.stringify(own)).not.toContain('scrypt');
  });

  it('tolerates old rows and refuses unsafe avatar URLs', () => {
    expect(findOwnAccount(rows, 3)).toEqual({ id: 3, fullname: 'Old Row', email: 'x@demo.vn', phone: null, avatar: null });
    expect(findOwnAccount(rows, 99)).toBeNull();
    expect(findOwnAccount([null, 'x', 7], 1)).toBeNull();
  });
});

describe('readAuthToken', () => {
  it("reads login's token and register's Bearer access_token", () => {
    expect(readAuthToken({ token: 'a.b.c' })).toBe('a.b.c');
    expect(readAuthToken({ access_token: 'Bearer a.b.c' })).toBe('a.b.c');
    expect(readAuthToken({ access_token: null })).toBeNull();
  });
});

describe('outbox', () => {
  it('names files after the address without path tricks', () => {
    expect(outboxFileName('An@Demo.vn')).toBe('an@demo.vn.txt');
    const escaped = outboxFileName('../../etc/passwd');
    expect(escaped).not.toContain('/');
    expect(escaped.startsWith('.')).toBe(false);
    expect(outboxFileName('a/b@x.vn')).toBe('a_b@x.vn.txt');
  });

  it('puts the code and its lifetime in the mail', () => {
    const mail = codeMail('an@demo.vn', '012345', 'verify', 120);
    expect(mail.subject).toContain('012345');
    expect(mail.text).toContain('012345');
    expect(mail.text).toContain('120 giây');
  });
});
