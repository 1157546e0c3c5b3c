import { orderMessages } from '../../messages';

export const RECIPIENT_FIELDS = ['name', 'address', 'phone', 'email'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];
export type Recipient = Record<RecipientField, string>;
export type RecipientErrors = Partial<Record<RecipientField, string>>;

export const EMPTY_RECIPIENT: Recipient = { name: '', address: '', phone: '', email: '' };

/** SPEC §5: digits only, starts with 0, exactly 10 digits. */
const PHONE = /^0\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One message per invalid field; an empty object when the recipient may be sent. */
export function validateRecipient(recipient: Recipient): RecipientErrors {
  const errors: RecipientErrors = {};
  for (const field of RECIPIENT_FIELDS) {
    if (!recipient[field].trim()) errors[field] = orderMessages.required;
  }
  if (!errors.phone && !PHONE.test(recipient.phone.trim())) errors.phone = orderMessages.phoneInvalid;
  if (!errors.email && !EMAIL.test(recipient.email.trim())) errors.email = orderMessages.emailInvalid;
  return errors;
}

/** The recipient as the BFF gets it: surrounding spaces dropped. */
export function trimRecipient(recipient: Recipient): Recipient {
  return {
    name: recipient.name.trim(),
    address: recipient.address.trim(),
    phone: recipient.phone.trim(),
    email: recipient.email.trim(),
  };
}
