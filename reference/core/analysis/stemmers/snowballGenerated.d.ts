/** Snowball stemmers no npm package holds at Lucene 9.12's Snowball version (see snowballStemmers.ts). */
export declare const basqueStem: (word: string) => string;
export declare const catalanStem: (word: string) => string;
export declare const estonianStem: (word: string) => string;
export declare const german2Stem: (word: string) => string;
export declare const kpStem: (word: string) => string;
export declare const lovinsStem: (word: string) => string;
