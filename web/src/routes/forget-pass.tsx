import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/account/AuthCard';
import { formatCountdown } from '../components/account/format-countdown';
import { TextField } from '../components/account/TextField';
import { useCountdown } from '../components/account/use-countdown';
import { hasErrors, validateEmail, validateNewPassword, type FieldErrors } from '../components/account/validate-account';
import { graphql } from '../gql';
import { accountMessages } from '../messages';

const RequestResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ...SendCode_result
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword) {
      __typename
      ... on PasswordChanged {
        message
      }
      ... on InvalidInput {
        message
      }
      ... on Unavailable {
        message
      }
      ... on InvalidInput {
        field
      }
    }
  }
`);

type ResetField = 'code' | 'newPassword' | 'retype';

export default function ForgetPassPage() {
  const m = accountMessages.forgot;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sent, setSent] = useState<string | null>(null);
  const [values, setValues] = useState<Record<ResetField, string>>({ code: '', newPassword: '', retype: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const { secondsLeft, restart } = useCountdown(0);
  const [requestReset, { loading: requesting }] = useMutation(RequestResetMutation);
  const [reset, { loading: resetting }] = useMutation(ResetPasswordMutation);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const problem = validateEmail(email);
    setEmailError(problem);
    if (problem) return;
    setOutcome(null);
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'CodeSent') {
        setSent(result.message);
        restart(result.codeExpiresInSeconds);
      } else if (result && 'message' in result) {
        setEmailError(result.message);
      }
    } catch {
      setEmailError(accountMessages.networkError);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<ResetField> = {
      ...validateNewPassword(values),
      ...(/^\d{6}$/.test(values.code) ? {} : { code: accountMessages.verify.codeFormat }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const { data } = await reset({ variables: { email: email.trim(), code: values.code, newPassword: values.newPassword } });
      const result = data?.resetPassword;
      if (result?.__typename === 'InvalidInput') {
        setErrors({ [result.field === 'code' ? 'code' : 'newPassword']: result.message });
      } else if (result && 'message' in result) {
        setOutcome({ text: result.message, error: result.__typename !== 'PasswordChanged' });
      }
    } catch {
      setOutcome({ text: accountMessages.networkError, error: true });
    }
  }

  const field = (name: ResetField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <AuthCard title={m.title} description={m.description} heading={m.heading} intro={m.intro}>
      <form className="account-form" noValidate onSubmit={(event) => void send(event)}>
        <TextField
          label={m.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={emailError}
          readOnly={sent !== null}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
        {sent === null && (
          <button type="submit" className="button button--primary account-form__submit" disabled={requesting}>
            {m.send}
          </button>
        )}
      </form>
      {sent !== null && (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="account-notice" role="status">
            {sent}
          </p>
          <TextField label={m.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="account-code" {...field('code')} />
          <p className="account-countdown">
            {secondsLeft > 0 ? accountMessages.verify.countdown(formatCountdown(secondsLeft)) : accountMessages.verify.expired}
          </p>
          <TextField label={m.newPassword} type="password" autoComplete="new-password" hint={accountMessages.passwordHint} {...field('newPassword')} />
          <TextField label={m.retype} type="password" autoComplete="new-password" {...field('retype')} />
          {outcome && (
            <p className={outcome.error ? 'account-form__error' : 'account-notice'} role={outcome.error ? 'alert' : 'status'}>
              {outcome.text}
            </p>
          )}
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={resetting}>
              {m.submit}
            </button>
            <button type="button" className="button button--outline" disabled={requesting} onClick={() => void send()}>
              {accountMessages.verify.resend}
            </button>
          </div>
        </form>
      )}
      <p className="account-switch">
        <Link to="/login">{m.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
