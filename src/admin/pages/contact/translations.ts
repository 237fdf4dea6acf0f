/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale } from '@admin/resources/adminResource';
import type { ContactPageMessages } from './messages';

export const translations: Record<OtherLocale, ContactPageMessages> = {
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
};
