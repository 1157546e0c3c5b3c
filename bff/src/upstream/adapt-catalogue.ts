import type { HotProduct, ImageSlide, PriceTable, Product, TextSlide } from '../domain/catalogue';
import { categorySlug } from './category-slug';
import { readImageSrc, safeUrl } from './safe-url';
import { parseOptionList, readMaterial } from './parse-options';
import { parseProductPrice } from './parse-price';
import { parsePriceValue, priceColumns } from './parse-price-table';
import { toRichBlock, toRichBlocks } from './parse-rich-text';
import { asRecord, parseMaybeJson, readId, readInt, readRelationId, readText, type RawRecord } from './read-field';
import { youtubeId } from './youtube-id';

/** SPEC 9: a slide that names no product links to this one. */
export const FALLBACK_SLIDE_PRODUCT_ID = 100000;
/** Hot products without a rank sort after the ranked ones. */
export const UNRANKED = 999;

/** A product row, or null when it has no numeric id or no name. */
export function toProduct(raw: unknown): Product | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  const name = readText(row?.name);
  if (!row || id === null || name === null) return null;
  const category = readText(row.category);
  const images = productImages(row);
  const notes = asRecord(parseMaybeJson(row.option_des));
  const seen = readInt(row.seen);
  return {
    id,
    name,
    tagline: readText(row.name2),
    price: parseProductPrice(row.price),
    category,
    categorySlug: categorySlug(category),
    options: {
      material: parseOptionList(readMaterial(row)),
      effect: parseOptionList(row.effect),
      size: parseOptionList(row.size),
      sides: parseOptionList(row.sides),
    },
    specs: {
      color: readText(row.color),
      colorsys: readText(row.colorsys),
      pritech: readText(row.pritech),
      cut: readText(row.cut),
      time: readText(row.time),
    },
    videoId: youtubeId(row.video),
    images,
    thumbnail: readImageSrc(row.avt) ?? images[0] ?? null,
    hoverImage: readImageSrc(row.avt_hover),
    seen: seen !== null && seen > 0 ? seen : 0,
    quantity: readInt(row.quantity),
    status: readText(row.status),
    description: toRichBlock(row.description),
    materialNotes: toRichBlocks(notes?.material_des),
    effectNotes: toRichBlocks(notes?.effect_des),
    orderNotes: toRichBlocks(row.order_notify),
    createdAt: readText(row.createdAt),
  };
}

/** v2 `imgs: [{imgSrc}]`; older rows `img: "a;b"`. Unsafe URLs and duplicates dropped. */
function productImages(row: RawRecord): string[] {
  const imgs = parseMaybeJson(row.imgs);
  const fromList = Array.isArray(imgs) ? imgs.map(readImageSrc) : [];
  const legacy = typeof row.img === 'string' ? row.img.split(';').map(safeUrl) : [];
  const found = fromList.some((url) => url !== null) ? fromList : legacy;
  return [...new Set(found.filter((url): url is string => url !== null))];
}

/** A price table, or null without its own id or its product's id. */
export function toPriceTable(raw: unknown): PriceTable | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  const productId = readRelationId(row?.product) ?? readId(row?.productId);
  if (!row || id === null || productId === null) return null;
  const value = parsePriceValue(row.value);
  return {
    id,
    productId,
    size: readText(row.size) ?? '',
    material: readMaterial(row) ?? '',
    onRequest: value.onRequest,
    columns: priceColumns(row.lim1, row.lim2),
    rows: value.onRequest ? [] : value.rows,
  };
}

export function toHotProduct(raw: unknown): HotProduct | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  const productId = readRelationId(row?.product) ?? readId(row?.productId);
  if (!row || id === null || productId === null) return null;
  return {
    id,
    rank: readInt(row.rank) ?? UNRANKED,
    material: readMaterial(row),
    effect: readText(row.effect),
    size: readText(row.size),
    productId,
  };
}

/** A home-page slide; null unless released and carrying a usable image. */
export function toImageSlide(raw: unknown): ImageSlide | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  const image = readImageSrc(row?.img);
  if (!row || id === null || image === null || !isReleased(row)) return null;
  return {
    id,
    index: readInt(row.index) ?? 0,
    image,
    productId: readRelationId(row.product) ?? readId(row.productId) ?? FALLBACK_SLIDE_PRODUCT_ID,
  };
}

/** A text-banner item; null unless released and non-empty. */
export function toTextSlide(raw: unknown): TextSlide | null {
  const row = asRecord(raw);
  const id = readId(row?.id);
  const text = readText(row?.text);
  if (!row || id === null || text === null || !isReleased(row)) return null;
  return { id, index: readInt(row.index) ?? 0, text: text.replace(/\s+/g, ' ') };
}

function isReleased(row: RawRecord): boolean {
  return typeof row.status === 'string' && row.status.trim().toLowerCase() === 'release';
}
