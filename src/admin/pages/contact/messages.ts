import type { LocaleCode } from '@admin/resources/adminResource';

/**
 * Texts of the public /contact-us page, to be merged under `app.contact` in each locale
 * (keys `app.contact.*`). The validation messages come from `app.validation.*`.
 */
export const contactPageMessages = {
  en: {
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
  },
  fr: {
    title: 'Nous contacter',
    subtitle: 'Envoyez-nous un message, notre équipe vous répondra.',
    language: 'Langue',
    fields: { name: 'Nom', email: 'E-mail', phone: 'Téléphone (facultatif)', subject: 'Objet (facultatif)', message: 'Message' },
    submit: 'Envoyer le message',
    sending: 'Envoi…',
    sent: 'Merci, votre message a bien été envoyé.',
    tooMany: 'Vous avez envoyé trop de messages en peu de temps. Veuillez patienter quelques minutes puis réessayer.',
    failed: "Votre message n'a pas pu être envoyé : %{reason}",
    another: 'Envoyer un autre message',
  },
  ro: {
    title: 'Contactați-ne',
    subtitle: 'Trimiteți-ne un mesaj și echipa noastră vă va răspunde.',
    language: 'Limbă',
    fields: { name: 'Nume', email: 'E-mail', phone: 'Telefon (opțional)', subject: 'Subiect (opțional)', message: 'Mesaj' },
    submit: 'Trimite mesajul',
    sending: 'Se trimite…',
    sent: 'Vă mulțumim, mesajul a fost trimis.',
    tooMany: 'Ați trimis prea multe mesaje într-un timp scurt. Așteptați câteva minute și încercați din nou.',
    failed: 'Mesajul nu a putut fi trimis: %{reason}',
    another: 'Trimite alt mesaj',
  },
  zh: {
    title: '联系我们',
    subtitle: '给我们留言，我们的团队会尽快回复您。',
    language: '语言',
    fields: { name: '姓名', email: '邮箱', phone: '电话（可选）', subject: '主题（可选）', message: '留言' },
    submit: '发送留言',
    sending: '发送中…',
    sent: '谢谢，您的留言已发送。',
    tooMany: '您在短时间内发送的留言过多，请稍等几分钟后再试。',
    failed: '留言发送失败：%{reason}',
    another: '再发一条留言',
  },
} as const satisfies Record<LocaleCode, unknown>;
