import { addCartLines, hasDesign, type NewLine } from '../cart/cart-lines';
import { prepareLine } from '../cart/prepare-line';
import type { Context } from '../context';
import type { CartLine } from '../db/tables';
import { invalidInput, type InvalidInputValue } from '../schema/error';
import type { Session } from '../session/session';
import { linesOf, orderOf } from './order-store';

export type ReorderOutcome = { kind: 'added'; lines: CartLine[]; skipped: number } | InvalidInputValue | { kind: 'cart-full' };

/**
 * Puts the lines of one of the shopper's orders back in the cart, priced
 * again now. Lines whose product or options the shop no longer offers are skipped.
 */
export async function reorderLines(ctx: Context, session: Session, code: string): Promise<ReorderOutcome> {
  const db = ctx.services.database.db;
  const order = await orderOf(db, session.userId, code);
  if (!order) return invalidInput('code', 'UNKNOWN_ORDER', 'Không tìm thấy đơn hàng.');
  const ordered = (await linesOf(db, [order.id])).get(order.id) ?? [];
  const prepared = await Promise.all(
    ordered.map((line) =>
      prepareLine(ctx, { ...line, productId: line.product_id, hasDesign: hasDesign(line), designLink: line.img_src ?? '' }, { checkImage: true }),
    ),
  );
  const lines: NewLine[] = prepared.flatMap((p) => ('__typename' in p ? [] : [p.line]));
  if (lines.length === 0) {
    return invalidInput('code', 'NOTHING_TO_REORDER', 'Các sản phẩm của đơn hàng này không còn bán nên không thể đặt lại.');
  }
  const added = await addCartLines(db, session.userId, lines);
  return added ? { kind: 'added', lines: added, skipped: ordered.length - lines.length } : { kind: 'cart-full' };
}
