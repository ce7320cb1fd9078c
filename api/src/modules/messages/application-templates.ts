import { isLocale, type Locale } from '@leiga/domain';

type Mail = { subject: string; body: string };
type Fill = { title: string; tenant: string; message: string | null; link: string };
export type ApplicationMailKind =
  'created' | 'accepted' | 'denied' | 'undenied' | 'cancelled' | 'other_accepted';

const sign: Record<Locale, string> = {
  is: 'Kveðja,\nLeiga',
  en: 'Best regards,\nLeiga',
  uk: 'З повагою,\nLeiga',
  da: 'Venlig hilsen\nLeiga',
  pl: 'Pozdrawiamy,\nLeiga',
};
const hello: Record<Locale, string> = {
  is: 'Halló',
  en: 'Hello',
  uk: 'Вітаємо',
  da: 'Hej',
  pl: 'Dzień dobry',
};
const note: Record<Locale, (m: string) => string> = {
  is: (m) => `\n\nSkilaboð frá leigusala:\n${m}`,
  en: (m) => `\n\nA message from the landlord:\n${m}`,
  uk: (m) => `\n\nПовідомлення від орендодавця:\n${m}`,
  da: (m) => `\n\nBesked fra udlejeren:\n${m}`,
  pl: (m) => `\n\nWiadomość od wynajmującego:\n${m}`,
};

/** How a mail names an applicant whose account is gone (their name was erased with it). */
const formerUser: Record<Locale, string> = {
  is: 'Fyrrverandi notandi Leigu',
  en: 'A former Leiga user',
  uk: 'Колишній користувач Leiga',
  da: 'En tidligere Leiga-bruger',
  pl: 'Były użytkownik Leiga',
};

const TEXTS: Record<Locale, Record<ApplicationMailKind, (f: Fill) => [string, string]>> = {
  is: {
    created: (f) => [
      `Ný umsókn: ${f.title}`,
      `${f.tenant} sótti um eignina „${f.title}“. Skoðaðu umsóknina og leiguprófílinn:`,
    ],
    accepted: (f) => [
      `Umsókn samþykkt: ${f.title}`,
      `Leigusali samþykkti umsókn þína um „${f.title}“. Næsta skref er leigusamningurinn.`,
    ],
    denied: (f) => [`Umsókn hafnað: ${f.title}`, `Leigusali hafnaði umsókn þinni um „${f.title}“.`],
    undenied: (f) => [
      `Umsókn aftur til skoðunar: ${f.title}`,
      `Leigusali dró höfnun sína til baka og umsókn þín um „${f.title}“ er aftur til skoðunar.`,
    ],
    cancelled: (f) => [
      `Umsókn dregin til baka: ${f.title}`,
      `${f.tenant} dró umsókn sína um „${f.title}“ til baka.`,
    ],
    other_accepted: (f) => [
      `Staða umsóknar: ${f.title}`,
      `Leigusali hefur samþykkt aðra umsókn um „${f.title}“. Umsókn þín er áfram á lista ef aðstæður breytast.`,
    ],
  },
  en: {
    created: (f) => [
      `New application: ${f.title}`,
      `${f.tenant} applied for “${f.title}”. Review the application and rental profile:`,
    ],
    accepted: (f) => [
      `Application accepted: ${f.title}`,
      `The landlord accepted your application for “${f.title}”. The rental contract comes next.`,
    ],
    denied: (f) => [
      `Application declined: ${f.title}`,
      `The landlord declined your application for “${f.title}”.`,
    ],
    undenied: (f) => [
      `Application back under review: ${f.title}`,
      `The landlord withdrew the decline; your application for “${f.title}” is under review again.`,
    ],
    cancelled: (f) => [
      `Application withdrawn: ${f.title}`,
      `${f.tenant} withdrew their application for “${f.title}”.`,
    ],
    other_accepted: (f) => [
      `Your application: ${f.title}`,
      `The landlord has accepted another application for “${f.title}”. Yours stays on the list in case plans change.`,
    ],
  },
  uk: {
    created: (f) => [
      `Нова заявка: ${f.title}`,
      `${f.tenant} подав(ла) заявку на «${f.title}». Перегляньте заявку та профіль орендаря:`,
    ],
    accepted: (f) => [
      `Заявку прийнято: ${f.title}`,
      `Орендодавець прийняв вашу заявку на «${f.title}». Наступний крок — договір оренди.`,
    ],
    denied: (f) => [
      `Заявку відхилено: ${f.title}`,
      `Орендодавець відхилив вашу заявку на «${f.title}».`,
    ],
    undenied: (f) => [
      `Заявку знову розглядають: ${f.title}`,
      `Орендодавець скасував відмову; вашу заявку на «${f.title}» знову розглядають.`,
    ],
    cancelled: (f) => [
      `Заявку відкликано: ${f.title}`,
      `${f.tenant} відкликав(ла) заявку на «${f.title}».`,
    ],
    other_accepted: (f) => [
      `Ваша заявка: ${f.title}`,
      `Орендодавець прийняв іншу заявку на «${f.title}». Ваша залишається в списку на випадок змін.`,
    ],
  },
  da: {
    created: (f) => [
      `Ny ansøgning: ${f.title}`,
      `${f.tenant} har søgt om „${f.title}“. Se ansøgningen og lejerprofilen:`,
    ],
    accepted: (f) => [
      `Ansøgning godkendt: ${f.title}`,
      `Udlejeren har godkendt din ansøgning om „${f.title}“. Næste skridt er lejekontrakten.`,
    ],
    denied: (f) => [
      `Ansøgning afvist: ${f.title}`,
      `Udlejeren har afvist din ansøgning om „${f.title}“.`,
    ],
    undenied: (f) => [
      `Ansøgningen behandles igen: ${f.title}`,
      `Udlejeren har trukket afvisningen tilbage; din ansøgning om „${f.title}“ behandles igen.`,
    ],
    cancelled: (f) => [
      `Ansøgning trukket tilbage: ${f.title}`,
      `${f.tenant} har trukket sin ansøgning om „${f.title}“ tilbage.`,
    ],
    other_accepted: (f) => [
      `Din ansøgning: ${f.title}`,
      `Udlejeren har godkendt en anden ansøgning om „${f.title}“. Din bliver stående på listen, hvis planerne ændrer sig.`,
    ],
  },
  pl: {
    created: (f) => [
      `Nowy wniosek: ${f.title}`,
      `${f.tenant} złożył(a) wniosek o „${f.title}”. Zobacz wniosek i profil najemcy:`,
    ],
    accepted: (f) => [
      `Wniosek przyjęty: ${f.title}`,
      `Wynajmujący przyjął Twój wniosek o „${f.title}”. Następnym krokiem jest umowa najmu.`,
    ],
    denied: (f) => [
      `Wniosek odrzucony: ${f.title}`,
      `Wynajmujący odrzucił Twój wniosek o „${f.title}”.`,
    ],
    undenied: (f) => [
      `Wniosek ponownie rozpatrywany: ${f.title}`,
      `Wynajmujący cofnął odmowę; Twój wniosek o „${f.title}” jest ponownie rozpatrywany.`,
    ],
    cancelled: (f) => [
      `Wniosek wycofany: ${f.title}`,
      `${f.tenant} wycofał(a) wniosek o „${f.title}”.`,
    ],
    other_accepted: (f) => [
      `Twój wniosek: ${f.title}`,
      `Wynajmujący przyjął inny wniosek o „${f.title}”. Twój pozostaje na liście na wypadek zmian.`,
    ],
  },
};

export function applicationMail(lang: string, kind: ApplicationMailKind, fill: Fill): Mail {
  const l: Locale = isLocale(lang) ? lang : 'is';
  const [subject, lead] = TEXTS[l][kind]({ ...fill, tenant: fill.tenant || formerUser[l] });
  const message = fill.message ? note[l](fill.message) : '';
  return { subject, body: `${hello[l]},\n\n${lead}\n${fill.link}${message}\n\n${sign[l]}` };
}
