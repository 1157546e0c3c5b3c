import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '../components/account/AuthCard';
import { TextField } from '../components/account/TextField';
import { hasErrors, validateRegister, type FieldErrors, type RegisterField } from '../components/account/validate-account';
import { graphql } from '../gql';
import { accountMessages } from '../messages';

const SignUpMutation = graphql(`
  mutation SignUp($fullname: String!, $email: String!, $phone: String!, $password: String!) {
    signUp(fullname: $fullname, email: $email, phone: $phone, password: $password) {
      __typename
      ... on CodeSent {
        email
        codeExpiresInSeconds
      }
      ... on InvalidInput {
        message
      }
      ... on RateLimited {
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

const EMPTY: Record<RegisterField, string> = { fullname: '', email: '', phone: '', password: '', retype: '' };

export default function RegisterPage() {
  const m = accountMessages.register;
  const navigate = useNavigate();
  const policyId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [agreed, setAgreed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [signUp, { loading }] = useMutation(SignUpMutation);

  const field = (name: RegisterField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      // The retyped password stays in the browser.
      const { fullname, email, phone, password } = values;
      const { data } = await signUp({ variables: { fullname: fullname.trim(), email: email.trim(), phone: phone.trim(), password } });
      const result = data?.signUp;
      if (result?.__typename === 'CodeSent') {
        navigate('/accountVerification', { state: { email: result.email, sentAt: Date.now(), seconds: result.codeExpiresInSeconds } });
      } else if (result?.__typename === 'InvalidInput') {
        setErrors({ [result.field as RegisterField]: result.message });
      } else if (result && 'message' in result) {
        setFormError(result.message);
      }
    } catch {
      setFormError(accountMessages.networkError);
    }
  }

  return (
    <AuthCard title={m.title} description={m.description} heading={m.heading}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={m.fullname} autoComplete="name" {...field('fullname')} />
        <TextField label={m.email} type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <TextField label={m.phone} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={m.password} type="password" autoComplete="new-password" hint={accountMessages.passwordHint} {...field('password')} />
        <TextField label={m.retype} type="password" autoComplete="new-password" {...field('retype')} />
        <div className="account-check">
          <input id={policyId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <label htmlFor={policyId}>{m.policy}</label>
        </div>
        {!agreed && <p className="account-field__hint">{m.policyHint}</p>}
        {formError && (
          <p className="account-form__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={!agreed || loading}>
          {loading ? m.submitting : m.submit}
        </button>
      </form>
      <p className="account-switch">
        {m.haveAccount} <Link to="/login">{m.login}</Link>
      </p>
    </AuthCard>
  );
}
