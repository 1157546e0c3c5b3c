import type { Kysely } from 'kysely';
import type { CartLine, Database } from '../db/tables';

/** One shopper's cart holds at most this many lines. */
export const MAX_CART_LINES = 100;

export interface NewLine {
  productId: number;
  name: string;
  material: string;
  effect: string;
  size: string;
  sides: string;
  hasDesign: boolean;
  designs: number;
  quantity: number;
  designLink: string;
  /** The quoted unit price when the line was added, whole đồng. */
  unitPrice: number | null;
  dpiWarning: string | null;
}

/** "Đã có" / "Chưa có", as the shop spells isDesigned. */
export function designedText(hasDesign: boolean): string {
  return hasDesign ? 'Đã có' : 'Chưa có';
}

/** A configuration's columns as the cart and order line tables both store them. */
export function configurationColumns(line: NewLine) {
  return {
    product_id: line.productId,
    name: line.name,
    material: line.material,
    effect: line.effect,
    size: line.size,
    sides: line.sides,
    is_designed: designedText(line.hasDesign),
    designs: line.designs,
    quantity: line.quantity,
    img_src: line.designLink,
  };
}

export function hasDesign(line: { is_designed: string | null }): boolean {
  return line.is_designed !== 'Chưa có';
}

/** A shopper's cart, oldest line first. */
export function cartLinesOf(db: Kysely<Database>, userId: number): Promise<CartLine[]> {
  return db.selectFrom('cart_line').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** Those of the shopper's lines with these ids (another shopper's ids are simply absent). */
export async function cartLinesByIds(db: Kysely<Database>, userId: number, ids: readonly string[]): Promise<CartLine[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cart_line')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Adds lines to the shopper's cart; null when the cart would pass MAX_CART_LINES. */
export async function addCartLines(db: Kysely<Database>, userId: number, lines: readonly NewLine[]): Promise<CartLine[] | null> {
  if (lines.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('cart_line')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) + lines.length > MAX_CART_LINES) return null;
    const now = Date.now();
    return trx
      .insertInto('cart_line')
      .values(
        lines.map((line, i) => ({
          user_id: userId,
          ...configurationColumns(line),
          unit_price: line.unitPrice,
          dpi_warning: line.dpiWarning,
          // Distinct times keep the lines in the order they were given.
          created_at: new Date(now + i),
          updated_at: new Date(now + i),
        })),
      )
      .returningAll()
      .execute();
  });
}

/** Removes one of the shopper's lines; false when the shopper has no such line. */
export async function removeCartLine(db: Kysely<Database>, userId: number, lineId: string): Promise<boolean> {
  const result = await db.deleteFrom('cart_line').where('user_id', '=', userId).where('id', '=', lineId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
