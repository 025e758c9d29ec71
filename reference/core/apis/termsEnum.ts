/**
 * `GET|POST /{index}/_terms_enum` (Elasticsearch ≥ 7.14, x-pack's TermsEnum action; OpenSearch has none):
 * the terms of a field that start with `string`, in the terms dictionary's order, for autocompletion.
 *
 * As TransportTermsEnumAction runs it on one node: every shard of the target indices that `index_filter`
 * can match gives its field's terms (MappedFieldType.getTerms: keyword, constant_keyword, flattened, root
 * and keyed; every other type gives none), merged in byte order without duplicates, the first `size` kept
 * (the node's loop adds a term before it checks the size, so `size` 0 or less still gives one). The terms
 * dictionary keeps a deleted document's terms until a merge drops it, so they are listed until then, as
 * Lucene lists them (the segments' term dictionaries, engine/shardViews.ts). `complete` is always true:
 * nothing here times out.
 */
import { isObject, type Json, type JsonObject, xContentToken } from '../json.ts';
import { fieldParseFailed, isEsError, notABoolean, notSupportedBySimulator, numberFormatCause, termsEnumValidation, unknownField, valueTypeUnsupported, type EsError } from '../errors/index.ts';
import { ok, type ApiRequest, type Env, type Handler } from '../handler.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { FieldDef } from '../mapping/types.ts';
import { compileFor, querySource, targetIndices } from '../search/execute.ts';
import { fieldSourceValues, resolveField, type FieldRef } from '../search/fields.ts';
import { shardCount, shardOf } from '../search/routing.ts';
import { frozenDocs } from '../search/resumable/frozenDocs.ts';
import { shardReaders } from '../search/engine/shardViews.ts';
import { compareBytes } from '../search/aggs/valueOrder.ts';
import { compareVersions } from '../search/aggs/versionOrder.ts';
import { parseTimeValue } from '../search/timeValue.ts';

const PARSER = 'terms_enum_request';
/** IndexWriter.MAX_TERM_LENGTH: the longest term Lucene indexes, in UTF-8 bytes. */
const MAX_TERM_LENGTH = 32766;
const UTF8 = new TextEncoder();

/** The request as TermsEnumAction's ObjectParser reads it. */
interface TermsEnumRequest {
  field?: string;
  string?: string;
  searchAfter?: string;
  size: number;
  caseInsensitive: boolean;
  timeoutMs: number;
  indexFilter?: Json;
}

/** The terms enum handler. */
export const termsEnum: Handler = (state, req, env) => {
  const parsed = parseRequest(req.body, env);
  if (isEsError(parsed)) return parsed;
  const problems = validate(parsed);
  if (problems.length > 0) return termsEnumValidation(problems);
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return indices;
  let total = 0;
  const perShard: string[][] = [];
  for (const index of indices) {
    const shards = shardCount(index);
    total += shards;
    const matching = filterShards(state, req, env, index, parsed.indexFilter);
    if (matching === 'failed') return ok(answer([], 0));
    if (isEsError(matching)) return matching;
    const terms = shardTerms(index, env, parsed);
    if (isEsError(terms)) return terms;
    for (let s = 0; s < shards; s++) if (matching.has(s) && terms[s]) perShard.push(terms[s]!);
  }
  // The node merges its shards' enums in term order: a version field's terms are its encodings.
  const order = indices.some((i) => resolveField(i, parsed.field!).def?.type === 'version') ? compareVersions : compareBytes;
  return ok(answer(merge(perShard, parsed.size, order), total));
};

function answer(terms: string[], shards: number): JsonObject {
  return { _shards: { total: shards, successful: shards, failed: 0 }, terms, complete: true };
}

/** TermsEnumAction.PARSER: strings, an int, a boolean, a time value and a query; anything else refused. */
function parseRequest(body: Json | undefined, env: Env): TermsEnumRequest | EsError {
  const out: TermsEnumRequest = { size: 10, caseInsensitive: false, timeoutMs: 1000 };
  if (!isObject(body)) return out;
  const at = { line: 1, col: 2 };
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    switch (k) {
      case 'field':
      case 'string':
      case 'search_after': {
        // ValueType.STRING takes a string only (not a number, not null).
        if (typeof v !== 'string') return valueTypeUnsupported(env.profile, PARSER, k, xContentToken(v), at);
        if (k === 'field') out.field = v;
        else if (k === 'string') out.string = v;
        else out.searchAfter = v;
        break;
      }
      case 'size': {
        // ValueType.INT: a number or a string that Integer.parseInt reads.
        const n = typeof v === 'number' ? v : typeof v === 'string' && /^[+-]?\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
        if (typeof v !== 'number' && typeof v !== 'string') return valueTypeUnsupported(env.profile, PARSER, k, xContentToken(v), at);
        if (!Number.isFinite(n)) return fieldParseFailed(env.profile, PARSER, k, at, numberFormatCause(String(v)));
        out.size = Math.trunc(n);
        break;
      }
      case 'case_insensitive': {
        // ValueType.BOOLEAN: a boolean, or a string Booleans.parseBoolean reads.
        if (typeof v === 'boolean') out.caseInsensitive = v;
        else if (v === 'true' || v === 'false') out.caseInsensitive = v === 'true';
        else if (typeof v === 'string') return fieldParseFailed(env.profile, PARSER, k, at, notABoolean(v));
        else return valueTypeUnsupported(env.profile, PARSER, k, xContentToken(v), at);
        break;
      }
      case 'timeout': {
        if (typeof v !== 'string') return valueTypeUnsupported(env.profile, PARSER, k, xContentToken(v), at);
        const ms = parseTimeValue(v, 'timeout', env.profile);
        if (isEsError(ms)) return fieldParseFailed(env.profile, PARSER, k, at, ms.cause);
        out.timeoutMs = ms;
        break;
      }
      case 'index_filter':
        if (!isObject(v)) return valueTypeUnsupported(env.profile, PARSER, k, xContentToken(v), at);
        out.indexFilter = v;
        break;
      default:
        return unknownField(env.profile, PARSER, k, at);
    }
  }
  return out;
}


/** TermsEnumRequest.validate, in its order. */
function validate(r: TermsEnumRequest): string[] {
  const out: string[] = [];
  if (r.string !== undefined && UTF8.encode(r.string).length > MAX_TERM_LENGTH) {
    out.push(`prefix string larger than ${MAX_TERM_LENGTH} characters, which is the maximum allowed term length for keyword fields.`);
  }
  if (r.field === undefined) out.push('field cannot be null');
  if (Math.trunc(r.timeoutMs / 1000) > 60) out.push('Timeout cannot be > 1 minute');
  return out;
}

/**
 * The shards `index_filter` can match (TransportTermsEnumAction.canMatchShard), or 'failed' when the filter
 * fails on the shard: that node's answer is then an exception, which the coordinator leaves out of the
 * response altogether (no terms, no shards counted). A filter Elasticsearch cannot even parse is refused
 * at the REST layer. Approximation: ES's can-match phase keeps a shard unless the query rewrites to
 * match_none there (a range outside the shard's values, an unmapped field); here a shard is kept when a
 * document on it matches, which differs only where the shard has values around a range but none in it.
 */
function filterShards(state: ClusterState, req: ApiRequest, env: Env, index: IndexState, filter: Json | undefined): Set<number> | EsError | 'failed' {
  const shards = shardCount(index);
  const all = new Set(Array.from({ length: shards }, (_, s) => s));
  if (filter === undefined || (isObject(filter) && Object.keys(filter).length === 1 && 'match_all' in filter)) return all;
  const src = querySource({ ...req, query: {} }, env, filter, state);
  if (isEsError(src)) return src;
  const q = compileFor(src, index, req, env, state.dataStreams);
  if (isEsError(q)) return PARSE_ERRORS.has(q.cause.type) ? q : 'failed';
  const out = new Set<number>();
  for (const doc of frozenDocs(index)) {
    if (out.size === shards) break;
    const shard = shardOf(index, env.profile, doc.routing ?? doc.id);
    if (!out.has(shard) && q.test(doc)) out.add(shard);
  }
  return out;
}

const PARSE_ERRORS = new Set(['parsing_exception', 'x_content_parse_exception', 'named_object_not_found_exception']);

/** Per shard, the field's matching terms in order (undefined where the field gives no terms enum). */
function shardTerms(index: IndexState, env: Env, r: TermsEnumRequest): (string[] | undefined)[] | EsError {
  const field = r.field!;
  const match = termFilter(r.string ?? '', r.caseInsensitive, r.searchAfter);
  const ref = resolveField(index, field);
  const readers = shardReaders(index, env.profile);
  const type = ref.def?.type;
  if (ref.kind !== 'unmapped' && type === 'keyword') {
    if (ref.def!.index === false && ref.def!.doc_values === false) return readers.map(() => undefined);
    return readers.map((rd) => rd.terms(field).filter(match).sort(compareBytes));
  }
  if (ref.kind !== 'unmapped' && type === 'constant_keyword') {
    const value = ref.def!.value === undefined || ref.def!.value === null ? undefined : String(ref.def!.value);
    return readers.map(() => (value !== undefined && match(value) ? [value] : []));
  }
  if (type === 'version') {
    // VersionStringFieldType.getTerms: encoded order, a prefix of the version as written (lowercased when
    // case-insensitive: VersionEncoder.prefixAutomaton), search_after compared encoded.
    const prefix = r.caseInsensitive ? (r.string ?? '').toLowerCase() : (r.string ?? '');
    const after = r.searchAfter;
    const pass = (t: string) => t.startsWith(prefix) && (after === undefined || compareVersions(t, after) > 0);
    return readers.map((rd) => collect(rd.leaves.flatMap((l) => l.docs), (doc) => fieldSourceValues(doc, ref).filter((v) => v !== null).map(String), pass).sort(compareVersions));
  }
  if (type === 'ip') return notSupportedBySimulator(`[terms_enum] on a field of type [${type}]`);
  const flat = flattenedOf(index, field);
  if (flat) return readers.map((rd) => collect(rd.leaves.flatMap((l) => l.docs), (doc) => flattenedValues(doc, flat), match));
  // MappedFieldType.getTerms answers null for every other type (text, numbers, dates…): no terms.
  return readers.map(() => undefined);
}

/** The prefix (case-insensitive where asked) and the `search_after` bound a term must pass. */
function termFilter(prefix: string, caseInsensitive: boolean, after: string | undefined): (term: string) => boolean {
  const startsWith = caseInsensitive ? (t: string) => caseInsensitivePrefix(t, prefix) : (t: string) => t.startsWith(prefix);
  return after === undefined ? startsWith : (t) => compareBytes(t, after) > 0 && startsWith(t);
}

/**
 * AutomatonQueries.caseInsensitivePrefix: each code point of the prefix matches itself or its lower or upper
 * case (Character.toLowerCase/toUpperCase, one code point each).
 */
function caseInsensitivePrefix(term: string, prefix: string): boolean {
  const t = [...term];
  const p = [...prefix];
  if (t.length < p.length) return false;
  for (let i = 0; i < p.length; i++) {
    const a = t[i]!;
    const b = p[i]!;
    if (a === b) continue;
    if (oneCodePoint(b.toLowerCase()) === a || oneCodePoint(b.toUpperCase()) === a) continue;
    return false;
  }
  return true;
}

function oneCodePoint(s: string): string | undefined {
  return [...s].length === 1 ? s : undefined;
}

/** The distinct values of a shard's documents (deleted ones too: their terms stay until merged) that pass, in byte order. */
function collect(docs: readonly Doc[], values: (doc: Doc) => string[], pass: (t: string) => boolean): string[] {
  const set = new Set<string>();
  for (const d of docs) for (const v of values(d)) if (pass(v)) set.add(v);
  return [...set].sort(compareBytes);
}

interface Flattened {
  ref: FieldRef;
  def: FieldDef;
  /** The key below the root (a keyed field), or undefined for the root field. */
  key: string | undefined;
}

/** The flattened field `name` names: the field itself (root) or one of its keys (`root.key`). */
function flattenedOf(index: IndexState, name: string): Flattened | undefined {
  const segs = name.split('.');
  for (let i = segs.length; i >= 1; i--) {
    const root = segs.slice(0, i).join('.');
    const ref = resolveField(index, root);
    if (ref.def?.type === 'flattened') return { ref, def: ref.def, key: i === segs.length ? undefined : segs.slice(i).join('.') };
  }
  return undefined;
}

/**
 * A document's values of a flattened field, as the strings it indexes: every leaf under the field (root)
 * or the leaves at one key. The source is walked whole, its dotted names read as paths (DocumentParser
 * expands `{"f.k": v}` into `{"f": {"k": v}}`), so a leaf's path decides which field and key it belongs to.
 */
function flattenedValues(doc: Doc, f: Flattened): string[] {
  const out: string[] = [];
  const ignoreAbove = typeof f.def.ignore_above === 'number' ? f.def.ignore_above : Infinity;
  const nullValue = typeof f.def.null_value === 'string' ? f.def.null_value : undefined;
  const root = f.ref.name;
  const within = (path: string): boolean => path === root || path.startsWith(root + '.') || root.startsWith(path + '.') || path === '';
  const walk = (v: Json | undefined, path: string): void => {
    if (v === undefined || !within(path)) return;
    if (Array.isArray(v)) {
      for (const el of v) walk(el, path);
      return;
    }
    if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) walk(x as Json, path === '' ? k : `${path}.${k}`);
      return;
    }
    if (!path.startsWith(root + '.')) return;
    const key = path.slice(root.length + 1);
    if (f.key !== undefined && f.key !== key) return;
    const s = v === null ? nullValue : String(v);
    if (s !== undefined && s.length <= ignoreAbove) out.push(s);
  };
  walk(doc.parsed, '');
  return out;
}

/** Merges the shards' sorted lists without duplicates, keeping at least one term (the node's loop adds before it checks). */
function merge(lists: string[][], size: number, order: (a: string, b: string) => number): string[] {
  const all = new Set<string>();
  for (const l of lists) for (const t of l) all.add(t);
  return [...all].sort(order).slice(0, Math.max(1, size));
}
