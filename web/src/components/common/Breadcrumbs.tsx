import { Link } from 'react-router-dom';
import { commonMessages } from '../../messages';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** "Trang chủ › …"; the home crumb is always first, the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: commonMessages.home, to: '/' }, ...items];
  const last = crumbs.length - 1;
  return (
    <nav aria-label={commonMessages.breadcrumbLabel} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === last || !crumb.to ? (
              <span aria-current={index === last ? 'page' : undefined}>{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
