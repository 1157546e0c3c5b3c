import { builder } from '../builder';
import { contactPhrase, priceLine, shopHotlines } from '../cart/price-line';
import type { Quote, QuoteOutcome } from '../cart/quote';
import type { Context } from '../context';
import { InvalidInput, invalidInput, type InvalidInputValue } from './error';
import { PriceColumnRef } from './price-table';
import { parseProductId } from './product-id';

type QuoteValue = Quote & { __typename: 'Quote' };
type PriceOnRequestValue = { __typename: 'PriceOnRequest'; productId: number; hotlines: string[]; message: string };
export type QuoteResultValue = QuoteValue | PriceOnRequestValue | InvalidInputValue;

const QuoteRef = builder.objectRef<QuoteValue>('Quote').implement({
  description: "A price computed by the BFF from the product's price table. Money in whole đồng.",
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'Quote',
  fields: (t) => ({
    productId: t.id({ description: 'The priced product.', resolve: (q) => String(q.productId) }),
    quantity: t.exposeInt('quantity', { description: 'Items asked for.' }),
    tierQuantity: t.exposeInt('tierQuantity', { description: 'The price-table row applied: the largest tier not above the quantity (the first tier below it).' }),
    column: t.field({ type: PriceColumnRef, description: 'The price-table column applied.', resolve: (q) => q.column }),
    unitPrice: t.exposeInt('unitPrice', { description: "The row's price for its tier quantity, divided by that quantity, rounded up." }),
    lineTotal: t.exposeInt('lineTotal', { description: 'unitPrice × quantity: the print cost.' }),
    designFee: t.exposeInt('designFee', { description: '0 when the shopper has a design; otherwise the design fee per design × designs.' }),
    total: t.int({ description: 'lineTotal + designFee.', resolve: (q) => q.lineTotal + q.designFee }),
    deposit: t.exposeInt('deposit', { description: '50% of the print cost (rounded up) + 100% of the design fee.' }),
  }),
});

const PriceOnRequestRef = builder.objectRef<PriceOnRequestValue>('PriceOnRequest').implement({
  description: "The shop prices this on request ('Liên hệ'): contact the hotlines.",
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'PriceOnRequest',
  fields: (t) => ({
    productId: t.id({ description: 'The product.', resolve: (p) => String(p.productId) }),
    hotlines: t.exposeStringList('hotlines', { description: "The shop's phone numbers to call." }),
    message: t.exposeString('message', { description: "Vietnamese text to show: 'Sản phẩm này được báo giá theo yêu cầu. Vui lòng liên hệ … để được báo giá.'" }),
  }),
});

export const QuoteResult = builder.unionType('QuoteResult', {
  description: 'Quote, PriceOnRequest, or InvalidInput (an option the product lacks, a bad quantity or product id).',
  types: [QuoteRef, PriceOnRequestRef, InvalidInput],
});

export const QuoteInput = builder.inputType('QuoteInput', {
  description: 'One configuration to price; option values come from Product.options.',
  fields: (t) => ({
    productId: t.id({ required: true, description: 'The product id, e.g. "100000".' }),
    material: t.string({ description: 'An options.material value; omit when the product has none.' }),
    effect: t.string({ description: 'An options.effect value; omit when the product has none.' }),
    size: t.string({ required: true, description: 'An options.size value.' }),
    sides: t.string({ description: "An option value of the product, e.g. '1 mặt' / '2 mặt'." }),
    designs: t.int({ defaultValue: 1, description: 'Number of different designs.' }),
    hasDesign: t.boolean({ defaultValue: true, description: "The shopper has a finished design ('Đã có'): no design fee." }),
    quantity: t.int({ required: true, description: 'A whole number from 1 to 100000.' }),
  }),
});

/** A quote outcome as the GraphQL union's value. */
export async function toQuoteResult(ctx: Context, outcome: QuoteOutcome): Promise<QuoteResultValue> {
  if (outcome.kind === 'quote') return { __typename: 'Quote', ...outcome.quote };
  if (outcome.kind === 'invalid') return invalidInput(outcome.field, outcome.code, outcome.message);
  const hotlines = await shopHotlines(ctx);
  return {
    __typename: 'PriceOnRequest',
    productId: outcome.productId,
    hotlines,
    message: `Sản phẩm này được báo giá theo yêu cầu. Vui lòng liên hệ ${contactPhrase(hotlines)} để được báo giá.`,
  };
}

builder.queryFields((t) => ({
  quote: t.field({
    type: QuoteResult,
    description: 'The price of one configuration, computed on the server: unit price, line total, design fee and deposit.',
    args: { input: t.arg({ type: QuoteInput, required: true, description: 'The configuration to price.' }) },
    resolve: async (_root, { input }, ctx) => {
      const { outcome } = await priceLine(ctx, parseProductId(input.productId), {
        ...input,
        hasDesign: input.hasDesign ?? true,
      });
      return toQuoteResult(ctx, outcome);
    },
  }),
}));
