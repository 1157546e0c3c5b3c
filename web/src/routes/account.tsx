import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { AvatarPicker } from '../components/account/AvatarPicker';
import { ChangePasswordForm } from '../components/account/ChangePasswordForm';
import { ProfileForm } from '../components/account/ProfileForm';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { PageNotReady } from '../components/common/ErrorRetry';
import { PageFallback } from '../components/common/PageFallback';
import { graphql } from '../gql';
import { accountMessages } from '../messages';
import '../components/account/account.css';

// Whose account this is comes from the session only; a ?userId= in the URL is never read.
const AccountPageQuery = graphql(`
  query AccountPage {
    me {
      id
      greetingName
      avatar
      ...ProfileForm_viewer
    }
  }
`);

export default function AccountPage() {
  const m = accountMessages.account;
  const { data, error, refetch } = useQuery(AccountPageQuery, { fetchPolicy: 'cache-and-network' });

  if (!data) {
    return <PageNotReady failed={Boolean(error)} retry={refetch} loading={<PageFallback />} />;
  }
  if (!data.me) return <Navigate replace to="/login?next=/account" />;

  const me = data.me;
  return (
    <div className="page container">
      <DocumentHead title={m.title} description={m.description} />
      <Breadcrumbs items={[{ label: m.title }]} />
      <h1 className="account-page__title">{m.heading}</h1>
      <div className="account-page">
        <section className="account-section account-section--avatar" aria-label={m.chooseAvatar}>
          <AvatarPicker fullname={me.fullname} avatar={me.avatar ?? null} />
        </section>
        <div className="account-page__forms">
          <section className="account-section" aria-label={m.heading}>
            <ProfileForm key={me.id} viewer={me} />
          </section>
          <section className="account-section">
            <ChangePasswordForm />
          </section>
        </div>
      </div>
    </div>
  );
}
