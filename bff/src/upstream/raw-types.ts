/**
 * The shop backend's rows as UPSTREAM.md describes them. Documentation, not a
 * guarantee: adapters take `unknown` and check every field, because real rows
 * break these types (numbers as strings, missing objects, misspelled keys).
 */

export interface RawEnvelope<T = unknown> {
  err?: 0 | 1 | -1;
  mes?: string;
  data?: T;
  /** 400 "Missing JWT token" and most 500s use `error` instead of `err`/`mes`. */
  error?: string;
  /** Added on paged lists (contact, question, sliders, cart). */
  pageSize?: number | string;
  pageNum?: number | string;
  page?: number | string;
}

export interface RawImage {
  imgSrc?: string | null;
}

export interface RawRichBlock {
  title?: string | null;
  /** Paragraphs joined by '/br/'. */
  content?: string | null;
  /** Image URLs joined by '##'. */
  img?: string | null;
}

export interface RawOptionNotes {
  material_des?: RawRichBlock[] | null;
  effect_des?: RawRichBlock[] | null;
}

export interface RawProduct {
  /** From 100000. */
  id?: number | string;
  name?: string | null;
  /** Tag line. */
  name2?: string | null;
  /** Integer đồng, or a string such as "19.99". */
  price?: number | string | null;
  category?: string | null;
  /** Option fields: one string, items joined by ", "; 'non' means none. */
  material?: string | null;
  /** Misspelling some payloads use for `material`. */
  marterial?: string | null;
  sides?: string | null;
  effect?: string | null;
  size?: string | null;
  color?: string | null;
  colorsys?: string | null;
  pritech?: string | null;
  cut?: string | null;
  /** Free text: "3 days", "3 - 5 ngày". */
  time?: string | null;
  /** A YouTube link, sometimes junk such as "image1.jpg". */
  video?: string | null;
  /** v2. */
  imgs?: RawImage[] | null;
  /** Older rows: URLs joined by ';'. */
  img?: string | null;
  seen?: number | string | null;
  quantity?: number | string | null;
  status?: string | null;
  avt?: RawImage | null;
  avt_hover?: RawImage | null;
  /** Absent from the deployed v2, like `option_des` and `order_notify`. */
  description?: RawRichBlock | null;
  option_des?: RawOptionNotes | null;
  order_notify?: RawRichBlock[] | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface RawPriceTable {
  id?: number | string;
  /** Missing from get-by-id. */
  product?: { id?: number | string } | null;
  size?: string | null;
  material?: string | null;
  lim1?: string | null;
  lim2?: string | null;
  /** v1: "qty,p1,p2,p3,p4;..." in thousands of đồng; 'Liên hệ'/empty/null: on request. v2: a number. */
  value?: string | number | null;
}

export interface RawHotProduct {
  id?: number | string;
  rank?: number | string;
  material?: string | null;
  effect?: string | null;
  size?: string | null;
  product?: { id?: number | string; name?: string; avt?: RawImage | null; avt_hover?: RawImage | null } | null;
}

export interface RawImageSlide {
  id?: number | string;
  /** Only 'release' is shown. */
  status?: string | null;
  index?: number | string | null;
  img?: RawImage | null;
  product?: { id?: number | string } | null;
  /** Older data. */
  productId?: number | string | null;
}

export interface RawTextSlide {
  id?: number | string;
  text?: string | null;
  status?: string | null;
  index?: number | string | null;
}

export interface RawContact {
  id?: number | string;
  /** facebook / tiktok / youtube for theme 'social media'. */
  name?: string | null;
  /** 'Hotline' / 'Email' for theme 'contact'. */
  title?: string | null;
  link?: string | null;
  /** 'social media' | 'contact' | 'store infor' | 'service' | legacy 'Image Slider'. */
  theme?: string | null;
  status?: string | null;
  index?: number | string | null;
}

/** Public `GET /api/user` rows: they carry secrets, so only a count may leave the adapter. */
export interface RawUser {
  id?: number | string;
  fullname?: string | null;
  /** Registration's name field. */
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  /** A password hash. */
  password?: string | null;
  role?: { value?: string } | null;
  avt?: RawImage | null;
}

export interface RawLoginAnswer {
  err?: number;
  mes?: string;
  token?: string;
}

export interface RawRegisterAnswer {
  err?: number;
  mes?: string;
  /** "Bearer <jwt>". */
  access_token?: string;
}

export interface RawCartRow {
  id?: number | string;
  name?: string | null;
  sides?: string | null;
  price?: number | string | null;
  img_src?: string | null;
  /** "Đã có" / "Chưa có", or a count. */
  isDesigned?: string | number | null;
  quantity?: number | string | null;
  material?: string | null;
  effect?: string | null;
  size?: string | null;
  productId?: number | string | null;
}

export interface RawOrderItem {
  id?: number | string;
  /** A product id when sent; absent when read back. */
  product?: number | string | { id?: number | string } | null;
  img_src?: string | null;
  name?: string | null;
  sides?: string | null;
  isDesigned?: string | number | null;
  price?: number | string | null;
  quantity?: number | string | null;
  material?: string | null;
  effect?: string | null;
  size?: string | null;
}

export interface RawOrder {
  id?: number | string;
  /** 6 characters A–Z0–9, then a millisecond timestamp. */
  orderCode?: string | null;
  nameReceive?: string | null;
  /** The old client's misspelling. */
  nameRecieve?: string | null;
  address?: string | null;
  phone?: string | null;
  /** Undocumented values; sent as a non-zero integer. */
  status?: number | string | null;
  /** Only on `GET /api/order/:id`. */
  items?: RawOrderItem[] | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface RawComment {
  id?: number | string;
  text?: string | null;
  rating?: number | string | null;
  /** New reviews start 'pending'. */
  status?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface RawQuestion {
  id?: number | string;
  question?: string | null;
  answer?: string | null;
}
