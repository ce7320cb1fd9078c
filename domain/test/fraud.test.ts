import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assessScamSignals,
  FRAUD_REVIEW_STATUSES,
  isScamWarning,
  SCAM_SIGNAL_CODES,
  SCAM_WARNING_THRESHOLD,
} from '../src/index.js';
import { editDistance, findHostnames, imitatedDomain } from '../src/fraud/lookalike-domains.js';
import { BLIND_CORPUS } from './fraud/blind-corpus.js';
import { FRAUD_CORPUS, type CorpusMessage } from './fraud/corpus.js';
import { evaluateCorpus, inLanguage } from './fraud/evaluate.js';
import { SECOND_CORPUS } from './fraud/second-corpus.js';
import { THIRD_CORPUS } from './fraud/third-corpus.js';

/**
 * What the rules were written and widened on (the blind corpus was held out once and measured
 * before it was tuned on); the third corpus is held out (bench:fraud).
 */
const TUNING_CORPUS: CorpusMessage[] = [...FRAUD_CORPUS, ...SECOND_CORPUS, ...BLIND_CORPUS];
const CORPORA: [string, CorpusMessage[], number][] = [
  ['first', FRAUD_CORPUS, 80],
  ['second', SECOND_CORPUS, 80],
  ['blind', BLIND_CORPUS, 80],
  ['third', THIRD_CORPUS, 100],
];

const codesOf = (text: string) => assessScamSignals(text).signals.map((s) => s.code);

describe.each(CORPORA)('the %s fraud corpus', (_name, corpus, atLeast) => {
  it(`holds at least ${atLeast} distinct labelled messages in Icelandic and English`, () => {
    expect(corpus.length).toBeGreaterThanOrEqual(atLeast);
    for (const message of corpus) {
      expect(['scam', 'normal']).toContain(message.label);
      expect(['is', 'en']).toContain(message.language);
      expect(message.text.trim().length).toBeGreaterThan(20);
    }
    expect(new Set(corpus.map((m) => m.text)).size).toBe(corpus.length);
  });

  it('is balanced: each language has 40-60 % scams and at least 20 of each label', () => {
    for (const language of ['is', 'en'] as const) {
      const messages = inLanguage(corpus, language);
      const scams = messages.filter((m) => m.label === 'scam').length;
      expect(scams).toBeGreaterThanOrEqual(20);
      expect(messages.length - scams).toBeGreaterThanOrEqual(20);
      expect(scams / messages.length).toBeGreaterThanOrEqual(0.4);
      expect(scams / messages.length).toBeLessThanOrEqual(0.6);
    }
  });
});

describe('the rules on their tuning set', () => {
  // About a second alone, most of it compiling the patterns; 17 s when CI's lanes starve it of
  // both cores, past the domain project's 15 s: a minute here, only this test.
  it(
    'meet the aim at the warning threshold: precision >= 0.9 at recall >= 0.8, per language',
    { timeout: 60_000 },
    () => {
      for (const corpus of [
        TUNING_CORPUS,
        inLanguage(TUNING_CORPUS, 'is'),
        inLanguage(TUNING_CORPUS, 'en'),
      ]) {
        const metrics = evaluateCorpus(corpus, SCAM_WARNING_THRESHOLD);
        expect(metrics.precision).toBeGreaterThanOrEqual(0.9);
        expect(metrics.recall).toBeGreaterThanOrEqual(0.8);
      }
    },
  );

  it('no corpus shares a message with another, so the held-out one stays apart', () => {
    const texts = CORPORA.flatMap(([, corpus]) => corpus.map((m) => m.text));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('assessScamSignals', () => {
  it('does not count a warning against a scam as the scam itself', () => {
    expect(codesOf('Please do not send money before you have seen the flat.')).toEqual([]);
    expect(codesOf('Never pay a deposit before you have seen the flat.')).toEqual([]);
    expect(codesOf('Pay the deposit before you see the flat and it is yours.')).toContain(
      'deposit_before_viewing',
    );
  });

  it('counts keys sent after signing in Leiga for half', () => {
    const afterSigning = assessScamSignals(
      'Við skrifum undir í Leigu í kvöld og ég sendi þér lykilinn á morgun.',
    );
    const instead = assessScamSignals('Ég sendi þér lykilinn á morgun.');
    expect(afterSigning.signals.map((s) => s.code)).toEqual(['deposit_before_viewing']);
    expect(afterSigning.score).toBeLessThan(instead.score);
    expect(isScamWarning(afterSigning)).toBe(false);
  });

  it('hears a private e-mail address, a reservation fee and a price explained away', () => {
    expect(codesOf('I rarely check this app, write to me at mark.r@gmail.com instead.')).toEqual([
      'off_platform_contact',
    ]);
    expect(codesOf('To get on the viewing list, pay the reservation fee first.')).toContain(
      'deposit_before_viewing',
    );
    expect(codesOf('Leigan er lág en peningarnir skipta mig ekki máli.')).toEqual([
      'too_good_to_be_true',
    ]);
    expect(imitatedDomain('dhl-iceland-delivery.net')).toBe('dhl.com');
    expect(imitatedDomain('dhl.is')).toBeNull();
  });

  it('asks for credentials only when they are a bank’s, a card’s or an identity’s', () => {
    expect(codesOf('Sendu mér mynd af vegabréfinu og kóðann sem þú færð í SMS.')).toContain(
      'credential_request',
    );
    expect(codesOf('Please send a photo of your passport and the 3 digits on the back.')).toContain(
      'credential_request',
    );
    expect(codesOf('Lykilorðið á þráðlausa netinu er á ísskápnum.')).toEqual([]);
    expect(codesOf('The wifi password is on the fridge.')).toEqual([]);
  });

  it('knows the international names rental scams wear in links', () => {
    expect(imitatedDomain('airbnb.com-rooms-4821.secure-stay.info')).toBe('airbnb.com');
    expect(imitatedDomain('booking.com.confirm-reservation.net')).toBe('booking.com');
    expect(imitatedDomain('www.airbnb.com')).toBeNull();
  });

  it('finds nothing in an ordinary question and scores it 0', () => {
    expect(assessScamSignals('Er íbúðin laus í mars? Ég get skoðað á laugardag.')).toEqual({
      score: 0,
      signals: [],
    });
  });

  it('reads Icelandic inflections: tryggingu, tryggingarféð, lyklana, lykilinn', () => {
    expect(codesOf('Greiddu tryggingu áður en þú skoðar.')).toContain('deposit_before_viewing');
    expect(codesOf('Leggðu inn tryggingarféð áður en þú sérð hana.')).toContain(
      'deposit_before_viewing',
    );
    expect(codesOf('Ég sendi þér lyklana í pósti.')).toContain('deposit_before_viewing');
    expect(codesOf('Við erum búsett erlendis.')).toContain('owner_abroad');
    expect(codesOf('Þú getur greitt beint inn á persónulegan reikning.')).toContain(
      'payment_outside_platform',
    );
  });

  it('keeps the words as written, at most 80 characters', () => {
    const { signals } = assessScamSignals('Sendu peninga með WESTERN UNION strax.');
    expect(signals.find((s) => s.code === 'money_transfer_service')?.excerpt).toBe('WESTERN UNION');
    for (const signal of signals) expect(signal.excerpt.length).toBeLessThanOrEqual(80);
  });

  it('treats Icelandic numbers as local and others as foreign', () => {
    expect(codesOf('Hringdu í +354 864 1234.')).not.toContain('foreign_phone_number');
    expect(codesOf('Call +44 7700 900123.')).toContain('foreign_phone_number');
  });

  it('lets one weak signal stay below the threshold and several rise above it', () => {
    const weak = assessScamSignals('Þetta er mjög áríðandi, svaraðu strax.');
    expect(weak.signals.map((s) => s.code)).toEqual(['urgency']);
    expect(isScamWarning(weak)).toBe(false);
    const strong = assessScamSignals(
      'I am abroad and cannot show it. Pay the deposit by Western Union before the viewing, urgent.',
    );
    expect(strong.score).toBeGreaterThan(0.8);
    expect(isScamWarning(strong)).toBe(true);
  });

  it('only uses known signal codes', () => {
    for (const message of FRAUD_CORPUS)
      for (const signal of assessScamSignals(message.text).signals)
        expect(SCAM_SIGNAL_CODES).toContain(signal.code);
  });
});

describe('look-alike domains', () => {
  it('trusts the real domains and their subdomains', () => {
    for (const host of ['leiga.is', 'www.leiga.is', 'minarsidur.island.is', 'arionbanki.is'])
      expect(imitatedDomain(host.replace(/^www\./, ''))).toBeNull();
    expect(codesOf('Sjá https://island.is/husnaedisbaetur og leiga.is/listings/5')).toEqual([]);
  });

  it('catches homoglyphs, slips and trusted names worn by other domains', () => {
    expect(imitatedDomain('le1ga.is')).toBe('leiga.is');
    expect(imitatedDomain('leiiga.is')).toBe('leiga.is');
    expect(imitatedDomain('leiga.com')).toBe('leiga.is');
    expect(imitatedDomain('island-is.info')).toBe('island.is');
    expect(imitatedDomain('landsbankinn-oryggi.com')).toBe('landsbankinn.is');
    expect(imitatedDomain('islandsbank1.com')).toBe('islandsbanki.is');
    expect(imitatedDomain('arionbanki.is.secure-login.com')).toBe('arionbanki.is');
    expect(imitatedDomain('xn--leia-yqa.is')).not.toBeNull();
  });

  it('leaves unrelated domains and file names alone', () => {
    expect(imitatedDomain('ruv.is')).toBeNull();
    expect(imitatedDomain('info.is')).toBeNull();
    expect(findHostnames('See floorplan.pdf and https://www.ruv.is/frett')).toEqual(['ruv.is']);
  });

  it('counts swaps of neighbouring letters as one edit', () => {
    expect(editDistance('liega', 'leiga')).toBe(1);
    expect(editDistance('leiga', 'leiga')).toBe(0);
    expect(editDistance('abc', 'xyz')).toBe(3);
  });
});

describe('the fraud messages', () => {
  it('explain every signal and name every review status in all five languages', () => {
    for (const locale of ['is', 'en', 'uk', 'da', 'pl']) {
      const url = new URL(`../src/locales/${locale}/fraud.json`, import.meta.url);
      const messages = JSON.parse(readFileSync(url, 'utf8')) as {
        signals: Record<string, string>;
        statuses: Record<string, string>;
      };
      expect(Object.keys(messages.signals).sort()).toEqual([...SCAM_SIGNAL_CODES].sort());
      expect(Object.keys(messages.statuses).sort()).toEqual([...FRAUD_REVIEW_STATUSES].sort());
    }
  });
});
