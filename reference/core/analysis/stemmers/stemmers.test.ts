/**
 * The stemmers: Porter against the examples of Porter's 1980 paper (the vocabulary Lucene's
 * TestPorterStemFilter checks is the same algorithm's output), Snowball English against snowball's
 * english voc.txt / output.txt pairs, and Lucene's EnglishMinimalStemmer and EnglishPossessiveFilter.
 */
import { describe, expect, it } from 'vitest';
import { wordPairs } from './wordPairs.ts';
import { porterStem } from './porter.ts';
import { porter2Stem } from './porter2.ts';
import { englishMinimalStem, englishPossessive } from './english.ts';

const pairs = wordPairs;

describe('Porter (PorterStemmer)', () => {
  it.each(pairs(`caresses caress ponies poni ties ti cats cat feed feed agreed agre plastered plaster bled bled motoring motor sing sing
    conflated conflat troubled troubl sized size hopping hop tanned tan falling fall hissing hiss fizzed fizz failing fail filing file
    happy happi sky sky relational relat conditional condit rational ration valenci valenc digitizer digit conformabli conform
    radicalli radic differentli differ vileli vile analogousli analog vietnamization vietnam predication predic operator oper
    feudalism feudal decisiveness decis hopefulness hope callousness callous formaliti formal sensitiviti sensit sensibiliti sensibl
    triplicate triplic formative form formalize formal electriciti electr electrical electr hopeful hope goodness good revival reviv
    allowance allow inference infer airliner airlin gyroscopic gyroscop adjustable adjust defensible defens irritant irrit
    replacement replac adjustment adjust dependent depend adoption adopt communism commun activate activ angulariti angular
    homologous homolog effective effect bowdlerize bowdler probate probat rate rate cease ceas controll control roll roll`))('%s → %s', (w, s) => {
    expect(porterStem(w)).toBe(s);
  });
});

describe('Snowball English (EnglishStemmer)', () => {
  it.each(pairs(`consign consign consigned consign consigning consign consignment consign consist consist consistency consist
    consolation consol consolatory consolatori console consol consolidate consolid conspicuous conspicu conspiracy conspiraci
    constable constabl knack knack knackeries knackeri knavish knavish kneaded knead kneeling kneel knives knive generously generous
    running run ties tie cries cri gaps gap gas gas kiwis kiwi hoping hope luxuriating luxuri skies sky dying die news news
    inning inning succeed succeed fluently fluentli`))('%s → %s', (w, s) => {
    expect(porter2Stem(w)).toBe(s);
  });
});

describe('English minimal and possessive', () => {
  it('EnglishMinimalStemmer (TestEnglishMinimalStemFilter)', () => {
    expect(['queries', 'phrases', 'corpus', 'stress', 'kings', 'panels', 'aerodynamics', 'congress', 'serious'].map(englishMinimalStem)).toEqual([
      'query', 'phrase', 'corpus', 'stress', 'king', 'panel', 'aerodynamic', 'congress', 'serious',
    ]);
  });
  it("EnglishPossessiveFilter: 's, ’s and ＇s", () => {
    expect(["dog's", 'dog’s', 'dog＇s', "DOG'S", 'dogs'].map(englishPossessive)).toEqual(['dog', 'dog', 'dog', 'DOG', 'dogs']);
  });
});
