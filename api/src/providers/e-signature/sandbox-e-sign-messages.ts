import { isLocale, type Locale } from '@leiga/domain';

/**
 * What the e-signature sandbox sends a signer, in the signer's language, the way the vendors
 * send their own signing links (Taktikal's `Language`, Dokobit's `locale`).
 */
type Fill = { name: string; title: string; link: string; expires: string };
type Texts = {
  sms: (f: Fill) => string;
  reminderSms: (f: Fill) => string;
  subject: (f: Fill) => string;
  reminderSubject: (f: Fill) => string;
  body: (f: Fill) => string;
};

const TEXTS: Record<Locale, Texts> = {
  is: {
    sms: (f) =>
      `Leiga: ${f.name}, leigusamningur um ${f.title} bíður undirritunar þinnar: ${f.link}`,
    reminderSms: (f) =>
      `Leiga: áminning, ${f.name}. Leigusamningur um ${f.title} bíður enn undirritunar þinnar: ${f.link}`,
    subject: (f) => `Undirritaðu leigusamning um ${f.title}`,
    reminderSubject: (f) => `Áminning: leigusamningur um ${f.title} bíður undirritunar`,
    body: (f) =>
      `Halló ${f.name},\n\nLeigusamningur um ${f.title} er tilbúinn til undirritunar. Þú undirritar hann með rafrænum skilríkjum í símanum:\n${f.link}\n\nHlekkurinn gildir til ${f.expires}.\n\nKveðja,\nLeiga`,
  },
  en: {
    sms: (f) =>
      `Leiga: ${f.name}, the lease for ${f.title} is waiting for your signature: ${f.link}`,
    reminderSms: (f) =>
      `Leiga: a reminder, ${f.name}. The lease for ${f.title} is still waiting for your signature: ${f.link}`,
    subject: (f) => `Sign the lease for ${f.title}`,
    reminderSubject: (f) => `Reminder: the lease for ${f.title} is waiting for your signature`,
    body: (f) =>
      `Hello ${f.name},\n\nThe lease for ${f.title} is ready to sign. You sign it with the electronic ID on your phone:\n${f.link}\n\nThe link is valid until ${f.expires}.\n\nBest regards,\nLeiga`,
  },
  uk: {
    sms: (f) => `Leiga: ${f.name}, договір оренди (${f.title}) чекає на ваш підпис: ${f.link}`,
    reminderSms: (f) =>
      `Leiga: нагадування, ${f.name}. Договір оренди (${f.title}) досі чекає на ваш підпис: ${f.link}`,
    subject: (f) => `Підпишіть договір оренди (${f.title})`,
    reminderSubject: (f) => `Нагадування: договір оренди (${f.title}) чекає на ваш підпис`,
    body: (f) =>
      `Вітаємо, ${f.name}!\n\nДоговір оренди (${f.title}) готовий до підписання. Ви підписуєте його електронним посвідченням у телефоні:\n${f.link}\n\nПосилання дійсне до ${f.expires}.\n\nЗ повагою,\nLeiga`,
  },
  da: {
    sms: (f) =>
      `Leiga: ${f.name}, lejekontrakten for ${f.title} venter på din underskrift: ${f.link}`,
    reminderSms: (f) =>
      `Leiga: en påmindelse, ${f.name}. Lejekontrakten for ${f.title} venter stadig på din underskrift: ${f.link}`,
    subject: (f) => `Underskriv lejekontrakten for ${f.title}`,
    reminderSubject: (f) => `Påmindelse: lejekontrakten for ${f.title} venter på din underskrift`,
    body: (f) =>
      `Hej ${f.name},\n\nLejekontrakten for ${f.title} er klar til underskrift. Du underskriver med det elektroniske ID på din telefon:\n${f.link}\n\nLinket er gyldigt til ${f.expires}.\n\nVenlig hilsen\nLeiga`,
  },
  pl: {
    sms: (f) => `Leiga: ${f.name}, umowa najmu (${f.title}) czeka na Twój podpis: ${f.link}`,
    reminderSms: (f) =>
      `Leiga: przypomnienie, ${f.name}. Umowa najmu (${f.title}) nadal czeka na Twój podpis: ${f.link}`,
    subject: (f) => `Podpisz umowę najmu (${f.title})`,
    reminderSubject: (f) => `Przypomnienie: umowa najmu (${f.title}) czeka na Twój podpis`,
    body: (f) =>
      `Dzień dobry, ${f.name},\n\numowa najmu (${f.title}) jest gotowa do podpisania. Podpisujesz ją identyfikatorem elektronicznym w telefonie:\n${f.link}\n\nLink jest ważny do ${f.expires}.\n\nPozdrawiamy,\nLeiga`,
  },
};

/** day.month.year, as the product shows dates. */
function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

export type SigningMessage = { sms: string; subject: string; body: string };

export function getSigningMessage(
  language: string,
  kind: 'invitation' | 'reminder',
  fill: { name: string; title: string; link: string; expiresAt: Date },
): SigningMessage {
  const texts = TEXTS[isLocale(language) ? language : 'is'];
  const f: Fill = { ...fill, expires: formatDate(fill.expiresAt) };
  return kind === 'invitation'
    ? { sms: texts.sms(f), subject: texts.subject(f), body: texts.body(f) }
    : { sms: texts.reminderSms(f), subject: texts.reminderSubject(f), body: texts.body(f) };
}
