import { NormalizerEn, StemmerEn, TokenizerEn } from "@nlpjs/lang-en-min";
import { NeuralNetwork } from "@nlpjs/neural";
import type { ExampleMatcher } from "../../app/chat/answerer/classify.server";

/**
 * The classifier of nlp.js, the candidate that lost to MiniSearch (`exampleMatcher` in
 * app/chat/answerer/classify.server.ts; BENCHMARKS.md, "Which classifier"). It is kept here,
 * out of the Worker, so that classifiers.mjs can compare the two again as the examples grow.
 * `Nlp.train` and `Nlp.process` are async all the way down and the answerer is not, so this
 * runs the same steps with nlp.js's own synchronous parts: its English normalizer, tokenizer
 * and stemmer, its one-layer neural network, the exact-match dictionary of stems, and its
 * rules for an intent (only intents that share a stem with the question count, scores squared
 * and normalised, a tie or a best score under 0.5 is no intent). classifiers.mjs checks that
 * it labels every question as `Nlp.process` does.
 */

const normalizer = new NormalizerEn();
const tokenizer = new TokenizerEn();
const stemmer = new StemmerEn();

/** nlp.js's threshold: a best score under it is the intent "None". */
const THRESHOLD = 0.5;

function stemsOf(text: string): string[] {
  return [...new Set(stemmer.stem(tokenizer.tokenize(normalizer.normalize(text))))];
}

const asFeatures = (stems: readonly string[]) => Object.fromEntries(stems.map((stem) => [stem, 1]));
const keyOf = (stems: readonly string[]) => [...stems].sort().join();

export const nlpjsMatcher: ExampleMatcher = (labelled) => {
  // The network's outputs are named by the label's place, since a label need not be a string (the FAQ's are answers).
  const labels = [...new Set(labelled.map(({ label }) => label))];
  const known = new Set<string>();
  const stemsOfLabel = labels.map(() => new Set<string>());
  const exact = new Map<string, number>();
  const corpus = labelled.map(({ text, label }) => {
    const stems = stemsOf(text);
    const output = labels.indexOf(label);
    for (const stem of stems) {
      known.add(stem);
      stemsOfLabel[output]?.add(stem);
    }
    exact.set(keyOf(stems), output);
    return { input: asFeatures(stems), output: { [output]: 1 } };
  });
  const network = new NeuralNetwork({ log: false });
  network.train(corpus);
  return (question) => {
    const stems = stemsOf(question);
    const exactMatch = exact.get(keyOf(stems));
    if (exactMatch !== undefined) return labels[exactMatch] ?? null;
    const outputs = network.run(asFeatures(stems.filter((stem) => known.has(stem)))) ?? {};
    const scored = labels
      .map((label, output) => ({ label, score: outputs[output] ?? 0, shares: stems.some((stem) => stemsOfLabel[output]?.has(stem)) }))
      .filter(({ score }) => score > 0)
      .map(({ label, score, shares }) => ({ label, score: shares ? score ** 2 : 0 }));
    const total = scored.reduce((sum, { score }) => sum + score, 0);
    const [best, second] = scored.sort((a, b) => b.score - a.score);
    if (!best || total === 0 || best.score === second?.score) return null;
    return best.score / total >= THRESHOLD ? best.label : null;
  };
};
