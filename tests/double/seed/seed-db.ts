import type { ShopDb } from '../db';
import type { DoubleMode } from '../mode';
import { extraProducts } from './extra-products';
import { SEED_ORDERS } from './orders';
import { buildPriceTables } from './price-tables';
import { productNotes } from './product-notes';
import { SEED_PRODUCTS, type SeedProduct } from './products';
import { DEMO_REVIEWS } from './reviews';
import { SEED_CONTACTS, SEED_HOT_PRODUCTS, SEED_IMAGE_SLIDES, SEED_QUESTIONS, SEED_TEXT_SLIDES } from './shop';
import { SEED_USERS } from './users';

export interface SeedOptions {
  mode: DoubleMode;
  imageUrl: (file: string) => string;
  extraProducts: number;
}

function addProduct(db: ShopDb, product: SeedProduct, imageUrl: (file: string) => string): void {
  const notes = productNotes(product, imageUrl);
  const url = (file: string | null) => (file ? imageUrl(file) : null);
  db.product.create({
    id: product.id,
    name: product.name,
    name2: product.name2,
    price: product.price,
    category: product.category,
    material: product.material ?? null,
    marterial: product.marterial ?? null,
    sides: product.sides,
    effect: product.effect,
    size: product.size,
    color: product.color,
    colorsys: product.colorsys,
    pritech: product.pritech,
    cut: product.cut,
    time: product.time,
    video: product.video,
    imgs: [product.avt ?? product.avtHover, ...product.gallery].filter((f): f is string => !!f).map(imageUrl),
    avt: url(product.avt),
    avtHover: url(product.avtHover),
    seen: product.seen,
    quantity: product.quantity,
    status: product.status,
    description: notes ? JSON.stringify(notes.description) : null,
    optionDes: notes ? JSON.stringify(notes.option_des) : null,
    orderNotify: notes ? JSON.stringify(notes.order_notify) : null,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  });
}

export function seedShopDb(db: ShopDb, { mode, imageUrl, extraProducts: extra }: SeedOptions): void {
  const products = [...SEED_PRODUCTS, ...extraProducts(extra)];
  for (const product of products) addProduct(db, product, imageUrl);
  for (const table of buildPriceTables(products)) db.priceTable.create(table);
  for (const hot of SEED_HOT_PRODUCTS) db.hotProduct.create(hot);
  for (const slide of SEED_IMAGE_SLIDES) db.imageSlide.create({ ...slide, img: imageUrl(slide.img) });
  for (const slide of SEED_TEXT_SLIDES) db.textSlide.create(slide);
  for (const contact of SEED_CONTACTS) db.contact.create(contact);
  for (const question of SEED_QUESTIONS) db.question.create(question);
  for (const user of SEED_USERS) {
    db.user.create({ ...user, avt: user.avt ? imageUrl(user.avt) : null, updatedAt: user.createdAt });
  }
  DEMO_REVIEWS.forEach((review, i) => {
    db.comment.create({
      id: i + 1,
      // The deployed comment table has no user or product columns filled in.
      userId: mode === 'contract' ? review.userId : null,
      productId: mode === 'contract' ? review.productId : null,
      text: review.text,
      rating: review.rating,
      status: 'approved',
      createdAt: review.createdAt,
      updatedAt: review.createdAt,
    });
  });
  let itemId = 1;
  for (const { items, ...order } of SEED_ORDERS) {
    db.order.create({ ...order, updatedAt: order.createdAt });
    for (const { img, ...item } of items) {
      db.orderItem.create({ ...item, id: itemId++, orderId: order.id, img_src: imageUrl(img) });
    }
  }
}
