import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CartLineInput } from '../../gql/graphql';
import { cartMessages } from '../../messages';
import { parseQuantity } from '../cart/parse-quantity';
import { writeCartCount } from '../cart/cart-cache';
import { useFieldFlags } from '../cart/use-field-flags';
import { useDebouncedValue } from '../layout/use-debounced-value';
import { orderLinkHref } from '../order/order-link';
import { writePendingOrder } from '../order/pending-order';
import { invalidInputText, QuoteView } from '../order/QuoteView';
import type { OrderInput, OrderIntent } from './OrderForm';
import type { Selection } from './selection';
import '../order/quote.css';

const QuotePanelQuery = graphql(`
  query QuotePanel($input: QuoteInput!) {
    quote(input: $input) {
      __typename
      ...QuoteView_quote
      ...QuoteView_priceOnRequest
      ... on InvalidInput {
        message
        field
      }
    }
  }
`);

const AddToCartMutation = graphql(`
  mutation QuotePanelAddToCart($input: CartLineInput!) {
    addToCart(input: $input) {
      ...CartChange_result
    }
  }
`);

/** Fields of the order form (B's OrderForm) that a message can point at, by their input name. */
type FormField = 'quantity' | 'designLink';
const INPUT_NAMES: Record<FormField, string> = { quantity: 'quantity', designLink: 'imageLink' };

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'added'; message: string }
  | { kind: 'failed'; message: string; field?: FormField };

interface QuotePanelProps {
  productId: string;
  productName: string;
  selection: Selection;
  hotlines: readonly string[];
  /** The order form; its buttons call `onOrder`. */
  children: (onOrder: (intent: OrderIntent, input: OrderInput) => void) => ReactNode;
}

const isFormField = (field: string): field is FormField => field === 'quantity' || field === 'designLink';

/**
 * The live price of the chosen options and quantity, and what the order buttons
 * do for a signed-in shopper: add the line to the cart, or carry it to order
 * confirmation. A visitor is sent to /login (the BFF says who is signed in).
 */
export function QuotePanel({ productId, productName, selection, hotlines, children }: QuotePanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const [quantityText, setQuantityText] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const settledQuantity = useDebouncedValue(quantityText, 350);
  const parsed = parseQuantity(settledQuantity);
  const hasDesign = selection.isDesigned === 'Đã có';

  const quoteInput = (quantity: number) => ({
    productId,
    material: selection.material,
    effect: selection.effect,
    size: selection.size ?? '',
    sides: selection.sides,
    hasDesign,
    designs: 1,
    quantity,
  });
  const { data, previousData, loading, error } = useQuery(
    QuotePanelQuery,
    parsed.kind === 'ok' ? { variables: { input: quoteInput(parsed.quantity) } } : skipToken,
  );
  const [addToCart] = useMutation(AddToCartMutation);
  const quote = parsed.kind === 'ok' ? (data ?? previousData)?.quote : undefined;

  const quoteField = quote?.__typename === 'InvalidInput' && isFormField(quote.field) ? quote.field : null;
  const localQuantityError = parsed.kind === 'invalid' ? cartMessages.quantityInvalid : null;
  const statusField = status.kind === 'failed' ? status.field : undefined;
  useFieldFlags(container, {
    [INPUT_NAMES.quantity]: localQuantityError || quoteField === 'quantity' ? `${id}-quote` : statusField === 'quantity' ? `${id}-status` : null,
    [INPUT_NAMES.designLink]: quoteField === 'designLink' ? `${id}-quote` : statusField === 'designLink' ? `${id}-status` : null,
  });

  // A new choice makes the last "added" or error message stale.
  useEffect(() => setStatus((s) => (s.kind === 'busy' ? s : { kind: 'idle' })), [selection.material, selection.effect, selection.size, selection.sides, selection.isDesigned]);

  const watchForm = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === INPUT_NAMES.quantity) setQuantityText(target.value);
    if (status.kind === 'failed' || status.kind === 'added') setStatus({ kind: 'idle' });
  };

  const lineFrom = (input: OrderInput): CartLineInput | null => {
    const quantity = parseQuantity(input.quantity);
    if (quantity.kind !== 'ok') {
      const message = quantity.kind === 'empty' ? cartMessages.quantityRequired : cartMessages.quantityInvalid;
      setStatus({ kind: 'failed', field: 'quantity', message: invalidInputText('quantity', message) });
      return null;
    }
    const designLink = input.imageLink.trim();
    if (!designLink) {
      setStatus({ kind: 'failed', field: 'designLink', message: invalidInputText('designLink', cartMessages.designLinkRequired) });
      return null;
    }
    const { hasDesign: isDesigned, ...rest } = quoteInput(quantity.quantity);
    return { ...rest, isDesigned, designLink };
  };

  const signIn = () => navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);

  const onOrder = (intent: OrderIntent, input: OrderInput) => {
    if (status.kind === 'busy') return;
    const line = lineFrom(input);
    if (!line) return;
    if (intent === 'order-now') {
      writePendingOrder(sessionStorage, {
        kind: 'now',
        line: {
          productId: line.productId,
          name: productName,
          material: line.material ?? null,
          effect: line.effect ?? null,
          size: line.size,
          sides: line.sides ?? null,
          isDesigned: line.isDesigned,
          designs: line.designs ?? 1,
          quantity: line.quantity,
          designLink: line.designLink,
        },
      });
      navigate(orderLinkHref({ productId: line.productId, name: productName }));
      return;
    }
    setStatus({ kind: 'busy' });
    addToCart({
      variables: { input: line },
      update(cache, { data: result }) {
        if (result?.addToCart.__typename === 'CartPayload') writeCartCount(cache, result.addToCart.cart.lineCount);
      },
    }).then(
      ({ data: result }) => {
        const answer = result?.addToCart;
        if (!answer) return setStatus({ kind: 'failed', message: cartMessages.addFailed });
        if (answer.__typename === 'NotSignedIn') return signIn();
        if (answer.__typename === 'InvalidInput') {
          return setStatus({
            kind: 'failed',
            message: invalidInputText(answer.field, answer.message),
            field: isFormField(answer.field) ? answer.field : undefined,
          });
        }
        setStatus({ kind: 'added', message: answer.message || cartMessages.added });
      },
      () => setStatus({ kind: 'failed', message: cartMessages.addFailed }),
    );
  };

  let quoteBody: ReactNode;
  if (parsed.kind === 'empty') quoteBody = <p className="quote-panel__hint">{cartMessages.quoteEnterQuantity}</p>;
  else if (parsed.kind === 'invalid') quoteBody = <p className="quote quote--invalid">{invalidInputText('quantity', cartMessages.quantityInvalid)}</p>;
  else if (quote) quoteBody = <QuoteView quote={quote} hotlines={hotlines} detailed />;
  else if (error) quoteBody = <p className="quote quote--invalid">{cartMessages.quoteFailed}</p>;
  else quoteBody = <p className="quote-panel__hint">{cartMessages.quoteLoading}</p>;

  return (
    <div className="quote-panel" ref={container} onChange={watchForm}>
      <section className="quote-panel__box" aria-labelledby={`${id}-title`} aria-busy={loading}>
        <h3 id={`${id}-title`} className="quote-panel__title">
          {cartMessages.quoteTitle}
        </h3>
        <div id={`${id}-quote`} role="status" aria-live="polite">
          {quoteBody}
        </div>
      </section>
      {children(onOrder)}
      <div id={`${id}-status`} className="quote-panel__status">
        <div role="status">
          {status.kind === 'busy' && <p className="quote-panel__hint">{cartMessages.adding}</p>}
          {status.kind === 'added' && (
            <p className="notice notice--success">
              {status.message} <Link to="/carts">{cartMessages.viewCart}</Link>
            </p>
          )}
        </div>
        <div role="alert">{status.kind === 'failed' && <p className="notice notice--error">{status.message}</p>}</div>
      </div>
    </div>
  );
}
