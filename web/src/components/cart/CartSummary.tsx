import { cartMessages } from '../../messages';
import { formatPrice } from '../common/format-price';

interface CartSummaryProps {
  selectedCount: number;
  total: number;
  deposit: number;
  onOrder: () => void;
}

/** The ticked lines' sum and the order button, disabled until a line is ticked. */
export function CartSummary({ selectedCount, total, deposit, onOrder }: CartSummaryProps) {
  return (
    <aside className="cart-summary" aria-label={cartMessages.selectedTotal}>
      <p className="cart-summary__count" role="status">
        {cartMessages.selectedSummary(selectedCount)}
      </p>
      <dl className="cart-summary__figures">
        <div>
          <dt>{cartMessages.selectedTotal}</dt>
          <dd data-testid="cart-selected-total">{formatPrice(total)}</dd>
        </div>
        <div>
          <dt>{cartMessages.deposit}</dt>
          <dd data-testid="cart-selected-deposit">{formatPrice(deposit)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--primary cart-summary__order"
        disabled={selectedCount === 0}
        aria-describedby={selectedCount === 0 ? 'cart-order-hint' : undefined}
        onClick={onOrder}
      >
        {cartMessages.order}
      </button>
      {selectedCount === 0 && (
        <p id="cart-order-hint" className="cart-summary__hint">
          {cartMessages.orderHint}
        </p>
      )}
    </aside>
  );
}
