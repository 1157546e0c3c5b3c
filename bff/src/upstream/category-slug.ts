import slugify from 'slugify';

/**
 * The URL form of a category: 'Card bo góc' → 'cardbogoc', 'Sách ảnh bìa' →
 * 'sachanhbia'. Lower-case Latin letters and digits only; '' for no category.
 */
export function categorySlug(category: string | null | undefined): string {
  if (typeof category !== 'string') return '';
  // locale 'vi' maps đ → d (the default charmap gives 'dj').
  const slug = slugify(category.normalize('NFC'), { lower: true, strict: true, locale: 'vi', replacement: '' });
  return slug.replace(/[^a-z0-9]/g, '');
}

/** Lower-case, tone marks removed, đ → d, whitespace collapsed: for accent-insensitive search. */
export function foldVietnamese(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
