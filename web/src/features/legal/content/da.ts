import { OPERATOR, type LegalTexts } from './types';

/** Leigas brugervilkår, privatlivspolitik og betalingsvilkår på dansk. */
export const texts: LegalTexts = {
  userTerms: {
    title: 'Brugervilkår',
    summary:
      'Disse vilkår gælder for brugen af Leigas hjemmeside og apps. Du accepterer dem, når du opretter en konto. Læs også privatlivspolitikken, som forklarer, hvordan oplysninger om dig behandles.',
    sections: [
      {
        id: 'operator',
        heading: 'Hvem driver Leiga',
        paragraphs: [
          `Leiga drives af ${OPERATOR.name}, Reykjavík, Island. Spørgsmål om vilkårene kan sendes til ${OPERATOR.email}.`,
        ],
      },
      {
        id: 'service',
        heading: 'Hvad Leiga gør og ikke gør',
        paragraphs: [
          'Leiga er en markedsplads for lejeboliger i Island. Udlejere opretter annoncer, lejere har en lejerprofil og søger boliger, og begge parter følger ansøgningerne ét sted.',
          'Leiga er ikke part i lejeaftalen mellem udlejer og lejer, er ikke udlejningsmægler og optræder ikke på vegne af nogen af parterne. Lejeaftaler er omfattet af den islandske lejelov nr. 36/1994. Leiga besigtiger ikke de annoncerede boliger og garanterer hverken, at en annonce er korrekt, eller at en lejer betaler.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Din konto',
        paragraphs: [
          'Du skal være fyldt 18 år for at oprette en konto. Hver person må have én konto, og de oplysninger, du giver, som navn, e-mailadresse og telefonnummer, skal være korrekte.',
          'Du er ansvarlig for, hvad der sker på din konto. Hold din adgangskode hemmelig, og giv os straks besked, hvis du tror, at andre har fået adgang til kontoen.',
        ],
      },
      {
        id: 'tenants',
        heading: 'Lejere',
        paragraphs: [
          'I lejerprofilen fortæller du om dig selv og din husstand. Oplysningerne skal være sande. Du bestemmer, om udlejere kan se din kreditvurdering og gennemsnitlige indkomst.',
          'Når du søger en bolig, modtager udlejeren ansøgningen sammen med lejerprofilen, sådan som du har indstillet dens synlighed. Udlejeren vælger selv lejer, og Leiga kan ikke love, at en ansøgning bliver godkendt.',
        ],
      },
      {
        id: 'landlords',
        heading: 'Udlejere',
        paragraphs: [
          'Du må kun annoncere en bolig, der findes, og som du har ret til at udleje. Husleje, størrelse, stand og lejevilkår skal være korrekt angivet, og billederne skal vise selve boligen og være dine eller bruges med tilladelse.',
          'Leigas medarbejdere gennemgår annoncer, før de offentliggøres, undtagen hos udlejere med status som betroet udlejer. Vi kan afvise eller fjerne en annonce, der strider mod vilkårene.',
          'Du må kun bruge ansøgernes oplysninger til at vælge en lejer og må ikke forskelsbehandle ansøgere ulovligt. Du er ansvarlig for, at der indgås en lejeaftale, og at den registreres i HMS’ lejeregister, som loven kræver.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Det er ikke tilladt',
        paragraphs: ['På Leiga må du blandt andet ikke:'],
        items: [
          'annoncere en bolig, der ikke er til leje, eller udgive dig for at være en anden,',
          'bede om depositum eller forudbetaling, før boligen er set, og der er indgået en aftale,',
          'sende spam eller bruge oplysninger om andre brugere til andet end udlejning,',
          'kopiere sidens indhold automatisk eller forsøge at omgå adgangskontrol.',
        ],
      },
      {
        id: 'content',
        heading: 'Indhold fra brugere',
        paragraphs: [
          'Du beholder rettighederne til det, du lægger op, som tekst og billeder. Du giver Leiga ret til at vise og behandle det i det omfang, det er nødvendigt for at levere tjenesten. Vi kan fjerne indhold, der strider mod vilkårene eller loven.',
        ],
      },
      {
        id: 'fees',
        heading: 'Gebyrer',
        paragraphs: [
          'Det er gratis at søge bolig, have en lejerprofil, ansøge og oprette en annonce. Hvis Leiga senere tilbyder en betalt tjeneste, vises prisen, før du bestiller den. Betalinger er omfattet af Leigas betalingsvilkår.',
        ],
      },
      {
        id: 'liability',
        heading: 'Ansvar',
        paragraphs: [
          'Leiga er ikke ansvarlig for forhold, aftaler eller tvister mellem udlejere og lejere, eller for tab som følge af forkerte oplysninger fra brugere. Lejetvister kan indbringes for det islandske huslejenævn (kærunefnd húsamála). Denne begrænsning indskrænker ikke de rettigheder, forbrugere har efter loven.',
        ],
      },
      {
        id: 'termination',
        heading: 'Lukning af konto',
        paragraphs: [
          'Du kan til enhver tid slette din konto under indstillinger. Leiga kan midlertidigt eller permanent lukke en konto, der bruges i strid med vilkårene, og giver dig besked med begrundelse.',
        ],
      },
      {
        id: 'changes',
        heading: 'Ændringer af vilkårene',
        paragraphs: [
          'Hvis vi ændrer vilkårene væsentligt, giver vi dig besked pr. e-mail mindst 30 dage, før ændringen træder i kraft.',
        ],
      },
      {
        id: 'law',
        heading: 'Lovvalg og værneting',
        paragraphs: [
          'Vilkårene er underlagt islandsk ret. En tvist, der ikke kan løses ved aftale, kan indbringes for byretten i Reykjavík (Héraðsdómur Reykjavíkur).',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privatlivspolitik',
    summary:
      'Her kan du læse, hvilke personoplysninger Leiga behandler, hvorfor, på hvilket retsgrundlag, hvor længe de opbevares, og hvilke rettigheder du har. Politikken følger den islandske databeskyttelseslov nr. 90/2018 og databeskyttelsesforordningen (EU) 2016/679.',
    sections: [
      {
        id: 'controller',
        heading: 'Dataansvarlig',
        paragraphs: [
          `${OPERATOR.name}, Reykjavík, er dataansvarlig. Send spørgsmål og anmodninger om dine oplysninger til ${OPERATOR.privacyEmail}.`,
        ],
      },
      {
        id: 'data',
        heading: 'Hvilke oplysninger vi behandler',
        paragraphs: ['Vi behandler kun det, vi har brug for til at levere tjenesten:'],
        items: [
          'kontooplysninger: navn, kennitala (islandsk personnummer), e-mailadresse, telefonnummer, sprog og adgangskode (kun som en irreversibel hashværdi),',
          'identifikation med elektronisk ID: det navn og den kennitala, som identitetstjenesten bekræfter,',
          'din lejerprofil: beskrivelse, billede, husstand og kæledyr, arbejdsgivere, uddannelse, interesser, medlejere, anmeldelser og dokumenter, du uploader, såsom lønsedler og anbefalinger,',
          'indkomst og kreditvurdering fra Creditinfo, kun med dit samtykke, når du søger om forhåndsgodkendelse,',
          'annoncer: adresse, ejendomsnummer, beskrivelse, husleje og billeder,',
          'ansøgninger, svar på udlejeres spørgsmål og beskeder mellem brugere,',
          'tekniske data: IP-adresse, browsertype, hændelseslogge og de cookies, siden har brug for for at virke.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Formål og retsgrundlag',
        paragraphs: [
          'Konti, annoncer, lejerprofiler og ansøgninger behandles for at opfylde vores aftale med dig om tjenesten (forordningens artikel 6, stk. 1, litra b).',
          'Indkomst- og kreditoplysninger hentes på grundlag af dit samtykke (litra a). Du kan til enhver tid trække samtykket tilbage, og så sletter vi forhåndsgodkendelsen; det påvirker ikke behandlingen før tilbagetrækningen.',
          'Regnskabsmateriale opbevares, fordi den islandske bogføringslov nr. 145/1994 kræver det (litra c).',
          'Gennemgang af annoncer, forebyggelse af svindel og systemets sikkerhed bygger på Leigas og brugernes legitime interesse i en sikker markedsplads (litra f).',
          'Vi sælger aldrig personoplysninger og bruger dem ikke til at vise annoncer fra tredjeparter.',
        ],
      },
      {
        id: 'kennitala',
        heading: 'Kennitala',
        paragraphs: [
          'Kennitala bruges til sikker identifikation, for eksempel ved login med elektronisk ID, kreditvurdering og indgåelse af lejeaftaler, som artikel 13 i lov nr. 90/2018 tillader. Den vises ikke for andre brugere i lejerprofiler eller annoncer.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Hvem modtager oplysningerne',
        paragraphs: [
          'En udlejer, du søger hos, ser ansøgningen og lejerprofilen, sådan som du har indstillet dens synlighed. Ansøgere ser udlejerens navn.',
          'Databehandlere, der arbejder for os efter en databehandleraftale, får kun det, de har brug for: hosting, afsendelse af e-mail og sms, elektronisk ID og Creditinfo ved kreditvurdering. Når en lejeaftale registreres, modtager HMS (den islandske bolig- og byggestyrelse) aftalen og dens parter.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Overførsel uden for EØS',
        paragraphs: [
          'Oplysningerne opbevares inden for Det Europæiske Økonomiske Samarbejdsområde. De overføres ikke uden for EØS, medmindre der er passende garantier, såsom EU-Kommissionens standardkontraktbestemmelser.',
        ],
      },
      {
        id: 'retention',
        heading: 'Hvor længe vi opbevarer oplysninger',
        paragraphs: ['Vi opbevarer ikke oplysninger længere end nødvendigt:'],
        items: [
          'konto og lejerprofil, så længe kontoen er åben; når du sletter den, sletter vi profil, billeder og dokumenter og fjerner dit navn fra ansøgninger inden for 30 dage,',
          'indkomst- og kreditoplysninger, så længe forhåndsgodkendelsen gælder; de slettes, når den udløber, eller du trækker samtykket tilbage,',
          'regnskabsmateriale i syv år, som bogføringsloven kræver,',
          'hændelseslogge i op til 12 måneder af hensyn til sikkerheden.',
        ],
      },
      {
        id: 'rights',
        heading: 'Dine rettigheder',
        paragraphs: [
          `Du har ret til indsigt i oplysningerne om dig og en kopi af dem, til berigtigelse eller sletning, til begrænsning af behandlingen, til at gøre indsigelse mod behandling baseret på legitime interesser og til at få dine oplysninger udleveret i et maskinlæsbart format. Send din anmodning til ${OPERATOR.privacyEmail}; vi svarer inden for en måned.`,
        ],
      },
      {
        id: 'complaints',
        heading: 'Klage til Persónuvernd',
        paragraphs: [
          `Mener du, at behandlingen er ulovlig, kan du klage til Persónuvernd, den islandske databeskyttelsesmyndighed (${OPERATOR.authorityUrl}, ${OPERATOR.authorityEmail}). Vi vil gerne have mulighed for at løse sagen først.`,
        ],
      },
      {
        id: 'security',
        heading: 'Sikkerhed',
        paragraphs: [
          'Al trafik til Leiga er krypteret, adgangskoder gemmes som hashværdier, og kun medarbejdere, der har brug for oplysningerne i deres arbejde, har adgang til dem.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Leiga bruger kun de cookies og den lokale lagring, siden har brug for for at virke: login, sprog og dine valg om bannere. Der bruges ingen sporings- eller reklamecookies. Læs mere i cookiepolitikken.',
        ],
      },
    ],
  },
  paymentTerms: {
    title: 'Betalingsvilkår',
    summary:
      'Her kan du læse, hvordan betalinger foregår hos Leiga. I dag går ingen betalinger gennem Leiga: opkrævning af husleje og udbetalinger til udlejere er under forberedelse, og vilkårene nedenfor træder i kraft, når de tilbydes.',
    sections: [
      {
        id: 'status',
        heading: 'Hvad der tilbydes i dag',
        paragraphs: [
          'Det er gratis at annoncere, have en lejerprofil og ansøge. Leiga modtager i dag ikke husleje, depositum eller andre betalinger: lejeren betaler udlejeren direkte, som lejeaftalen foreskriver.',
          'Opkrævning af husleje, udbetalinger, opbevaring af depositum og lejegarantier tilbydes endnu ikke. Når de gør, giver vi brugerne besked, og tjenesten bruges kun, når begge parter har accepteret den i lejeaftalen.',
        ],
      },
      {
        id: 'rent-collection',
        heading: 'Opkrævning af husleje',
        paragraphs: [
          'Når opkrævning tilbydes, opretter Leiga en betalingsanmodning (krafa) i lejerens netbank for hver måned efter lejeaftalen. Forfaldsdagen er den 1. i måneden, medmindre aftalen siger andet.',
          'Er en opkrævning ubetalt syv dage efter forfald, kan udlejeren kræve morarenter (dráttarvextir), som loven tillader. Leiga sender lejeren en påmindelse, inden det sker.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Udbetalinger til udlejere',
        paragraphs: [
          'Betalt husleje udbetales til en islandsk bankkonto, som udlejeren registrerer. Kontoen skal være registreret på betalingsmodtagerens kennitala. Udbetalingen sker senest to bankdage efter, at lejerens betaling er modtaget.',
        ],
      },
      {
        id: 'deposits',
        heading: 'Depositum',
        paragraphs: [
          'Leiga opbevarer ikke depositum. Efter den islandske lejelov må en sikkerhed højst svare til tre måneders husleje, og udlejeren skal opbevare et kontant depositum på en særskilt rentebærende konto.',
        ],
      },
      {
        id: 'fees',
        heading: 'Gebyrer',
        paragraphs: [
          'Der opkræves ingen gebyrer i dag. Gebyret for opkrævning og udbetaling vil blive præsenteret og accepteret, før tjenesten tages i brug, og trækkes fra udbetalingen med en specificeret faktura.',
        ],
      },
      {
        id: 'vat',
        heading: 'Moms',
        paragraphs: [
          'Husleje for beboelse er fritaget for moms. Leigas gebyr og leje af erhvervslokaler kan være momspligtige, og momsen fremgår da af fakturaen.',
        ],
      },
      {
        id: 'errors',
        heading: 'Fejlagtige betalinger',
        paragraphs: [
          `Hvis en betaling går det forkerte sted hen eller er for høj, retter vi den og tilbagebetaler forskellen. Kontakt ${OPERATOR.email}, så snart du opdager det.`,
        ],
      },
    ],
  },
};
