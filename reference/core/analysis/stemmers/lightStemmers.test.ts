/**
 * The other Lucene stemmers `stemmer` names. Pins: Lucene's TestGermanStemFilter data (Caumanns's GermanStemmer:
 * abschließen…, Tisch…, Haus…, Ausmaß), the worked examples in the Lucene sources' comments (NorwegianLightStemmer
 * "hemmelig-heter", "kake → kak"; SpanishPluralStemmer "jerseis", "voces", "relojes"), and version gates from ES's
 * changelog (persian 8.11, spanish_plural 8.14).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';
import { germanCaumannsStem } from './germanCaumanns.ts';
import { germanMinimalStem } from './germanMinimal.ts';
import { finnishLightStem, hungarianLightStem } from './lightNordic.ts';
import { norwegianLightStem, norwegianMinimalStem, nynorskLightStem, russianLightStem, swedishLightStem } from './lightScandinavian.ts';
import { persianStem } from './persian.ts';
import { spanishPluralStem } from './spanishPlural.ts';

describe('GermanStemmer (german_stem; TestGermanStemFilter data)', () => {
  it.each([
    ['häufig', 'haufig'], ['abschließen', 'abschliess'], ['abschließender', 'abschliess'], ['abschließendes', 'abschliess'],
    ['Tisch', 'tisch'], ['Tische', 'tisch'], ['Tischen', 'tisch'], ['Haus', 'hau'], ['Hauses', 'hau'], ['Häuser', 'hau'],
    ['Häusern', 'hau'], ['hauen', 'hau'], ['Drama', 'drama'], ['Dramen', 'dram'], ['Ausmaß', 'ausmass'], ['Matrizen', 'matrix'],
  ])('%s → %s', (w, s) => expect(germanCaumannsStem(w)).toBe(s));
});

describe('light and minimal stemmers', () => {
  it('German minimal: umlauts folded, -nen/-en/-er/-es/-se then one of n e s r', () => {
    expect(germanMinimalStem('häuser')).toBe('haus');
    expect(germanMinimalStem('tischen')).toBe('tisch');
    expect(germanMinimalStem('kind')).toBe('kind');
  });
  it('Norwegian (Bokmål and Nynorsk endings by variant)', () => {
    expect(norwegianLightStem('hemmeligheter')).toBe('hemmelig');
    expect(norwegianLightStem('bilens')).toBe('bil');
    expect(norwegianLightStem('kaker')).toBe('kak');
    expect(norwegianMinimalStem('kake')).toBe('kak');
    expect(norwegianMinimalStem('husene')).toBe('hus');
    expect(nynorskLightStem('hemmelegheita')).toBe('hemmeleg');
    expect(norwegianLightStem('hemmelegheita')).toBe('hemmelegheit');
  });
  it('Swedish, Finnish, Hungarian and Russian light stemmers', () => {
    expect(swedishLightStem('jaktkarlarne')).toBe('jaktkarl');
    expect(finnishLightStem('taloissa')).toBe('talo');
    expect(hungarianLightStem('emberek')).toBe('ember');
    expect(russianLightStem('журналы')).toBe('журнал');
  });
  it('Spanish plural', () => {
    for (const [w, s] of [['casas', 'casa'], ['jerseis', 'jersey'], ['voces', 'voz'], ['relojes', 'reloj'], ['leyes', 'ley'], ['parques', 'parque'], ['lunes', 'lunes'], ['clubes', 'club']]) {
      expect(spanishPluralStem(w!)).toBe(s);
    }
  });
  it('Persian: suffixes after normalization, two chars kept', () => {
    expect(persianStem('كتابها')).toBe('كتاب');
    expect(persianStem('ها')).toBe('ها');
  });
});

describe('version gates', () => {
  const make = (profile: ProfileName, language: string) =>
    call(testSimulator({ profile }), 'PUT', '/s', { settings: { analysis: { filter: { f: { type: 'stemmer', language } } } } });
  it('persian from ES 8.11, spanish_plural from 8.14: before, Snowball finds no such stemmer', () => {
    expect(make('elasticsearch@8.11.0', 'persian').status).toBe(200);
    const old = make('elasticsearch@8.10.4', 'persian');
    expect(old.status).toBe(400);
    expect(old.body.error.reason).toBe('Invalid stemmer class specified: Persian');
    expect(make('elasticsearch@8.14.0', 'spanish_plural').status).toBe(200);
    expect(make('elasticsearch@8.13.4', 'spanish_plural').body.error.reason).toBe('Invalid stemmer class specified: Spanish_plural');
  });
  it('the persian analyzer stems from 9.0 (Lucene 10)', () => {
    const analyze = (profile: ProfileName) => call(testSimulator({ profile }), 'POST', '/_analyze', { analyzer: 'persian', text: 'كتابها' }).body.tokens.map((t: { token: string }) => t.token);
    expect(analyze('elasticsearch@8.19.0')).toEqual(['كتابها']);
    expect(analyze('elasticsearch@9.1.0')).toEqual(['كتاب']);
    expect(analyze('opensearch@3.0.0')).toEqual(['كتاب']);
    expect(analyze('opensearch@2.19.0')).toEqual(['كتابها']);
  });
});
