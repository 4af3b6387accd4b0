// nlp.js ships no types: the parts nlpjs-matcher.ts uses.
declare module "@nlpjs/lang-en-min" {
  export class NormalizerEn {
    normalize(text: string): string;
  }
  export class TokenizerEn {
    tokenize(text: string): string[];
  }
  export class StemmerEn {
    stem(tokens: string[]): string[];
  }
}

declare module "@nlpjs/neural" {
  type Features = Record<string, number>;
  export class NeuralNetwork {
    constructor(settings?: { log?: boolean });
    train(corpus: { input: Features; output: Features }[]): unknown;
    run(input: Features): Features | undefined;
  }
}
