/**
 * Clean catalogue objects. The upstream's raw rows become these in
 * `bff/src/upstream/adapt-catalogue.ts` and `adapt-shop.ts`; nothing outside `upstream/` sees a raw row.
 */

export interface RichBlock {
  title: string;
  /** Paragraphs, split on '/br/', trimmed, empty ones dropped. */
  paragraphs: string[];
  /** Image URLs, split on '##', http(s) or site-relative only. */
  images: string[];
}

export interface ProductOptions {
  /** Each list is the option values in upstream order; 'non' is kept as the literal 'non' value. */
  material: string[];
  effect: string[];
  size: string[];
  sides: string[];
}

export interface ProductSpecs {
  color: string | null;
  colorsys: string | null;
  pritech: string | null;
  cut: string | null;
  time: string | null;
}

export interface Product {
  id: number;
  name: string;
  tagline: string | null;
  /** Whole đồng; null when the upstream price is missing or not a number. */
  price: number | null;
  category: string | null;
  /** See `categorySlug` in upstream/category-slug.ts. */
  categorySlug: string;
  options: ProductOptions;
  specs: ProductSpecs;
  /** The 11-character YouTube id, or null when the link is junk. */
  videoId: string | null;
  images: string[];
  thumbnail: string | null;
  hoverImage: string | null;
  /** The upstream's own view counter. */
  seen: number;
  quantity: number | null;
  status: string | null;
  description: RichBlock | null;
  materialNotes: RichBlock[];
  effectNotes: RichBlock[];
  orderNotes: RichBlock[];
  createdAt: string | null;
}

/** One price-table column: printed sides and design limit (null = any number of designs). */
export interface PriceColumn {
  sides: 1 | 2;
  /** null: any number of designs; otherwise the lim1/lim2 value, e.g. "1 mẫu". */
  designLimit: string | null;
}

export interface PriceRow {
  quantity: number;
  /** One entry per column, whole đồng; null where the cell is empty ('Không có'). */
  prices: (number | null)[];
}

export interface PriceTable {
  id: number;
  productId: number;
  size: string;
  material: string;
  /** True for 'Liên hệ', empty or null values: price on request. */
  onRequest: boolean;
  columns: PriceColumn[];
  rows: PriceRow[];
}

export interface HotProduct {
  id: number;
  rank: number;
  material: string | null;
  effect: string | null;
  size: string | null;
  productId: number;
}

export interface ImageSlide {
  id: number;
  index: number;
  image: string;
  /** Falls back to 100000 when the slide names no product. */
  productId: number;
}

export interface TextSlide {
  id: number;
  index: number;
  text: string;
}

export interface ContactLink {
  id: number;
  theme: string;
  name: string | null;
  title: string | null;
  link: string;
  index: number;
}

export interface ShopProfile {
  socialLinks: { name: string; link: string }[];
  hotlines: string[];
  emails: string[];
  storeInfo: { title: string; text: string }[];
  services: { title: string; link: string | null }[];
  memberCount: number;
}

/** A user as the BFF may show it: never a hash, and email/phone only of the signed-in user. */
export interface PublicUser {
  id: number;
  fullname: string;
  avatar: string | null;
}
