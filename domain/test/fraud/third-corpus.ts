import type { CorpusMessage } from './corpus.js';

/**
 * Third, held-out evaluation corpus for rental-fraud detection.
 *
 * Written blind: the author did not read the fraud-detection rules, the
 * other corpora or the benchmark code. The messages are written from the
 * point of view of a trust-and-safety analyst who has collected a year of
 * inbox traffic between tenants and landlords (and fake landlords / fake
 * tenants) on an Icelandic rental platform.
 *
 * Coverage: 100 messages, 25 per language (is/en) and label (scam/normal).
 * Scams span absent landlords mailing keys, deposits and reservation/holding
 * fees before viewing, off-platform payment (foreign IBAN, Western Union,
 * MoneyGram, Wise, Revolut, PayPal friends-and-family, crypto, gift cards),
 * pressure, moves to WhatsApp/Telegram/Signal/e-mail, foreign numbers,
 * look-alike and shortened links, harvesting of kennitala, passports, cards
 * and electronic-ID codes, fake agents/lawyers/platform guarantees,
 * overpayment refunds, too-low prices, and subtle or polite scams with a
 * single weak sign. Normal messages include many hard negatives (deposits and
 * guarantees after signing, rent via platform claims, Icelandic numbers,
 * real government and platform links, relatives showing the flat, video
 * viewings, key boxes after signing, genuine urgency, kennitala for the lease)
 * alongside everyday questions.
 *
 * Held out: do not tune rules against this file; use it only to measure how
 * well rules generalise to unseen wording.
 */
export const THIRD_CORPUS: CorpusMessage[] = [
  // ---------------------------------------------------------------- is / scam
  {
    language: 'is',
    label: 'scam',
    text: `Góðan daginn og takk fyrir fyrirspurnina. Ég er eigandi íbúðarinnar á Hringbraut en bý núna í Madríd vegna vinnu og get því miður ekki sýnt hana sjálfur. Ef þú millifærir fyrstu leigu og tryggingu, samtals 540.000 kr., sendi ég þér lyklana með DHL og samninginn í tölvupósti. Ef þér líkar ekki íbúðin færðu allt endurgreitt, það lofa ég.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Hæ, íbúðin í Hamraborg er enn laus en það eru ótrúlega margir að spyrja um hana. Til að taka hana frá þarftu að greiða 50.000 kr. staðfestingargjald í dag, svo getum við fundið tíma fyrir skoðun í næstu viku.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Sæl/l. Vinsamlegast sendu mér mynd af vegabréfinu þínu (báðar síður) og sjálfu þar sem þú heldur á því, svo ég geti staðfest hver þú ert áður en við höldum áfram. Best að senda það á WhatsApp: +44 7700 912 345`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Það er miklu einfaldara að spjalla á Telegram, þetta kerfi hérna er svo hægt og ég fæ ekki tilkynningar. Sendu mér línu á @leiga_rvk_eignir og ég sendi þér fleiri myndir og samninginn.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Áður en hægt er að bóka skoðun þarf að staðfesta auðkenni leigjanda. Vinsamlegast farðu á l3iga.is/stadfesting og skráðu þig inn með rafrænum skilríkjum. Þetta tekur bara tvær mínútur.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Halló! Íbúðin er 3ja herbergja, 90 fm rétt við Laugaveg og leigan er aðeins 120.000 kr. á mánuði, allt innifalið. Ástæðan fyrir lága verðinu er sú að mér er meira annt um að fá traustan leigjanda sem hugsar vel um hana heldur en að græða. Hvenær getur þú lagt inn tryggingu?`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Þú ættir að fá SMS núna með kóða frá Auðkenni, það er til að undirrita leigusamninginn rafrænt. Sendu mér bara kóðann hérna um leið og hann kemur svo ég geti klárað skráninguna hjá HMS fyrir okkur bæði.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Greiðslan fer í gegnum Airbnb-greiðsluvernd þannig að þú ert alveg örugg. Þú færð reikning frá þeim í tölvupósti, greiðir 380.000 kr. og Airbnb geymir peninginn þangað til þú ert búin að fá lyklana í hendurnar.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Góðan dag. Undirritaður er lögmaður eiganda og annast útleigu eignarinnar við Strandgötu í Hafnarfirði fyrir hans hönd, en eigandi er búsettur erlendis. Tryggingarfé skal greitt inn á vörslureikning lögmannsstofunnar áður en lyklar verða afhentir: IBAN LT12 1000 0111 0100 1000, Vilnius. Virðingarfyllst.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `hæ er hún enn laus?? ég get borgað 6 mánuði fyrirfram ef það hentar. er samt í noregi núna svo pabbi millifærir fyrir mig, hann sendir örugglega aðeins of mikið og þá endurgreiðiru bara mismuninn inná reikning hjá frænda mínum`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Sæll. Vinnuveitandinn minn borgaði trygginguna beint til þín en sendi óvart 450.000 kr. í staðinn fyrir 250.000 kr. Gætirðu endurgreitt 200.000 kr. með Wise á reikninginn hjá systur minni í Bretlandi? Ég sendi þér upplýsingarnar á eftir. Afsakaðu vesenið!`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Ég tek bara við greiðslu í gegnum Revolut eða PayPal (velja „vinir og fjölskylda“) þar sem reikningurinn minn er úti. Það er líka miklu fljótlegra en íslensku bankarnir.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Til að taka íbúðina frá þarf ég kortanúmerið þitt, gildistímann og þriggja stafa öryggisnúmerið aftan á kortinu. Ekkert verður dregið af kortinu fyrr en þú flytur inn.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Sæl Guðrún og takk kærlega fyrir áhugann. Ég sé að þú ert með góð meðmæli. Vegna mikillar eftirspurnar bið ég alla umsækjendur um að leggja inn 30.000 kr. skoðunargjald, sem dregst síðan frá fyrstu leigu ef af samningi verður. Með góðri kveðju, Sigríður`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Smelltu hér til að sjá íbúðina í þrívídd og fylla út umsókn: https://bit.ly/3xLgRv8 – umsóknin lokast á miðnætti í kvöld!!`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Væri hægt að greiða fyrstu greiðsluna með gjafakortum? T.d. Apple eða Steam, samtals 40.000 kr. Þú sendir mér bara mynd af kóðunum. Bankareikningurinn minn er frystur tímabundið út af smá misskilningi við bankann.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Ég er á sjó fram í mars svo ég get ekki hitt þig. Lyklarnir eru í lyklaboxi við dyrnar á Tryggvabraut og ég sendi þér kóðann um leið og ég sé millifærsluna fyrir fyrsta mánuðinn. Þá geturðu skoðað og flutt inn sama dag.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Ef það hentar þér betur tek ég líka við greiðslu í USDT eða Bitcoin, þá sleppum við öllum bankagjöldum. Ég sendi þér veskisfangið og þú millifærir þegar þér hentar, helst fyrir föstudag.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Hæ, takk fyrir skilaboðin. Íbúðin er laus frá 1. desember. Gætirðu sent mér netfangið þitt? Myndirnar hlaðast ekki upp hérna hjá mér svo ég myndi frekar senda þér allt beint og klára þetta þar.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Tilkynning frá Húsnæðis- og mannvirkjastofnun: Til að virkja húsnæðisbætur vegna nýs leigusamnings þarf að staðfesta bankaupplýsingar á hms-leiga.net innan 24 klst. Að öðrum kosti fellur umsóknin niður.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Leigusamningurinn er tilbúinn til undirritunar á island-is.info/undirritun. Skráðu þig inn með greiðslukortinu þínu, rafræn skilríki virka því miður ekki á síðunni eins og er.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Ég bý í Bretlandi og íslensku bankarnir taka svo há millifærslugjöld. Einfaldast er að senda trygginguna með Western Union eða MoneyGram á mitt nafn, ég get sótt hana hvar sem er.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Ég er með fjóra aðra sem vilja hana. Sá sem gengur frá þessu fyrst fær hana, svo ef þú vilt hana þarftu að vera snögg/ur. Segðu bara já og ég læt þig vita hvert þú leggur inn. Skoðun getum við alveg haft seinna.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Til að komast á skoðunarlistann þarf ég kennitöluna þína, í hvaða banka þú ert og notandanafnið þitt í netbankanum, svo ég geti kannað greiðslugetu. Þetta er að sjálfsögðu algjört trúnaðarmál.`,
  },
  {
    language: 'is',
    label: 'scam',
    text: `Leiga – þjónustuver: Greiðsla þín hefur verið sett í bið vegna öryggisathugunar. Til að losa hana þarftu að staðfesta kortið þitt á leiga-is.com/greidsla. Ef það er ekki gert innan 2 klst. verður umsókn þinni eytt.`,
  },

  // -------------------------------------------------------------- is / normal
  {
    language: 'is',
    label: 'normal',
    text: `Takk fyrir að undirrita samninginn hérna í gegnum Leigu. Tryggingin, þriggja mánaða leiga, kemur sem krafa í heimabankann þinn. Þegar hún hefur verið greidd afhendi ég þér lyklana 1. september eins og við töluðum um.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Sæl, ég er á Spáni fram á miðvikudag en systir mín, Hrafnhildur, getur sýnt þér íbúðina á laugardaginn kl. 14. Síminn hjá henni er 862 4471 ef þú finnur ekki innganginn.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Við getum alveg haft skoðun í gegnum myndsímtal ef þú ert enn fyrir norðan, og svo kíkirðu bara á hana þegar þú kemur suður áður en nokkuð er undirritað.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Lyklaboxið er við hliðina á útidyrunum. Kóðann sendi ég þér hér í kerfinu daginn sem samningurinn tekur gildi, 1. október.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Til að ganga frá leigusamningnum þarf ég fullt nafn og kennitölu, það á að koma fram í samningnum samkvæmt húsaleigulögum. Þú getur fyllt það beint inn í samningsformið hér á síðunni.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Leigan er 265.000 kr. á mánuði og greiðist með kröfu hér í gegnum Leigu fyrsta hvers mánaðar. Hiti og hússjóður eru innifalin en rafmagnið ekki.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Ég er komin með bankaábyrgð frá Landsbankanum upp á 750.000 kr. Get ég hlaðið henni upp hérna í kerfinu eða viltu fá frumritið afhent?`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Fyrirgefðu að ég sé að reka á eftir, en við þurfum að vera farin úr núverandi íbúð 30. nóvember. Er einhver möguleiki á að fá svar fyrir föstudag?`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Eru gæludýr leyfð? Við erum með einn rólegan kött, 8 ára, alveg inniköttur.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `hæ, fylgir stæði með? eða er frítt að leggja í götunni? er með bíl og vinn í garðabæ svo það skiptir smá máli`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Þvottahúsið er sameiginlegt í kjallaranum og hver íbúð á sinn dag í vélinni. Þurrkari er þar líka, bara muna að hreinsa lósíuna.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Ofninn í svefnherberginu hitnar ekki almennilega, bara efst. Gæti verið loft í honum? Má ég lofttæma hann sjálf eða viltu senda pípara?`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Það er ljósleiðari í íbúðinni svo þú getur valið þér netþjónustu sjálfur. Fyrri leigjandi var hjá Nova og það virkaði fínt.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Þú getur sótt um húsnæðisbætur á island.is um leið og samningurinn hefur verið skráður hjá HMS. Nánari upplýsingar eru á hms.is. Ég skrái hann á morgun.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Hér er símanúmerið mitt ef eitthvað kemur upp á: +354 699 1234. Ég er líka skráður á ja.is ef þú vilt fletta mér upp.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Viðgerðarmaðurinn kemur á þriðjudaginn milli 9 og 12 til að laga blöndunartækið í eldhúsinu. Verður einhver heima eða má ég hleypa honum inn með mínum lykli?`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Sæl, ég sá auglýsinguna um íbúðina í Þorpinu á Akureyri. Er hún laus frá 1. janúar? Ég er í námi við HA, reyklaus og róleg.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Tryggingarféð verður lagt inn á sérstakan vörslureikning eins og lög gera ráð fyrir og þú færð það endurgreitt innan fjögurra vikna frá skilum ef engar skemmdir eru á íbúðinni.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Takk, kvittunin fyrir októberleigunni er komin. Gætirðu sent mér yfirlit yfir allar greiðslur ársins? Ég þarf það fyrir skattframtalið, sbr. leiðbeiningarnar á skatturinn.is.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Ég vil alls ekki pressa á þig en það eru nokkrir aðrir búnir að sækja um. Ég ætla að velja leigjanda á sunnudaginn eftir síðustu skoðunina og allir fá svar hér í kerfinu.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Sorptunnurnar eru tæmdar á tveggja vikna fresti, dagatalið er á reykjavik.is. Plast og pappi fara í sér tunnu en gler þarf að fara með á grenndarstöð.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Við hjónin flytjum heim frá Danmörku í ágúst og komumst því miður ekki á skoðun. Væri hægt að fá myndsímtal? Við greiðum auðvitað ekkert fyrr en samningurinn er kominn inn hér í kerfið, bara svo það sé á hreinu.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Leigan greiðist inn á 0133-26-004512 samkvæmt samningnum sem við undirrituðum hér í gær, kennitalan mín er í samningnum. Krafan birtist líka í heimabankanum ef það er þægilegra.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Má ég mála herbergið hjá stráknum ljósblátt? Ég skal mála það hvítt aftur áður en við flytjum út.`,
  },
  {
    language: 'is',
    label: 'normal',
    text: `Húsið er á hitaveitu og hitinn fylgir leigunni. Það getur orðið svoldið kalt í forstofunni á veturna en ofnarnir í stofunni eru mjög góðir. Íbúðin er á Álfaskeiði, stutt í Fjarðarkaup.`,
  },

  // ---------------------------------------------------------------- en / scam
  {
    language: 'en',
    label: 'scam',
    text: `Hello, thank you for your interest in my flat on Skólavörðustígur. I am currently working as a doctor with a charity in Ghana so I can not show it in person. Once you send the first month (210,000 kr.) and the deposit via Western Union I will ship the keys to you by courier and you can move in right away.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Hi! Lots of people are asking about the apartment so I'm giving it to whoever pays the holding fee first. It's 35.000 kr, fully refundable if you don't like the place when you see it.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Please continue on WhatsApp, I dont check this app much: +234 803 555 0192`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Let's move this to Signal, it's more secure for sending documents and ID. My username is Helgi.Rentals.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `To prove you're a serious applicant I need a photo of your passport (both pages) and a selfie of you holding it. This is standard procedure for renting in Iceland.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Your payment will be protected by the Booking.com Guarantee. You'll recieve an email from booking-reservations-team@outlook.com with the invoice. Once you pay, Booking holds the money until you confirm check-in.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Hi, I'm an agent with Nordic Home Rentals, acting for the owner of the house in Kópavogur. Company policy is that a reservation fee of 60,000 kr. is paid before we schedule viewings, to filter out time-wasters.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Hello sir, I am a student coming from Germany and my sponsor will pay 12 months in advance by cheque. The cheque will be bigger because it also includes my flight, so kindly send the extra to my travel agent by Wise after it clears.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `We can do the deposit in crypto (BTC or USDT on TRC20), it's instant and avoids the Icelandic bank fees. I'll send you the wallet address.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `The price is low because I just want someone responsible. 2 bedroom in 101, 95.000 kr per month including everything, fully furnished. Deposit is only needed to hold it for you.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Your application has been pre-approved! Complete verification within 12 hours here: https://l3iga.is/verify?id=88213`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `For the electronic ID signing you'll get a text with a code on your phone. Just reply with it here and I'll finalize the lease with HMS on my end.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Could you pay the first installment in Amazon gift cards? My account is under maintenance this week. Just scratch them and send me the codes, I'll send you a receipt straight away.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Please send it via PayPal as Friends and Family, not Goods and Services, otherwise PayPal takes 5% and I would have to raise the rent.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Before we set up a viewing, could you confirm you're able to transfer the first month's rent this week? I'd prefer to settle things with one person rather than show it to many. Thank you for understanding.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Dear applicant, I am the lawyer representing the estate of the late Mr. Sigurðsson. The apartment in Hafnarfjörður must be rented immediately. Please complete the attached tenancy form with your kennitala, bank name and card details and return it to legal.office.reykjavik@gmail.com`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `here's the virtual tour + application: tinyurl.com/rvk-flat-tour. fill it in today, I'm picking a tenant tonight`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Payment must be made to my account in Poland (IBAN PL61 1090 1014 0000 0712 1981 2874). I moved there last year and closed my Icelandic account.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Leiga Security Team: unusual activity was detected on your account. To avoid suspension, re-enter your login and card details at leiga-is.com/secure within 24 hours.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `I am abroad with my wife for her treatment and these times are heavy for us. The place is ready and clean and you can be there next week. Just help me with the first month and I will get the keys to you, God bless you.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Hi, I'm interested in renting your flat. Can you verify you're really the owner by logging in at island-is.info/eign? My last landlord turned out to be a scammer so I need to check first, hope you understand.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `MoneyGram is fine, send it to my name Michael Jonsson in Manchester. Text me the reference number on +44 7418 330 221 once done.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `just revolut me the 80k and its yours, ill drop the keys in your mailbox tomorow. no need to see it, its exactly like the pictures`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Rental registration: all new leases in Iceland must be registered with HMS for a fee of 15.000 kr. Please pay at hms-leiga.net/register before we can sign anything.`,
  },
  {
    language: 'en',
    label: 'scam',
    text: `Hey, the owner is my uncle, he's in Canada and I handle the keys for him. He said to take 100k to hold it, cash or Aur is fine, and you can see it after the weekend when I get the keys back from the cleaner.`,
  },

  // -------------------------------------------------------------- en / normal
  {
    language: 'en',
    label: 'normal',
    text: `Hi! Is the apartment on Hverfisgata still available from March 1st? I'm a PhD student at HÍ, non-smoker, no pets.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Now that we've both signed the lease here on Leiga, the deposit (2 months, 520,000 kr.) will show up as a claim in your online bank. Once it's paid I'll hand over the keys on the 1st.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `I'm travelling in the US until the 20th, but my brother Einar can show you the flat on Saturday. His number is 777 3912. Or we could do a video call first if you prefer.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Happy to do a video viewing! I can walk you through every room on FaceTime or Teams, whichever you like. Just let me know a time, we're on GMT here.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `The key box code will be sent to you here through the platform on move-in day, once the lease has started. The box is to the left of the front door.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `For the lease I'll need your full name and kennitala - it has to be in the contract. You can fill it in directly in the contract form on the site.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `We've got a bank guarantee from Arion for three months' rent. Do you want the original paper document or is a PDF uploaded through the platform enough?`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Sorry for the rush, but my current lease ends on the 31st and I have nowhere to go after that. Could we possibly do the viewing this week?`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Can I bring my dog? She's a small terrier, 7 kg, very quiet. Happy to pay a bit more deposit if that's how you usually do it.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `is there parking? and is the laundry shared or in the apartment`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `You can check the property's size and registration on hms.is, and I'm listed on ja.is under my full name if you want to look me up before the viewing.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Heating is geothermal and included in the rent. Electricity is separate, you'll register with a provider yourself. It usually comes to around 5-8 thousand kr. a month for a flat this size.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `There's fibre already installed, you just need to pick an internet provider. Most people in the building use Hringdu or Vodafone.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `The shower drain is blocked again, water is up to my ankles after 5 minutes. Could you send someone this week? Definately not urgent-urgent but it's getting gross.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `You can apply for housing benefits (húsnæðisbætur) on island.is once the lease is registered. I'll register it with HMS tomorrow morning.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Rent is 295,000 kr/month, collected by a claim through the platform on the 1st. The receiving account on the claim is 0301-26-045678 in case your bank asks.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `My number is +354 855 2209 if you get lost. The entrance is at the back of the building, through the parking lot off Dalsbraut.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Thanks for showing us the place yesterday! We'd love to take it. When can we sign?`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `We're moving from Canada in August and can't come to a viewing in person. Would a video call work? We'd sign through the platform and pay nothing until the contract is in place.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Just so you know, there are a few other applicants. I'll decide on Sunday after the last viewing and everyone will get an answer here either way.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Quick question about move-in: could we get the keys on the 30th instead of the 1st? We have a van booked that day and it's hard to change.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Hello, I'm the landlord's daughter. My father doesn't speak much English so I'm helping him with the messages. He can show you the flat in Hafnarfjörður tomorrow at 17:00.`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Hi, the deposit was returned to your account today, minus 25.000 kr. for the oven door we agreed on at checkout. Thanks for being a great tenant and good luck in Akureyri!`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `Is the flat wheelchair accessible? My partner uses one. Is there a lift in the building, and are there steps at the entrance?`,
  },
  {
    language: 'en',
    label: 'normal',
    text: `About the bins: they're collected every two weeks, the schedule is on reykjavik.is. Please take glass to the recycling station by Bónus, it doesn't go in the grey bin.`,
  },
];
