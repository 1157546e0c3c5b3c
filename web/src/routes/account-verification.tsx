import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard } from '../components/account/AuthCard';
import { formatCountdown } from '../components/account/format-countdown';
import { TextField } from '../components/account/TextField';
import { useCountdown } from '../components/account/use-countdown';
import { validateEmail } from '../components/account/validate-account';
import { graphql } from '../gql';
import { accountMessages } from '../messages';

const VerifyAccountMutation = graphql(`
  mutation VerifyAccount($email: String!, $code: String!) {
    verifyAccount(email: $email, code: $code) {
      __typename
      ... on AccountVerified {
        email
        message
      }
      ... on InvalidInput {
        message
        code
      }
    }
  }
`);

const ResendCodeMutation = graphql(`
  mutation ResendVerificationCode($email: String!) {
    resendVerificationCode(email: $email) {
      ...SendCode_result
    }
  }
`);

const CODE_SECONDS = 120;

interface ArrivalState {
  email?: string;
  sentAt?: number;
  seconds?: number;
}

export default function AccountVerificationPage() {
  const m = accountMessages.verify;
  const arrived = (useLocation().state ?? {}) as ArrivalState;
  const navigate = useNavigate();
  const [email, setEmail] = useState(arrived.email ?? '');
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [notice, setNotice] = useState<string | null>(null);
  // Without the sign-up's state nothing says a code is running until one is sent from here.
  const [counting, setCounting] = useState(Boolean(arrived.email));
  const { secondsLeft, restart } = useCountdown((arrived.sentAt ?? Date.now()) + (arrived.seconds ?? CODE_SECONDS) * 1000);
  const [verify, { loading: verifying }] = useMutation(VerifyAccountMutation);
  const [resend, { loading: resending }] = useMutation(ResendCodeMutation);

  const emailProblem = () => {
    const problem = validateEmail(email);
    setEmailError(problem);
    return problem;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (emailProblem() || code.length !== 6) return;
    setNotice(null);
    try {
      const { data } = await verify({ variables: { email: email.trim(), code } });
      const result = data?.verifyAccount;
      if (result?.__typename === 'AccountVerified') {
        navigate('/login', { state: { email: result.email, notice: result.message } });
      } else if (result && 'message' in result) {
        setCodeError(result.message);
      }
    } catch {
      setCodeError(accountMessages.networkError);
    }
  }

  async function sendAgain() {
    if (emailProblem()) return;
    setCodeError(undefined);
    try {
      const { data } = await resend({ variables: { email: email.trim() } });
      const result = data?.resendVerificationCode;
      if (result?.__typename === 'CodeSent') {
        restart(result.codeExpiresInSeconds);
        setCounting(true);
        setCode('');
        setNotice(m.resent);
      } else if (result && 'message' in result) {
        setNotice(result.message);
      }
    } catch {
      setNotice(accountMessages.networkError);
    }
  }

  return (
    <AuthCard title={m.title} description={m.description} heading={m.heading}>
      <p className="auth-card__intro">{arrived.email ? m.sentTo(arrived.email) : m.askEmail}</p>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {!arrived.email && (
          <TextField
            label={m.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
        )}
        <TextField
          label={m.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="account-code"
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.target.value.replace(/\s/g, '').slice(0, 6));
            setCodeError(undefined);
          }}
        />
        {counting && secondsLeft > 0 && <p className="account-countdown">{m.countdown(formatCountdown(secondsLeft))}</p>}
        {/* Always present, so the expiry is announced once (the ticking is not). */}
        <p className="account-countdown account-countdown--expired" role="status">
          {counting && secondsLeft === 0 ? m.expired : ''}
        </p>
        {notice && (
          <p className="account-notice" role="status">
            {notice}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={code.length !== 6 || verifying}>
            {m.submit}
          </button>
          <button type="button" className="button button--outline" disabled={resending} onClick={() => void sendAgain()}>
            {m.resend}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
