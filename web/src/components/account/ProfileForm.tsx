import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { accountMessages } from '../../messages';
import { TextField } from './TextField';
import { hasErrors, validateProfile, type FieldErrors, type ProfileField } from './validate-account';

export const ProfileFormFragment = graphql(`
  fragment ProfileForm_viewer on Viewer {
    id
    fullname
    email
    phone
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($fullname: String!, $phone: String!) {
    updateProfile(fullname: $fullname, phone: $phone) {
      __typename
      ... on ProfileUpdated {
        message
        viewer {
          id
          fullname
          greetingName
          phone
        }
      }
      ... on InvalidInput {
        message
      }
      ... on NotSignedIn {
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

interface ProfileFormProps {
  viewer: { fullname: string; email: string; phone?: string | null };
}

/** Name and phone are editable; the e-mail is the account's key and stays read-only. */
export function ProfileForm({ viewer }: ProfileFormProps) {
  const m = accountMessages.account;
  const [values, setValues] = useState({ fullname: viewer.fullname, phone: viewer.phone ?? '' });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const [update, { loading }] = useMutation(UpdateProfileMutation);

  const change = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const { data } = await update({ variables: { fullname: values.fullname.trim(), phone: values.phone.trim() } });
      const result = data?.updateProfile;
      if (result?.__typename === 'ProfileUpdated') setOutcome({ text: result.message, error: false });
      else if (result?.__typename === 'InvalidInput') setErrors({ [result.field as ProfileField]: result.message });
      else if (result && 'message' in result) setOutcome({ text: result.message, error: true });
    } catch {
      setOutcome({ text: accountMessages.networkError, error: true });
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={m.fullname} name="fullname" autoComplete="name" value={values.fullname} error={errors.fullname} onChange={(e) => change('fullname', e.target.value)} />
      <TextField label={m.email} name="email" type="email" value={viewer.email} readOnly hint={m.emailHint} />
      <TextField label={m.phone} name="phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} error={errors.phone} onChange={(e) => change('phone', e.target.value)} />
      {outcome && (
        <p className={outcome.error ? 'account-form__error' : 'account-notice'} role={outcome.error ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={loading}>
        {loading ? m.updating : m.update}
      </button>
    </form>
  );
}
