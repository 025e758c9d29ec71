/**
 * The tokens the search engine indexes and searches with: a field's analyzer from its mapping and the
 * index's analysis settings (reference/core/analysis), as one place the engine asks. A field whose analyzer
 * cannot be built (the index was created before a check existed) falls back to the standard analyzer.
 */
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { isEsError } from '../../errors/index.ts';
import { SHINGLE_KEY, PREFIX_KEY } from '../../mapping/searchAsYouType.ts';
import { saytAnalyzer } from '../../analysis/searchAsYouType.ts';
import { analyzerFor, namedAnalyzer, normalizerFor, type Analyzer } from '../../analysis/index.ts';
import type { FieldRef } from '../fields.ts';

/** One token: its term, its position within the value (from 0), and how many positions it spans. */
export interface EngineToken {
  term: string;
  position: number;
  positionLength: number;
}

/** How a field turns a value into tokens, and the position gap between values. */
export interface FieldAnalyzer {
  tokens(text: string): EngineToken[];
  /** Calls `fn` with each token's term and position (indexing: no token objects). */
  forEachToken(text: string, fn: (term: string, position: number) => void): void;
  positionIncrementGap: number;
}

/**
 * The standard analyzer without stop words on text of ASCII letters, digits and spaces: UAX#29 keeps a run
 * of letters and digits whole (WB9, WB10: `ab1` is one word) and breaks at spaces, so the words are the
 * runs, lower-cased, at consecutive positions. False when the text is not such (or a run exceeds
 * `max_token_length`, 255): the caller then runs the chain.
 */
function plainAscii(text: string, fn: (term: string, position: number) => void): boolean {
  // Checked whole before the first token: a false answer must not have called fn.
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) run = 0;
    else if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) || ++run > 255) return false;
  }
  // The runs, cut without an array of words (one per value indexed).
  let pos = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) !== 32) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      fn(text.slice(start, i).toLowerCase(), pos++);
      start = -1;
    }
  }
  return true;
}

function wrap(a: Analyzer, def: FieldDef | undefined): FieldAnalyzer {
  const gap = typeof def?.position_increment_gap === 'number' ? def.position_increment_gap : a.positionIncrementGap;
  const tokens = (text: string): EngineToken[] => a.analyze(text).map((t) => ({ term: t.term, position: t.position, positionLength: t.positionLength }));
  return {
    tokens,
    forEachToken(text, fn) {
      if (a.asciiLowercase && plainAscii(text, fn)) return;
      for (const t of a.analyze(text)) fn(t.term, t.position);
    },
    positionIncrementGap: gap,
  };
}

/** The analyzer of a text field for indexing, searching or phrases. */
export function fieldAnalyzer(index: IndexState, profile: Profile, def: FieldDef | undefined, purpose: 'index' | 'search' | 'search_quote'): FieldAnalyzer {
  const shingle = def?.[SHINGLE_KEY];
  const prefix = def?.[PREFIX_KEY];
  // A search_as_you_type sub-field wraps the root's index or search analyzer (never its search_quote one);
  // the prefix field searches with shingles only, and phrases with the root's search analyzer.
  const basePurpose = (shingle !== undefined || prefix !== undefined) && purpose !== 'index' ? 'search' : purpose;
  let a = analyzerFor(index, profile, def ?? { type: 'text' }, basePurpose);
  if (isEsError(a)) {
    const std = namedAnalyzer(undefined, profile, 'standard');
    if (isEsError(std)) throw new Error('the standard analyzer is missing');
    a = std;
  }
  return wrap(saytSubFieldAnalyzer(a, def, purpose), def);
}

/** `a` as a search_as_you_type sub-field analyses with it: shingles of its size (and prefixes' edge n-grams); other fields keep `a`. */
export function saytSubFieldAnalyzer(a: Analyzer, def: FieldDef | undefined, purpose: 'index' | 'search' | 'search_quote'): Analyzer {
  const shingle = def?.[SHINGLE_KEY];
  const prefix = def?.[PREFIX_KEY];
  if (typeof shingle === 'number') return saytAnalyzer(a, shingle, false);
  if (typeof prefix === 'number' && purpose !== 'search_quote') return saytAnalyzer(a, prefix, purpose === 'index');
  return a;
}

/** A named analyzer (a match query's `analyzer`), or undefined when the index has no such analyzer. */
export function analyzerNamed(index: IndexState, profile: Profile, name: string): FieldAnalyzer | undefined {
  const a = namedAnalyzer(index, profile, name);
  return isEsError(a) ? undefined : wrap(a, undefined);
}

/**
 * The analyzer a match-family query analyses its text with (MatchQueryParser.getAnalyzer): the query's named
 * `analyzer` when it gives one, else the field's search analyzer (search_quote for phrases). Undefined when the
 * named analyzer does not exist (MatchQueryBuilder.doToQuery refuses the query).
 */
export function queryAnalyzer(index: IndexState, profile: Profile, def: FieldDef | undefined, named: unknown, quoted: boolean): FieldAnalyzer | undefined {
  if (typeof named === 'string') return analyzerNamed(index, profile, named);
  return fieldAnalyzer(index, profile, def, quoted ? 'search_quote' : 'search');
}

/**
 * A keyword-like field's `normalizer` (keyword, wildcard), or undefined when its terms and doc values are its
 * values as they are: what term-level queries, doc values, sorts and aggregations see.
 */
export function normalizerOfRef(index: IndexState, profile: Profile, ref: FieldRef): ((v: string) => string) | undefined {
  if (ref.kind !== 'keyword' || ref.runtime || typeof ref.def?.normalizer !== 'string') return undefined;
  return keywordNormalizer(index, profile, ref.def);
}

/** A keyword field's normalizer applied to a value (identity when it has none). */
export function keywordNormalizer(index: IndexState, profile: Profile, def: FieldDef | undefined): (v: string) => string {
  const n = def ? normalizerFor(index, profile, def) : undefined;
  return n === undefined || isEsError(n) ? (v) => v : n;
}
