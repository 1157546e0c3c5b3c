import { describe, expect, it } from 'vitest';
import type { ContactLink } from '../../bff/src/domain/catalogue';
import { adminIdOf, countMembers, toContact, toPublicUser, toShopProfile } from '../../bff/src/upstream/adapt-shop';

const rawContacts = [
  { id: 1, name: 'facebook', title: null, link: 'https://facebook.com/inthecard', theme: 'social media', status: 'release', index: 2 },
  { id: 2, name: 'TikTok', title: null, link: 'tiktok.com/@inthecard', theme: 'social media', index: 1 },
  { id: 3, name: 'youtube', link: 'javascript:alert(1)', theme: 'social media', index: 3 },
  { id: 4, title: 'Hotline', link: '0901234567', theme: 'contact', index: 1 },
  { id: 5, title: 'Hotline', link: 'tel:0987654321', theme: 'contact', index: 2 },
  { id: 6, title: 'Email', link: 'mailto:shop@inthecard.vn', theme: 'contact', index: 3 },
  { id: 7, title: 'Email', link: 'not an address', theme: 'contact', index: 4 },
  { id: 8, title: 'Địa chỉ', link: '12 Lê Lợi, Q.1', theme: 'store infor', index: 2 },
  { id: 9, title: 'Giờ mở cửa', link: '8:00 - 21:00', theme: 'store infor', index: 1 },
  { id: 10, title: 'In card theo yêu cầu', link: '/san-pham', theme: 'service', index: 1 },
  { id: 11, title: 'Thiết kế miễn phí', link: '', theme: 'service', index: 2 },
  { id: 12, title: 'Slide', link: '/slide.jpg', theme: 'Image Slider', index: 0 },
  { id: 13, title: 'Hotline', link: '0901234567', theme: 'contact', index: 5 },
];

const contacts = rawContacts.map(toContact).filter((c): c is ContactLink => c !== null);

describe('toContact', () => {
  it('adapts a row', () => {
    expect(toContact(rawContacts[0])).toEqual({
      id: 1,
      theme: 'social media',
      name: 'facebook',
      title: null,
      link: 'https://facebook.com/inthecard',
      index: 2,
    });
  });

  it('needs an id and a theme', () => {
    expect(toContact({ id: 1, link: 'x' })).toBeNull();
    expect(toContact({ theme: 'contact', link: 'x' })).toBeNull();
    expect(toContact(null)).toBeNull();
  });
});

describe('toShopProfile', () => {
  const profile = toShopProfile(contacts, 42);

  it('groups social links by name in index order, adding a missing scheme and dropping unsafe links', () => {
    expect(profile.socialLinks).toEqual([
      { name: 'tiktok', link: 'https://tiktok.com/@inthecard' },
      { name: 'facebook', link: 'https://facebook.com/inthecard' },
    ]);
  });

  it('reads hotlines and emails from the contact theme, without duplicates or schemes', () => {
    expect(profile.hotlines).toEqual(['0901234567', '0987654321']);
    expect(profile.emails).toEqual(['shop@inthecard.vn']);
  });

  it('reads store information and services', () => {
    expect(profile.storeInfo).toEqual([
      { title: 'Giờ mở cửa', text: '8:00 - 21:00' },
      { title: 'Địa chỉ', text: '12 Lê Lợi, Q.1' },
    ]);
    expect(profile.services).toEqual([
      { title: 'In card theo yêu cầu', link: '/san-pham' },
      { title: 'Thiết kế miễn phí', link: null },
    ]);
  });

  it('ignores legacy Image Slider rows and carries the member count', () => {
    expect(JSON.stringify(profile)).not.toContain('slide');
    expect(profile.memberCount).toBe(42);
  });

  it('gives an empty profile for no contacts', () => {
    expect(toShopProfile([], 0)).toEqual({ socialLinks: [], hotlines: [], emails: [], storeInfo: [], services: [], memberCount: 0 });
  });
});

const rawUsers = [
  {
    id: 1,
    fullname: 'Nguyễn Văn A',
    email: 'a@example.com',
    phone: '0901234567',
    password: '$2b$10$abcdefghijklmnopqrstuv',
    role: { value: 'admin' },
    avt: { imgSrc: '/avatars/a.png' },
  },
  { id: 2, name: 'Trần B', email: 'b@example.com', password: '$2b$10$zzz', avt: null },
  { id: 2, fullname: 'duplicate row' },
  { email: 'no-id@example.com' },
  'junk',
];

describe('countMembers', () => {
  it('counts distinct users with an id and nothing else', () => {
    expect(countMembers(rawUsers)).toBe(2);
    expect(countMembers([])).toBe(0);
    expect(countMembers({ data: rawUsers })).toBe(0);
    expect(countMembers(undefined)).toBe(0);
  });
});

describe('toPublicUser', () => {
  it('keeps id, fullname and avatar only', () => {
    const user = toPublicUser(rawUsers[0]);
    expect(user).toEqual({ id: 1, fullname: 'Nguyễn Văn A', avatar: '/avatars/a.png' });
    const text = JSON.stringify(user);
    for (const secret of ['a@example.com', '0901234567', '$2b$', 'admin']) expect(text).not.toContain(secret);
  });

  it('falls back to the registration name and a null avatar', () => {
    expect(toPublicUser(rawUsers[1])).toEqual({ id: 2, fullname: 'Trần B', avatar: null });
  });

  it('needs an id', () => {
    expect(toPublicUser(rawUsers[3])).toBeNull();
    expect(toPublicUser('junk')).toBeNull();
  });
});

describe('adminIdOf', () => {
  it("gives the id of a row the shop marks as admin, and null for anyone else", () => {
    expect(rawUsers.map(adminIdOf)).toEqual([1, null, null, null, null]);
    expect(adminIdOf({ id: 7, role: { value: 'Admin ' } })).toBe(7);
    expect(adminIdOf({ id: 8, role: 'admin' })).toBeNull();
    expect(adminIdOf({ role: { value: 'admin' } })).toBeNull();
  });
});
