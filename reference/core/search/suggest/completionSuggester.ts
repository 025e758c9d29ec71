/**
 * The `completion` suggester over `completion` fields (CompletionFieldMapper, CompletionSuggester over
 * Lucene's NRTSuggester): each document's inputs (a string, a list, or `{input, weight}` objects) analysed
 * with the field's analyzer (`simple` by default), matched by the analysed prefix; one option per document
 * (its best input), best weight first, ties by the analysed input then by shard and document; with
 * `skip_duplicates` an input's text is suggested once. Options carry the hit (`_index`, `_id`, `_score`
 * = the weight, `_source`). `fuzzy` (FuzzyCompletionQuery) matches inputs with a prefix within the edit
 * distance (the first `prefix_length` characters exact, no fuzziness under `min_length`) and scores the
 * weight times the length of the prefix the input shares with the text (the weight alone when none);
 * `regex` (RegexCompletionQuery) matches inputs with a prefix the expression matches; `contexts`
 * (ContextQuery, completionContexts.ts) keeps inputs whose indexed contexts match and multiplies the weight
 * by the best context boost, and the option lists the contexts that matched.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError } from '../../errors/index.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { Profile } from '../../../profiles.ts';
import { namedAnalyzer, type Analyzer } from '../../analysis/index.ts';
import { resolveField } from '../fields.ts';
import { shardViews } from '../engine/shardViews.ts';
import { editDistance } from '../fuzzy.ts';
import { regexpMatches, type Regexp } from '../regexp.ts';
import { contextBoost, contextMappings, indexedContexts, queryContexts, type QueryContext } from './completionContexts.ts';

/** A completion suggestion's settings. */
export interface CompletionSettings {
  field: string;
  size: number;
  skipDuplicates: boolean;
  fuzzy?: FuzzySettings;
  /** A compiled `regex` (the suggestion's text is then the expression). */
  regex?: Regexp;
  /** The query's `contexts` object, resolved per index against its context mappings. */
  contexts?: JsonObject;
}

/** FuzzyOptions: edit distance (AUTO is 1: Fuzziness.asDistance without a text), transpositions, min_length, prefix_length, unicode_aware. */
export interface FuzzySettings {
  edits: number;
  transpositions: boolean;
  minLength: number;
  prefixLength: number;
  unicodeAware: boolean;
}

/** One input of a document, with its weight. */
interface Input {
  surface: string;
  weight: number;
  /** The `{input, contexts}` object it came from, if any. */
  obj?: JsonObject;
}

/** A candidate option before rendering. */
export interface CompletionOption {
  text: string;
  index: string;
  doc: Doc;
  score: number;
  /** The analysed input, the FST's order among equal weights. */
  key: string;
  /** The contexts that matched, by context name (context-enabled fields). */
  contexts?: Map<string, Set<string>>;
  shard: number;
  pos: number;
}

/** The inputs a document holds in a completion field (CompletionFieldMapper.parse's forms). */
function inputsOf(value: unknown): Input[] {
  const out: Input[] = [];
  const add = (v: unknown, weight: number, obj?: JsonObject) => {
    if (typeof v === 'string') out.push({ surface: v, weight, ...(obj ? { obj } : {}) });
    else if (Array.isArray(v)) for (const x of v) add(x, weight, obj);
  };
  const walk = (v: unknown) => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (isObject(v as Json)) {
      const o = v as JsonObject;
      const w = typeof o.weight === 'number' ? o.weight : typeof o.weight === 'string' ? Number(o.weight) : 1;
      add(o.input, Number.isFinite(w) ? w : 1, o);
    } else add(v, 1);
  };
  walk(value);
  return out;
}

function valueAt(source: unknown, path: string[]): unknown {
  let cur = source;
  for (const p of path) {
    if (!isObject(cur as Json)) return undefined;
    cur = (cur as JsonObject)[p];
  }
  return cur;
}

/** ConcatenateGraphFilter.DEFAULT_MAX_GRAPH_EXPANSIONS: the paths of one input the suggester indexes at most. */
const MAX_GRAPH_EXPANSIONS = 10000;

/**
 * The analysed forms the FST holds for a text: every path through its token graph (ConcatenateGraphFilter over
 * TokenStreamToAutomaton), each path's tokens joined by the separator (preserve_separators). Stacked tokens
 * (a synonym filter's `foo` / `renamed`) and multi-word synonyms give one form per path; a plain stream one.
 */
function analysed(a: Analyzer, text: string): string[] {
  const tokens = a.analyze(text);
  if (tokens.length === 0) return [''];
  const byStart = new Map<number, typeof tokens>();
  for (const t of tokens) byStart.set(t.position, [...(byStart.get(t.position) ?? []), t]);
  const starts = [...byStart.keys()].sort((x, y) => x - y);
  const end = Math.max(...tokens.map((t) => t.position + Math.max(1, t.positionLength)));
  const out = new Set<string>();
  const walk = (at: number, acc: string[]): void => {
    if (out.size >= MAX_GRAPH_EXPANSIONS) return;
    // A position no token starts at (a removed token's hole) is passed over to the next token.
    const next = byStart.has(at) ? at : starts.find((p) => p > at);
    if (at >= end || next === undefined) {
      out.add(acc.join('\u001f'));
      return;
    }
    for (const t of byStart.get(next)!) walk(next + Math.max(1, t.positionLength), [...acc, t.term]);
  };
  walk(starts[0]!, []);
  return [...out];
}

/** The bytes (or code points, unicode_aware) the automata compare: FuzzyCompletionQuery works on UTF-8 unless unicode_aware. */
function units(s: string, unicode: boolean): string[] {
  if (unicode) return [...s];
  return [...new TextEncoder().encode(s)].map((b) => String.fromCharCode(b));
}

function commonPrefix(a: string[], b: string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** FuzzyCompletionQuery on one analysed input: the boost (shared prefix length) when a prefix of it is within the edits, else undefined. */
function fuzzyBoostOf(wanted: string, key: string, f: FuzzySettings): number | undefined {
  const q = units(wanted, f.unicodeAware);
  const k = units(key, f.unicodeAware);
  const shared = commonPrefix(q, k);
  if (shared === q.length) return Math.min(shared, q.length);
  // Under min_length, or within the exact prefix: no fuzziness.
  if (q.length < f.minLength || q.length <= f.prefixLength || shared < f.prefixLength) return undefined;
  const qs = q.slice(f.prefixLength).join('');
  const ks = k.slice(f.prefixLength);
  let ok = false;
  for (let n = Math.max(0, qs.length - f.edits); n <= Math.min(ks.length, qs.length + f.edits) && !ok; n++) {
    if (editDistance(qs, ks.slice(0, n).join(''), f.transpositions) <= f.edits) ok = true;
  }
  return ok ? shared : undefined;
}

/** RegexCompletionQuery on one analysed input: whether a prefix of it matches. */
function regexMatches(re: Regexp, key: string): boolean {
  const cps = [...key];
  for (let n = 0; n <= cps.length; n++) if (regexpMatches(re, cps.slice(0, n).join(''))) return true;
  return false;
}

/** The first of an input's analysed forms the query accepts (its boost: fuzzy's shared prefix, else 0). */
function matchInput(keys: readonly string[], wanteds: readonly string[], s: CompletionSettings): { key: string; boost: number } | undefined {
  let best: { key: string; boost: number } | undefined;
  for (const key of keys) {
    if (s.regex) {
      if (regexMatches(s.regex, key)) return { key, boost: 0 };
      continue;
    }
    for (const wanted of wanteds) {
      if (s.fuzzy) {
        const b = fuzzyBoostOf(wanted, key, s.fuzzy);
        if (b !== undefined && (!best || b > best.boost)) best = { key, boost: b };
      } else if (key.startsWith(wanted)) return { key, boost: 0 };
    }
  }
  return best;
}

/** Whether the field is a completion field on this index. */
export function isCompletionField(index: IndexState, field: string): boolean {
  const ref = resolveField(index, field);
  return ref.def?.type === 'completion';
}

/** The query contexts of a context-enabled field: mandatory since 7.0 ("Missing mandatory contexts in context query"). */
function contextQueryOf(mappings: ReturnType<typeof contextMappings>, raw: JsonObject | undefined): QueryContext[] | string {
  if (!raw) return 'Missing mandatory contexts in context query';
  const q = queryContexts(mappings, raw);
  if (typeof q === 'string') return q;
  if (q.length === 0) return 'Missing mandatory contexts in context query';
  return q;
}

/** The completion options for `prefix` over the indices searched, reduced and cut to `size`. */
export function completionSuggestion(indices: IndexState[], profile: Profile, prefix: string, s: CompletionSettings): CompletionOption[] | { failure: string; index: string } {
  const all: CompletionOption[] = [];
  for (const index of indices) {
    const ref = resolveField(index, s.field);
    if (ref.def?.type !== 'completion') continue;
    const name = typeof ref.def.analyzer === 'string' ? ref.def.analyzer : 'simple';
    const a = namedAnalyzer(index, profile, name);
    if (isEsError(a)) continue;
    // The prefix is analysed to an automaton too: any of its paths may start an input's.
    const wanteds = s.regex ? [''] : analysed(a, prefix);
    const mappings = contextMappings(ref.def as { contexts?: unknown });
    let query: QueryContext[] | undefined;
    if (mappings.length > 0 && (s.contexts !== undefined || profile.completionContextsMandatory)) {
      const q = contextQueryOf(mappings, s.contexts);
      if (typeof q === 'string') return { failure: q, index: index.name };
      query = q;
    }
    for (const view of shardViews(index, profile)) {
      const shardOptions: CompletionOption[] = [];
      // Each segment of each shard; deleted documents are not suggested, positions are shard-wide.
      view.docs.forEach((doc, local) => {
        if (view.deleted?.[local]) return;
        const pos = view.docBase + local;
        let best: CompletionOption | undefined;
        const matched = new Map<string, Set<string>>();
        for (const input of inputsOf(valueAt(doc.parsed, ref.sourcePath.length > 0 ? ref.sourcePath : s.field.split('.')))) {
          const hit = matchInput(analysed(a, input.surface), wanteds, s);
          if (!hit) continue;
          const { key } = hit;
          let boost = hit.boost;
          if (query) {
            const c = contextBoost(query, indexedContexts(mappings, input.obj, doc.parsed));
            if (!c) continue;
            // Fuzzy and context boosts multiply (the context query wraps the fuzzy one).
            boost = boost === 0 ? c.boost : boost * c.boost;
            for (const [n, vs] of c.matched) {
              if (!matched.has(n)) matched.set(n, new Set());
              for (const v of vs) matched.get(n)!.add(v);
            }
          }
          // CompletionScorer.score: the weight alone without a boost, the boost alone with weight 0.
          const w = Math.fround(input.weight);
          const score = boost === 0 ? w : w === 0 ? Math.fround(boost) : Math.fround(w * boost);
          const o: CompletionOption = { text: input.surface, index: index.name, doc, score, key, shard: view.shard, pos };
          if (!best || o.score > best.score || (o.score === best.score && o.key < best.key)) best = o;
        }
        if (best && matched.size > 0) best.contexts = matched;
        if (best) shardOptions.push(best);
      });
      all.push(...shardOptions);
    }
  }
  all.sort((x, y) => y.score - x.score || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0) || (x.index < y.index ? -1 : x.index > y.index ? 1 : 0) || x.shard - y.shard || x.pos - y.pos);
  const out: CompletionOption[] = [];
  const seen = new Set<string>();
  for (const o of all) {
    if (s.skipDuplicates) {
      if (seen.has(o.text)) continue;
      seen.add(o.text);
    }
    out.push(o);
    if (out.length >= s.size) break;
  }
  return out;
}
