import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { commonMessages, notFoundMessages } from '../messages';

export default function NotFoundPage() {
  return (
    <div className="page container">
      <DocumentHead title={notFoundMessages.title} description={notFoundMessages.description} />
      <Breadcrumbs items={[{ label: notFoundMessages.title }]} />
      <section className="notice-page">
        <p className="notice-page__code" aria-hidden="true">404</p>
        <h1>{notFoundMessages.title}</h1>
        <p>{notFoundMessages.body}</p>
        <Link className="button button--primary" to="/">
          {commonMessages.backHome}
        </Link>
      </section>
    </div>
  );
}
