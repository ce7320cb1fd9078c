import type { CorpusMessage } from './corpus.js';

/**
 * Held-out corpus written blind: the author did not read the fraud detection rules, the other corpora or the
 * fraud bench, and wrote these 80 messages (20 Icelandic scam, 20 Icelandic normal, 20 English scam, 20 English
 * normal) from the point of view of a trust-and-safety analyst collecting a year of messages from Icelandic rental
 * groups (Facebook "Leiga" groups, Bland.is, Myigloo). Scams cover absent landlords posting keys, fees and deposits
 * before any viewing, off-platform payment, money-transfer services, crypto and gift cards, urgency, foreign numbers,
 * moves to WhatsApp/Telegram/e-mail, look-alike links, identity and e-ID code harvesting, overpayment refunds, fake
 * agents and lawyers, implausibly low prices and tenant-side cheque scams, including subtle messages with a single
 * sign. Normal messages deliberately include hard negatives that share surface features with scams (deposits after
 * signing, bank guarantees, Icelandic phone numbers, real island.is/hms.is/ja.is/leiga.is links, relatives showing
 * the flat, video viewings, lock boxes after signing), so the corpus measures how well the rules generalise.
 */
export const BLIND_CORPUS: CorpusMessage[] = [
  {
    language: 'is',
    label: 'scam',
    text: 'Góðan daginn og takk fyrir áhugann. Íbúðin er enn laus. Ég flutti til Noregs vegna vinnu síðasta vetur og kemst því miður ekki heim til að sýna hana. Ef þú millifærir fyrstu leigu og tryggingu, samtals 390.000 kr., sendi ég þér lyklana með DHL og þú getur skoðað í rólegheitum. Ef þér líst ekki á hana endurgreiði ég allt, það er ekkert mál.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sæl, það hafa mjög margir haft samband út af íbúðinni. Ef þú vilt tryggja þér hana þarftu að greiða 50.000 kr. staðfestingargjald í dag og þá tek ég hana úr auglýsingu. Svo finnum við tíma fyrir skoðun í næstu viku.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Hæ, ég svara eiginlega aldrei hérna inni. Sendu mér skilaboð á WhatsApp í +44 7700 900812, þar sendi ég þér fleiri myndir og samninginn.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Til að ganga frá umsókninni þarf ég mynd af vegabréfinu þínu, kennitöluna þína og sjálfsmynd þar sem þú heldur á vegabréfinu. Þú færð líka SMS með kóða frá rafrænum skilríkjum, sendu mér hann strax svo ég geti staðfest þig sem leigjanda.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Íbúðin hefur verið tekin frá fyrir þig. Vinsamlegast greiddu tryggingu í gegnum örugga greiðslugátt okkar: https://leiga-is.secure-payment.co/boka?id=8812 Athugið að hlekkurinn rennur út eftir 2 klukkustundir.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég nota alltaf Airbnb þegar ég leigi út svo að bæði ég og leigjandinn séum tryggð. Airbnb geymir peninginn þar til þú ert búin að fá lyklana og samþykkja íbúðina. Þú færð reikning frá þeim í tölvupósti, greiðslan fer fram með millifærslu á reikning í Litháen.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Já hún er enn laus! 95 fm, 3 herbergi við Laugaveg, öll húsgögn fylgja og leigan er 150 þús. á mánuði með hita og rafmagni. Ég vil bara fá reglusaman leigjanda, peningarnir skipta mig ekki máli. Hvenær gætirðu greitt fyrsta mánuðinn?',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'hæ hæ ibudin er laus en eg er uti a landi og kemst ekki i bæinn næstu 3 vikurnar. ef þu leggur inn 1 manuð get eg sent lyklana i posti, sýnist mer að eg fai ekki betri leigjanda en þig',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sæll, ég er að flytja til Íslands frá Bretlandi og langar mikið að taka íbúðina. Fyrirtækið sem ég vinn hjá greiðir leiguna fyrir mig. Þau millifærðu óvart 900.000 kr. í stað 300.000 kr. Gætirðu sent mismuninn, 600.000 kr., til flutningsaðilans míns í gegnum Western Union í dag? Ég sendi þér upplýsingarnar.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég get því miður ekki tekið við millifærslu frá íslenskum banka út af skattamálum erlendis. Þú getur greitt trygginguna með Bitcoin eða keypt Apple gjafakort í Hagkaup og sent mér kóðana. Það er fljótlegast.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Góðan dag. Ég er lögmaður eiganda íbúðarinnar, sem er búsettur á Spáni, og hef umboð til að ganga frá leigunni. Tryggingarfé skal lagt inn á vörslureikning stofunnar áður en skoðun fer fram, það er venjan hjá okkur. Að greiðslu lokinni fáið þið skoðunartíma og samning.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Til að sjá að þú getir staðið undir leigunni þarf ég staðfestingu á greiðslugetu. Skráðu þig bara inn í heimabankann í gegnum þennan hlekk og þá fæ ég sjálfkrafa staðfestingu: https://arionbanki-stadfesting.com/innskraning',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Ég þarf svar innan klukkutíma, það eru fjórir aðrir sem vilja hana. Ef þú millifærir 100 þús. núna er hún þín, annars fer hún til næsta á listanum. Skoðun getur svo verið um helgina.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sæl Anna, ég kíki mjög sjaldan hingað inn. Sendu mér frekar póst á jon.gudmundsson.leiga@gmail.com og ég sendi þér umsóknareyðublað og upplýsingar um greiðslu þaðan.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Lyklarnir bíða hjá DHL og verða sendir til þín um leið og sendingarkostnaður og trygging hafa verið greidd. Greiddu hér: https://dhl-iceland-delivery.net/greidsla Þú getur fylgst með sendingunni á sömu síðu.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Best væri ef þú sendir greiðsluna í gegnum Revolut eða Wise, ég er bara með reikning úti núna. Við hittumst svo í íbúðinni þegar ég kem heim í næsta mánuði og ég afhendi þér lyklana.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Til að skrá leigusamninginn hjá HMS þarftu að skrá þig inn með rafrænum skilríkjum hér: http://island-is.leigusamningar.org og samþykkja greiðslu tryggingar. Þetta þarf að klárast fyrir kl. 18 í dag.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sendu mér bara kortanúmerið, gildistímann og þriggja stafa öryggisnúmerið aftan á kortinu svo ég geti tekið íbúðina frá. Ég tek ekkert út fyrr en þú ert búin að skoða, lofa því.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Getum við ekki sleppt því að fara í gegnum síðuna? Þeir taka alltaf þóknun. Leggðu bara beint inn á mig og ég sendi þér kvittun, þá spörum við bæði.',
  },
  {
    language: 'is',
    label: 'scam',
    text: 'Sendu trygginguna með PayPal og veldu „vinir og fjölskylda“ (friends and family), annars tekur PayPal gjald af okkur báðum. Netfangið mitt er sigga.leiga88@outlook.com.',
  },

  {
    language: 'is',
    label: 'normal',
    text: 'Takk fyrir undirskriftina. Tryggingarféð, þriggja mánaða leiga eins og kemur fram í 7. gr. samningsins, greiðist inn á reikning 0133-26-012345, kt. 120378-4529, fyrir 1. mars. Lyklarnir verða afhentir á staðnum daginn sem þú flytur inn.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Sæll, væri í lagi þín megin að ég legði fram bankaábyrgð frá Landsbankanum í stað þess að greiða tryggingarféð beint? Bankinn segir að það taki um viku.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Hæ, já endilega kíktu á morgun kl. 17. Hringdu í mig í 867 4412 þegar þú ert komin, dyrabjallan er biluð.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Við gerum samninginn rafrænt í gegnum leiguskrá HMS. Þú færð tölvupóst þaðan og undirritar með rafrænum skilríkjum, ég geri það sama. Nánar hér: https://hms.is/leiguskra',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Íbúðin er hér: https://ja.is/kort/?q=Hringbraut+50 Gengið er inn bakatil, þetta er kjallaraíbúðin með bláu hurðinni.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég er stödd á Tenerife til 15. en mamma mín, Sigrún, getur sýnt íbúðina á laugardaginn kl. 13. Hún er með síma 698 2231. Við göngum svo frá samningnum þegar ég kem heim.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Góðan dag, ég er enn í Póllandi og kem til Íslands í ágúst. Væri hægt að fá myndsímtal þar sem þú gengur um íbúðina? Ég myndi auðvitað vilja skoða hana sjálfur áður en ég skrifa undir nokkuð.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Minni á að leigan greiðist fyrir 1. hvers mánaðar. Krafan birtist í heimabankanum þínum nokkrum dögum fyrr, þú þarft ekki að millifæra sérstaklega.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'hæ sorry, kemst ekki kl 6 i dag, strákurinn minn er veikur. getum við fært þetta yfir á fimmtudaginn?',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Er í lagi að vera með kött? Hún er 8 ára, geld og mjög róleg, hefur aldrei klórað neitt.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Fylgir bílastæði íbúðinni? Ég er á rafbíl og væri til í að vita hvort það sé hleðslustöð í bílakjallaranum.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Hiti og heitt vatn eru innifalin í leigunni en rafmagnið ekki. Þú skráir mælinn bara á þig hjá þeim raforkusala sem þú vilt, mælanúmerið er í samningnum.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Nú þegar samningurinn er undirritaður og tryggingin komin inn: lyklarnir verða í lyklaboxi við útidyrnar frá hádegi á föstudag, kóðinn er 4471. Sendu mér línu þegar þú ert kominn inn.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Þvottavélin í sameigninni er komin í lag, rafvirkinn kom í morgun. Afsakið vesenið.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Já, þetta er samþykkt íbúð svo þú getur sótt um húsnæðisbætur á island.is um leið og samningurinn hefur verið skráður í leiguskrána.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Áður en ég ákveð mig langar mig að biðja um meðmæli frá fyrri leigusala. Sendu samt ekkert fyrr en eftir skoðun, það liggur ekkert á.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég millifærði trygginguna núna áðan eins og samið var um í samningnum. Gætirðu staðfest að hún hafi borist?',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Takk fyrir að koma að skoða í gær. Ef þú vilt taka íbúðina sendi ég þér samninginn í kvöld og þú greiðir trygginguna þegar við erum bæði búin að skrifa undir.',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'takk fyrir að syna okkur ibuðina en við akvaðum að taka aðra nær skolanum hja stelpunum. gangi ykkur vel 🙂',
  },
  {
    language: 'is',
    label: 'normal',
    text: 'Ég er að vinna í Noregi núna en kem heim um helgina. Get sýnt íbúðina á sunnudaginn milli kl. 14 og 16. Það verður ekki gengið frá neinu fyrr en þú hefur séð hana.',
  },

  {
    language: 'en',
    label: 'scam',
    text: 'Hello and thank you for your interest in my apartment in Hafnarfjörður. I am currently working offshore in Scotland as a petroleum engineer, so I am unable to show it in person. My agent at Airbnb will hold the deposit and the keys will be delivered to you by DHL. Please send your full name, home address and phone number so I can start the process. God bless.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'So many people want this flat. Whoever sends the first month + deposit first gets it, I can arrange a viewing after the payment is received. Let me know asap.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Hi dear, please contact me on WhatsApp +234 809 555 0147, I will answer all your questions there and send more pictures.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Please send the deposit by Western Union to my sister in Cyprus, she handles all my finances while I am travelling. Name: Maria Kouris, Limassol. Send me the MTCN number when done.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Great, to reserve the apartment please complete the booking here: https://booking.com-reservations-iceland.info/confirm/47781 Your payment is protected by Booking.com until check-in.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Hello my friend, apartment is still free. I am now in Spain for the work and can not come back before summer. You send money for first month with Wise and I send you key with post, is very safe, many people do like this.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'I only accept USDT or Bitcoin, bank transfers from Iceland take too long and my bank charges a lot. I can send you the wallet address.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'To show you are a serious tenant please buy 2 Steam gift cards of 100 EUR each and send me photos of the codes. It will be deducted from your first rent.',
  },
  {
    language: 'en',
    label: 'scam',
    text: "Hi, I really want to rent your apartment from 1 May. My employer in the US will mail you a cashier's check covering 6 months rent plus my relocation costs. Once it arrives please deposit it and wire the extra amount to my moving company, I will send you their details.",
  },
  {
    language: 'en',
    label: 'scam',
    text: "Hello, I just transferred the deposit but by mistake I sent 450.000 ISK instead of 250.000. Screenshot attached. Could you please refund the 200.000 to my cousin's Revolut today? It is very urgent, I need it for the flight.",
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Leiga just sent you a 6 digit verification code by SMS. Please forward it to me here so I can confirm your booking on my side, otherwise the system cancels it.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Before any viewing I need a copy of your passport, your kennitala and a selfie holding the passport, for security reasons. Many fake tenants lately.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Good afternoon, I represent Nordic Home Rentals ehf., which manages this property on behalf of the owner. To be added to the viewing list, please pay the reservation fee of 45.000 ISK to our account. Viewings are only for confirmed clients. The fee is refundable.',
  },
  {
    language: 'en',
    label: 'scam',
    text: "I don't check this app very often, please write to me directly at mark.stevenson.rentals@gmail.com and I will send you the application form.",
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Yes the 4 bedroom house in Garðabær is still available, 180.000 kr per month including everything, furnished, with a hot tub. When do you want to move in?',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'You can pay with PayPal but please choose Friends and Family, not Goods and Services, otherwise PayPal takes fees and holds the money for weeks.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'For the lease registration you need to verify your identity with Icelandic e-ID here: https://island-is.verify-id.com/login The deadline is today, otherwise the reservation is cancelled.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Add me on Telegram @reykjavik_rentals_official, we have more apartments there and faster answers. This chat is not secure.',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'Dear customer, your Leiga account has been limited due to unusual activity. To keep your reservation, confirm your card details within 24 hours: https://leiga-support-center.com/verify',
  },
  {
    language: 'en',
    label: 'scam',
    text: 'I will be honest, I cannot do viewings because I live abroad now. But I can send you a video. If you like it, we sign online, you pay the first month and deposit and I send you the keys.',
  },

  {
    language: 'en',
    label: 'normal',
    text: 'Now that we have both signed the lease, please transfer the security deposit (two months, 560.000 kr) to the account listed in section 6 of the contract before the 1st. I will send you a receipt once it arrives.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Would you accept a bank guarantee from Íslandsbanki instead of a cash deposit? My bank said they can issue it within a week of signing.',
  },
  {
    language: 'en',
    label: 'normal',
    text: "Sure, see you at 5. Call me on +354 772 3310 if you can't find it, the entrance is from the parking lot behind the building.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'I also have the listing on leiga.is with more photos and the floor plan, just search for Álfheimar: https://leiga.is',
  },
  {
    language: 'en',
    label: 'normal',
    text: "Hi! I'm moving from Germany for a job at Landspítali in September. Would it be possible to do a video call viewing? I wouldn't sign or pay anything until my partner has seen it in person, she arrives in August.",
  },
  {
    language: 'en',
    label: 'normal',
    text: "I'm in Copenhagen for a conference this week, but my brother Jón can show you the flat on Thursday at 18:00. He has the keys, his number is 661 4090. We can sign when I'm back on Monday.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Rent is due on the 1st of each month. If it falls on a weekend, Monday is totally fine, no stress.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Hey, something came up at work, could we move the viewing from today to tomorrow at the same time? Sorry for the short notice!',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Is a small dog ok? He is a 5 kg dachshund, very quiet, and I can pay for professional cleaning when I move out.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'There is one space in the garage, number 14. Guests can park on the street, it is free after 18:00 and on Sundays.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Heating and hot water are included, electricity is not. For a flat this size it is usually around 6-8 thousand kr a month.',
  },
  {
    language: 'en',
    label: 'normal',
    text: "Contract signed and deposit received, thanks! Keys will be in the lock box by the front door from Friday noon, code 2580. Let me know if anything isn't working.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Hello, I am interesting for the room. I work in hotel in Reykjavík, no smoking, no party, quiet person. When is possible to see it? I can come after 16:00 every day.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'The plumber is coming Tuesday morning to fix the shower. Is it ok if he comes in around 9 with my key if you are at work?',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'I checked the flat today and everything looks good. I will return your deposit within four weeks as the lease says, probably sooner. Thanks for being great tenants!',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Once the lease is registered you can apply for housing benefits (húsnæðisbætur) on island.is: https://island.is/husnaedisbaetur It took my last tenant about two weeks to get approved.',
  },
  {
    language: 'en',
    label: 'normal',
    text: "For the lease I'll need your kennitala and full name. We can fill that in together when we sign at the flat on Saturday.",
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Do you have a reference from a previous landlord? A short email or a phone number is fine, no rush.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Feel free to text me on WhatsApp too, same number as in the ad (845 2219), I answer faster there.',
  },
  {
    language: 'en',
    label: 'normal',
    text: 'Got the rent for March, thanks. Also, the building has a house meeting (húsfundur) on the 12th at 20:00 in the laundry room if you want to come.',
  },
];
