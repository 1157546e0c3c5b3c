import type { RichBlock } from '../domain/catalogue';
import { safeUrl } from './safe-url';
import { asRecord, parseMaybeJson } from './read-field';

/** Paragraphs of upstream text: '/br/' (or a blank line) separates them; trimmed, empties dropped. */
export function splitParagraphs(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split(/\/br\/|\n[ \t]*\n/i)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Image URLs of an `img` field joined by '##'; only http(s) and site-relative URLs survive. */
export function splitImages(img: unknown): string[] {
  const parts = Array.isArray(img) ? img.flatMap(splitImages) : typeof img === 'string' ? img.split('##') : [];
  return parts.map(safeUrl).filter((url): url is string => url !== null);
}

/** A `{title, content, img}` block, or null when it holds nothing to show. */
export function toRichBlock(raw: unknown): RichBlock | null {
  const record = asRecord(parseMaybeJson(raw));
  if (!record) return null;
  const title = typeof record.title === 'string' ? record.title.normalize('NFC').replace(/\s+/g, ' ').trim() : '';
  const paragraphs = splitParagraphs(record.content);
  const images = splitImages(record.img);
  if (title === '' && paragraphs.length === 0 && images.length === 0) return null;
  return { title, paragraphs, images };
}

/** A list of blocks (`option_des.material_des`, `order_notify` …); a single block is a list of one. */
export function toRichBlocks(raw: unknown): RichBlock[] {
  const value = parseMaybeJson(raw);
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.map(toRichBlock).filter((block): block is RichBlock => block !== null);
}
