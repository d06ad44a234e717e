/** The parts of NLP.js the understanding uses; the packages ship JavaScript without types. */
declare module "@nlpjs/neural" {
  export type Features = Record<string, number>;
  export class NeuralNetwork {
    constructor(settings?: { log?: boolean; iterations?: number; errorThresh?: number });
    train(corpus: { input: Features; output: Record<string, number> }[]): {
      iterations: number;
      error: number;
    };
    run(input: Features): Record<string, number> | undefined;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}

declare module "@nlpjs/lang-es" {
  export class StemmerEs {
    stemWord(word: string): string;
  }
}

declare module "@nlpjs/lang-pt" {
  export class StemmerPt {
    stemWord(word: string): string;
  }
}

declare module "@nlpjs/lang-en-min" {
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
