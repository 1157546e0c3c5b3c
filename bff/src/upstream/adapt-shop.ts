import type { ContactLink, PublicUser, ShopProfile } from '../domain/catalogue';
import { foldVietnamese } from './category-slug';
import { readImageSrc, safeUrl } from './safe-url';
import { asRecord, readId, readInt, readText } from './read-field';

/** A contact row, or null without an id or a theme. */
export function toContact(raw: unknown): ContactLink | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  const theme = readText(row?.theme);
  if (!row || id === null || theme === null) return null;
  return {
    id,
    theme,
    name: readText(row.name),
    title: readText(row.title),
    link: readText(row.link) ?? '',
    index: readInt(row.index) ?? 0,
  };
}

/** Groups contact rows by theme, in `index` order; unknown themes (legacy 'Image Slider') are ignored. */
export function toShopProfile(contacts: readonly ContactLink[], memberCount: number): ShopProfile {
  const profile: ShopProfile = { socialLinks: [], hotlines: [], emails: [], storeInfo: [], services: [], memberCount };
  const ordered = [...contacts].sort((a, b) => a.index - b.index || a.id - b.id);
  for (const contact of ordered) {
    switch (themeKey(contact.theme)) {
      case 'social': {
        const name = (contact.name ?? contact.title)?.toLowerCase();
        const link = externalLink(contact.link);
        if (name && link) profile.socialLinks.push({ name, link });
        break;
      }
      case 'contact':
        addContactLine(profile, contact);
        break;
      case 'store': {
        const title = contact.title ?? contact.name ?? '';
        if (contact.link !== '') profile.storeInfo.push({ title, text: contact.link });
        break;
      }
      case 'service': {
        const link = safeUrl(contact.link);
        const title = contact.title ?? contact.name ?? (link === null ? readText(contact.link) : null);
        if (title) profile.services.push({ title, link });
        break;
      }
      default:
        break;
    }
  }
  return profile;
}

/** The number of members. Nothing else may leave a user row here: the rows carry password hashes. */
export function countMembers(rawUsers: unknown): number {
  if (!Array.isArray(rawUsers)) return 0;
  return new Set(rawUsers.map((row) => readId(asRecord(row)?.id)).filter((id) => id !== null)).size;
}

/** The user's id when the shop marks the row as an admin (`role: {value: "admin"}`), else null. */
export function adminIdOf(raw: unknown): number | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  return id !== null && readText(asRecord(row?.role)?.value)?.toLowerCase() === 'admin' ? id : null;
}

/** Id, name and avatar only: never the email, phone, password hash or role. */
export function toPublicUser(raw: unknown): PublicUser | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  if (!row || id === null) return null;
  return {
    id,
    fullname: readText(row.fullname) ?? readText(row.name) ?? '',
    avatar: readImageSrc(row.avt),
  };
}

type ThemeKey = 'social' | 'contact' | 'store' | 'service' | null;

function themeKey(theme: string): ThemeKey {
  const key = foldVietnamese(theme).replace(/[^a-z]/g, '');
  if (key === 'socialmedia' || key === 'social') return 'social';
  if (key === 'contact') return 'contact';
  if (key.startsWith('storeinfo')) return 'store';
  if (key === 'service' || key === 'services') return 'service';
  return null;
}

function addContactLine(profile: ShopProfile, contact: ContactLink): void {
  const kind = foldVietnamese(contact.title ?? contact.name ?? '').replace(/[^a-z]/g, '');
  if (/hotline|phone|dienthoai|sdt/.test(kind)) {
    const number = contact.link.replace(/^tel:/i, '').trim();
    if (number !== '' && !profile.hotlines.includes(number)) profile.hotlines.push(number);
  } else if (/mail/.test(kind)) {
    const address = contact.link.replace(/^mailto:/i, '').trim();
    if (address.includes('@') && !profile.emails.includes(address)) profile.emails.push(address);
  }
}

/** Social links are sometimes stored without a scheme ("facebook.com/shop"). */
function externalLink(link: string): string | null {
  const direct = safeUrl(link);
  if (direct !== null && !direct.startsWith('/')) return direct;
  return /^[\w-]+(\.[\w-]+)+\/\S*$/.test(link) ? safeUrl(`https://${link}`) : null;
}
