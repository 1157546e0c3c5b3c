import { Link } from 'react-router-dom';
import { commonMessages } from '../../messages';
import { Breadcrumbs } from './Breadcrumbs';
import { DocumentHead } from './DocumentHead';

/** Stand-in for a screen a later issue builds, so navigation never lands on a 404. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="page container">
      <DocumentHead title={title} />
      <Breadcrumbs items={[{ label: title }]} />
      <section className="notice-page">
        <h1>{title}</h1>
        <p>{commonMessages.comingSoon}</p>
        <Link className="button button--primary" to="/">
          {commonMessages.backHome}
        </Link>
      </section>
    </div>
  );
}
