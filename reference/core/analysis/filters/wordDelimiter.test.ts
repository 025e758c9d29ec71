/**
 * word_delimiter and word_delimiter_graph against Lucene's classes. `wordDelimiterLucene.json` holds 300 cases
 * recorded from WordDelimiterFilter / WordDelimiterGraphFilter (lucene-analyzers-common 8.7.0, behind a
 * WhitespaceTokenizer, an optional ASCIIFoldingFilter that makes offsets disagree with the term, and a
 * SetKeywordMarkerFilter): random texts of case changes, digits, delimiters, possessives, non-Latin letters,
 * marks and surrogate pairs, under random flag sets, protected words and type tables. The port follows Lucene
 * 9.12's source (the graph class as in Lucene 10, unchanged since 8.7 for these inputs: 33,000 cases compared, all
 * equal). Then properties of the output that hold for any input.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

interface Case {
  flags: number;
  adjust: boolean;
  graph: boolean;
  fold: boolean;
  protected: string[];
  keywords: string[];
  table: string[];
  text: string;
  lucene: string;
}
const CASES: Case[] = JSON.parse(readFileSync(new URL('./wordDelimiterLucene.json', import.meta.url), 'utf8'));
const FLAGS: [string, number][] = [
  ['generate_word_parts', 1], ['generate_number_parts', 2], ['catenate_words', 4], ['catenate_numbers', 8], ['catenate_all', 16],
  ['preserve_original', 32], ['split_on_case_change', 64], ['split_on_numerics', 128], ['stem_english_possessive', 256], ['ignore_keywords', 512],
];
const TYPE_NUMBERS: Record<string, string> = { 1: 'LOWER', 2: 'UPPER', 3: 'ALPHA', 4: 'DIGIT', 7: 'ALPHANUM', 8: 'SUBWORD_DELIM' };

const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
interface Out { token: string; position: number; positionLength?: number; start_offset: number; end_offset: number }
function analyze(graph: boolean, flags: number, text: string, extra: Record<string, unknown> = {}, before: unknown[] = []): Out[] {
  const wd: Record<string, unknown> = { type: graph ? 'word_delimiter_graph' : 'word_delimiter', ...extra };
  for (const [k, bit] of FLAGS) wd[k] = (flags & bit) !== 0;
  const r = call(sim, 'POST', '/_analyze', { tokenizer: 'whitespace', filter: [...before, wd], text });
  expect(r.status).toBe(200);
  return r.body.tokens;
}
const show = (tokens: Out[]): string => tokens.map((t) => `${t.token}@${t.position}+${t.positionLength ?? 1}:${t.start_offset}-${t.end_offset}`).join(' ');

describe('word_delimiter(_graph): Lucene\'s recorded outputs', () => {
  it('300 random cases give Lucene\'s terms, positions, position lengths and offsets', () => {
    expect(CASES.length).toBe(300);
    const wrong: string[] = [];
    for (const c of CASES) {
      const extra: Record<string, unknown> = {};
      if (c.graph) extra.adjust_offsets = c.adjust;
      if (c.protected.length) extra.protected_words = c.protected;
      if (c.table.length) extra.type_table = c.table.map((r) => r.replace(/ => (\d+)$/, (_x, n: string) => ` => ${TYPE_NUMBERS[n] ?? n}`));
      const before: unknown[] = [];
      if (c.fold) before.push('asciifolding');
      if (c.keywords.length) before.push({ type: 'keyword_marker', keywords: c.keywords });
      const got = show(analyze(c.graph, c.flags, c.text, extra, before));
      if (got !== c.lucene) wrong.push(`${JSON.stringify(c)}\n  got ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('named cases (WordDelimiterGraphFilter javadoc, TestWordDelimiterGraphFilter)', () => {
    // catenate_words: the run spans its parts (graph); the flat filter stacks it on a part, and its OffsetSorter
    // then puts it before `Shot` (smaller start offset), so it sits at Power's position.
    expect(show(analyze(true, 1 | 2 | 4 | 64 | 128 | 256, 'PowerShot'))).toBe('PowerShot@0+2:0-9 Power@0+1:0-5 Shot@1+1:5-9');
    expect(show(analyze(false, 1 | 2 | 4 | 64 | 128 | 256, 'PowerShot'))).toBe('Power@0+1:0-5 PowerShot@0+1:0-9 Shot@1+1:5-9');
    // The possessive goes; preserve_original keeps the token whole and first, spanning every part.
    expect(show(analyze(true, 1 | 2 | 32 | 64 | 128 | 256, "O'Neil's"))).toBe("O'Neil's@0+2:0-8 O@0+1:0-1 Neil@1+1:2-6");
    // type_table left sides are unescaped as WordDelimiterTokenFilterFactory.parseString does (`\uXXXX`).
    expect(show(analyze(true, 1 | 2 | 64 | 128 | 256, 'wi-fi x,y', { type_table: ['\\u002D => ALPHA', '\\, => DIGIT'] }))).toBe('wi-fi@0+1:0-5 x@1+1:6-7 ,@2+1:7-8 y@3+1:8-9'); // the jar's answer
    // Offsets never go backwards in the graph filter, whatever the parts' own spans.
    expect(show(analyze(true, 1 | 2 | 16, 'wi-fi-4000'))).toBe('wifi4000@0+3:0-10 wi@0+1:0-2 fi@1+1:3-5 4000@2+1:6-10');
  });
});

const textArb = fc.array(fc.constantFrom('Wi', 'fi', 'XL', '500', '-', '_', "'s", 'é', 'Ω', '😀', ' ', 'ab', 'CD', '7', '.', '²'), { minLength: 1, maxLength: 12 }).map((a) => a.join(''));
const flagsArb = fc.integer({ min: 0, max: 1023 });

describe('word_delimiter(_graph): properties', () => {
  it('the graph filter never moves a start offset back and keeps positions in order', () => {
    fc.assert(fc.property(textArb, flagsArb, (text, flags) => {
      const tokens = analyze(true, flags, text);
      for (let i = 1; i < tokens.length; i++) {
        expect(tokens[i].start_offset).toBeGreaterThanOrEqual(tokens[i - 1].start_offset);
        expect(tokens[i].position).toBeGreaterThanOrEqual(tokens[i - 1].position);
      }
    }), { numRuns: 150 });
  });

  it('every term is a piece of its input word, a concatenation of pieces, or the word itself', () => {
    fc.assert(fc.property(textArb, flagsArb, fc.boolean(), (text, flags, graph) => {
      const words = text.split(' ').filter((w) => w.length > 0);
      for (const t of analyze(graph, flags, text)) {
        const word = words.find((w) => w === t.token || [...t.token].every((ch) => w.includes(ch)));
        expect(word, `${t.token} from ${JSON.stringify(text)}`).toBeDefined();
      }
    }), { numRuns: 150 });
  });

  it('protected words and words without delimiters come out unchanged', () => {
    fc.assert(fc.property(textArb, flagsArb, fc.boolean(), (text, flags, graph) => {
      const words = text.split(' ').filter((w) => w.length > 0);
      const out = analyze(graph, flags, text, { protected_words: words }).map((t) => t.token);
      expect(out).toEqual(words);
    }), { numRuns: 100 });
  });

  it('with only word and number parts, no term holds a delimiter', () => {
    fc.assert(fc.property(textArb, fc.boolean(), (text, graph) => {
      for (const t of analyze(graph, 1 | 2 | 64 | 128 | 256, text)) expect(t.token).not.toMatch(/[-_.' ²]/);
    }), { numRuns: 100 });
  });
});
