import { forwardRef, useId, useImperativeHandle, useRef } from 'react';
import { orderMessages } from '../../messages';
import { RECIPIENT_FIELDS, type Recipient, type RecipientErrors, type RecipientField } from './validate-recipient';

const INPUTS: Record<RecipientField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  name: { type: 'text', autoComplete: 'name' },
  address: { type: 'text', autoComplete: 'street-address' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
};

export interface RecipientFormHandle {
  focus(field: RecipientField): void;
}

interface RecipientFormProps {
  values: Recipient;
  errors: RecipientErrors;
  onChange: (field: RecipientField, value: string) => void;
}

/** Recipient name, address, phone and email; each message shows once, under its field. */
export const RecipientForm = forwardRef<RecipientFormHandle, RecipientFormProps>(function RecipientForm(
  { values, errors, onChange },
  ref,
) {
  const id = useId();
  const inputs = useRef<Partial<Record<RecipientField, HTMLInputElement | null>>>({});
  useImperativeHandle(ref, () => ({ focus: (field) => inputs.current[field]?.focus() }), []);

  return (
    <fieldset className="recipient-form">
      <legend className="order-section-title">{orderMessages.recipientTitle}</legend>
      {RECIPIENT_FIELDS.map((field) => {
        const inputId = `${id}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className="form-field">
            <label htmlFor={inputId}>
              {orderMessages.recipient[field]} <span aria-hidden="true" className="form-field__required">*</span>
            </label>
            <input
              ref={(element) => {
                inputs.current[field] = element;
              }}
              id={inputId}
              name={field}
              {...INPUTS[field]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              placeholder={orderMessages.placeholders[field]}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
            {error && (
              <p id={`${inputId}-error`} className="form-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
});
