import { graphql } from '../../gql';
import type { QuoteView_PriceOnRequestFragment, QuoteView_QuoteFragment } from '../../gql/graphql';
import { cartMessages } from '../../messages';
import { formatPrice } from '../common/format-price';
import { PriceOnRequest } from '../product/PriceTable';

// Fragments on the union's concrete members: the cache matches them by __typename without possibleTypes.
export const QuoteViewQuoteFragment = graphql(`
  fragment QuoteView_quote on Quote {
    quantity
    tierQuantity
    unitPrice
    lineTotal
    designFee
    total
    deposit
  }
`);

export const QuoteViewPriceOnRequestFragment = graphql(`
  fragment QuoteView_priceOnRequest on PriceOnRequest {
    message
    hotlines
  }
`);

export type QuoteResultView =
  | ({ __typename: 'Quote' } & QuoteView_QuoteFragment)
  | ({ __typename: 'PriceOnRequest' } & QuoteView_PriceOnRequestFragment)
  | { __typename: 'InvalidInput'; message: string; field: string };

/** The field's Vietnamese name and the BFF's message: 'Số lượng: …'. */
export function invalidInputText(field: string, message: string): string {
  const label = cartMessages.fieldLabels[field];
  return label ? cartMessages.fieldError(label, message) : message;
}

interface QuoteViewProps {
  quote: QuoteResultView;
  /** Fallback hotlines when the BFF's price-on-request answer has none. */
  hotlines?: readonly string[];
  /** Show the tier and deposit note (the product page); lists keep it short. */
  detailed?: boolean;
}

/** Unit price, line total and deposit of a quote, or the price-on-request text with the hotlines. */
export function QuoteView({ quote, hotlines = [], detailed = false }: QuoteViewProps) {
  if (quote.__typename === 'PriceOnRequest') {
    return (
      <div className="quote quote--contact">
        <PriceOnRequest hotlines={quote.hotlines.length ? quote.hotlines : hotlines} />
      </div>
    );
  }
  if (quote.__typename === 'InvalidInput') {
    return <p className="quote quote--invalid">{invalidInputText(quote.field, quote.message)}</p>;
  }
  return (
    <div className="quote">
      <dl className="quote__figures">
        <div>
          <dt>{cartMessages.unitPrice}</dt>
          <dd data-testid="quote-unit">{formatPrice(quote.unitPrice)}</dd>
        </div>
        <div className="quote__total">
          <dt>{cartMessages.lineTotal}</dt>
          <dd data-testid="quote-total">{formatPrice(quote.lineTotal)}</dd>
        </div>
        {quote.designFee > 0 && (
          <>
            <div>
              <dt>{cartMessages.designFee}</dt>
              <dd data-testid="quote-design-fee">{formatPrice(quote.designFee)}</dd>
            </div>
            <div className="quote__total">
              <dt>{cartMessages.total}</dt>
              <dd data-testid="quote-sum">{formatPrice(quote.total)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{cartMessages.deposit}</dt>
          <dd data-testid="quote-deposit">{formatPrice(quote.deposit)}</dd>
        </div>
      </dl>
      {detailed && (
        <p className="quote__note">
          {cartMessages.tier(quote.tierQuantity.toLocaleString('vi-VN'))}. {cartMessages.depositNote}
        </p>
      )}
    </div>
  );
}
