/**
 * Labelled messages for the scam-signal rules, written for this purpose: scams in the shapes
 * rental fraud takes in Iceland and abroad, and normal messages that mention money, deposits,
 * viewings, phone numbers and links for good reasons (the hard negatives).
 */
export type CorpusLanguage = 'is' | 'en';
export type CorpusLabel = 'scam' | 'normal';
export type CorpusMessage = { language: CorpusLanguage; label: CorpusLabel; text: string };

const scam = (language: CorpusLanguage, text: string): CorpusMessage => ({
  language,
  label: 'scam',
  text,
});
const normal = (language: CorpusLanguage, text: string): CorpusMessage => ({
  language,
  label: 'normal',
  text,
});

export const SCAM_CORPUS: CorpusMessage[] = [
  // Icelandic scams.
  scam(
    'is',
    'Góðan dag. Ég er staddur erlendis vegna vinnu og get ekki sýnt íbúðina. Ef þú leggur inn tryggingu sendi ég þér lyklana með pósti.',
  ),
  scam(
    'is',
    'Íbúðin er laus strax. Margir áhugasamir svo þú þarft að greiða tryggingu áður en þú skoðar hana.',
  ),
  scam(
    'is',
    'Ég bý í Noregi núna. Sendu mér tryggingarféð með Western Union og ég sendi lykilinn með DHL.',
  ),
  scam(
    'is',
    'Vinsamlegast millifærðu beint inn á minn reikning, ekki í gegnum Leigu, þá sleppum við gjöldunum.',
  ),
  scam(
    'is',
    'Til að staðfesta bókunina skaltu skrá þig inn á https://leiga-is.com/stadfesta og greiða tryggingu.',
  ),
  scam(
    'is',
    'Hafðu samband á WhatsApp +44 7700 900123, ég svara ekki hér. Greiðsla þarf að berast í dag.',
  ),
  scam(
    'is',
    'Við búum í Danmörku og komumst ekki til landsins. Leggðu inn eins mánaðar leigu og við sendum samninginn og lyklana í pósti.',
  ),
  scam(
    'is',
    'Þú þarft að staðfesta auðkennið þitt á island-is.info áður en ég get tekið við umsókninni.',
  ),
  scam(
    'is',
    'Ég get tekið íbúðina frá fyrir þig ef þú millifærir 250.000 kr. innan 24 klukkustunda, annars fer hún til næsta.',
  ),
  scam(
    'is',
    'Greiðslan fer fram utan Leigu. Ég sendi þér erlendan bankareikning, IBAN GB29 NWBK 6016 1331 9268 19.',
  ),
  scam(
    'is',
    'Hægt er að greiða trygginguna með Revolut eða PayPal, það er fljótlegast þar sem ég er í London.',
  ),
  scam(
    'is',
    'Kæri leigjandi, Landsbankinn hefur stöðvað greiðsluna. Skráðu þig inn á landsbankinn-oryggi.com til að klára.',
  ),
  scam(
    'is',
    'Ég er búsettur erlendis og vinn á olíuborpalli. Leggðu inn trygginguna áður en þú sérð íbúðina og ég læt senda lyklana.',
  ),
  scam(
    'is',
    'Mjög margir hafa áhuga. Fyrstur til að greiða fær íbúðina. Sendu á +234 803 555 0192.',
  ),
  scam(
    'is',
    'Hægt er að borga í bitcoin eða með gjafakortum, sendu mér kóðana og ég tek íbúðina frá.',
  ),
  scam('is', 'Skoðaðu samninginn á www.leiiga.is/samningur og greiddu fyrstu leigu þar sem fyrst.'),
  scam(
    'is',
    'Því miður get ég ekki sýnt þér íbúðina þar sem ég er í Svíþjóð. Sendu peninga með MoneyGram og ég sendi lykla.',
  ),
  scam(
    'is',
    'Um leið og ég hef fengið tryggingu á persónulega reikninginn minn sendi ég þér lyklana og samninginn.',
  ),
  scam(
    'is',
    'Skatturinn krefst staðfestingar á leigusamningnum. Smelltu á skatturinn-endurgreidsla.com og settu inn kortanúmerið.',
  ),
  scam(
    'is',
    'Ég flutti til Spánar og á enga ættingja hér. Borgaðu beint til mín og ég sendi lyklana með hraðsendingu.',
  ),
  scam(
    'is',
    'Íbúðin er þín ef þú millifærir trygginguna strax á erlendan reikning minn. Hafðu samband á Telegram.',
  ),
  scam(
    'is',
    'Halló, ég er erlendis og get ekki hitt þig. Borgaðu fyrsta mánuðinn áður en þú kemur og ég sendi kóðann að lyklaboxinu.',
  ),
  scam(
    'is',
    'Greiddu staðfestingargjald á arionbanki-greidslur.net til að tryggja þér íbúðina í dag.',
  ),
  scam(
    'is',
    'Við tökum ekki greiðslur í gegnum síðuna. Leggðu beint inn á mig og þá er íbúðin þín.',
  ),
  scam(
    'is',
    'Ég er í Þýskalandi í námi. Vinsamlegast sendu trygginguna með Wise á reikning minn og ég sendi samninginn í pósti.',
  ),
  // English scams.
  scam(
    'en',
    'Hello, I am currently abroad for work and cannot show you the apartment. Send the deposit by Western Union and I will mail the keys.',
  ),
  scam(
    'en',
    'Many other people are interested, so you must pay the deposit before the viewing to reserve it.',
  ),
  scam(
    'en',
    'Please transfer the first month directly to my private account, not through Leiga, to avoid the fees.',
  ),
  scam(
    'en',
    'To confirm your booking, log in at http://le1ga.is/confirm and enter your card details within 24 hours.',
  ),
  scam(
    'en',
    'I moved to Spain with my family. Contact me on WhatsApp +34 612 345 678 and I will explain how to pay.',
  ),
  scam(
    'en',
    'Once I receive the deposit I will send you the keys and the contract by courier. This is urgent.',
  ),
  scam(
    'en',
    'Payment must be made outside the platform. My account is in the UK: IBAN GB33 BUKB 2020 1555 5555 55.',
  ),
  scam('en', 'You can pay the deposit with PayPal (friends and family), I am in London right now.'),
  scam(
    'en',
    'We are living in Norway now and unable to show the flat. Secure it by sending 200,000 ISK today.',
  ),
  scam(
    'en',
    'Your application is approved. Verify your identity at island-is.com/audkenni to receive the contract.',
  ),
  scam(
    'en',
    'I accept Bitcoin or USDT for the deposit, it is faster. Someone else will take it if you wait.',
  ),
  scam(
    'en',
    'Lots of interest in this flat. First come first served: transfer the deposit ASAP and it is yours.',
  ),
  scam(
    'en',
    'My husband and I are missionaries in Nigeria and can not meet you. The keys will be sent by DHL once you pay.',
  ),
  scam(
    'en',
    'Please complete the payment on leiga-secure-payments.com, the Leiga site is down today.',
  ),
  scam(
    'en',
    'Text me on Telegram, I do not check this inbox. Reply with your kennitala and bank login.',
  ),
  scam('en', 'Pay via Revolut to hold the apartment for you, I am overseas until next year.'),
  scam(
    'en',
    'Islandsbanki needs to confirm the rental deposit: sign in at www.islandsbank1.com/leiga right away.',
  ),
  scam(
    'en',
    'Send the money via MoneyGram to my agent in London and he will forward you the keys.',
  ),
  scam(
    'en',
    'I am working in Dubai and I cannot show the apartment myself. Pay the deposit and the keys will come by post.',
  ),
  scam(
    'en',
    'Call me at +1 415 555 0199, this offer is for today only. The deposit must be sent before you visit.',
  ),
  scam(
    'en',
    'You can send the rent with gift cards, Apple or Steam, just send me the codes and I will hold the flat.',
  ),
  scam(
    'en',
    'I would rather you pay me directly and we skip the Leiga contract, it saves us both money.',
  ),
  scam(
    'en',
    'Arion banki verification required: please visit arionbanki-verify.net immediately to release your deposit.',
  ),
  scam(
    'en',
    'We are in Germany and cannot meet, but if you transfer the deposit to our personal account we will post the keys.',
  ),
];

export const NORMAL_CORPUS: CorpusMessage[] = [
  // Icelandic normal messages, many about money, deposits, viewings, phones and links.
  normal(
    'is',
    'Sæl, er íbúðin enn laus? Mig langar að koma að skoða hana í vikunni ef það hentar.',
  ),
  normal('is', 'Já, hún er laus. Ég get sýnt hana á fimmtudaginn klukkan 17, hentar það?'),
  normal(
    'is',
    'Tryggingin er þriggja mánaða leiga og hún er greidd í gegnum Leigu eftir að samningurinn er undirritaður.',
  ),
  normal(
    'is',
    'Þú getur hringt í mig í síma 864 1234 ef þú finnur ekki innganginn, hann er á bakhliðinni.',
  ),
  normal(
    'is',
    'Hér er leiðbeining um húsnæðisbætur: https://island.is/husnaedisbaetur, það getur hjálpað með leiguna.',
  ),
  normal(
    'is',
    'Takk fyrir skoðunina í dag! Við viljum gjarnan sækja um. Má ég greiða trygginguna með bankaábyrgð?',
  ),
  normal(
    'is',
    'Leigan er 245.000 kr. á mánuði og hiti og rafmagn eru innifalin. Hússjóður er greiddur af mér.',
  ),
  normal(
    'is',
    'Ég verð erlendis í næstu viku en bróðir minn sýnir íbúðina á þriðjudag, hann heitir Páll, sími 699 2211.',
  ),
  normal(
    'is',
    'Samningurinn er tilbúinn í Leigu, þú skrifar undir með rafrænum skilríkjum og færð lyklana 1. mars.',
  ),
  normal(
    'is',
    'Við erum tvö með einn kött. Er í lagi að hafa gæludýr? Við getum sent meðmæli frá fyrri leigusala.',
  ),
  normal('is', 'Ég sendi þér myndir af eldhúsinu á morgun. Þvottavélin er ný og fylgir íbúðinni.'),
  normal(
    'is',
    'Greiðsluáskorun barst ekki, ég greiddi leiguna í gegnum Leigu 1. maí. Getur þú athugað það?',
  ),
  normal(
    'is',
    'Hægt er að leggja bílnum í stæðinu fyrir framan húsið, stæði nr. 4 fylgir íbúðinni.',
  ),
  normal(
    'is',
    'Ég bý á Akureyri en kem suður um helgina og get skoðað á laugardaginn ef það hentar þér.',
  ),
  normal(
    'is',
    'Gæti ég fengið að sjá íbúðina áður en ég sæki um? Ég vil helst sjá hana í eigin persónu.',
  ),
  normal(
    'is',
    'Við viljum hækka leiguna samkvæmt vísitölu frá og með janúar, það stendur í samningnum.',
  ),
  normal(
    'is',
    'Ég kemst ekki á fimmtudaginn vegna vinnu, getum við fært skoðunina á föstudag kl. 18?',
  ),
  normal(
    'is',
    'Ofninn í svefnherberginu lekur, geturðu sent pípara? Ég er heima alla daga eftir kl. 16.',
  ),
  normal(
    'is',
    'Lánshæfismatið mitt er á Leigu prófílnum, og ég get líka sýnt launaseðla ef þú vilt.',
  ),
  normal(
    'is',
    'Ég skila lyklunum í síðasta lagi 31. ágúst og vil gjarnan fá trygginguna endurgreidda eftir úttekt.',
  ),
  normal(
    'is',
    'Þakka þér fyrir, við erum mjög ánægð með íbúðina. Ég greiði fyrstu leigu um leið og reikningurinn birtist í Leigu.',
  ),
  normal(
    'is',
    'Við fluttum heim frá Danmörku í sumar og leitum að þriggja herbergja íbúð í Hafnarfirði.',
  ),
  normal(
    'is',
    'Sæll, mig vantar upplýsingar um hvort geymsla fylgi og hvort það sé lyfta í húsinu.',
  ),
  normal(
    'is',
    'Ég er með íslenskt númer, 772 5566, en er líka með norskt númer vegna vinnu sem ég nota sjaldan.',
  ),
  normal(
    'is',
    'Hér er umsögnin frá fyrri leigusala mínum og staðfesting á vinnu frá Landsbankanum þar sem ég vinn.',
  ),
  // English normal messages.
  normal(
    'en',
    'Hi, is the flat still available? I would love to come and see it this week if possible.',
  ),
  normal(
    'en',
    'Yes, it is available. I can show it on Saturday at 2 pm, just ring the bell marked 3B.',
  ),
  normal(
    'en',
    'The deposit is three months of rent and is paid through Leiga after we both sign the contract.',
  ),
  normal('en', 'My number is +354 864 1234 if anything comes up before the viewing tomorrow.'),
  normal(
    'en',
    'You can read about housing benefits here: https://island.is/en/housing-benefits. It might help with the rent.',
  ),
  normal(
    'en',
    'Thanks for the viewing today! We would like to apply. Can the deposit be a bank guarantee instead of cash?',
  ),
  normal(
    'en',
    'I will be abroad next week, but my sister can show you the apartment on Tuesday at 6 pm.',
  ),
  normal(
    'en',
    'The contract is ready on leiga.is, you sign it with your electronic ID and get the keys on the first.',
  ),
  normal(
    'en',
    'I am moving from Poland for a job at Landspítali in March. Could I do a video viewing first and then see it in person when I arrive?',
  ),
  normal(
    'en',
    'Is it possible to pay the rent on the 5th instead of the 1st? My salary comes in on the 3rd.',
  ),
  normal(
    'en',
    'The radiator in the bedroom is leaking, could you send a plumber? I am home every day after 4.',
  ),
  normal(
    'en',
    'We are a couple with a small dog. Would pets be allowed? We can share references from our last landlord.',
  ),
  normal(
    'en',
    'I paid the rent through Leiga on May 1st but it still shows as unpaid. Could you check?',
  ),
  normal(
    'en',
    'Here is the floor plan as a PDF: floorplan.pdf. The storage room is in the basement.',
  ),
  normal(
    'en',
    'I can not make it on Thursday because of work, could we move the viewing to Friday at 6?',
  ),
  normal(
    'en',
    'My credit report is on my Leiga profile, and I can also show payslips if you need them.',
  ),
  normal(
    'en',
    'I will return the keys by August 31 and would like the deposit back after the final inspection.',
  ),
  normal(
    'en',
    'My Norwegian number is +47 912 34 567 but I am back in Reykjavík from Monday and can meet then.',
  ),
  normal(
    'en',
    'The rent is 260,000 ISK a month, heating included. Electricity is paid separately to HS Veitur.',
  ),
  normal(
    'en',
    'Could you tell me whether the apartment has a washing machine and if there is a storage unit?',
  ),
  normal(
    'en',
    'We would like to raise the rent by the index from January, as the contract says. Let me know if you have questions.',
  ),
  normal(
    'en',
    'I work at Íslandsbanki and my employer can confirm my income. The viewing on Sunday works for me.',
  ),
  normal(
    'en',
    'Please do not send money before you have seen the flat, all payments go through Leiga once the contract is signed.',
  ),
  normal(
    'en',
    'Lots of people asked about parking: there is free street parking and a bus stop right outside.',
  ),
  normal(
    'en',
    'I moved back to Iceland last month and I am looking for a two-bedroom flat near the university.',
  ),
  normal(
    'en',
    'The old link leiga.is/listings/512 does not work any more, could you send the new one?',
  ),
  normal(
    'is',
    'Ég er að vinna í Noregi fram í maí en konan mín getur skoðað íbúðina á laugardaginn.',
  ),
  normal('is', 'Er hægt að greiða leiguna með korti í gegnum Leigu? Ég er með kort frá Revolut.'),
  normal(
    'en',
    'Can you send me the keys code for the lockbox after we meet on Friday and sign the contract?',
  ),
  normal(
    'is',
    'Við skrifum undir í Leigu í kvöld og ég sendi þér lykilinn að póstkassanum á morgun.',
  ),
];

export const FRAUD_CORPUS: CorpusMessage[] = [...SCAM_CORPUS, ...NORMAL_CORPUS];
