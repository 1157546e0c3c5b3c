import { useMutation } from '@apollo/client/react';
import { useId, useState, type ChangeEvent } from 'react';
import { graphql } from '../../gql';
import { accountMessages } from '../../messages';
import { AVATAR_MAX_BYTES, isJpegOrPng, readAsDataUrl } from './image-type';

const UploadAvatarMutation = graphql(`
  mutation UploadAvatar($imageBase64: String!) {
    uploadAvatar(imageBase64: $imageBase64) {
      __typename
      ... on AvatarUpdated {
        viewer {
          id
          avatar
        }
      }
      ... on InvalidInput {
        message
      }
      ... on NotSignedIn {
        message
      }
    }
  }
`);

interface AvatarPickerProps {
  fullname: string;
  avatar: string | null;
}

/** The avatar and its file chooser: checked here (size, then content) and again by the BFF. */
export function AvatarPicker({ fullname, avatar }: AvatarPickerProps) {
  const m = accountMessages.account;
  const inputId = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [upload, { loading }] = useMutation(UploadAvatarMutation);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return setMessage({ text: m.avatarTooLarge, error: true });
    if (!(await isJpegOrPng(file))) return setMessage({ text: m.avatarType, error: true });
    setMessage({ text: m.avatarUploading, error: false });
    try {
      const { data } = await upload({ variables: { imageBase64: await readAsDataUrl(file) } });
      const result = data?.uploadAvatar;
      if (result?.__typename === 'AvatarUpdated') setMessage({ text: m.avatarUpdated, error: false });
      else setMessage({ text: result && 'message' in result ? result.message : accountMessages.networkError, error: true });
    } catch {
      setMessage({ text: accountMessages.networkError, error: true });
    }
  }

  const initial = fullname.trim().split(/\s+/).at(-1)?.charAt(0).toUpperCase() ?? '?';
  return (
    <div className="avatar-picker">
      {avatar ? (
        <img className="avatar-picker__image" src={avatar} alt={m.avatarAlt(fullname)} width={120} height={120} />
      ) : (
        <span className="avatar-picker__image avatar-picker__image--empty" role="img" aria-label={m.avatarAlt(fullname)}>
          {initial}
        </span>
      )}
      <label htmlFor={inputId} className="button button--outline avatar-picker__choose">
        {m.chooseAvatar}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept=".jpg,.jpeg,.png"
        disabled={loading}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => void choose(event)}
      />
      <p id={`${inputId}-hint`} className="account-field__hint">
        {m.avatarHint}
      </p>
      {message && (
        <p className={message.error ? 'account-form__error' : 'account-notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
