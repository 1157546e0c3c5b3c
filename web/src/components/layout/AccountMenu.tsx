import { useId } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { headerMessages, moderationMessages } from '../../messages';
import { ChevronDownIcon, UserIcon } from '../common/icons';
import { useDisclosure } from './use-disclosure';

export const AccountMenuViewerFragment = graphql(`
  fragment AccountMenu_viewer on Viewer {
    id
    fullname
    greetingName
    canModerateReviews
  }
`);

/** The signed-in shopper (`me` of the CurrentViewer query); null for a visitor. */
export interface Viewer {
  fullname: string;
  /** The last word of the full name, from the BFF. */
  greetingName: string;
  /** The shop's admins approve reviews. */
  canModerateReviews?: boolean;
}

interface AccountMenuProps {
  viewer: Viewer | null;
  onLogout?: () => void;
}

export function AccountMenu({ viewer, onLogout }: AccountMenuProps) {
  const { open, toggle, containerRef, toggleRef } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  return (
    <div className="dropdown account-menu" ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <UserIcon width={18} height={18} />
        <span>{viewer ? headerMessages.greeting(viewer.greetingName) : headerMessages.account}</span>
        <ChevronDownIcon />
      </button>
      <ul id={panelId} className="dropdown__panel dropdown__panel--end" hidden={!open}>
        {viewer ? (
          <>
            <li><Link to="/account">{headerMessages.accountInfo}</Link></li>
            <li><Link to="/orders">{headerMessages.myOrders}</Link></li>
            <li><Link to="/carts">{headerMessages.myCart}</Link></li>
            {viewer.canModerateReviews && (
              <li><Link to="/reviewModeration">{moderationMessages.menuLink}</Link></li>
            )}
            {onLogout && (
              <li>
                <button type="button" onClick={onLogout}>{headerMessages.logout}</button>
              </li>
            )}
          </>
        ) : (
          <>
            <li><Link to="/login">{headerMessages.login}</Link></li>
            <li><Link to="/register">{headerMessages.register}</Link></li>
          </>
        )}
      </ul>
    </div>
  );
}
