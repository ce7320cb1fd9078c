import type { AiLanguage, AiMessage } from './ai-provider.js';
import { unicodeWords } from './unicode-words.js';

/**
 * The local provider's extractive summary: the sentences that carry facts (dates, money, the
 * viewing, the home, decisions), grouped by who wrote them. Nothing is invented: every line is a
 * sentence someone wrote, tagged with what it is about.
 */
export const FACT_TOPICS = ['date', 'money', 'viewing', 'home', 'decision'] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

const TOPIC_PATTERNS: Record<FactTopic, RegExp> = {
  date: /\b(\d{1,2}\.\s?\d{1,2}\.(\s?\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}\.\s?(jan|feb|mar|apr|maí|mai|may|jún|jun|júl|jul|ágú|aug|sep|okt|oct|nóv|nov|des|dec)\w*|(mánu|þriðju|miðviku|fimmtu|föstu|laugar|sunnu)dag\w*|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|á morgun|í dag|today|kl\.\s?\d{1,2}|\d{1,2}[:.]\d{2}|(frá|from)\s+\d|mánaðamót\w*)/i,
  money:
    /(\bkr\.?\b|\bisk\b|krón\w*|\d[\d.\s]*\s?(þús|k\b)|\btrygging\w*|\bdeposit\b|\brent\b|\bleiguverð\w*|\bverð\w*|\bprice\b|\bgreið\w*|\bpay\w*|\bmánaðarleig\w*)/i,
  viewing:
    /\b(skoð\w*|viewing|view|sýna|sýni\w*|see the (flat|apartment|home)|visit|heimsókn\w*|opið hús|open house)/i,
  home: /\b(íbúð\w*|herberg\w*|hús\w*|apartment|flat|room\w*|bedroom\w*|m²|fermetr\w*|square met\w*|svalir|balcony|þvottahús\w*|bílastæð\w*|parking|gæludýr\w*|pets?|kött\w*|hund\w*|cat|dog|húsgögn\w*|furnish\w*)/i,
  decision:
    /\b(samþykk\w*|accept\w*|agree\w*|ákveð\w*|ákvörð\w*|decid\w*|staðfest\w*|confirm\w*|sammála|hafna\w*|declin\w*|reject\w*|skrifa undir|sign\w*|tek hana|tek íbúðina|tökum hana|we'll take|i'll take|deal)\b/i,
};

const TOPIC_MATCHERS = Object.fromEntries(
  FACT_TOPICS.map((topic) => [topic, unicodeWords(TOPIC_PATTERNS[topic])]),
) as Record<FactTopic, RegExp>;

export type FactSentence = { sentence: string; topics: FactTopic[] };

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu})|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function topicsOf(sentence: string): FactTopic[] {
  return FACT_TOPICS.filter((topic) => TOPIC_MATCHERS[topic].test(sentence));
}

/** Per author, in order of first appearance: their sentences that carry at least one topic. */
export function extractFacts(
  messages: AiMessage[],
): Array<{ authorName: string; role: AiMessage['role']; facts: FactSentence[] }> {
  const byAuthor = new Map<string, { role: AiMessage['role']; facts: FactSentence[] }>();
  for (const message of messages) {
    const entry = byAuthor.get(message.authorName) ?? { role: message.role, facts: [] };
    byAuthor.set(message.authorName, entry);
    for (const sentence of splitSentences(message.body)) {
      const topics = topicsOf(sentence);
      if (topics.length > 0 && !entry.facts.some((f) => f.sentence === sentence)) {
        entry.facts.push({ sentence, topics });
      }
    }
  }
  return [...byAuthor].map(([authorName, entry]) => ({ authorName, ...entry }));
}

type SummaryLabels = {
  heading: (count: number, from: string, to: string) => string;
  roles: Record<AiMessage['role'], string>;
  topics: Record<FactTopic, string>;
  nothing: string;
  empty: string;
};

/** The words around the extracted sentences, in the summary's language. */
export const SUMMARY_LABELS: Record<AiLanguage, SummaryLabels> = {
  is: {
    heading: (n, from, to) => `${n} skilaboð, ${from}–${to}.`,
    roles: {
      tenant: 'leigjandi',
      landlord: 'leigusali',
      staff: 'starfsmaður',
      other: 'þátttakandi',
    },
    topics: {
      date: 'Tími',
      money: 'Fjárhæðir',
      viewing: 'Skoðun',
      home: 'Eignin',
      decision: 'Ákvörðun',
    },
    nothing: 'engar staðreyndir um dagsetningar, fjárhæðir, skoðun, eignina eða ákvarðanir',
    empty: 'Engin skilaboð eru í samtalinu.',
  },
  en: {
    heading: (n, from, to) => `${n} messages, ${from}–${to}.`,
    roles: { tenant: 'tenant', landlord: 'landlord', staff: 'staff', other: 'participant' },
    topics: {
      date: 'Time',
      money: 'Money',
      viewing: 'Viewing',
      home: 'The home',
      decision: 'Decision',
    },
    nothing: 'no facts about dates, money, a viewing, the home or decisions',
    empty: 'The conversation has no messages.',
  },
  uk: {
    heading: (n, from, to) => `Повідомлень: ${n}, ${from}–${to}.`,
    roles: { tenant: 'орендар', landlord: 'орендодавець', staff: 'персонал', other: 'учасник' },
    topics: { date: 'Час', money: 'Гроші', viewing: 'Огляд', home: 'Житло', decision: 'Рішення' },
    nothing: 'немає фактів про дати, гроші, огляд, житло чи рішення',
    empty: 'У розмові немає повідомлень.',
  },
  da: {
    heading: (n, from, to) => `${n} beskeder, ${from}–${to}.`,
    roles: { tenant: 'lejer', landlord: 'udlejer', staff: 'medarbejder', other: 'deltager' },
    topics: {
      date: 'Tid',
      money: 'Beløb',
      viewing: 'Fremvisning',
      home: 'Boligen',
      decision: 'Beslutning',
    },
    nothing: 'ingen oplysninger om datoer, beløb, fremvisning, boligen eller beslutninger',
    empty: 'Samtalen har ingen beskeder.',
  },
  pl: {
    heading: (n, from, to) => `Wiadomości: ${n}, ${from}–${to}.`,
    roles: { tenant: 'najemca', landlord: 'wynajmujący', staff: 'personel', other: 'uczestnik' },
    topics: {
      date: 'Termin',
      money: 'Kwoty',
      viewing: 'Oglądanie',
      home: 'Mieszkanie',
      decision: 'Decyzja',
    },
    nothing: 'brak informacji o terminach, kwotach, oglądaniu, mieszkaniu ani decyzjach',
    empty: 'W rozmowie nie ma wiadomości.',
  },
};

const dayOf = (iso: string) => {
  const d = new Date(iso);
  return `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
};

/** The extractive summary as text: a heading, then per participant their tagged key sentences. */
export function writeExtractiveSummary(messages: AiMessage[], language: AiLanguage): string {
  const labels = SUMMARY_LABELS[language];
  if (messages.length === 0) return labels.empty;
  const lines = [
    labels.heading(messages.length, dayOf(messages[0]!.sentAt), dayOf(messages.at(-1)!.sentAt)),
  ];
  for (const author of extractFacts(messages)) {
    lines.push('', `${author.authorName} (${labels.roles[author.role]}):`);
    if (author.facts.length === 0) lines.push(`- ${labels.nothing}`);
    for (const fact of author.facts) {
      const tags = fact.topics.map((t) => labels.topics[t]).join(', ');
      lines.push(`- [${tags}] ${fact.sentence}`);
    }
  }
  return lines.join('\n');
}
