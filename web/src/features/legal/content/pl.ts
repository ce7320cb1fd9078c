import { OPERATOR, type LegalTexts } from './types';

/** Regulamin, polityka prywatności i warunki płatności Leiga po polsku. */
export const texts: LegalTexts = {
  userTerms: {
    title: 'Regulamin',
    summary:
      'Niniejszy regulamin dotyczy korzystania ze strony i aplikacji Leiga. Akceptujesz go, zakładając konto. Przeczytaj też politykę prywatności, która wyjaśnia, jak przetwarzamy dane o Tobie.',
    sections: [
      {
        id: 'operator',
        heading: 'Kto prowadzi Leiga',
        paragraphs: [
          `Serwis Leiga prowadzi ${OPERATOR.name}, Reykjavík, Islandia. Pytania dotyczące regulaminu można wysyłać na adres ${OPERATOR.email}.`,
        ],
      },
      {
        id: 'service',
        heading: 'Co Leiga robi, a czego nie',
        paragraphs: [
          'Leiga to platforma ogłoszeń mieszkań na wynajem w Islandii. Wynajmujący publikują ogłoszenia, najemcy prowadzą profil najemcy i składają wnioski, a obie strony śledzą wnioski w jednym miejscu.',
          'Leiga nie jest stroną umowy najmu między wynajmującym a najemcą, nie jest pośrednikiem w najmie i nie działa w imieniu żadnej ze stron. Umowy najmu podlegają islandzkiej ustawie o najmie lokali mieszkalnych nr 36/1994. Leiga nie sprawdza ogłaszanych lokali i nie gwarantuje ani prawdziwości ogłoszenia, ani tego, że najemca będzie płacił.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Twoje konto',
        paragraphs: [
          'Aby założyć konto, musisz mieć ukończone 18 lat. Każda osoba może mieć jedno konto, a podane dane, takie jak imię i nazwisko, adres e-mail i numer telefonu, muszą być prawdziwe.',
          'Odpowiadasz za to, co dzieje się na Twoim koncie. Nie ujawniaj hasła i natychmiast daj nam znać, jeśli podejrzewasz, że ktoś inny uzyskał dostęp do konta.',
        ],
      },
      {
        id: 'tenants',
        heading: 'Najemcy',
        paragraphs: [
          'W profilu najemcy opisujesz siebie i swoje gospodarstwo domowe. Informacje muszą być prawdziwe. To Ty decydujesz, czy wynajmujący widzą Twoją ocenę kredytową i średni dochód.',
          'Gdy składasz wniosek, wynajmujący otrzymuje go razem z profilem najemcy w zakresie, jaki ustawiłeś w ustawieniach widoczności. Najemcę wybiera wyłącznie wynajmujący, a Leiga nie może obiecać, że wniosek zostanie przyjęty.',
        ],
      },
      {
        id: 'landlords',
        heading: 'Wynajmujący',
        paragraphs: [
          'Możesz ogłaszać tylko lokal, który istnieje i który masz prawo wynająć. Czynsz, powierzchnia, stan i warunki najmu muszą być podane zgodnie z prawdą, a zdjęcia muszą przedstawiać ten lokal i należeć do Ciebie lub być używane za zgodą.',
          'Pracownicy Leiga sprawdzają ogłoszenia przed publikacją, z wyjątkiem wynajmujących, którzy otrzymali status zaufanego wynajmującego. Możemy odrzucić lub usunąć ogłoszenie naruszające regulamin.',
          'Danych kandydatów możesz używać wyłącznie do wyboru najemcy i nie wolno Ci bezprawnie ich dyskryminować. Odpowiadasz za zawarcie umowy najmu i jej rejestrację w rejestrze najmu HMS, jak wymaga tego prawo.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Czego nie wolno',
        paragraphs: ['W serwisie Leiga nie wolno między innymi:'],
        items: [
          'ogłaszać lokalu, który nie jest do wynajęcia, ani podszywać się pod inne osoby,',
          'żądać kaucji lub przedpłaty, zanim lokal zostanie obejrzany i umowa zawarta,',
          'wysyłać spamu ani wykorzystywać danych innych użytkowników w celach innych niż najem,',
          'automatycznie kopiować treści serwisu ani obchodzić zabezpieczeń dostępu.',
        ],
      },
      {
        id: 'content',
        heading: 'Treści użytkowników',
        paragraphs: [
          'Zachowujesz prawa do treści, które zamieszczasz, takich jak teksty i zdjęcia. Udzielasz Leiga prawa do ich wyświetlania i przetwarzania w zakresie potrzebnym do świadczenia usługi. Możemy usunąć treści naruszające regulamin lub prawo.',
        ],
      },
      {
        id: 'fees',
        heading: 'Opłaty',
        paragraphs: [
          'Wyszukiwanie mieszkań, prowadzenie profilu najemcy, składanie wniosków i publikowanie ogłoszeń są bezpłatne. Jeśli Leiga zaoferuje w przyszłości płatną usługę, cena zostanie pokazana przed zamówieniem. Płatności podlegają warunkom płatności Leiga.',
        ],
      },
      {
        id: 'liability',
        heading: 'Odpowiedzialność',
        paragraphs: [
          'Leiga nie odpowiada za kontakty, umowy ani spory między wynajmującymi a najemcami, ani za szkody wynikające z nieprawdziwych informacji podanych przez użytkowników. Spory dotyczące najmu można kierować do islandzkiej komisji ds. sporów mieszkaniowych (kærunefnd húsamála). To ograniczenie nie narusza praw przysługujących konsumentom z mocy prawa.',
        ],
      },
      {
        id: 'termination',
        heading: 'Zamknięcie konta',
        paragraphs: [
          'Możesz w każdej chwili usunąć konto w ustawieniach. Leiga może tymczasowo lub na stałe zablokować konto używane niezgodnie z regulaminem i poinformuje Cię o tym, podając powód.',
        ],
      },
      {
        id: 'changes',
        heading: 'Zmiany regulaminu',
        paragraphs: [
          'O istotnych zmianach regulaminu poinformujemy Cię e-mailem co najmniej 30 dni przed ich wejściem w życie.',
        ],
      },
      {
        id: 'law',
        heading: 'Prawo właściwe i sąd',
        paragraphs: [
          'Regulamin podlega prawu islandzkiemu. Spór, którego nie da się rozwiązać polubownie, może zostać rozstrzygnięty przez Sąd Rejonowy w Reykjavíku (Héraðsdómur Reykjavíkur).',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Polityka prywatności',
    summary:
      'Tutaj wyjaśniamy, jakie dane osobowe przetwarza Leiga, w jakim celu, na jakiej podstawie prawnej, jak długo je przechowujemy i jakie masz prawa. Polityka opiera się na islandzkiej ustawie nr 90/2018 o ochronie danych osobowych oraz ogólnym rozporządzeniu o ochronie danych (UE) 2016/679 (RODO).',
    sections: [
      {
        id: 'controller',
        heading: 'Administrator danych',
        paragraphs: [
          `Administratorem danych jest ${OPERATOR.name}, Reykjavík. Pytania i wnioski dotyczące danych wysyłaj na adres ${OPERATOR.privacyEmail}.`,
        ],
      },
      {
        id: 'data',
        heading: 'Jakie dane przetwarzamy',
        paragraphs: ['Przetwarzamy tylko dane potrzebne do świadczenia usługi:'],
        items: [
          'dane konta: imię i nazwisko, kennitala (islandzki numer identyfikacyjny), adres e-mail, numer telefonu, język i hasło (wyłącznie jako nieodwracalny skrót),',
          'identyfikacja elektroniczna: imię i nazwisko oraz kennitala potwierdzone przez usługę identyfikacji,',
          'profil najemcy: opis, zdjęcie, domownicy i zwierzęta, pracodawcy, wykształcenie, zainteresowania, współnajemcy, opinie i przesłane dokumenty, np. odcinki wypłat i referencje,',
          'dochody i ocena kredytowa z Creditinfo, wyłącznie za Twoją zgodą, gdy ubiegasz się o wstępną akceptację,',
          'ogłoszenia: adres, numer nieruchomości, opis, czynsz i zdjęcia,',
          'wnioski, odpowiedzi na pytania wynajmujących i wiadomości między użytkownikami,',
          'dane techniczne: adres IP, rodzaj przeglądarki, dzienniki zdarzeń i pliki cookie niezbędne do działania serwisu.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Cele i podstawy prawne',
        paragraphs: [
          'Konta, ogłoszenia, profile najemców i wnioski przetwarzamy w celu wykonania umowy o świadczenie usługi (art. 6 ust. 1 lit. b RODO).',
          'Dane o dochodach i ocenie kredytowej pobieramy na podstawie Twojej zgody (lit. a). Możesz ją w każdej chwili wycofać, a wtedy usuniemy wstępną akceptację; nie wpływa to na zgodność z prawem przetwarzania przed wycofaniem zgody.',
          'Dokumentację księgową przechowujemy, ponieważ wymaga tego islandzka ustawa o rachunkowości nr 145/1994 (lit. c).',
          'Weryfikacja ogłoszeń, zapobieganie oszustwom i bezpieczeństwo systemu opierają się na prawnie uzasadnionym interesie Leiga i użytkowników w bezpiecznej platformie (lit. f).',
          'Nigdy nie sprzedajemy danych osobowych i nie używamy ich do wyświetlania reklam podmiotów trzecich.',
        ],
      },
      {
        id: 'kennitala',
        heading: 'Kennitala',
        paragraphs: [
          'Kennitala służy do pewnej identyfikacji osób, np. przy logowaniu identyfikatorem elektronicznym, ocenie kredytowej i zawieraniu umowy najmu, na co pozwala art. 13 ustawy nr 90/2018. Nie jest pokazywana innym użytkownikom w profilach ani ogłoszeniach.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Kto otrzymuje dane',
        paragraphs: [
          'Wynajmujący, u którego składasz wniosek, widzi wniosek i profil najemcy w zakresie ustawionej widoczności. Kandydaci widzą imię i nazwisko wynajmującego.',
          'Podmioty przetwarzające działające na nasze zlecenie na podstawie umowy powierzenia otrzymują tylko to, czego potrzebują: hosting, wysyłka e-maili i SMS-ów, identyfikacja elektroniczna oraz Creditinfo przy ocenie kredytowej. Przy rejestracji umowy najmu HMS (islandzki urząd ds. mieszkalnictwa i budownictwa) otrzymuje umowę i dane jej stron.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Przekazywanie poza EOG',
        paragraphs: [
          'Dane są przechowywane w Europejskim Obszarze Gospodarczym. Nie są przekazywane poza EOG, chyba że istnieją odpowiednie zabezpieczenia, takie jak standardowe klauzule umowne Komisji Europejskiej.',
        ],
      },
      {
        id: 'retention',
        heading: 'Jak długo przechowujemy dane',
        paragraphs: ['Nie przechowujemy danych dłużej, niż to konieczne:'],
        items: [
          'konto i profil najemcy – dopóki konto jest otwarte; po jego usunięciu w ciągu 30 dni usuwamy profil, zdjęcia i dokumenty oraz Twoje imię i nazwisko z wniosków,',
          'dane o dochodach i ocenie kredytowej – dopóki ważna jest wstępna akceptacja; usuwamy je po jej wygaśnięciu lub wycofaniu zgody,',
          'dokumentację księgową – przez siedem lat, zgodnie z ustawą o rachunkowości,',
          'dzienniki zdarzeń – do 12 miesięcy, ze względów bezpieczeństwa.',
        ],
      },
      {
        id: 'rights',
        heading: 'Twoje prawa',
        paragraphs: [
          `Masz prawo dostępu do swoich danych i otrzymania ich kopii, ich sprostowania lub usunięcia, ograniczenia przetwarzania, sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie oraz otrzymania danych w formacie nadającym się do odczytu maszynowego. Wyślij wniosek na adres ${OPERATOR.privacyEmail}; odpowiemy w ciągu miesiąca.`,
        ],
      },
      {
        id: 'complaints',
        heading: 'Skarga do Persónuvernd',
        paragraphs: [
          `Jeśli uważasz, że przetwarzanie narusza prawo, możesz złożyć skargę do Persónuvernd, islandzkiego organu ochrony danych (${OPERATOR.authorityUrl}, ${OPERATOR.authorityEmail}). Chętnie spróbujemy najpierw sami rozwiązać sprawę.`,
        ],
      },
      {
        id: 'security',
        heading: 'Bezpieczeństwo',
        paragraphs: [
          'Cała komunikacja z Leiga jest szyfrowana, hasła przechowujemy jako skróty, a dostęp do danych mają tylko pracownicy, którzy potrzebują ich w pracy.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Pliki cookie',
        paragraphs: [
          'Leiga używa tylko plików cookie i pamięci lokalnej niezbędnych do działania serwisu: logowania, języka i Twoich wyborów dotyczących banerów. Nie używamy plików cookie śledzących ani reklamowych. Szczegóły znajdziesz w polityce plików cookie.',
        ],
      },
    ],
  },
  paymentTerms: {
    title: 'Warunki płatności',
    summary:
      'Tutaj wyjaśniamy, jak działają płatności w Leiga. Obecnie żadne płatności nie przechodzą przez Leiga: pobieranie czynszu i wypłaty dla wynajmujących są w przygotowaniu, a poniższe warunki wejdą w życie, gdy usługi te zostaną udostępnione.',
    sections: [
      {
        id: 'status',
        heading: 'Co jest dostępne dziś',
        paragraphs: [
          'Publikowanie ogłoszeń, prowadzenie profilu najemcy i składanie wniosków są bezpłatne. Leiga nie przyjmuje obecnie czynszu, kaucji ani innych płatności: najemca płaci wynajmującemu bezpośrednio, zgodnie z umową najmu.',
          'Pobieranie czynszu, wypłaty, przechowywanie kaucji i gwarancje najmu nie są jeszcze dostępne. Gdy zostaną udostępnione, poinformujemy użytkowników, a usługa będzie stosowana dopiero po jej zaakceptowaniu przez obie strony w umowie najmu.',
        ],
      },
      {
        id: 'rent-collection',
        heading: 'Pobieranie czynszu',
        paragraphs: [
          'Gdy usługa zostanie udostępniona, Leiga będzie co miesiąc tworzyć żądanie zapłaty (krafa) w bankowości internetowej najemcy zgodnie z umową najmu. Termin płatności przypada 1. dnia miesiąca, chyba że umowa stanowi inaczej.',
          'Jeśli należność pozostaje niezapłacona siedem dni po terminie, wynajmujący może naliczyć odsetki za zwłokę (dráttarvextir) w granicach prawa. Wcześniej Leiga wyśle najemcy przypomnienie.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Wypłaty dla wynajmujących',
        paragraphs: [
          'Zapłacony czynsz będzie wypłacany na islandzkie konto bankowe zarejestrowane przez wynajmującego. Konto musi być prowadzone na kennitala odbiorcy płatności. Wypłata nastąpi najpóźniej dwa dni robocze po otrzymaniu płatności od najemcy.',
        ],
      },
      {
        id: 'deposits',
        heading: 'Kaucje',
        paragraphs: [
          'Leiga nie przechowuje kaucji. Zgodnie z islandzką ustawą o najmie zabezpieczenie nie może przekraczać trzymiesięcznego czynszu, a wynajmujący musi przechowywać kaucję pieniężną na odrębnym oprocentowanym rachunku.',
        ],
      },
      {
        id: 'fees',
        heading: 'Opłaty',
        paragraphs: [
          'Obecnie nie pobieramy żadnych opłat. Opłata za pobieranie czynszu i wypłaty zostanie przedstawiona i zaakceptowana przed skorzystaniem z usługi, a następnie potrącona z wypłaty i wykazana na fakturze.',
        ],
      },
      {
        id: 'vat',
        heading: 'VAT',
        paragraphs: [
          'Najem lokali mieszkalnych jest zwolniony z VAT. Opłata Leiga oraz najem lokali użytkowych mogą podlegać VAT, który jest wtedy wykazany na fakturze.',
        ],
      },
      {
        id: 'errors',
        heading: 'Błędne płatności',
        paragraphs: [
          `Jeśli płatność trafi w niewłaściwe miejsce lub będzie zbyt wysoka, skorygujemy ją i zwrócimy różnicę. Napisz na adres ${OPERATOR.email}, gdy tylko to zauważysz.`,
        ],
      },
    ],
  },
};
