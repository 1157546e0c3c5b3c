import type { ReactNode } from 'react';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { DocumentHead } from '../common/DocumentHead';
import './account.css';

interface AuthCardProps {
  title: string;
  description: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}

/** The centred card of the sign-in, register, verification and forgot-password screens. */
export function AuthCard({ title, description, heading, intro, children }: AuthCardProps) {
  return (
    <div className="page container">
      <DocumentHead title={title} description={description} />
      <Breadcrumbs items={[{ label: title }]} />
      <section className="auth-card" aria-labelledby="auth-card-heading">
        <h1 id="auth-card-heading" className="auth-card__heading">
          {heading}
        </h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
