import type { Localized } from '@admin/resources/adminResource';

/**
 * Texts of the public /contact-us page, to be merged under `app.contact` in each locale
 * (keys `app.contact.*`). The validation messages come from `app.validation.*`. English here; French, Romanian and
 * Chinese in translations.ts, loaded with their locale.
 */
const en = {
  title: 'Contact us',
  subtitle: 'Send us a message and our team will get back to you.',
  language: 'Language',
  fields: { name: 'Name', email: 'Email', phone: 'Phone (optional)', subject: 'Subject (optional)', message: 'Message' },
  submit: 'Send message',
  sending: 'Sending…',
  sent: 'Thank you, your message has been sent.',
  tooMany: 'You have sent too many messages in a short time. Please wait a few minutes and try again.',
  failed: 'Your message could not be sent: %{reason}',
  another: 'Send another message',
};

export type ContactPageMessages = typeof en;

export const contactPageMessages: Localized<ContactPageMessages> = {
  en,
  others: () => import('./translations').then((m) => m.translations),
};
