import type { AiLanguage, AiMessage } from './ai-provider.js';
import { unicodeWords } from './unicode-words.js';

/**
 * The local provider's reply suggestions: what the tenant's last message asks decides the
 * templates, written in the conversation's language. The landlord edits before sending, so the
 * templates leave the specifics (times, amounts) for them to fill in where they must.
 */
export const REPLY_INTENTS = [
  'viewing',
  'price',
  'pets',
  'availability',
  'documents',
  'general',
] as const;
export type ReplyIntent = (typeof REPLY_INTENTS)[number];

const INTENT_PATTERNS: Array<{ intent: ReplyIntent; pattern: RegExp }> = [
  {
    intent: 'viewing',
    pattern:
      /(skoð|sýn|viewing|view|visit|see the|fremvis|se lejlighed|оглян|огляд|obejrz|oglądan)/i,
  },
  {
    intent: 'pets',
    pattern:
      /(gæludýr|kött|kisu|hund|pet|cat|dog|kæledyr|kat|домашн|тварин|кіт|собак|zwierz|kot|pies|psa)/i,
  },
  {
    intent: 'price',
    pattern:
      /(verð|leigan|trygging|greið|kr\b|krón|price|rent|deposit|cost|pris|husleje|depositum|ціна|оренд|депозит|cena|czynsz|kaucj)/i,
  },
  {
    intent: 'documents',
    pattern:
      /(skjöl|gögn|meðmæl|ráðningar|launaseðl|lánshæfi|document|reference|payslip|credit|dokument|anbefal|документ|довідк|dokument|referencj|zaświadcz)/i,
  },
  {
    intent: 'availability',
    pattern:
      /(laus|hvenær|flutt|afhend|available|move in|when|ledig|indflyt|hvornår|вільн|коли|в'їх|dostępn|kiedy|wprowadz)/i,
  },
];

const INTENT_MATCHERS = INTENT_PATTERNS.map((p) => ({ ...p, pattern: unicodeWords(p.pattern) }));

/** What a message asks: the first intent whose words it uses, else a general answer. */
export function detectReplyIntent(text: string): ReplyIntent {
  return INTENT_MATCHERS.find((p) => p.pattern.test(text))?.intent ?? 'general';
}

/** The newest message from someone other than the landlord: the one a reply answers. */
export function lastQuestion(messages: AiMessage[]): AiMessage | undefined {
  return [...messages].reverse().find((m) => m.role !== 'landlord');
}

type Templates = Record<ReplyIntent, [string, string, string]>;

export const REPLY_TEMPLATES: Record<AiLanguage, Templates> = {
  is: {
    viewing: [
      'Sæl/l, velkomið að koma og skoða. Hentar þér fimmtudagur kl. 17?',
      'Takk fyrir áhugann. Ég get sýnt íbúðina um helgina, hvaða tími hentar þér best?',
      'Því miður kemst ég ekki á þessum tíma. Gætir þú stungið upp á öðrum degi?',
    ],
    price: [
      'Leigan er eins og fram kemur í auglýsingunni og trygging nemur þriggja mánaða leigu.',
      'Leigan greiðist fyrirfram 1. hvers mánaðar; trygging er greidd við undirritun samnings.',
      'Verðið er ekki samningsatriði, en ég svara gjarnan öðrum spurningum um kjörin.',
    ],
    pets: [
      'Gæludýr eru leyfð að höfðu samráði, segðu mér endilega meira um dýrið.',
      'Því miður eru gæludýr ekki leyfð í húsinu samkvæmt reglum húsfélagsins.',
      'Lítil gæludýr koma til greina. Hvers konar dýr ertu með?',
    ],
    availability: [
      'Íbúðin er laus frá næstu mánaðamótum.',
      'Íbúðin er laus strax og hægt er að semja um afhendingardag.',
      'Hvenær myndir þú vilja flytja inn? Ég reyni að koma til móts við þig.',
    ],
    documents: [
      'Gott væri að fá meðmæli frá fyrri leigusala og staðfestingu á tekjum.',
      'Þú getur sent gögnin hér í samtalinu eða bætt þeim við umsóknina þína.',
      'Ég þarf ekki fleiri gögn að svo stöddu, takk fyrir.',
    ],
    general: [
      'Takk fyrir skilaboðin. Ég skoða þetta og svara þér fljótlega.',
      'Takk fyrir áhugann á íbúðinni. Er eitthvað sem þú vilt vita nánar?',
      'Gaman að heyra frá þér. Viltu koma og skoða íbúðina?',
    ],
  },
  en: {
    viewing: [
      'Hello, you are welcome to come and view it. Would Thursday at 17:00 suit you?',
      'Thanks for your interest. I can show the flat this weekend; what time suits you best?',
      'Unfortunately I cannot make that time. Could you suggest another day?',
    ],
    price: [
      'The rent is as stated in the listing, and the deposit is three months’ rent.',
      'Rent is paid in advance on the 1st of each month; the deposit is paid when the contract is signed.',
      'The price is not negotiable, but I am happy to answer other questions about the terms.',
    ],
    pets: [
      'Pets are allowed by agreement; please tell me more about your pet.',
      'Unfortunately pets are not allowed in the building under the residents’ association rules.',
      'Small pets are possible. What kind of pet do you have?',
    ],
    availability: [
      'The flat is available from the start of next month.',
      'The flat is available now, and we can agree on a move-in date.',
      'When would you like to move in? I will try to accommodate you.',
    ],
    documents: [
      'It would help to have a reference from your previous landlord and proof of income.',
      'You can send the documents here in the conversation or add them to your application.',
      'I do not need any more documents for now, thank you.',
    ],
    general: [
      'Thanks for your message. I will look into it and get back to you soon.',
      'Thanks for your interest in the flat. Is there anything else you would like to know?',
      'Nice to hear from you. Would you like to come and view the flat?',
    ],
  },
  da: {
    viewing: [
      'Hej, du er velkommen til at komme og se lejligheden. Passer torsdag kl. 17 dig?',
      'Tak for din interesse. Jeg kan vise lejligheden i weekenden; hvilket tidspunkt passer dig bedst?',
      'Desværre kan jeg ikke på det tidspunkt. Kan du foreslå en anden dag?',
    ],
    price: [
      'Huslejen er som angivet i annoncen, og depositum svarer til tre måneders leje.',
      'Huslejen betales forud den 1. i hver måned; depositum betales ved underskrift af kontrakten.',
      'Prisen er ikke til forhandling, men jeg svarer gerne på andre spørgsmål om vilkårene.',
    ],
    pets: [
      'Kæledyr er tilladt efter aftale; fortæl mig gerne mere om dit dyr.',
      'Desværre er kæledyr ikke tilladt i ejendommen ifølge husordenen.',
      'Små kæledyr kan komme på tale. Hvilket dyr har du?',
    ],
    availability: [
      'Lejligheden er ledig fra næste månedsskifte.',
      'Lejligheden er ledig nu, og vi kan aftale en indflytningsdato.',
      'Hvornår vil du gerne flytte ind? Jeg prøver at imødekomme dig.',
    ],
    documents: [
      'Det vil være godt med en anbefaling fra din tidligere udlejer og dokumentation for indkomst.',
      'Du kan sende dokumenterne her i samtalen eller tilføje dem til din ansøgning.',
      'Jeg har ikke brug for flere dokumenter lige nu, tak.',
    ],
    general: [
      'Tak for din besked. Jeg ser på det og vender tilbage snarest.',
      'Tak for din interesse i lejligheden. Er der andet, du gerne vil vide?',
      'Dejligt at høre fra dig. Vil du komme og se lejligheden?',
    ],
  },
  pl: {
    viewing: [
      'Dzień dobry, zapraszam na oglądanie. Czy czwartek o 17:00 Panu/Pani odpowiada?',
      'Dziękuję za zainteresowanie. Mogę pokazać mieszkanie w weekend; jaka godzina będzie najlepsza?',
      'Niestety nie mogę w tym terminie. Czy może Pan/Pani zaproponować inny dzień?',
    ],
    price: [
      'Czynsz jest taki jak w ogłoszeniu, a kaucja wynosi trzy miesięczne czynsze.',
      'Czynsz płatny z góry do 1. dnia każdego miesiąca; kaucję płaci się przy podpisaniu umowy.',
      'Cena nie podlega negocjacji, ale chętnie odpowiem na inne pytania o warunki.',
    ],
    pets: [
      'Zwierzęta są dozwolone po uzgodnieniu; proszę napisać coś więcej o zwierzęciu.',
      'Niestety zgodnie z regulaminem budynku zwierzęta nie są dozwolone.',
      'Małe zwierzęta wchodzą w grę. Jakie zwierzę Pan/Pani ma?',
    ],
    availability: [
      'Mieszkanie jest dostępne od początku przyszłego miesiąca.',
      'Mieszkanie jest dostępne od zaraz, a datę wprowadzenia możemy uzgodnić.',
      'Kiedy chciałby Pan / chciałaby Pani się wprowadzić? Postaram się dostosować.',
    ],
    documents: [
      'Przydałaby się referencja od poprzedniego wynajmującego i zaświadczenie o dochodach.',
      'Dokumenty można wysłać tutaj w rozmowie albo dodać do wniosku.',
      'Na razie nie potrzebuję więcej dokumentów, dziękuję.',
    ],
    general: [
      'Dziękuję za wiadomość. Sprawdzę to i wkrótce odpowiem.',
      'Dziękuję za zainteresowanie mieszkaniem. Czy chce Pan/Pani wiedzieć coś jeszcze?',
      'Miło mi. Czy chce Pan/Pani obejrzeć mieszkanie?',
    ],
  },
  uk: {
    viewing: [
      'Добрий день, запрошую на огляд. Чи зручно вам у четвер о 17:00?',
      'Дякую за інтерес. Можу показати квартиру на вихідних; який час вам найзручніший?',
      'На жаль, у цей час я не можу. Чи могли б ви запропонувати інший день?',
    ],
    price: [
      'Орендна плата вказана в оголошенні, а депозит становить оплату за три місяці.',
      'Оренда сплачується наперед до 1-го числа кожного місяця; депозит — під час підписання договору.',
      'Ціна не обговорюється, але я охоче відповім на інші запитання щодо умов.',
    ],
    pets: [
      'Домашні тварини дозволені за домовленістю; розкажіть, будь ласка, більше про вашу тварину.',
      'На жаль, правила будинку не дозволяють тримати тварин.',
      'Невеликі тварини можливі. Яка у вас тварина?',
    ],
    availability: [
      'Квартира вільна з початку наступного місяця.',
      'Квартира вільна вже зараз, дату в’їзду можемо узгодити.',
      'Коли ви хотіли б в’їхати? Я постараюся піти назустріч.',
    ],
    documents: [
      'Бажано мати рекомендацію від попереднього орендодавця та підтвердження доходу.',
      'Документи можна надіслати тут у розмові або додати до вашої заявки.',
      'Наразі більше документів не потрібно, дякую.',
    ],
    general: [
      'Дякую за повідомлення. Я розгляну це й незабаром відповім.',
      'Дякую за інтерес до квартири. Чи хочете дізнатися ще щось?',
      'Радий вас чути. Бажаєте прийти оглянути квартиру?',
    ],
  },
};
