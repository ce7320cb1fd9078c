/**
 * The phrase patterns behind each scam signal, in Icelandic (stems that cover the inflections:
 * trygging/tryggingu/tryggingar, lykill/lyklana/lyklunum) and English. Written with `\b` and `\w`
 * for reading; `rx` turns them into Unicode-aware boundaries so that Icelandic letters (á, ð, þ,
 * æ, ö) count as letters of a word.
 */
const LETTER = String.raw`[\p{L}\p{N}]`;
const BOUNDARY = String.raw`(?:(?<!${LETTER})(?=${LETTER})|(?<=${LETTER})(?!${LETTER}))`;

export function rx(source: string): RegExp {
  return new RegExp(
    source.replaceAll(String.raw`\b`, BOUNDARY).replaceAll(String.raw`\w`, LETTER),
    'iu',
  );
}

/** Up to `n` characters within one sentence. */
const near = (n: number) => String.raw`(?:[^.!?\n]|(?<=kr)\.|\.(?=\d)){0,${n}}`;

export const MONEY_TRANSFER_PATTERNS = [
  String.raw`\b(western ?union|money ?gram|transfer ?wise|wise\.com|ria money|world ?remit|skrill|paysafe)\b`,
  String.raw`\b(bitcoin|btc|usdt|crypto\w*|rafmynt\w*)\b`,
  String.raw`\b(gift ?cards?|itunes cards?|gjafakort\w*)\b`,
  String.raw`\b(via|through|with|by|með|gegnum|á) (paypal|revolut|wise)\b`,
  String.raw`\b(paypal|revolut|wise)\b${near(40)}\b(deposit|rent|first month|tryggingu|tryggingarf\w*|leigu\w*|greið\w*)`,
  // The overpaid cheque: "send the difference back".
  String.raw`\b(cheque|check|ávísun\w*)\b${near(80)}\b(extra|plus|more than|overpa\w*|forward|refund|difference|mismun\w*|endurgreið\w*)`,
  String.raw`\b(by mistake|accidentally|too much|instead of|óvart|fyrir mistök|of mikið|aðeins of)\b${near(80)}\b(refund|send (it |the difference |the rest )?back|return the|endurgreið\w*|mismun\w*)`,
].map(rx);

export const OWNER_ABROAD_PATTERNS = [
  String.raw`\b(i am|i'm|we are|we're|currently|now) (living |working |staying |based )?(abroad|overseas|out of (the )?country|not in iceland|in (norway|spain|denmark|sweden|germany|england|the uk|london|nigeria|dubai|france|poland|italy))`,
  String.raw`\b(i|we) (moved|relocated|had to move) (abroad|to (norway|spain|denmark|sweden|germany|england|the uk|london|dubai|france|poland|italy))`,
  String.raw`\b(can ?not|can't|unable to|not able to) (show|meet|be there)`,
  String.raw`\b(er|erum|bý|búum|búsett\w*|stödd|staddur|staddir|starfa|vinn)\b${near(20)}\b(erlendis|í útlöndum|í (noregi|danmörku|svíþjóð|þýskalandi|bretlandi|englandi|spáni|póllandi|frakklandi|dúbaí|london))`,
  String.raw`\b(flutt\w*|fluttist|fór) (til|út til) (útlanda|noregs|danmerkur|svíþjóðar|þýskalands|bretlands|englands|spánar|póllands)`,
  String.raw`\b(get|getum|kemst|komumst) ekki\b${near(30)}\b(sýnt|sýna|hitt|til landsins|til íslands)`,
  // Someone far away speaks for the owner: an agent in London, a lawyer abroad.
  String.raw`\b(my|our) (agent|lawyer|solicitor|assistant|representative)\b${near(30)}\bin (london|spain|norway|the uk|the us|england|germany|dubai)`,
  String.raw`\b(i live|i'm living|living|we live) in (the us|the uk|america|canada|england|spain|norway|germany|australia)\b`,
  String.raw`\bí (hjálparstarfi|vinnu|námi) erlendis\b`,
  String.raw`\b(viewing|showing) (is )?not possible\b`,
  String.raw`\b(i|we) (live|work|stay) (abroad|overseas|outside iceland)\b`,
  String.raw`\b(can ?not|can't|unable to) (do|arrange|offer|give) (any |a )?(viewings?|showings?)\b`,
  String.raw`\b(úti á landi|út á landi|uti a landi)\b${near(40)}\b(kemst|komumst) ekki\b`,
].map(rx);

export const DEPOSIT_BEFORE_VIEWING_PATTERNS = [
  // Keys or the contract sent from afar instead of a viewing.
  String.raw`\b(keys?|contract)\b${near(40)}\b(by (post|mail|courier)|dhl|fedex|ups|mail (you|them))\b`,
  String.raw`\b(mail|post|courier) (you )?the keys\b`,
  String.raw`\b(lykl\w*|lykil\w*|samning\w*|kóðann að lyklabox\w*)\b${near(40)}\b(í pósti|með pósti|með hraðsendingu|með dhl|sendi ég|send\w* (þér|ykkur))`,
  String.raw`\b(send\w*|sendum) (þér |ykkur )?(lyklana|lykilinn|lykla|kóðann)\b`,
  // Paying first to get it.
  String.raw`\b(deposit|pay\w*|transfer\w*|send)\b${near(40)}\b(it is yours|it's yours|the (flat|apartment) is yours)`,
  String.raw`\bfirst (one |person )?to (pay|send|transfer)`,
  String.raw`\b(greið\w*|millifær\w*|legg\w*|borga\w*)\b${near(40)}\b(er|verður) íbúðin þín`,
  String.raw`\bíbúðin (er )?þín\b${near(30)}\b(greið\w*|millifær\w*|legg\w*)`,
  String.raw`\bfyrst\w* til að (greiða|borga|leggja inn|millifæra)`,
  String.raw`\b(tek\w*|taka|held\w*|halda|festa)\b${near(30)}\bfrá\b${near(60)}\b(greið\w*|millifær\w*|borga\w*|legg\w* inn)`,
  String.raw`\b(deposit|pay|payment|transfer|send)\b${near(60)}\b(before|prior to|in order to)\b${near(40)}\b(view\w*|see|visit\w*|show\w*|keys?|reserve|hold)`,
  String.raw`\b(once|after|as soon as|when) (i|we) (receive|get|have)\b${near(40)}\b(deposit|payment|money)\b${near(60)}\b(keys?|view\w*|show\w*)`,
  String.raw`\b(secure|reserve|hold)\b${near(40)}\b(by (paying|sending|transferring))\b`,
  String.raw`\b(trygging\w*|greið\w*|leggja inn|leggðu inn|leggur inn|millifær\w*|borga\w*|senda peninga)\b${near(60)}\báður en\b${near(40)}\b(skoð\w*|sjá|sérð|sýn\w*|lykl\w*|lykil\w*|kemur)`,
  String.raw`\b(þegar|um leið og|eftir að) (ég|við) (fæ|fáum|hef|höfum) (fengið |móttekið )?\b${near(40)}\b(trygging\w*|greiðslu\w*|peninga\w*|millifærsl\w*)\b${near(60)}\b(lykl\w*|lykil\w*|skoð\w*|sýn\w*)`,
  String.raw`\bsend\w* (ég|við) (þér |ykkur )?(lyklana|lykilinn|lykla|kóðann)`,
  // Keys held by a third party who hands them over once paid.
  String.raw`\b(lawyer|agent|solicitor|courier|dhl)\b${near(30)}\b(holds?|has|keeps?|with) (the |your )?keys\b`,
  String.raw`\bkeys are (already )?with\b`,
  String.raw`\b(lögfræðing\w*|lögmað\w*|lögmann\w*|umboðsm\w*)\b${near(30)}\b(lykl\w*|lykil\w*)`,
  String.raw`\b(once|as soon as|when) (the |your )?(deposit|payment|money)\b${near(20)}\b(reaches|arrives|is received|clears|is confirmed)\b${near(60)}\b(keys?|courier|post|mail|deliver\w*)`,
  String.raw`\b(once|as soon as) (they|he|she) confirm\w* (your |the )?payment\b`,
  String.raw`\bum leið og\b${near(30)}\b(trygging\w*|greiðsl\w*|peningar\w*)\b${near(20)}\b(komin|kominn|berst|borist)\b`,
  // Paying to hold it, no viewing needed.
  String.raw`\bto (reserve|hold|secure) (it|the (flat|apartment|place|room))\b${near(40)}\b(pay|send|transfer|deposit)`,
  String.raw`\b(pay|send|transfer)\b${near(50)}\b(and|then) (i('ll| will)|we('ll| will)) (reserve|hold)\b`,
  String.raw`\b(advance payment|pay in advance)\b${near(40)}\b(hold|reserve|keep)\b`,
  String.raw`\bno need to (come )?(see|view|visit)\b`,
  String.raw`\bstaðfestingar?gjald\w*`,
  String.raw`\bsýni hana (bara|aðeins|einungis) þeim sem`,
  String.raw`\b(view\w*|show\w*)\b${near(40)}\bafter (the |your |you )?(payment|deposit|transfer|pay)`,
  String.raw`\b(reservation|holding|booking|viewing|registration) fee\b`,
  String.raw`\b(bókunargjald|skráningargjald|skoðunargjald|umsýslugjald|frátökugjald)\w*`,
  String.raw`\b(er|verður) (hún|hann|íbúðin|herbergið|húsið) (þín|þinn|þitt)\b`,
  String.raw`\b(i('ll| will)?|we('ll| will)?) (send|mail|post|ship) (you )?the keys\b`,
  String.raw`\b(lykl\w*|lykil\w*)\b${near(40)}\b(i posti|med posti|hjá dhl|hjá póstinum|í hraðsendingu)`,
  String.raw`\b(sendingarkostna\w*|shipping (cost|fee)s?|delivery fee)\b`,
].map(rx);

export const PAYMENT_OUTSIDE_PATTERNS = [
  String.raw`\b(pay|send|transfer|wire)\b${near(20)}\b(directly|outside|off)\b`,
  String.raw`\b(outside|not through|not via|instead of|avoid|without|skip|bypass) (of )?(the )?(leiga|site|platform|website|app)\b`,
  String.raw`\b(avoid|skip|save on) (the |any )?(fees?|commission)|\bsaves? us (both )?money`,
  String.raw`\bslepp\w* (við )?(gjöld\w*|gjaldi\w*|þóknun\w*)`,
  String.raw`\b(my|our) (private|personal|own|foreign)\b${near(20)}\b(account|iban)`,
  String.raw`\b(account|iban)\b${near(30)}\b(in|at a bank in) (the uk|england|spain|germany|nigeria|norway|poland|lithuania|france)`,
  String.raw`\biban\b${near(10)}\b(gb|de|es|fr|lt|pl|nl|ng)\d{2}`,
  String.raw`\b(utan|framhjá|án) (leigu|síðunnar|kerfisins|vefsins|appsins)`,
  String.raw`\bekki\b${near(20)}\bgegnum (leigu|síðuna|kerfið|vefinn|appið)`,
  String.raw`\b(legg\w*|lagt|millifær\w*|greið\w*|greidd\w*|greitt|borga\w*|send\w*)\b${near(20)}\b(beint (til mín|á mig|inn á)|inn á (minn|persónulegan|erlendan|einkareikning)|á (minn|persónulegan|erlendan) reikning)`,
  String.raw`\b(persónulega|erlenda|erlendan) (reikning\w*|bankareikning\w*)`,
  String.raw`\btake (this|it|things) off (the )?(site|platform|app|leiga)\b`,
  String.raw`\b(fyrir utan|utan við) (appið|síðuna|kerfið|leigu)\b`,
  // A discount, or secrecy, for paying around the platform.
  String.raw`\b(can|could|will|i'll) (drop|lower|reduce|knock)\b${near(30)}\b(rent|price|%)`,
  String.raw`\bnobody (needs|has) to know\b|\benginn þarf að vita\b`,
  String.raw`\beinfaldara\b${near(40)}\b(utan|framhjá|beint)\b`,
  String.raw`\bslepp\w* (því )?að (fara|borga|greiða) (í )?gegnum (síðuna|kerfið|appið|vefinn|leigu)`,
  String.raw`\b(taka|tekur|tekið) (alltaf )?(þóknun|gjald)\b`,
  String.raw`\breikning\w* í (litháen|bretlandi|englandi|spáni|þýskalandi|póllandi|nígeríu|noregi|frakklandi|lettlandi|eistlandi)`,
  String.raw`\b(airbnb|booking)\b${near(40)}\b(geym\w*|holds?|keeps?)\b${near(15)}\b(money|payment|peninginn|peningana|greiðsluna)`,
  // Paying "through" another site's protection, which the platform cannot see.
  String.raw`\b(pay|book|payment)\b${near(30)}\b(through|via|on) (airbnb|booking(\.com)?)\b|\b(airbnb|booking) (support|guarantee|protection)\b`,
].map(rx);

export const URGENCY_PATTERNS = [
  String.raw`\b(urgent\w*|asap|immediately|right away|today only|within (24|48) hours|first come|many (other )?(people|interested|applicants)|lots of interest|someone else will)\b`,
  String.raw`\b(strax|sem fyrst|í síðasta lagi í dag|innan (24|48|sólarhrings)|margir (aðrir )?(áhugasamir|hafa áhuga|eru að spyrja)|fyrstur kemur|þarf að berast í dag|fyrst(ur)? til að greiða|annars fer hún)\b`,
  String.raw`\b(today|tonight|by tomorrow)\b${near(40)}\b(otherwise|or (else )?(i|it) will|or it goes)\b`,
  String.raw`\bnext (person|one|applicant) (on the list|in line)\b`,
  String.raw`\b(match that|pay\w*|transfer\w*) (by|before) (tonight|today|tomorrow)\b`,
  String.raw`\b(til|á) næsta (manns|aðila|manneskju)\b`,
  String.raw`\b(brjáluð|mikil|gífurleg) eftirspurn\b`,
  String.raw`\b(margir|rosalega margir|fullt af fólki|\d+ aðrir)\b${near(20)}\b(haft samband|sem vilja|vilja hana|vilja hann)`,
  String.raw`\bget ekki beðið\b`,
].map(rx);

export const FOREIGN_PHONE_PATTERNS = [
  String.raw`(?:\+|\b00)(?!354)[1-9]\d{0,2}[\s-]?\(?\d{2,4}\)?[\s-]?\d{3,}`,
].map(rx);

export const OFF_PLATFORM_CONTACT_PATTERNS = [
  String.raw`\b(whats ?app|telegram|viber|signal app|wechat)\b`,
  String.raw`\b(svara ekki hér|skoða ekki (þetta|skilaboðin hér)|(don't|do not) (check|read|use) this (inbox|site|app))\b`,
  String.raw`\b(kíki|lít) (svo |mjög )?sjaldan (hingað|hér)\b|\b(rarely|seldom) (check|use|read) (this|the) (app|site|inbox)\b`,
  String.raw`\b(finish|complete|finali[sz]e|arrange)\b${near(30)}\b(there|on (whatsapp|telegram))\b|\b(geng|göngum|ganga|klára\w*) (frá )?${near(30)}\bþar\b`,
  String.raw`\b(write|e-?mail|contact|message|send|skrifaðu|sendu)\b${near(40)}[a-z0-9._+-]+@(gmail|hotmail|yahoo|outlook|proton\w*|icloud|mail)\.[a-z]+`,
  String.raw`\b(this|the) (chat|app|site|inbox) (is )?not (secure|safe)\b|\b(spjallið|kerfið) (hér )?er ekki öruggt\b`,
].map(rx);

export const CREDENTIAL_REQUEST_PATTERNS = [
  // A wifi password is no credential; a bank's is.
  String.raw`\b(card (details|number)|cvv|cvc|bank (login|password)|online banking (login|password)|(login|account|banking) password|pin code)\b`,
  String.raw`\b(kortanúmer\w*|kortaupplýsing\w*|pin ?númer\w*|(net|heima)banka\w* (innskrán\w*|lykilorð\w*|aðgang\w*))\b`,
  String.raw`\b(lykilorð\w*)\b${near(30)}\b(heimabank\w*|netbank\w*|banka\w*)|\b(heimabank\w*|netbank\w*)\b${near(30)}\blykilorð\w*`,
  String.raw`\b(photo|copy|picture|scan)s? of (your |the )?passport\b|\bpassport (photo|copy|scan)\b|\bholding (the |your )?passport\b`,
  String.raw`\b(the |a )?(code|pin) (you (will )?(get|receive)|that comes) (by|in|via) (sms|text)\b|\b(sms|verification|one-time) code\b`,
  String.raw`\b(expiry date|3 digits on the back|security code)\b`,
  String.raw`\bmynd\w* af (vegabréf\w*|skilríkj\w*)`,
  String.raw`\b(notandanafn\w*|auðkenni\w*) og lykilorð\w*`,
  String.raw`\bkóða\w*\b${near(30)}\b(sms|í símann)\b`,
].map(rx);

/** A price too low explained away: the money does not matter, only a good tenant does. */
export const TOO_GOOD_PATTERNS = [
  String.raw`\b(money|the rent|profit) (is not|isn't|does not|doesn't) (important|matter)\b`,
  String.raw`\b(not|isn't) (about|in it for) the money\b`,
  String.raw`\b(peningarnir|leigan|gróðinn) skipt\w* (mig |okkur )?(ekki|engu) máli\b`,
  String.raw`\b(ekki|alls ekki) (að )?(hugsa um|að græða|gróðans vegna)\b`,
  String.raw`\b(meira annt um|vil bara|langar bara í|bara að fá) ${near(20)}\b(traust\w*|reglusam\w*|góð\w*|heiðarleg\w*) leigjand\w*`,
  String.raw`\b(just|only) want (someone|a tenant|somebody) (honest|reliable|trustworthy|responsible|nice)\b`,
].map(rx);

/**
 * Words that turn a pattern into a warning against it ("do not send money before you have seen
 * the flat"): a match with one of them just before it, in its sentence, does not count.
 */
export const NEGATION_BEFORE = rx(
  String.raw`\b(do not|don't|never|not|no one should|aldrei|ekki|alls ekki)\b${near(12)}$`,
);

/**
 * The deal done on the platform (signing or paying in Leiga): keys sent after that are the
 * ordinary end of a let, so the deposit-and-keys signal counts for half.
 */
export const PLATFORM_DEAL_PATTERN = rx(
  String.raw`\b(skrif\w* undir|undirrit\w*|sign\w*|greið\w*|pay\w*)\b${near(20)}\b(í|gegnum|through|via|on|in) (leigu|leiga)\b`,
);
