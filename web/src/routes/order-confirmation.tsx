import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { PageNotReady } from '../components/common/ErrorRetry';
import { PageFallback } from '../components/common/PageFallback';
import { ChosenLines, type ChosenLine } from '../components/order/ChosenLines';
import { LinkedProductHint } from '../components/order/LinkedProductHint';
import { orderLinkHref, parseOrderLink } from '../components/order/order-link';
import { OrderPlaced } from '../components/order/OrderPlaced';
import { clearPendingOrder, readPendingOrder, type PendingLine } from '../components/order/pending-order';
import { RecipientForm, type RecipientFormHandle } from '../components/order/RecipientForm';
import { ShopContact } from '../components/order/ShopContact';
import { SignInRedirect } from '../components/order/SignInRedirect';
import { usePlaceOrder } from '../components/order/use-place-order';
import {
  EMPTY_RECIPIENT,
  RECIPIENT_FIELDS,
  trimRecipient,
  validateRecipient,
  type Recipient,
  type RecipientErrors,
  type RecipientField,
} from '../components/order/validate-recipient';
import { optionLabel } from '../components/order/option-label';
import { invalidInputText } from '../components/order/QuoteView';
import { graphql } from '../gql';
import type { CartLineInput, QuoteInput } from '../gql/graphql';
import { cartMessages, orderMessages } from '../messages';
import '../components/cart/cart.css';
import '../components/order/quote.css';
import '../components/order/order.css';

const OrderConfirmationPageQuery = graphql(`
  query OrderConfirmationPage($fromCart: Boolean!, $withQuote: Boolean!, $quoteInput: QuoteInput!) {
    me {
      id
      fullname
      email
      phone
    }
    cart {
      lineCount
      lines @include(if: $fromCart) {
        id
        ...ChosenLines_cartLine
      }
    }
    quote(input: $quoteInput) @include(if: $withQuote) {
      __typename
      ...QuoteView_quote
      ...QuoteView_priceOnRequest
      ... on InvalidInput {
        message
        field
      }
    }
    shop {
      hotlines
      chatLink
    }
    paymentInfo {
      ...PaymentInstructions_info
    }
  }
`);

/** Stands in for the skipped quote; @include(if: false) keeps it from being asked. */
const NO_QUOTE: QuoteInput = { productId: '0', size: '', quantity: 1 };

function quoteInputOf(line: PendingLine): QuoteInput {
  return {
    productId: line.productId,
    material: line.material,
    effect: line.effect,
    size: line.size,
    sides: line.sides,
    hasDesign: line.isDesigned,
    designs: line.designs,
    quantity: line.quantity,
  };
}

function cartLineInputOf(line: PendingLine): CartLineInput {
  return {
    productId: line.productId,
    material: line.material,
    effect: line.effect,
    size: line.size,
    sides: line.sides,
    isDesigned: line.isDesigned,
    designs: line.designs,
    quantity: line.quantity,
    designLink: line.designLink,
  };
}

function pendingOptions(line: PendingLine): ChosenLine['options'] {
  return {
    __typename: 'CartLine',
    material: { __typename: 'OptionValue', label: optionLabel(line.material) },
    effect: { __typename: 'OptionValue', label: optionLabel(line.effect) },
    size: { __typename: 'OptionValue', label: optionLabel(line.size) },
    sides: { __typename: 'OptionValue', label: optionLabel(line.sides) },
    hasDesign: line.isDesigned,
    designs: line.designs,
    quantity: line.quantity,
    designLink: line.designLink,
  };
}

const recipientFieldOf = (field: string): RecipientField | null => {
  const name = field.replace(/^recipient\./, '');
  return (RECIPIENT_FIELDS as readonly string[]).includes(name) ? (name as RecipientField) : null;
};

export default function OrderConfirmationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending] = useState(() => readPendingOrder(sessionStorage));
  const link = parseOrderLink(location.search);
  const { data, previousData, error, refetch } = useQuery(OrderConfirmationPageQuery, {
    variables: {
      fromCart: pending?.kind === 'cart',
      withQuote: pending?.kind === 'now',
      quoteInput: pending?.kind === 'now' ? quoteInputOf(pending.line) : NO_QUOTE,
    },
  });
  const [recipient, setRecipient] = useState<Recipient>(EMPTY_RECIPIENT);
  const [errors, setErrors] = useState<RecipientErrors>({});
  const [checked, setChecked] = useState(false);
  const form = useRef<RecipientFormHandle>(null);
  const { state, place, dismiss } = usePlaceOrder();
  const page = data ?? previousData;
  const me = page?.me;
  // The shopper usually receives the order: start from their account, never over what they typed.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!me || prefilled.current) return;
    prefilled.current = true;
    setRecipient((current) => ({
      ...current,
      name: current.name || me.fullname,
      email: current.email || me.email,
      phone: current.phone || (me.phone ?? ''),
    }));
  }, [me]);
  // Placed: a reload must not offer the same lines again.
  useEffect(() => {
    if (state.kind === 'placed') clearPendingOrder(sessionStorage);
  }, [state.kind]);

  if (!page) {
    return <PageNotReady failed={Boolean(error)} retry={refetch} loading={<PageFallback />} />;
  }
  if (state.kind === 'placed') {
    return (
      <div className="page container confirm-page">
        <DocumentHead title={orderMessages.confirmationTitle} description={orderMessages.confirmationDescription} />
        <Breadcrumbs items={[{ label: orderMessages.confirmationTitle }]} />
        <OrderPlaced message={state.message} order={state.order} paymentInfo={page.paymentInfo} />
      </div>
    );
  }
  // With nothing pending, the link is all there is to show: keep it through /login.
  const next = !pending && link ? orderLinkHref(link) : '/orderConfirmation';
  if (!page.cart || state.kind === 'signed-out') return <SignInRedirect next={next} />;

  const lines: ChosenLine[] =
    pending?.kind === 'cart'
      ? (page.cart.lines ?? [])
          .filter((line) => pending.cartLineIds.includes(line.id))
          .map((line) => ({ key: line.id, name: line.name, options: line, quote: line.quote, dpiWarning: line.dpiWarning }))
      : pending?.kind === 'now'
        ? [{ key: 'now', name: pending.line.name, options: pendingOptions(pending.line), quote: page.quote }]
        : [];

  const back = () => (location.key === 'default' ? navigate(pending?.kind === 'now' ? '/' : '/carts') : navigate(-1));

  const change = (field: RecipientField, value: string) => {
    const next = { ...recipient, [field]: value };
    setRecipient(next);
    if (state.kind === 'invalid' && recipientFieldOf(state.field) === field) dismiss();
    // Once the shopper has tried to send, each message follows its field as it is corrected.
    if (checked) setErrors((current) => ({ ...current, [field]: validateRecipient(next)[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending || !lines.length || state.kind === 'sending') return;
    const found = validateRecipient(recipient);
    setChecked(true);
    setErrors(found);
    const firstInvalid = RECIPIENT_FIELDS.find((field) => found[field]);
    if (firstInvalid) return form.current?.focus(firstInvalid);
    const order =
      pending.kind === 'cart'
        ? { cartLineIds: lines.map((line) => line.key) }
        : { lines: [cartLineInputOf(pending.line)] };
    void place({ ...order, recipient: trimRecipient(recipient) });
  };

  const invalidField = state.kind === 'invalid' ? recipientFieldOf(state.field) : null;
  const shownErrors = invalidField && state.kind === 'invalid' ? { ...errors, [invalidField]: state.message } : errors;
  const sending = state.kind === 'sending';

  return (
    <div className="page container confirm-page">
      <DocumentHead title={orderMessages.confirmationTitle} description={orderMessages.confirmationDescription} />
      <Breadcrumbs items={[{ label: cartMessages.title, to: '/carts' }, { label: orderMessages.confirmationTitle }]} />
      <h1>{orderMessages.confirmationTitle}</h1>
      {lines.length === 0 ? (
        <section className="cart-empty">
          <p className="cart-empty__text">{orderMessages.nothingChosen}</p>
          {link && <LinkedProductHint link={link} />}
          <Link to="/carts" className={link ? 'button button--outline' : 'button button--primary'}>
            {orderMessages.backToCart}
          </Link>
        </section>
      ) : (
        <form className="confirm-layout" noValidate onSubmit={submit}>
          <div className="confirm-layout__main">
            <ChosenLines lines={lines} hotlines={page.shop.hotlines} />
            <RecipientForm ref={form} values={recipient} errors={shownErrors} onChange={change} />
          </div>
          <div className="confirm-layout__side">
            <ShopContact hotlines={page.shop.hotlines} chatLink={page.shop.chatLink} />
            <div role="alert" className="confirm-layout__alert">
              {state.kind === 'failed' && <p className="notice notice--error">{state.message}</p>}
              {state.kind === 'invalid' && !invalidField && (
                <p className="notice notice--error">{invalidInputText(state.field, state.message)}</p>
              )}
            </div>
            <div className="confirm-actions">
              <button type="button" className="button button--outline" onClick={back}>
                {orderMessages.back}
              </button>
              <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
                {sending ? orderMessages.sending : orderMessages.orderNow}
              </button>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}

