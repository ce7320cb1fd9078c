import type { CorpusMessage } from './corpus.js';

/**
 * The second labelled set: 100 messages (50 scam, 50 normal; 50 Icelandic, 50 English) written
 * by a separate author who never opened the rules, the first corpus or the bench, from a general
 * description of rental scams in Iceland and of ordinary tenant-landlord chat. It was first used
 * held out, once, and showed how far the rules tuned on the first corpus generalised: precision
 * 1.0 but recall 0.38 (0.44 Icelandic, 0.32 English). The rules were then widened on it (look-alikes
 * of international brands, credential requests, agents and lawyers holding keys, urgency in
 * more words), so it is tuning data now; `blind-corpus.ts` is the held-out set.
 */
export const SECOND_CORPUS: CorpusMessage[] = [
  // Icelandic scams
  {
    language: 'is',
    label: 'scam',
    text: 'Hæ og takk fyrir áhugann á íbúðinni. Ég bý því miður í London núna vegna vinnu og get ekki sýnt hana sjálfur. Ef þú millifærir fyrstu leigu og tryggingu, samtals 380.000 kr., sendi ég þér lyklana og samninginn með DHL. Ef þér líst ekki á íbúðina sendirðu lyklana bara til baka og færð allt endurgreitt.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Góðan daginn. Það hafa rosalega margir haft samband út af íbúðinni svo ég sýni hana bara þeim sem eru búnir að greiða 100.000 kr. staðfestingargjald. Leggðu inn á reikning 0133-26-004512 og sendu mér kvittun, þá tek ég auglýsinguna niður.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Hæ! Er ekki bara best að við klárum þetta utan síðunnar? Þau taka svo há gjöld af okkur báðum. Ef þú borgar beint inn á mig get ég lækkað leiguna um 20 þúsund á mánuði 😊',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sæl, ég kíki svo sjaldan hingað inn. Sendu mér frekar skilaboð á WhatsApp í +44 7700 912345, þar get ég sent þér fleiri myndir og gengið frá þessu.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Til að tryggja þér íbúðina þarf að ganga frá greiðslu í gegnum örugga greiðslusíðu Leigu: https://leiga-is.oruggar-greidslur.com/bokun/88213. Peningurinn er geymdur þar þangað til þú ert búin að fá lyklana, þannig að þú tekur enga áhættu.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Áður en við gerum samning þarf ég að staðfesta hver þú ert. Skráðu þig inn með rafrænum skilríkjum hér: https://island-is.innskraning-audkenni.net og sendu mér svo kóðann sem þú færð í símann.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég þarf að vera viss um að þú getir staðið undir leigunni. Geturðu sent mér notandanafn og lykilorð í heimabankann? Ég kíki bara snöggt á yfirlitið og skrái mig svo út, lofa.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sendu mér kennitöluna þína, mynd af vegabréfinu (báðum megin) og bankaupplýsingar og þá tek ég íbúðina frá fyrir þig. Við getum alveg haft skoðunina seinna þegar ég er kominn til landsins.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sæl aftur. Fyrirtækið mitt í Noregi sendi þér óvart 650.000 kr. í staðinn fyrir 350.000. Værirðu til í að senda mér mismuninn, 300.000 kr., með Western Union sem fyrst? Ég þarf að borga flutningafyrirtækinu í dag.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Lögfræðingurinn minn, Mr. Davies, er með lyklana og samninginn. Hann sendir þér allt um leið og tryggingin er komin inn á vörslureikninginn hans. Þú nærð í hann á davies.lawoffice.uk@gmail.com.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Þriggja herbergja íbúð í miðbænum, 120 fm, öll húsgögn fylgja, aðeins 95.000 kr. á mánuði með hita og rafmagni. Peningarnir skipta mig engu máli, ég vil bara fá góða manneskju í hana á meðan ég er í hjálparstarfi erlendis. Því miður get ég ekki hitt þig.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Þú getur greitt staðfestingargjaldið með Amazon gjafakortum, 4 kort upp á 100 dollara hvert. Skafðu af þeim og sendu mér bara myndir af kóðunum hérna.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég er staddur á Spáni og það er langfljótlegast fyrir mig að fá greitt í USDT eða bitcoin. Sendu 2.000 USDT á þetta veski og ég sendi þér lyklana: TQ7xPd93kLm2Vb8sRr4nW1yZq6Hj5tEaF',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'ok en bara svo þú vitir þá eru 3 aðrir sem vilja hana. ef þú millifærir ekki trygginguna í dag fer hún til næsta manns, get ekki beðið lengur en til kl 18',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Hafðu samband á Telegram @rvk_leiga_admin, ég geng frá öllum samningum þar, það er miklu fljótlegra en þetta app.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Hæ, já hún er enn laus. Ég er úti á landi þessa dagana og kemst ekki í bæinn til að sýna. Ef þú leggur inn fyrsta mánuðinn sendi ég þér kóðann að lyklaboxinu og þú getur farið inn þegar þér hentar.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Borgaðu bara með PayPal á netfangið mitt, en passaðu að velja "vinir og fjölskylda" (friends and family), annars tekur PayPal gjald og heldur peningunum í margar vikur.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég leigi hana líka út á Airbnb þannig að þú getur bókað og borgað þar, það er öruggast fyrir okkur bæði. Hér er beinn hlekkur: https://airbnb.com-rooms-48213.secure-stay.info/is',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Greiðslan þín fór ekki í gegn hjá bankanum. Þú þarft að staðfesta hana hér: https://landsbankinn-is.greidslustadfesting.com og slá inn kortanúmer, gildistíma og öryggisnúmerið aftan á kortinu.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sendu tryggingarféð frekar með MoneyGram á bróður minn í Bretlandi, hann sér um fjármálin mín á meðan ég er á sjó. Ég sendi þér nafnið hans og heimilisfangið á eftir.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Góðan dag, ég starfa hjá Airbnb Iceland Rentals og sé um útleiguna fyrir eigandann. Um leið og greiðsla berst á reikninginn okkar er íbúðin tekin af skrá og lyklarnir sendir til þín í pósti.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Já ég er alveg til í að leigja þér. Er samt ekki einfaldara að gera þetta bara fyrir utan appið? Sendu mér netfangið þitt og ég sendi þér samninginn og reikningsnúmerið þangað.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég er með Wise reikning í evrum, geturðu sent 2.400 evrur þangað sem fyrirframgreiðslu? Þá held ég íbúðinni fyrir þig fram í desember, ég kem ekki til landsins fyrr en þá.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'hæ hæ íbúðinn er ennþá laus en það er brjáluð eftirspurn. ef þú villt hana þarftu að leggja inn 150þ staðfestingu í dag, get ekki sýnt hana fyrr en eftir viku',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég setti íbúðina inn á Booking svo greiðslan sé tryggð fyrir þig. Kláraðu bókunina innan 24 klst hér, annars fellur hún niður: https://booking.com.confirm-reservation-id4471.com/is',
  },

  // Icelandic normal messages
  {
    language: 'is',
    label: 'normal',
    text: 'Takk fyrir að skrifa undir samninginn í gær! Nú þegar hann er kominn í gegn geturðu greitt tryggingarféð hérna í gegnum Leigu eins og stendur í samningnum. Láttu mig vita ef eitthvað er óljóst.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Samkvæmt samningnum er tryggingin upphæð þriggja mánaða leigu. Ég tek alveg við bankaábyrgð í staðinn ef það hentar þér betur, þú sækir bara um hana hjá þínum banka og sendir mér staðfestinguna.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Hæ, ef það er einfaldara máttu alveg hringja í mig í síma 862 4471 eftir kl 17 á virkum dögum.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Þú getur sótt um húsnæðisbætur á island.is þegar búið er að þinglýsa samningnum: https://island.is/husnaedisbaetur. Ég get sent þér afrit af honum ef þú þarft.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég nota staðlaða leigusamninginn frá HMS, þú getur lesið hann yfir hérna áður en við hittumst: https://hms.is/husnaedi/leigusamningar',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég er því miður í Kaupmannahöfn fram á sunnudag en Gunnar bróðir minn getur sýnt þér íbúðina á laugardaginn kl 14, hann er með lykil. Við förum svo yfir samninginn saman þegar ég kem heim.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Sæl! Það er hægt að skoða á þriðjudag eða miðvikudag milli kl 17 og 19. Hvor dagurinn hentar þér betur?',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Hæ, ég er með einn lítinn innikött, er það í lagi? Hann er mjög rólegur og klórar ekki neitt 🙂',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Fylgir bílastæði íbúðinni eða þarf maður að leggja úti á götu? Ég er á rafmagnsbíl svo það væri frábært ef það er hleðsla.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Er hiti og rafmagn innifalið í leigunni eða borgar maður það sér? Og hvernig er með netið, er ljósleiðari í húsinu?',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Leigan greiðist fyrsta hvers mánaðar hér í gegnum Leigu. Ef það hentar þér betur að borga þann 5. er það ekkert mál, margir fá útborgað seint.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég þarf helst að geta flutt inn fyrir 1. des því ég á að skila núverandi íbúð þá. Er einhver möguleiki á því?',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég er búin að senda samninginn í þinglýsingu hjá sýslumanni, hann ætti að vera kominn í gegn eftir nokkra daga.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Hæ, takk fyrir síðast! Gleymdi alveg að spyrja, er þvottavélin í sameigninni eða inni í íbúðinni?',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Það er farið að leka aðeins undir vaskinum í eldhúsinu. Viltu senda pípara eða á ég að redda því sjálf og við gerum þetta upp seinna?',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Pípari kemur á fimmtudaginn milli 10 og 12. Er í lagi að hann fari inn ef þú ert ekki heima? Ég get hleypt honum inn.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég er búinn að fara yfir íbúðina og allt lítur vel út, takk fyrir að skila henni svona hreinni. Tryggingin verður endurgreidd í gegnum Leigu innan fjögurra vikna.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Takk fyrir skoðunina í dag, mér leist mjög vel á ykkur. Ég set samninginn upp hérna í kerfinu og þú staðfestir hann bara með rafrænum skilríkjum þegar hann kemur.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég bý í Noregi en mamma sér um íbúðina fyrir mig hérna heima. Hún heitir Sigríður og getur hitt þig á staðnum á morgun kl 18 ef þú vilt skoða. Síminn hjá henni er 899 1203.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Bara svo þú vitir þá eru nokkrir búnir að skoða og ég ætla að ákveða mig fyrir helgi. Ef þú hefur ennþá áhuga máttu endilega senda mér smá um ykkur, hvað þið eruð mörg og svona.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Gætirðu sent mér meðmæli frá fyrri leigusala? Nafn og símanúmer er alveg nóg.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Væri hægt að fá íbúðina til lengri tíma, t.d. tveggja ára? Við erum lítil fjölskylda og nennum ekki að flytja á hverju ári.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Leigan er 285.000 kr. á mánuði og er vísitölutengd. Tryggingin er tveggja mánaða leiga og greiðist eftir að samningurinn hefur verið undirritaður.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Hittumst við íbúðina á föstudaginn kl 16 og ég afhendi þér lyklana. Ég kem með úttektarblað sem við förum yfir saman.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'hæ ég verð aðeins sein, svona 10 mín, sorry!! er föst í umferð á miklubrautinni',
  },

  // English scams
  {
    language: 'en',
    label: 'scam',
    text: 'Hello, thank you for your interest. I am currently working offshore on an oil rig in the North Sea so I cannot show you the apartment in person. Once you send the first month and the deposit via Western Union I will ship the keys and the contract to you by FedEx.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Dear applicant, the flat is still available but I have many people interested. To reserve it you need to pay 1,500 EUR today, otherwise I will give it to the next person on the list.',
  },
  {
    language: 'en',
    label: 'scam',
    text: "Let's take this off the site, Leiga charges both of us fees. Text me on WhatsApp +1 (347) 555-0192 and I'll give you my bank details.",
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Please complete the reservation on the secure payment portal: http://leiga.is-secure-payment.co/ref/AX29 . Your money is held in escrow until you receive the keys, so there is no risk for you.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'To verify your identity I need a photo of your passport, your kennitala and a selfie of you holding the passport. This is standard procedure for renting in Iceland.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Since I am travelling I can only accept payment in Bitcoin or USDT, bank transfers take too long from here. My wallet address is bc1q9hx4tk2m7wz0r8yl5pdu3nc6ea0f2gs8vj4k7q',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'You can pay the holding fee with Apple gift cards, 3 cards of $200 each. Just scratch them and send me clear photos of the codes here.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'So sorry, my employer accidentally sent you 4,000 EUR instead of 2,000 for the deposit. Could you please send the difference back to my cousin via MoneyGram today? I really need it for my flight.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'My lawyer, Mr. James Whitmore, holds the keys and all the documents. Contact him at whitmore.legalchambers@outlook.com and once the deposit reaches his trust account he will courier the keys to you.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Beautiful 3-bedroom in central Reykjavik, fully furnished, only 90,000 ISK a month, all bills included. Money is not important to me, I just want someone honest to take care of it while I live in the US with my daughter.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'I also list it on Airbnb, so for your safety you can pay through their guarantee program. You will receive an email from Airbnb support with the payment instructions, just follow them and the booking is confirmed.',
  },
  {
    language: 'en',
    label: 'scam',
    text: "I don't check this app very often. Message me on Telegram @iceland_apartments_official and we can finish everything there today.",
  },
  {
    language: 'en',
    label: 'scam',
    text: 'For the background check please log in to your online bank through this link so our system can verify your income: https://arionbanki-verify.com/login',
  },
  {
    language: 'en',
    label: 'scam',
    text: "Send it through PayPal but choose Friends and Family, otherwise PayPal holds the money for 21 days and I can't release the apartment to you.",
  },
  {
    language: 'en',
    label: 'scam',
    text: "Hi, unfortunately a viewing is not possible as I'm abroad at the moment. The photos are all recent though. If you want it, just transfer the deposit and I'll reserve it for you.",
  },
  {
    language: 'en',
    label: 'scam',
    text: 'I have a Wise account in GBP, please send £1,200 as an advance payment and I will hold the flat for you until you arrive in Iceland.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'This is the Iceland Rental Registry. Before your lease can be registered you must pay a 35,000 ISK registration fee at https://island-is.rental-registry.org within 48 hours.',
  },
  {
    language: 'en',
    label: 'scam',
    text: "Someone else already offered to pay 6 months upfront. If you can match that by tonight it's yours, no need to come see it.",
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Book it via Booking here, it protects both of us: https://booking.com-secure.reservations-7781.net/flat/reykjavik',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'The keys are already with DHL. As soon as they confirm your payment they will deliver them to your address, it is part of their delivery protection service.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Please call my agent in London on +44 20 7946 0831, she handles all the payments for my properties in Iceland.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'If you pay me directly by bank transfer instead of through the app I can drop the rent by 15%. Nobody needs to know.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Hello, I am moving to Iceland for a job and would love the flat, but I cannot come to see it. My company will send you a cheque for 6 months rent plus extra for my moving costs, you just forward the extra to the moving company.',
  },
  {
    language: 'en',
    label: 'scam',
    text: "To hold the apartment I need your full card number, the expiry date and the 3 digits on the back. It won't be charged until you move in.",
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Send me your kennitala, your bank account number and the code you will get by SMS in a minute. It is only to confirm you are a real person.',
  },

  // English normal messages
  {
    language: 'en',
    label: 'normal',
    text: "Hi, I'm moving to Reykjavik from Berlin in January to work at a software company. Is the flat still available, and would a video viewing be possible before I arrive? Happy to sign everything through the platform.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Now that the lease is signed, you can pay the deposit through Leiga as stated in the contract. The first rent is due on the 1st.',
  },
  {
    language: 'en',
    label: 'normal',
    text: "As per the contract the security deposit is three months' rent. A bank guarantee (bankaábyrgð) from your bank is also fine if you prefer that.",
  },
  {
    language: 'en',
    label: 'normal',
    text: "Feel free to call me on 694 2210, or +354 694 2210 if you're calling from a foreign number.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'You can apply for housing benefits on island.is once the lease is registered: https://island.is/en/housing-benefits',
  },
  {
    language: 'en',
    label: 'normal',
    text: "I'm travelling for work this week, but my brother Jón lives in the same building and can show you the flat on Thursday at 6pm. Does that work for you?",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Are dogs allowed? I have a small and very calm Cavalier. Happy to discuss a slightly higher deposit if that helps.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Is there a parking spot included or is it street parking? Also, is there somewhere to store bikes?',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Does the rent include heating and electricity? And who is the internet provider in the building?',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Rent is due on the 1st of each month. If your salary comes on the 5th we can move the date, no problem.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Open viewing on Sunday between 13:00 and 14:00. The entrance is at the back of the building, ring the bell for the 2nd floor.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Thanks, the flat looks great! Just one question, is the washing machine shared with the other apartments?',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'The dishwasher stopped working yesterday. Could you have a look or send someone? No rush, we can wash by hand for now.',
  },
  {
    language: 'en',
    label: 'normal',
    text: "Just so you know, quite a few people have viewed it and I plan to decide by Friday. No payment is needed now, I'll send the contract through the app to whoever I choose.",
  },
  {
    language: 'en',
    label: 'normal',
    text: "I've created the lease in the app. You just need to sign it with your electronic ID (rafræn skilríki) and then it will be registered.",
  },
  {
    language: 'en',
    label: 'normal',
    text: "I just arrived and don't have a kennitala yet, I'm still waiting for Registers Iceland. Can I still sign the lease or should we wait a couple of weeks?",
  },
  {
    language: 'en',
    label: 'normal',
    text: "Thanks for leaving the place so clean. I'll return your deposit through the platform within the next week.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Just a heads up that the rent is linked to the consumer price index, so it goes up a little each month as written in section 4 of the lease.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'I live in Norway, but my friend Helga looks after the flat for me. She can meet you there on Saturday and hand over the keys after you sign in the app.',
  },
  {
    language: 'en',
    label: 'normal',
    text: "If it's easier you can reach me on WhatsApp too, my number is +354 771 3344. But let's keep the contract and payments here in the app.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Would it be possible to leave the sofa in the flat? We have our own bed but no living room furniture yet.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Can we pick up the keys on the 30th in the evening? Our flight lands at 16:00 so we could be there around 18:00.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Sorry for the late reply, I was at work. Yes 5pm tomorrow works for the viewing. See you then!',
  },
  {
    language: 'en',
    label: 'normal',
    text: "Here is the listing for the other flat I mentioned, it's a bit bigger and also has a balcony: https://leiga.is/ibudir/12345",
  },
  {
    language: 'en',
    label: 'normal',
    text: "I paid the November rent through the app this morning, let me know if it didn't come through. Also the hallway light is out again.",
  },
];
