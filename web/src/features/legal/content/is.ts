import { OPERATOR, type LegalTexts } from './types';

/** Notendaskilmálar, persónuverndarstefna og greiðsluskilmálar Leigu á íslensku. */
export const texts: LegalTexts = {
  userTerms: {
    title: 'Notendaskilmálar',
    summary:
      'Þessir skilmálar gilda um notkun á vef og smáforritum Leigu. Með því að stofna aðgang samþykkir þú þá. Lestu líka persónuverndarstefnuna, sem segir hvernig farið er með upplýsingar um þig.',
    sections: [
      {
        id: 'operator',
        heading: 'Hver rekur Leigu',
        paragraphs: [
          `Leiga er rekin af ${OPERATOR.name}, Reykjavík. Spurningum um skilmálana svörum við á netfanginu ${OPERATOR.email}.`,
        ],
      },
      {
        id: 'service',
        heading: 'Hvað Leiga gerir og hvað ekki',
        paragraphs: [
          'Leiga er markaðstorg fyrir leiguhúsnæði á Íslandi. Leigusalar birta þar auglýsingar, leigjendur halda leiguprófíl og sækja um húsnæði, og báðir aðilar geta fylgst með umsóknum á einum stað.',
          'Leiga er ekki aðili að leigusamningi milli leigusala og leigjanda, er ekki leigumiðlun og kemur ekki fram fyrir hönd annars hvors aðilans. Um leigusamninga gilda húsaleigulög nr. 36/1994. Leiga skoðar ekki húsnæðið sem auglýst er og ábyrgist hvorki að auglýsing sé rétt né að leigjandi standi í skilum.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Aðgangur',
        paragraphs: [
          'Þú þarft að vera 18 ára eða eldri til að stofna aðgang. Hver einstaklingur má aðeins hafa einn aðgang og upplýsingarnar sem þú gefur, svo sem nafn, netfang og símanúmer, eiga að vera réttar.',
          'Þú berð ábyrgð á því sem gert er í þínum aðgangi. Haltu lykilorðinu leyndu og láttu okkur vita strax ef þig grunar að einhver annar hafi komist inn í aðganginn.',
        ],
      },
      {
        id: 'tenants',
        heading: 'Leigjendur',
        paragraphs: [
          'Í leiguprófílnum segir þú frá þér og heimilisfólki þínu. Upplýsingarnar eiga að vera sannar. Þú ræður hvort leigusalar sjá lánshæfismat þitt og meðaltekjur.',
          'Þegar þú sækir um húsnæði fær leigusalinn umsóknina ásamt leiguprófílnum eins og þú hefur stillt sýnileika hans. Leigusalinn velur sjálfur leigjanda og Leiga getur ekki tryggt að umsókn verði samþykkt.',
        ],
      },
      {
        id: 'landlords',
        heading: 'Leigusalar',
        paragraphs: [
          'Þú mátt aðeins auglýsa húsnæði sem er til og þú hefur rétt til að leigja út. Verð, stærð, ástand og leiguskilmálar eiga að vera rétt tilgreind og myndir eiga að vera af húsnæðinu sjálfu og í þinni eigu eða birtar með leyfi.',
          'Starfsfólk Leigu fer yfir auglýsingar áður en þær birtast, nema hjá leigusölum sem hafa fengið stöðu traustra leigusala. Við megum hafna auglýsingu eða taka hana niður ef hún brýtur gegn skilmálunum.',
          'Upplýsingar um umsækjendur máttu aðeins nota til að velja leigjanda og ekki mismuna umsækjendum á ólögmætan hátt. Þú berð ábyrgð á því að leigusamningur sé gerður og skráður í leiguskrá HMS eins og lög mæla fyrir um.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Það sem er bannað',
        paragraphs: ['Á Leigu má meðal annars ekki:'],
        items: [
          'auglýsa húsnæði sem ekki er til leigu eða villa á sér heimildir,',
          'biðja um tryggingu eða fyrirframgreiðslu áður en húsnæðið hefur verið skoðað og samningur gerður,',
          'senda ruslpóst eða nota upplýsingar um aðra notendur í öðrum tilgangi en leigu,',
          'afrita efni vefsins sjálfvirkt eða reyna að komast fram hjá aðgangsstýringum.',
        ],
      },
      {
        id: 'content',
        heading: 'Efni frá notendum',
        paragraphs: [
          'Þú átt áfram það efni sem þú setur inn, svo sem texta og myndir. Þú veitir Leigu heimild til að birta það og vinna með það að því marki sem þarf til að veita þjónustuna. Við megum fjarlægja efni sem brýtur gegn skilmálunum eða lögum.',
        ],
      },
      {
        id: 'fees',
        heading: 'Gjöld',
        paragraphs: [
          'Það kostar ekkert að leita að húsnæði, halda leiguprófíl, sækja um eða birta auglýsingu. Ef Leiga býður síðar gjaldskylda þjónustu kemur verðið fram áður en hún er pöntuð. Um greiðslur gilda greiðsluskilmálar Leigu.',
        ],
      },
      {
        id: 'liability',
        heading: 'Ábyrgð',
        paragraphs: [
          'Leiga ber ekki ábyrgð á samskiptum, samningum eða ágreiningi milli leigusala og leigjenda, né á tjóni sem rekja má til rangra upplýsinga frá notendum. Ágreiningi um leigu má vísa til kærunefndar húsamála. Þessi takmörkun skerðir ekki réttindi sem neytendur njóta samkvæmt lögum.',
        ],
      },
      {
        id: 'termination',
        heading: 'Lokun aðgangs',
        paragraphs: [
          'Þú getur eytt aðganginum hvenær sem er í stillingum. Leiga getur lokað aðgangi tímabundið eða varanlega ef hann er notaður í andstöðu við skilmálana, og lætur þig vita af því með ástæðu.',
        ],
      },
      {
        id: 'changes',
        heading: 'Breytingar á skilmálunum',
        paragraphs: [
          'Ef við breytum skilmálunum í veigamiklum atriðum látum við þig vita í tölvupósti að minnsta kosti 30 dögum áður en breytingin tekur gildi.',
        ],
      },
      {
        id: 'law',
        heading: 'Lög og varnarþing',
        paragraphs: [
          'Um skilmálana gilda íslensk lög. Rísi ágreiningur sem ekki leysist með samkomulagi má bera hann undir Héraðsdóm Reykjavíkur.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Persónuverndarstefna',
    summary:
      'Hér segir hvaða persónuupplýsingar Leiga vinnur, hvers vegna, á hvaða lagagrundvelli, hve lengi þær eru geymdar og hvaða rétt þú átt. Stefnan byggir á lögum nr. 90/2018 um persónuvernd og vinnslu persónuupplýsinga og almennu persónuverndarreglugerðinni (ESB) 2016/679.',
    sections: [
      {
        id: 'controller',
        heading: 'Ábyrgðaraðili',
        paragraphs: [
          `${OPERATOR.name}, Reykjavík, er ábyrgðaraðili vinnslunnar. Fyrirspurnir og beiðnir um persónuvernd sendir þú á ${OPERATOR.privacyEmail}.`,
        ],
      },
      {
        id: 'data',
        heading: 'Hvaða upplýsingar við vinnum',
        paragraphs: ['Við vinnum aðeins upplýsingar sem þarf til að veita þjónustuna:'],
        items: [
          'aðgangsupplýsingar: nafn, kennitölu, netfang, símanúmer, tungumál og lykilorð (aðeins sem óafturkræfan hakkakóða),',
          'auðkenningu með rafrænum skilríkjum: nafn og kennitölu sem auðkenningarþjónustan staðfestir,',
          'leiguprófíl: lýsingu, mynd, heimilisfólk og gæludýr, vinnuveitendur, nám, áhugamál, meðleigjendur, umsagnir og skjöl sem þú hleður upp, svo sem launaseðla og meðmæli,',
          'tekjur og lánshæfismat frá Creditinfo, aðeins með samþykki þínu, þegar þú sækir um forsamþykki,',
          'auglýsingar: heimilisfang, fastanúmer, lýsingu, verð og myndir,',
          'umsóknir, svör við spurningum leigusala og skilaboð milli notenda,',
          'tæknileg gögn: IP-tölu, tegund vafra, atvikaskrár og vafrakökur sem þarf til að vefurinn virki.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Tilgangur og heimildir',
        paragraphs: [
          'Aðgangur, auglýsingar, leiguprófíll og umsóknir eru unnar til að efna samning okkar við þig um þjónustuna (b-liður 1. mgr. 6. gr. reglugerðarinnar).',
          'Upplýsingar um tekjur og lánshæfismat eru sóttar á grundvelli samþykkis þíns (a-liður). Þú getur dregið samþykkið til baka hvenær sem er og þá eyðum við forsamþykkinu; það hefur ekki áhrif á lögmæti vinnslu fram að því.',
          'Bókhaldsgögn eru varðveitt vegna lagaskyldu samkvæmt lögum um bókhald nr. 145/1994 (c-liður).',
          'Yfirferð auglýsinga, varnir gegn svikum og öryggi kerfisins byggja á lögmætum hagsmunum Leigu og notenda af öruggu markaðstorgi (f-liður).',
          'Við seljum aldrei persónuupplýsingar og notum þær ekki til að birta auglýsingar frá þriðju aðilum.',
        ],
      },
      {
        id: 'kennitala',
        heading: 'Kennitala',
        paragraphs: [
          'Kennitala er notuð til að auðkenna fólk örugglega, svo sem við innskráningu með rafrænum skilríkjum, lánshæfismat og gerð leigusamnings, eins og 13. gr. laga nr. 90/2018 heimilar. Hún birtist ekki öðrum notendum í leiguprófíl eða auglýsingum.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Hverjir fá upplýsingarnar',
        paragraphs: [
          'Leigusali sem þú sækir um hjá sér umsóknina og leiguprófílinn eins og þú hefur stillt sýnileika hans. Umsækjendur sjá nafn leigusala.',
          'Vinnsluaðilar sem vinna fyrir okkur samkvæmt vinnslusamningi fá aðeins það sem þeir þurfa: hýsing, sending tölvupósts og SMS, rafræn skilríki og Creditinfo vegna lánshæfismats. Þegar leigusamningur er skráður fær HMS upplýsingar um samninginn og aðila hans.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Flutningur út fyrir EES',
        paragraphs: [
          'Upplýsingarnar eru hýstar innan Evrópska efnahagssvæðisins. Þær eru ekki fluttar út fyrir svæðið nema fullnægjandi verndarráðstafanir séu fyrir hendi, svo sem staðlaðir samningsskilmálar framkvæmdastjórnar ESB.',
        ],
      },
      {
        id: 'retention',
        heading: 'Hve lengi við geymum upplýsingar',
        paragraphs: ['Upplýsingarnar eru ekki geymdar lengur en þörf er á:'],
        items: [
          'aðgangur og leiguprófíll eru geymd meðan aðgangurinn er opinn; þegar þú eyðir honum eyðum við prófílnum, myndum og skjölum og nafn þitt er afmáð úr umsóknum innan 30 daga,',
          'tekjur og lánshæfismat eru geymd meðan forsamþykkið gildir og þeim er eytt þegar það rennur út eða samþykki er dregið til baka,',
          'bókhaldsgögn eru geymd í sjö ár eins og lög um bókhald krefjast,',
          'atvikaskrár eru geymdar í allt að 12 mánuði vegna öryggis.',
        ],
      },
      {
        id: 'rights',
        heading: 'Réttindi þín',
        paragraphs: [
          `Þú átt rétt á að fá aðgang að upplýsingum um þig og afrit af þeim, fá þær leiðréttar eða eytt, takmarka vinnslu, andmæla vinnslu sem byggir á lögmætum hagsmunum og fá upplýsingarnar afhentar á tölvutæku formi. Sendu beiðni á ${OPERATOR.privacyEmail}; við svörum innan mánaðar.`,
        ],
      },
      {
        id: 'complaints',
        heading: 'Kvörtun til Persónuverndar',
        paragraphs: [
          `Ef þú telur vinnsluna brjóta gegn lögum getur þú kvartað til Persónuverndar (${OPERATOR.authorityUrl}, ${OPERATOR.authorityEmail}). Við viljum gjarnan fá tækifæri til að leysa málið fyrst.`,
        ],
      },
      {
        id: 'security',
        heading: 'Öryggi',
        paragraphs: [
          'Öll samskipti við Leigu eru dulkóðuð, lykilorð eru geymd sem hakkakóðar og aðeins starfsfólk sem þarf á upplýsingunum að halda í starfi sínu hefur aðgang að þeim.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Vafrakökur',
        paragraphs: [
          'Leiga notar aðeins vafrakökur og staðbundna geymslu sem þarf til að vefurinn virki: innskráningu, tungumál og val á borðum. Engar rakningar- eða auglýsingakökur eru notaðar. Nánar í vafrakökustefnunni.',
        ],
      },
    ],
  },
  paymentTerms: {
    title: 'Greiðsluskilmálar',
    summary:
      'Hér segir hvernig greiðslur fara fram hjá Leigu. Eins og er fara engar greiðslur um Leigu: innheimta leigu og útgreiðslur til leigusala eru í undirbúningi og skilmálarnir hér að neðan taka gildi þegar þær verða í boði.',
    sections: [
      {
        id: 'status',
        heading: 'Hvað er í boði í dag',
        paragraphs: [
          'Það er ókeypis að auglýsa, halda leiguprófíl og sækja um. Leiga tekur ekki við leigu, tryggingum eða öðrum greiðslum eins og er: leigjandi greiðir leigusala beint eins og leigusamningur segir til um.',
          'Innheimta leigu, útgreiðslur, varsla trygginga og leiguábyrgðir eru ekki enn í boði. Þegar þær verða í boði látum við notendur vita og þjónustan er aðeins notuð eftir að báðir aðilar hafa samþykkt hana í leigusamningi.',
        ],
      },
      {
        id: 'rent-collection',
        heading: 'Innheimta leigu',
        paragraphs: [
          'Þegar innheimta verður í boði stofnar Leiga kröfu í netbanka leigjanda fyrir hvern mánuð samkvæmt leigusamningnum. Gjalddagi er 1. dagur mánaðar nema samningurinn kveði á um annað.',
          'Sé krafa ógreidd sjö dögum eftir gjalddaga má leigusali krefjast dráttarvaxta samkvæmt lögum. Leiga sendir leigjanda áminningu áður en til þess kemur.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Útgreiðslur til leigusala',
        paragraphs: [
          'Greidd leiga verður greidd inn á íslenskan bankareikning sem leigusali skráir. Reikningurinn þarf að vera á kennitölu viðtakanda greiðslunnar. Útgreiðsla fer fram eigi síðar en tveimur bankadögum eftir að greiðsla leigjanda berst.',
        ],
      },
      {
        id: 'deposits',
        heading: 'Tryggingar',
        paragraphs: [
          'Leiga varðveitir ekki tryggingarfé. Samkvæmt húsaleigulögum má trygging ekki nema hærri fjárhæð en þriggja mánaða leigu, og leigusali skal geyma tryggingu í peningum á sérgreindum vaxtareikningi.',
        ],
      },
      {
        id: 'fees',
        heading: 'Gjöld',
        paragraphs: [
          'Engin gjöld eru tekin í dag. Þóknun fyrir innheimtu og útgreiðslur verður kynnt og samþykkt áður en þjónustan er notuð og dregin frá útgreiðslu með sundurliðun á reikningi.',
        ],
      },
      {
        id: 'vat',
        heading: 'Virðisaukaskattur',
        paragraphs: [
          'Leiga á íbúðarhúsnæði er undanþegin virðisaukaskatti. Þóknun Leigu og leiga á atvinnuhúsnæði geta borið virðisaukaskatt og hann kemur þá fram á reikningi.',
        ],
      },
      {
        id: 'errors',
        heading: 'Rangar greiðslur',
        paragraphs: [
          `Ef greiðsla fer á rangan stað eða er of há leiðréttum við hana og endurgreiðum mismuninn. Hafðu samband á ${OPERATOR.email} eins fljótt og þú verður þess var.`,
        ],
      },
    ],
  },
};
