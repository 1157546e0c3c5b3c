import { orderMessages } from '../../messages';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface ShopContactProps {
  hotlines: readonly string[];
  chatLink: string | null | undefined;
}

/** The shop's hotlines and chat link, for questions before or after ordering. */
export function ShopContact({ hotlines, chatLink }: ShopContactProps) {
  return (
    <section className="shop-contact" aria-labelledby="shop-contact-title">
      <h2 id="shop-contact-title" className="order-section-title">
        {orderMessages.contactTitle}
      </h2>
      <p>{orderMessages.contactText}</p>
      <ul className="shop-contact__list">
        {hotlines.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
      {chatLink && (
        <a className="button button--outline shop-contact__chat" href={chatLink} target="_blank" rel="noopener noreferrer">
          {orderMessages.chat}
        </a>
      )}
    </section>
  );
}
