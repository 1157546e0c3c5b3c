import { useId } from 'react';
import { graphql } from '../../gql';
import type { ChatWidget_ShopFragment } from '../../gql/graphql';
import { headerMessages } from '../../messages';
import { ChatIcon, CloseIcon, PhoneIcon } from '../common/icons';
import { useDisclosure } from './use-disclosure';

export const ChatWidgetFragment = graphql(`
  fragment ChatWidget_shop on Shop {
    chatLink
    hotlines
  }
`);

/** Floating button: the shop's messaging contact and its two hotlines (SPEC §1). */
export function ChatWidget({ shop }: { shop: ChatWidget_ShopFragment | undefined }) {
  const { open, toggle, containerRef, toggleRef } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  if (!shop || (!shop.chatLink && shop.hotlines.length === 0)) return null;
  return (
    <div className="chat-widget" ref={containerRef}>
      <div id={panelId} className="chat-widget__panel" hidden={!open} role="region" aria-label={headerMessages.chatTitle}>
        <p className="chat-widget__title">{headerMessages.chatTitle}</p>
        <p>{headerMessages.chatIntro}</p>
        <ul className="chat-widget__hotlines">
          {shop.hotlines.slice(0, 2).map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                <PhoneIcon /> {headerMessages.hotline}: {phone}
              </a>
            </li>
          ))}
        </ul>
        {shop.chatLink && (
          <a className="button button--primary chat-widget__link" href={shop.chatLink} target="_blank" rel="noopener noreferrer">
            {headerMessages.chatLink}
          </a>
        )}
      </div>
      <button
        ref={toggleRef}
        type="button"
        className="chat-widget__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? headerMessages.chatClose : headerMessages.chatOpen}
        onClick={toggle}
      >
        {open ? <CloseIcon width={24} height={24} /> : <ChatIcon />}
      </button>
    </div>
  );
}
