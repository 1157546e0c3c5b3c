import { graphql } from '../../gql';
import type { PaymentInstructions_InfoFragment, PaymentInstructions_PaymentFragment } from '../../gql/graphql';
import { orderMessages } from '../../messages';
import { formatPrice } from '../common/format-price';
import { svgDataUrl } from './svg-data-url';

export const PaymentInstructionsInfoFragment = graphql(`
  fragment PaymentInstructions_info on PaymentInfo {
    bankName
    accountNumber
    accountName
    wallets
    chatLink
  }
`);

export const PaymentInstructionsPaymentFragment = graphql(`
  fragment PaymentInstructions_payment on Payment {
    amount
    transferMessage
    vietQrSvg
  }
`);

interface PaymentInstructionsProps {
  orderCode: string;
  info: PaymentInstructions_InfoFragment;
  payment: PaymentInstructions_PaymentFragment;
  /** Heading level inside the surrounding page. */
  headingLevel?: 2 | 3;
}

/**
 * SPEC's payment terms: wallet or bank transfer, the order code as the
 * transfer message, a screenshot to the shop's chat; plus a VietQR code with
 * the deposit and the code already filled in.
 */
export function PaymentInstructions({ orderCode, info, payment, headingLevel = 3 }: PaymentInstructionsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const amount = formatPrice(payment.amount);
  return (
    <section className="payment" aria-label={`${orderMessages.paymentTitle} ${orderCode}`}>
      <Heading className="payment__title">{orderMessages.paymentTitle}</Heading>
      <div className="payment__body">
        <div className="payment__text">
          <p>{orderMessages.paymentIntro}</p>
          <dl className="payment__details">
            {info.wallets.length > 0 && (
              <div>
                <dt>{orderMessages.wallets}</dt>
                <dd>{info.wallets.join(', ')}</dd>
              </div>
            )}
            <div>
              <dt>{orderMessages.bank}</dt>
              <dd>{info.bankName}</dd>
            </div>
            <div>
              <dt>{orderMessages.accountNumber}</dt>
              <dd className="payment__mono">{info.accountNumber}</dd>
            </div>
            <div>
              <dt>{orderMessages.accountName}</dt>
              <dd>{info.accountName}</dd>
            </div>
            <div>
              <dt>{orderMessages.amount}</dt>
              <dd data-testid="payment-amount">{amount}</dd>
            </div>
            <div>
              <dt>{orderMessages.transferMessage}</dt>
              <dd className="payment__mono" data-testid="payment-message">
                {payment.transferMessage}
              </dd>
            </div>
          </dl>
          <p className="payment__rule">{orderMessages.transferMessageRule}</p>
          {info.chatLink ? (
            <p>
              {orderMessages.screenshotBefore}
              <a href={info.chatLink} target="_blank" rel="noopener noreferrer">
                {orderMessages.screenshotChat}
              </a>
              {orderMessages.screenshotAfter}
            </p>
          ) : (
            <p>{orderMessages.screenshotNoChat}</p>
          )}
        </div>
        <figure className="payment__qr">
          <img
            src={svgDataUrl(payment.vietQrSvg)}
            alt={orderMessages.qrAlt(orderCode, amount)}
            width={200}
            height={200}
          />
          <figcaption>
            <strong>{orderMessages.qrTitle}</strong>
            <br />
            {orderMessages.qrHint}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
