import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { accountMessages } from '../../messages';
import { TextField } from './TextField';
import { hasErrors, validateNewPassword, type FieldErrors } from './validate-account';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on PasswordChanged {
        message
      }
      ... on InvalidInput {
        message
        code
      }
      ... on NotSignedIn {
        message
        code
      }
      ... on Unavailable {
        message
        code
      }
      ... on InvalidInput {
        field
      }
    }
  }
`);

type Field = 'currentPassword' | 'newPassword' | 'retype';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', retype: '' };

/** SPEC: the button waits for all three fields; the shop's own change-password route does the change. */
export function ChangePasswordForm() {
  const m = accountMessages.account;
  const client = useApolloClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const complete = values.currentPassword !== '' && values.newPassword !== '' && values.retype !== '';

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      setOutcome(null);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (!complete || hasErrors(found)) return;
    try {
      const { data } = await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      const result = data?.changePassword;
      if (result?.__typename === 'PasswordChanged') {
        setValues(EMPTY);
        setOutcome({ text: result.message, error: false });
      } else if (result?.__typename === 'InvalidInput') {
        setErrors({ [result.field === 'currentPassword' ? 'currentPassword' : 'newPassword']: result.message });
      } else if (result && 'message' in result) {
        setOutcome({ text: result.message, error: true });
        // The shop ended the session: the header must show the visitor again.
        if (result.__typename === 'NotSignedIn') await client.resetStore().catch(() => undefined);
      }
    } catch {
      setOutcome({ text: accountMessages.networkError, error: true });
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="account-section__title">
        {m.passwordTitle}
      </h2>
      <TextField label={m.currentPassword} type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField label={m.newPassword} type="password" autoComplete="new-password" hint={accountMessages.passwordHint} {...field('newPassword')} />
      <TextField label={m.retypePassword} type="password" autoComplete="new-password" {...field('retype')} />
      {outcome && (
        <p className={outcome.error ? 'account-form__error' : 'account-notice'} role={outcome.error ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={!complete || loading}>
          {loading ? m.changingPassword : m.changePassword}
        </button>
        <Link to="/forgetPass">{m.forgot}</Link>
      </div>
    </form>
  );
}
