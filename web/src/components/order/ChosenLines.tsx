import { graphql } from '../../gql';
import type { LineOptions_LineFragment } from '../../gql/graphql';
import { cartMessages, orderMessages } from '../../messages';
import { formatPrice } from '../common/format-price';
import { LineOptions } from '../cart/LineOptions';
import { QuoteView, type QuoteResultView } from './QuoteView';

export const ChosenLinesCartLineFragment = graphql(`
  fragment ChosenLines_cartLine on CartLine {
    id
    name
    ...LineOptions_line
    quote {
      __typename
      ...QuoteView_quote
      ...QuoteView_priceOnRequest
      ... on InvalidInput {
        message
        field
      }
    }
    dpiWarning
  }
`);

export interface ChosenLine {
  key: string;
  name: string;
  options: LineOptions_LineFragment;
  quote: QuoteResultView | null | undefined;
  dpiWarning?: string | null;
}

/** Sum of the priced lines; lines priced on request are settled with the shop. */
export function chosenTotals(lines: readonly ChosenLine[]): { total: number; deposit: number } {
  let total = 0;
  let deposit = 0;
  for (const { quote } of lines) {
    if (quote?.__typename !== 'Quote') continue;
    total += quote.total;
    deposit += quote.deposit;
  }
  return { total, deposit };
}

interface ChosenLinesProps {
  lines: readonly ChosenLine[];
  hotlines: readonly string[];
}

/** The lines about to be ordered, each with its current price, then the total and deposit. */
export function ChosenLines({ lines, hotlines }: ChosenLinesProps) {
  const { total, deposit } = chosenTotals(lines);
  return (
    <section className="chosen-lines" aria-labelledby="chosen-lines-title">
      <h2 id="chosen-lines-title" className="order-section-title">
        {orderMessages.chosenLines}
      </h2>
      <ul className="chosen-lines__list">
        {lines.map((line) => (
          <li key={line.key} className="chosen-line">
            <div className="chosen-line__body">
              <h3 className="chosen-line__name">{line.name}</h3>
              <LineOptions line={line.options} />
              {line.dpiWarning && (
                <p className="notice notice--warning">
                  <strong>{cartMessages.dpiWarning}:</strong> {line.dpiWarning}
                </p>
              )}
            </div>
            <div className="chosen-line__price">
              {line.quote ? <QuoteView quote={line.quote} hotlines={hotlines} /> : <p className="quote-panel__hint">{cartMessages.quoteLoading}</p>}
            </div>
          </li>
        ))}
      </ul>
      <dl className="chosen-lines__totals">
        <div>
          <dt>{orderMessages.total}</dt>
          <dd data-testid="confirm-total">{formatPrice(total)}</dd>
        </div>
        <div>
          <dt>{orderMessages.deposit}</dt>
          <dd data-testid="confirm-deposit">{formatPrice(deposit)}</dd>
        </div>
      </dl>
    </section>
  );
}
