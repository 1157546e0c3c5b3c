import { useId, useState, type InputHTMLAttributes } from 'react';
import { accountMessages } from '../../messages';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  /** SPEC's login shows an empty field's message as its placeholder instead of below it. */
  errorAsPlaceholder?: boolean;
}

/** A labelled input with its message under it (announced with the field). */
export function TextField({ label, error, hint, errorAsPlaceholder, type = 'text', placeholder, ...input }: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-field__control">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={error && errorAsPlaceholder ? error : placeholder}
          className={error && errorAsPlaceholder ? 'account-field__input--placeholder-error' : undefined}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="account-field__reveal"
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? accountMessages.hidePassword : accountMessages.showPassword}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorAsPlaceholder ? 'visually-hidden' : 'account-field__error'}>
          {error}
        </p>
      )}
    </div>
  );
}
