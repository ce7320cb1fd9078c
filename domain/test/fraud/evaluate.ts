import { assessScamSignals, SCAM_WARNING_THRESHOLD } from '../../src/index.js';
import type { CorpusLanguage, CorpusMessage } from './corpus.js';

export type FraudMetrics = {
  threshold: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  f1: number;
};

/** Precision, recall and F1 of the rules on labelled messages at one threshold. */
export function evaluateCorpus(
  corpus: CorpusMessage[],
  threshold: number = SCAM_WARNING_THRESHOLD,
): FraudMetrics {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let trueNegatives = 0;
  for (const message of corpus) {
    const flagged = assessScamSignals(message.text).score >= threshold;
    const isScam = message.label === 'scam';
    if (flagged && isScam) truePositives++;
    else if (flagged) falsePositives++;
    else if (isScam) falseNegatives++;
    else trueNegatives++;
  }
  const precision =
    truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives);
  const recall =
    truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    threshold,
    truePositives,
    falsePositives,
    falseNegatives,
    trueNegatives,
    precision,
    recall,
    f1,
  };
}

export function inLanguage(corpus: CorpusMessage[], language: CorpusLanguage): CorpusMessage[] {
  return corpus.filter((m) => m.language === language);
}

/** The messages the rules get wrong at a threshold: what to read when tuning. */
export function misclassified(corpus: CorpusMessage[], threshold: number = SCAM_WARNING_THRESHOLD) {
  return corpus
    .map((message) => ({ message, assessment: assessScamSignals(message.text) }))
    .filter(
      ({ message, assessment }) => assessment.score >= threshold !== (message.label === 'scam'),
    );
}
