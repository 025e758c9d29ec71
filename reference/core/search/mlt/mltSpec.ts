/**
 * The `more_like_this` body as MoreLikeThisQueryBuilder reads it: `fields`, `like`/`unlike` (texts, and
 * items: `{_index, _id}` documents, fetched by the coordinating rewrite, or `{doc}` artificial documents),
 * and the term selection parameters with ES's defaults (max_query_terms 25, min_term_freq 2, min_doc_freq 5,
 * max_doc_freq unlimited, min/max_word_length 0, minimum_should_match "30%", boost_terms 0, include false).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { keywordOf } from '../fields.ts';
import { isEsError, mltMalformed, unknownField, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { where, type QueryContext } from '../queryLeaves.ts';

/** A like/unlike item: a document by id (its source once fetched) or an artificial one. */
export interface MltItem {
  index?: string;
  id?: string;
  routing?: string;
  doc?: JsonObject;
  fields?: string[];
}

export interface MltSpec {
  fields: string[] | undefined;
  likeTexts: string[];
  likeItems: MltItem[];
  unlikeTexts: string[];
  unlikeItems: MltItem[];
  maxQueryTerms: number;
  minTermFreq: number;
  minDocFreq: number;
  maxDocFreq: number;
  minWordLength: number;
  maxWordLength: number;
  stopWords: Set<string>;
  analyzer: string | undefined;
  minimumShouldMatch: string;
  boostTerms: number;
  include: boolean;
  failOnUnsupportedField: boolean;
  boost: number;
}

const KEYS = new Set(['fields', 'like', 'unlike', 'max_query_terms', 'min_term_freq', 'min_doc_freq', 'max_doc_freq', 'min_word_length', 'min_word_len', 'max_word_length', 'max_word_len', 'stop_words', 'analyzer', 'minimum_should_match', 'boost_terms', 'include', 'fail_on_unsupported_field', 'boost', '_name', 'ids', 'docs', 'like_text']);
const ITEM_KEYS = new Set(['_index', '_id', 'doc', 'routing', 'fields', 'per_field_analyzer', 'version', 'version_type', '_type']);

function list(v: Json | undefined): Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function items(ctx: QueryContext, v: Json | undefined, key: string, path: PathStep[], texts: string[], out: MltItem[]): EsError | undefined {
  const arr = list(v);
  for (let i = 0; i < arr.length; i++) {
    const x = arr[i] as Json;
    if (!isObject(x)) {
      texts.push(keywordOf(x));
      continue;
    }
    for (const k of Object.keys(x)) if (!ITEM_KEYS.has(k)) return unknownField(ctx.profile, 'more_like_this', k, where(ctx, [...path, key, i, k]));
    if (x._id === undefined && x.doc === undefined) return mltMalformed('[more_like_this] Item requires either id or doc', where(ctx, [...path, key, i]));
    out.push({
      index: x._index === undefined ? undefined : String(x._index),
      id: x._id === undefined ? undefined : String(x._id),
      routing: x.routing === undefined || x.routing === null ? undefined : String(x.routing),
      doc: isObject(x.doc) ? x.doc : undefined,
      fields: Array.isArray(x.fields) ? x.fields.map(String) : undefined,
    });
  }
  return undefined;
}

/** Parses a more_like_this body, or ES's error. */
export function parseMlt(ctx: QueryContext, body: Json, path: PathStep[]): MltSpec | EsError {
  if (!isObject(body)) return mltMalformed('[mlt] query malformed, no start_object after query name', where(ctx, path));
  for (const k of Object.keys(body)) if (!KEYS.has(k)) return mltMalformed(`[mlt] query does not support [${k}]`, where(ctx, [...path, k]));
  return fromBody(ctx, body as Record<string, Json>, path);
}

function fromBody(ctx: QueryContext, body: Record<string, Json>, path: PathStep[]): MltSpec | EsError {
  const spec: MltSpec = {
    fields: body.fields === undefined ? undefined : list(body.fields as Json).map((x) => keywordOf(x as Json)),
    likeTexts: [],
    likeItems: [],
    unlikeTexts: [],
    unlikeItems: [],
    maxQueryTerms: num(body.max_query_terms, 25),
    minTermFreq: num(body.min_term_freq, 2),
    minDocFreq: num(body.min_doc_freq, 5),
    maxDocFreq: num(body.max_doc_freq, 2147483647),
    minWordLength: num(body.min_word_length ?? body.min_word_len, 0),
    maxWordLength: num(body.max_word_length ?? body.max_word_len, 0),
    stopWords: new Set(list(body.stop_words as Json).map((x) => keywordOf(x as Json))),
    analyzer: typeof body.analyzer === 'string' ? body.analyzer : undefined,
    minimumShouldMatch: body.minimum_should_match === undefined ? '30%' : keywordOf(body.minimum_should_match as Json),
    boostTerms: num(body.boost_terms, 0),
    include: body.include === true,
    failOnUnsupportedField: body.fail_on_unsupported_field !== false,
    boost: typeof body.boost === 'number' ? Math.fround(body.boost) : 1,
  };
  const e1 = items(ctx, body.like as Json, 'like', path, spec.likeTexts, spec.likeItems);
  if (e1) return e1;
  const e2 = items(ctx, body.unlike as Json, 'unlike', path, spec.unlikeTexts, spec.unlikeItems);
  if (e2) return e2;
  if (spec.likeTexts.length === 0 && spec.likeItems.length === 0) return mltMalformed('more_like_this requires \'like\' to be specified', where(ctx, path));
  if (spec.fields !== undefined && spec.fields.length === 0) return mltMalformed('more_like_this requires \'fields\' to be non-empty', where(ctx, path));
  return spec;
}

function num(v: Json | undefined, d: number): number {
  return typeof v === 'number' ? Math.trunc(v) : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Math.trunc(Number(v)) : d;
}

export { isEsError };
