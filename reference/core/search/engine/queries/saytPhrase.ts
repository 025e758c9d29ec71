/**
 * Phrase and phrase-prefix queries on a search_as_you_type root field (SearchAsYouTypeFieldType.phraseQuery /
 * phrasePrefixQuery): a phrase of two or more positions, without slop or gaps, is run on the shingle field of
 * that many positions (capped at max_shingle_size) over the tokens shingled so (FixedShingleFilter). A
 * phrase prefix whose shingled stream is one shingle of at most 20 characters is a term on `_index_prefix`
 * (TextFieldMapper.createPhrasePrefixQuery: a SynonymQuery of one term, which rewrites to a TermQuery).
 */
import type { FieldDef } from '../../../mapping/types.ts';
import { maxShingleSize, PREFIX_KEY, SHINGLE_KEY } from '../../../mapping/searchAsYouType.ts';
import { fixedShingles } from '../../../analysis/searchAsYouType.ts';
import type { QNode } from '../qnode.ts';

interface Tok {
  term: string;
  position: number;
  positionLength: number;
}

/** The shingle field and shingled tokens a root phrase delegates to, or undefined (the root runs it). */
function delegate(field: string, def: FieldDef | undefined, tokens: Tok[], slop: number): { field: string; size: number; shingles: Tok[] } | undefined {
  if (!def || def.type !== 'search_as_you_type' || def[SHINGLE_KEY] !== undefined || def[PREFIX_KEY] !== undefined) return undefined;
  if (slop > 0 || tokens.length === 0) return undefined;
  // TextFieldType.hasGaps: a position increment above 1 (a removed stop word) keeps the phrase on the root.
  for (let i = 1; i < tokens.length; i++) if (tokens[i]!.position - tokens[i - 1]!.position > 1) return undefined;
  if (tokens[0]!.position > 0) return undefined;
  const numPos = tokens[tokens.length - 1]!.position + 1;
  if (numPos <= 1) return undefined;
  const size = Math.min(numPos, maxShingleSize(def));
  const tokenObjs = tokens.map((t) => ({ ...t, startOffset: 0, endOffset: 0, type: 'word' }));
  const shingles = fixedShingles(tokenObjs, size, 0).tokens;
  return { field: `${field}._${size}gram`, size, shingles };
}

/** A match_phrase on a search_as_you_type root as ES rewrites it, or undefined. */
export function saytPhrase(field: string, def: FieldDef | undefined, tokens: Tok[], slop: number, boost: number): QNode | undefined {
  const d = delegate(field, def, tokens, slop);
  if (!d || d.shingles.length === 0) return undefined;
  // A one-term PhraseQuery rewrites to a TermQuery.
  if (d.shingles.length === 1) return { kind: 'term', field: d.field, term: d.shingles[0]!.term, boost };
  return { kind: 'phrase', field: d.field, terms: d.shingles.map((t) => t.term), positions: d.shingles.map((t) => t.position), slop: 0, boost };
}

/**
 * A match_phrase_prefix on a search_as_you_type root as ES rewrites it, or undefined: only the one-shingle
 * case (a term on `_index_prefix`); longer ones (a SpanNearQuery with a field-masked prefix term) stay as before.
 */
export function saytPhrasePrefix(field: string, def: FieldDef | undefined, tokens: Tok[], slop: number, boost: number): QNode | undefined {
  const d = delegate(field, def, tokens, slop);
  if (!d || d.shingles.length !== 1) return undefined;
  const term = d.shingles[0]!.term;
  // PrefixFieldType.termLengthWithinBounds: 0 to 20 characters.
  if (term.length > 20) return undefined;
  return { kind: 'term', field: `${field}._index_prefix`, term, boost };
}
