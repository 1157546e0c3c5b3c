import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../components/account/AuthCard';
import { safeNext } from '../components/account/safe-next';
import { SocialSignIn } from '../components/account/SocialSignIn';
import { StatusDialog, type DialogState } from '../components/account/StatusDialog';
import { TextField } from '../components/account/TextField';
import { useCurrentViewer } from '../components/account/use-current-viewer';
import { hasErrors, validateLogin, type FieldErrors, type LoginField } from '../components/account/validate-account';
import { graphql } from '../gql';
import { accountMessages } from '../messages';

const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on WrongCredentials {
        message
        code
      }
      ... on RateLimited {
        message
        code
      }
      ... on Unavailable {
        message
        code
      }
      ... on InvalidInput {
        message
        code
      }
      ... on AccountNotVerified {
        message
        code
      }
      ... on InvalidInput {
        field
      }
      ... on AccountNotVerified {
        email
      }
    }
  }
`);

interface LoginState {
  email?: string;
  notice?: string;
}

export default function LoginPage() {
  const m = accountMessages.login;
  const location = useLocation();
  const arrived = (location.state ?? {}) as LoginState;
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const viewer = useCurrentViewer();
  const [values, setValues] = useState({ email: arrived.email ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [dialog, setDialog] = useState<DialogState>(null);
  const [signIn] = useMutation(SignInMutation);

  if (viewer && dialog === null) return <Navigate replace to={next} />;

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setDialog({ kind: 'checking' });
    try {
      const { data } = await signIn({ variables: { email: values.email.trim(), password: values.password } });
      const result = data?.signIn;
      if (result?.__typename === 'SignedIn') {
        await client.resetStore();
        setDialog(null);
        navigate(next, { replace: true });
        return;
      }
      if (result?.__typename === 'AccountNotVerified') {
        navigate('/accountVerification', { state: { email: result.email, sentAt: Date.now() } });
        return;
      }
      if (result?.__typename === 'InvalidInput') {
        setDialog(null);
        setErrors({ [result.field as LoginField]: result.message });
        return;
      }
      setDialog({ kind: 'error', message: result && 'message' in result ? result.message : accountMessages.wrongCredentials });
    } catch {
      setDialog({ kind: 'error', message: accountMessages.networkError });
    }
  }

  return (
    <AuthCard title={m.title} description={m.description} heading={m.heading} intro={m.intro}>
      {arrived.notice && (
        <p className="account-notice" role="status">
          {arrived.notice}
        </p>
      )}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={m.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          error={errors.email}
          errorAsPlaceholder
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          label={m.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          errorAsPlaceholder
          onChange={(event) => change('password', event.target.value)}
        />
        <p className="account-form__aside">
          <Link to="/forgetPass">{m.forgot}</Link>
        </p>
        <button type="submit" className="button button--primary account-form__submit">
          {m.submit}
        </button>
      </form>
      <SocialSignIn />
      <p className="account-switch">
        {m.noAccount} <Link to={`/register${params.get('next') ? `?next=${encodeURIComponent(next)}` : ''}`}>{m.register}</Link>
      </p>
      <StatusDialog state={dialog} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}
