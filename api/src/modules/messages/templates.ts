import { isLocale, type Locale } from '@leiga/domain';

/**
 * Texts of the e-mails and SMS the api sends, in every locale. They live with the api because
 * only the api sends them; the web's catalogues hold the screens' texts.
 */
type Template = { subject: string; body: string };
type Templates = {
  emailConfirmation: (link: string) => Template;
  passwordReset: (link: string) => Template;
  smsCode: (code: string) => string;
  listingMatch: (search: string, title: string, price: string, link: string) => Template;
  priceDrop: (title: string, oldPrice: string, newPrice: string, link: string) => Template;
};

const TEMPLATES: Record<Locale, Templates> = {
  is: {
    emailConfirmation: (link) => ({
      subject: 'Staðfestu netfangið þitt hjá Leigu',
      body: `Halló,\n\nSmelltu á hlekkinn til að staðfesta netfangið þitt:\n${link}\n\nEf þú baðst ekki um þetta máttu hunsa póstinn.\n\nKveðja,\nLeiga`,
    }),
    passwordReset: (link) => ({
      subject: 'Endurstilltu lykilorðið þitt hjá Leigu',
      body: `Halló,\n\nVið fengum beiðni um að endurstilla lykilorðið þitt. Hlekkurinn gildir í eina klukkustund:\n${link}\n\nEf þú baðst ekki um þetta máttu hunsa póstinn; lykilorðið breytist ekki.\n\nKveðja,\nLeiga`,
    }),
    smsCode: (code) => `Leiga: staðfestingarkóðinn þinn er ${code}. Hann gildir í 10 mínútur.`,
    listingMatch: (search, title, price, link) => ({
      subject: `Ný eign fyrir leitina „${search}“`,
      body: `Halló,\n\nNý eign passar við vistuðu leitina þína „${search}“:\n\n${title}\n${price} á mánuði\n${link}\n\nÞú getur breytt eða slökkt á vöktun undir Vistaðar leitir.\n\nKveðja,\nLeiga`,
    }),
    priceDrop: (title, oldPrice, newPrice, link) => ({
      subject: `Verðið lækkaði: ${title}`,
      body: `Halló,\n\nLeiguverð eignar sem þú fylgist með lækkaði úr ${oldPrice} í ${newPrice} á mánuði:\n\n${title}\n${link}\n\nKveðja,\nLeiga`,
    }),
  },
  en: {
    emailConfirmation: (link) => ({
      subject: 'Confirm your e-mail address at Leiga',
      body: `Hello,\n\nFollow the link to confirm your e-mail address:\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n\nBest regards,\nLeiga`,
    }),
    passwordReset: (link) => ({
      subject: 'Reset your Leiga password',
      body: `Hello,\n\nWe received a request to reset your password. The link is valid for one hour:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n\nBest regards,\nLeiga`,
    }),
    smsCode: (code) => `Leiga: your verification code is ${code}. It is valid for 10 minutes.`,
    listingMatch: (search, title, price, link) => ({
      subject: `New home for your search “${search}”`,
      body: `Hello,\n\nA new listing matches your saved search “${search}”:\n\n${title}\n${price} per month\n${link}\n\nYou can change or turn off alerts under Saved searches.\n\nBest regards,\nLeiga`,
    }),
    priceDrop: (title, oldPrice, newPrice, link) => ({
      subject: `Price drop: ${title}`,
      body: `Hello,\n\nThe rent of a home you follow dropped from ${oldPrice} to ${newPrice} per month:\n\n${title}\n${link}\n\nBest regards,\nLeiga`,
    }),
  },
  uk: {
    emailConfirmation: (link) => ({
      subject: 'Підтвердьте свою електронну адресу в Leiga',
      body: `Вітаємо!\n\nПерейдіть за посиланням, щоб підтвердити свою електронну адресу:\n${link}\n\nЯкщо ви цього не робили, просто проігноруйте цей лист.\n\nЗ повагою,\nLeiga`,
    }),
    passwordReset: (link) => ({
      subject: 'Відновлення пароля в Leiga',
      body: `Вітаємо!\n\nМи отримали запит на зміну вашого пароля. Посилання дійсне одну годину:\n${link}\n\nЯкщо ви цього не робили, проігноруйте лист; пароль залишиться без змін.\n\nЗ повагою,\nLeiga`,
    }),
    smsCode: (code) => `Leiga: ваш код підтвердження ${code}. Він дійсний 10 хвилин.`,
    listingMatch: (search, title, price, link) => ({
      subject: `Нове житло за вашим пошуком «${search}»`,
      body: `Вітаємо!\n\nНове оголошення відповідає вашому збереженому пошуку «${search}»:\n\n${title}\n${price} на місяць\n${link}\n\nЗмінити або вимкнути сповіщення можна в розділі «Збережені пошуки».\n\nЗ повагою,\nLeiga`,
    }),
    priceDrop: (title, oldPrice, newPrice, link) => ({
      subject: `Ціна знизилася: ${title}`,
      body: `Вітаємо!\n\nОрендна плата за житло, яке ви відстежуєте, знизилася з ${oldPrice} до ${newPrice} на місяць:\n\n${title}\n${link}\n\nЗ повагою,\nLeiga`,
    }),
  },
  da: {
    emailConfirmation: (link) => ({
      subject: 'Bekræft din e-mailadresse hos Leiga',
      body: `Hej,\n\nFølg linket for at bekræfte din e-mailadresse:\n${link}\n\nHvis du ikke har bedt om dette, kan du se bort fra denne e-mail.\n\nVenlig hilsen\nLeiga`,
    }),
    passwordReset: (link) => ({
      subject: 'Nulstil din adgangskode hos Leiga',
      body: `Hej,\n\nVi har modtaget en anmodning om at nulstille din adgangskode. Linket er gyldigt i én time:\n${link}\n\nHvis du ikke har bedt om dette, kan du se bort fra e-mailen; din adgangskode forbliver den samme.\n\nVenlig hilsen\nLeiga`,
    }),
    smsCode: (code) => `Leiga: din bekræftelseskode er ${code}. Den er gyldig i 10 minutter.`,
    listingMatch: (search, title, price, link) => ({
      subject: `Ny bolig til din søgning „${search}“`,
      body: `Hej,\n\nEn ny annonce passer til din gemte søgning „${search}“:\n\n${title}\n${price} om måneden\n${link}\n\nDu kan ændre eller slå notifikationer fra under Gemte søgninger.\n\nVenlig hilsen\nLeiga`,
    }),
    priceDrop: (title, oldPrice, newPrice, link) => ({
      subject: `Prisfald: ${title}`,
      body: `Hej,\n\nHuslejen for en bolig, du følger, er faldet fra ${oldPrice} til ${newPrice} om måneden:\n\n${title}\n${link}\n\nVenlig hilsen\nLeiga`,
    }),
  },
  pl: {
    emailConfirmation: (link) => ({
      subject: 'Potwierdź swój adres e-mail w Leiga',
      body: `Dzień dobry,\n\nKliknij link, aby potwierdzić swój adres e-mail:\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość.\n\nPozdrawiamy,\nLeiga`,
    }),
    passwordReset: (link) => ({
      subject: 'Zresetuj hasło w Leiga',
      body: `Dzień dobry,\n\nOtrzymaliśmy prośbę o zresetowanie hasła. Link jest ważny przez godzinę:\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość; hasło pozostanie bez zmian.\n\nPozdrawiamy,\nLeiga`,
    }),
    smsCode: (code) => `Leiga: Twój kod weryfikacyjny to ${code}. Jest ważny przez 10 minut.`,
    listingMatch: (search, title, price, link) => ({
      subject: `Nowe mieszkanie dla wyszukiwania „${search}”`,
      body: `Dzień dobry,\n\nNowe ogłoszenie pasuje do Twojego zapisanego wyszukiwania „${search}”:\n\n${title}\n${price} miesięcznie\n${link}\n\nPowiadomienia możesz zmienić lub wyłączyć w zakładce Zapisane wyszukiwania.\n\nPozdrawiamy,\nLeiga`,
    }),
    priceDrop: (title, oldPrice, newPrice, link) => ({
      subject: `Obniżka ceny: ${title}`,
      body: `Dzień dobry,\n\nCzynsz za mieszkanie, które obserwujesz, spadł z ${oldPrice} do ${newPrice} miesięcznie:\n\n${title}\n${link}\n\nPozdrawiamy,\nLeiga`,
    }),
  },
};

export function templatesFor(lang: string): Templates {
  return TEMPLATES[isLocale(lang) ? lang : 'is'];
}
