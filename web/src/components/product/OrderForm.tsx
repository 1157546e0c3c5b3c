import { useId, useState } from 'react';
import { productMessages } from '../../messages';

export type OrderIntent = 'order-now' | 'add-to-cart';

export interface OrderInput {
  /** Free text: the shop sets no bound on quantity. */
  quantity: string;
  imageLink: string;
}

interface OrderFormProps {
  /** The page decides what an intent does (a visitor is sent to /login). */
  onOrder: (intent: OrderIntent, input: OrderInput) => void;
  hotlines: readonly string[];
}

/** A phone number never breaks across lines. */
const keepTogether = (phone: string) => phone.replace(/ /g, '\u00a0');

export function OrderForm({ onOrder, hotlines }: OrderFormProps) {
  const [quantity, setQuantity] = useState('');
  const [imageLink, setImageLink] = useState('');
  const id = useId();
  const order = (intent: OrderIntent) => onOrder(intent, { quantity, imageLink });

  return (
    <div className="order-form">
      <div className="order-form__field">
        <label htmlFor={`${id}-quantity`}>{productMessages.quantityLabel}</label>
        <input
          id={`${id}-quantity`}
          name="quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={productMessages.quantityPlaceholder}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <div className="order-form__field">
        <label htmlFor={`${id}-image`}>
          {productMessages.imageLinkLabel} <span className="order-form__required">{productMessages.required}</span>
        </label>
        <input
          id={`${id}-image`}
          name="imageLink"
          type="url"
          required
          autoComplete="off"
          placeholder={productMessages.imageLinkPlaceholder}
          aria-describedby={`${id}-image-hint`}
          value={imageLink}
          onChange={(event) => setImageLink(event.target.value)}
        />
        <p id={`${id}-image-hint`} className="order-form__hint">
          {productMessages.imageLinkHint}
        </p>
      </div>
      <div className="order-form__actions">
        <button type="button" className="button button--primary order-form__buy" onClick={() => order('order-now')}>
          {productMessages.orderNow}
        </button>
        <button type="button" className="button order-form__cart" onClick={() => order('add-to-cart')}>
          {productMessages.addToCart}
        </button>
      </div>
      {hotlines.length > 0 && <p className="order-form__chat">{productMessages.orderByChat(hotlines.map(keepTogether).join(' – '))}</p>}
    </div>
  );
}
