import { builder } from '../builder';
import { addCartLines, cartLinesOf, hasDesign, removeCartLine } from '../cart/cart-lines';
import { prepareLine } from '../cart/prepare-line';
import { priceLine } from '../cart/price-line';
import type { CartLine } from '../db/tables';
import { isSignedOut, requireSession } from '../session/require-session';
import { InvalidInput, invalidInput, NotSignedIn } from './error';
import { ProductRef } from './product';
import { OptionValueRef } from './product-options';
import { QuoteResult, toQuoteResult } from './quote';

export const ADDED_TO_CART = 'Đã thêm vào giỏ hàng của bạn';
export const CART_FULL = invalidInput('cart', 'CART_FULL', 'Giỏ hàng đã đầy (tối đa 100 sản phẩm). Vui lòng đặt hàng hoặc xoá bớt.');

export interface CartValue {
  lines: CartLine[];
}
export type CartPayloadValue = { __typename: 'CartPayload'; cart: CartValue; line: CartLine; message: string };

export const CartLineRef = builder.objectRef<CartLine>('CartLine').implement({
  description: "A line of the shopper's cart, kept by the BFF.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Line id: pass to removeFromCart or in PlaceOrderInput.cartLineIds.' }),
    productId: t.id({ description: 'The product id, even once the product is gone.', resolve: (l) => String(l.product_id) }),
    product: t.field({ type: ProductRef, nullable: true, description: 'Null once the product left the catalogue.', resolve: (l, _a, ctx) => ctx.loaders.findProduct(l.product_id) }),
    name: t.exposeString('name', { description: 'Product name when the line was added.' }),
    material: t.field({ type: OptionValueRef, description: "Chất liệu chosen ('Không có' for none).", resolve: (l) => l.material ?? 'non' }),
    effect: t.field({ type: OptionValueRef, description: "Hiệu ứng chosen ('Không có' for none).", resolve: (l) => l.effect ?? 'non' }),
    size: t.field({ type: OptionValueRef, description: 'Kích thước chosen.', resolve: (l) => l.size ?? 'non' }),
    sides: t.field({ type: OptionValueRef, description: "Số mặt in chosen ('Không có' for none).", resolve: (l) => l.sides ?? 'non' }),
    hasDesign: t.boolean({ description: "isDesigned 'Đã có'.", resolve: (l) => hasDesign(l) }),
    designs: t.int({ description: 'Number of different designs.', resolve: (l) => l.designs ?? 1 }),
    quantity: t.exposeInt('quantity', { description: 'Items to print.' }),
    designLink: t.string({ description: "Link to the shopper's design image ('' when none).", resolve: (l) => l.img_src ?? '' }),
    quotedUnitPrice: t.exposeInt('unit_price', { nullable: true, description: 'The unit price quoted when the line was added (whole đồng).' }),
    quote: t.field({
      type: QuoteResult,
      description: 'The current price of the line.',
      resolve: async (l, _a, ctx) => {
        const request = { ...l, hasDesign: hasDesign(l) };
        return toQuoteResult(ctx, (await priceLine(ctx, l.product_id, request)).outcome);
      },
    }),
    dpiWarning: t.exposeString('dpi_warning', { nullable: true, description: 'Set when the design image is below 300 dpi at the size, or could not be read.' }),
  }),
});

export const CartRef = builder.objectRef<CartValue>('Cart').implement({
  description: "The signed-in shopper's cart (at most 100 lines).",
  fields: (t) => ({
    lines: t.field({ type: [CartLineRef], description: 'The lines, in the order they were added.', resolve: (c) => c.lines }),
    lineCount: t.int({ description: 'Number of lines, for the header badge.', resolve: (c) => c.lines.length }),
  }),
});

const CartPayloadRef = builder.objectRef<CartPayloadValue>('CartPayload').implement({
  description: 'Lines were added to the cart.',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'CartPayload',
  fields: (t) => ({
    cart: t.field({ type: CartRef, description: 'The whole cart after the change.', resolve: (p) => p.cart }),
    line: t.field({ type: CartLineRef, description: 'The (first) line added.', resolve: (p) => p.line }),
    message: t.exposeString('message', { description: "'Đã thêm vào giỏ hàng của bạn'." }),
  }),
});

export const AddToCartResult = builder.unionType('AddToCartResult', {
  description: "CartPayload, or why not: InvalidInput (an option, the quantity, the design link, or field 'cart' when full) or NotSignedIn.",
  types: [CartPayloadRef, InvalidInput, NotSignedIn],
});

export const CartLineInput = builder.inputType('CartLineInput', {
  description: 'One configuration to add to the cart or order now; option values come from Product.options.',
  fields: (t) => ({
    productId: t.id({ required: true, description: 'The product id, e.g. "100000".' }),
    material: t.string({ description: 'An options.material value; omit when the product has none.' }),
    effect: t.string({ description: 'An options.effect value; omit when the product has none.' }),
    size: t.string({ required: true, description: 'An options.size value.' }),
    sides: t.string({ description: "An options.sides value, e.g. '1 mặt' / '2 mặt'." }),
    isDesigned: t.boolean({ required: true, description: "True: the shopper has a design ('Đã có')." }),
    designs: t.int({ defaultValue: 1, description: 'Number of different designs.' }),
    quantity: t.int({ required: true, description: 'A whole number from 1 to 100000.' }),
    designLink: t.string({ required: true, description: 'An http(s) link to the design image (img_src).' }),
  }),
});

builder.queryFields((t) => ({
  cart: t.field({
    type: CartRef,
    nullable: true,
    description: "The signed-in shopper's cart; null when signed out.",
    resolve: async (_root, _args, ctx) => (ctx.session ? { lines: await cartLinesOf(ctx.services.database.db, ctx.session.userId) } : null),
  }),
}));

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: AddToCartResult,
    description: 'Checks and prices a configuration and adds it to the cart.',
    args: { input: t.arg({ type: CartLineInput, required: true, description: 'The configuration to add.' }) },
    resolve: async (_root, { input }, ctx) => {
      const session = requireSession(ctx);
      if (isSignedOut(session)) return session;
      const prepared = await prepareLine(ctx, { ...input, hasDesign: input.isDesigned }, { checkImage: true });
      if ('__typename' in prepared) return prepared;
      const db = ctx.services.database.db;
      const [line] = (await addCartLines(db, session.userId, [prepared.line])) ?? [];
      if (!line) return CART_FULL;
      const payload: CartPayloadValue = { __typename: 'CartPayload', cart: { lines: await cartLinesOf(db, session.userId) }, line, message: ADDED_TO_CART };
      return payload;
    },
  }),
  removeFromCart: t.field({
    type: CartRef,
    nullable: true,
    description: "Removes one of the shopper's lines; null when signed out.",
    args: { lineId: t.arg.id({ required: true, description: 'CartLine.id of the line to remove.' }) },
    resolve: async (_root, { lineId }, ctx) => {
      if (!ctx.session) return null;
      const db = ctx.services.database.db;
      await removeCartLine(db, ctx.session.userId, String(lineId));
      return { lines: await cartLinesOf(db, ctx.session.userId) };
    },
  }),
}));
