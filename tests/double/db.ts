import { factory, nullable, primaryKey } from '@mswjs/data';

/**
 * The double's tables. Foreign keys are plain numbers (faster than relations
 * for thousands of generated products); `description`, `optionDes` and
 * `orderNotify` hold JSON text, as the backend's JSON columns do.
 */
export function createShopDb() {
  return factory({
    product: {
      id: primaryKey(Number),
      name: String,
      name2: String,
      price: (): number | string => 0,
      category: String,
      material: nullable<string>(() => null),
      marterial: nullable<string>(() => null),
      sides: String,
      effect: String,
      size: String,
      color: String,
      colorsys: String,
      pritech: String,
      cut: String,
      time: String,
      video: String,
      imgs: (): string[] => [],
      avt: nullable<string>(() => null),
      avtHover: nullable<string>(() => null),
      seen: Number,
      quantity: Number,
      status: String,
      description: nullable<string>(() => null),
      optionDes: nullable<string>(() => null),
      orderNotify: nullable<string>(() => null),
      createdAt: String,
      updatedAt: String,
    },
    priceTable: {
      id: primaryKey(Number),
      productId: Number,
      size: String,
      material: String,
      lim1: String,
      lim2: String,
      value: nullable<string | number>(() => null),
    },
    hotProduct: {
      id: primaryKey(Number),
      rank: Number,
      productId: Number,
      material: String,
      effect: String,
      size: String,
    },
    imageSlide: {
      id: primaryKey(Number),
      status: String,
      index: Number,
      img: String,
      productId: nullable<number>(() => null),
      legacyProductKey: Boolean,
    },
    textSlide: {
      id: primaryKey(Number),
      text: String,
      status: String,
      index: Number,
    },
    contact: {
      id: primaryKey(Number),
      name: String,
      title: String,
      link: String,
      theme: String,
      status: String,
      index: Number,
    },
    question: {
      id: primaryKey(Number),
      question: String,
      answer: String,
      status: String,
      createdAt: String,
      updatedAt: String,
    },
    user: {
      id: primaryKey(Number),
      fullname: String,
      email: String,
      phone: String,
      password: String,
      role: String,
      avt: nullable<string>(() => null),
      createdAt: String,
      updatedAt: String,
    },
    comment: {
      id: primaryKey(Number),
      userId: nullable<number>(() => null),
      productId: nullable<number>(() => null),
      text: String,
      rating: Number,
      status: String,
      createdAt: String,
      updatedAt: String,
    },
    cartItem: {
      id: primaryKey(Number),
      userId: Number,
      productId: Number,
      name: String,
      sides: String,
      price: (): number | string => 0,
      img_src: String,
      isDesigned: (): string | number => '',
      quantity: (): number | string => 0,
      material: String,
      effect: String,
      size: String,
      createdAt: String,
      updatedAt: String,
    },
    order: {
      id: primaryKey(Number),
      orderCode: String,
      userId: Number,
      nameReceive: String,
      address: String,
      phone: String,
      status: (): number | string => 1,
      createdAt: String,
      updatedAt: String,
    },
    orderItem: {
      id: primaryKey(Number),
      orderId: Number,
      productId: nullable<number>(() => null),
      img_src: String,
      name: String,
      sides: String,
      isDesigned: (): string | number => '',
      price: (): number | string => 0,
      quantity: (): number | string => 0,
      material: String,
      effect: String,
      size: String,
    },
  });
}

export type ShopDb = ReturnType<typeof createShopDb>;

/** @mswjs/data wants the primary key from the caller; this plays the serial column. */
export function nextId(rows: { id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max + 1;
}

/** Timestamps as the backend serialises them. */
export function nowIso(): string {
  return new Date().toISOString();
}
