import { useDeferredValue } from 'react';
import { graphql } from '../../gql';
import type { Footer_ShopFragment } from '../../gql/graphql';
import { footerMessages } from '../../messages';
import { MailIcon, PhoneIcon } from '../common/icons';
import { PaymentBadges } from './PaymentBadges';
import { socialLabel } from './SocialLinks';

export const FooterFragment = graphql(`
  fragment Footer_shop on Shop {
    services {
      title
      link
    }
    storeInfo {
      title
      text
    }
    emails
    hotlines
    socialLinks {
      name
      link
    }
  }
`);

function ServiceList({ services }: { services: Footer_ShopFragment['services'] | undefined }) {
  if (!services || services.length === 0) {
    return (
      <ul>
        {footerMessages.defaultServices.map((service) => <li key={service}>{service}</li>)}
      </ul>
    );
  }
  return (
    <ul>
      {services.map((service) => (
        <li key={service.title}>{service.link ? <a href={service.link}>{service.title}</a> : service.title}</li>
      ))}
    </ul>
  );
}

export function Footer({ shop: latest }: { shop: Footer_ShopFragment | undefined }) {
  // Below the fold: filled in after the header, in a render of its own.
  const shop = useDeferredValue(latest);
  return (
    <footer className="site-footer" aria-label={footerMessages.label}>
      <div className="container site-footer__grid">
        <section>
          <h2>{footerMessages.services}</h2>
          <ServiceList services={shop?.services} />
        </section>
        <section>
          <h2>{footerMessages.shipping}</h2>
          <ul className="carrier-list">
            {footerMessages.carriers.map((carrier) => <li key={carrier}>{carrier}</li>)}
          </ul>
          <h2>{footerMessages.payment}</h2>
          <PaymentBadges />
        </section>
        <section>
          <h2>{footerMessages.storeInfo}</h2>
          <dl className="store-info">
            {shop?.storeInfo.map((info) => (
              <div key={info.title}>
                <dt>{info.title}</dt>
                <dd>{info.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section>
          <h2>{footerMessages.contact}</h2>
          <ul className="contact-list">
            {shop?.emails.map((email) => (
              <li key={email}>
                <MailIcon /> <span className="visually-hidden">{footerMessages.email}: </span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
            {shop?.hotlines.map((phone) => (
              <li key={phone}>
                <PhoneIcon /> <span className="visually-hidden">{footerMessages.hotline}: </span>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </li>
            ))}
          </ul>
          <h2>{footerMessages.community}</h2>
          <ul className="community-list">
            {shop?.socialLinks.map((social) => (
              <li key={`${social.name}-${social.link}`}>
                <a href={social.link} target="_blank" rel="noopener noreferrer">{socialLabel(social.name)}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container site-footer__terms">
        <h2>{footerMessages.termsTitle}</h2>
        <ul>
          {footerMessages.terms.map((term) => <li key={term}>{term}</li>)}
        </ul>
      </div>
      <p className="site-footer__copy">{footerMessages.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
