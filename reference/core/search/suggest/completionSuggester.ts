/**
 * The `completion` suggester over `completion` fields (CompletionFieldMapper, CompletionSuggester over
 * Lucene's NRTSuggester): each document's inputs (a string, a list, or `{input, weight}` objects) analysed
 * with the field's analyzer (`simple` by default), matched by the analysed prefix; one option per document
 * (its best input), best weight first, ties by the analysed input then by shard and document; with
 * `skip_duplicates` an input's text is suggested once. Options carry the hit (`_index`, `_id`, `_score`
 * = the weight, `_source`). Fuzzy, regex and context queries are not simulated yet.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError } from '../../errors/index.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { Profile } from '../../../profiles.ts';
import { namedAnalyzer, type Analyzer } from '../../analysis/index.ts';
import { resolveField } from '../fields.ts';
import { shardViews } from '../engine/shardViews.ts';

/** A completion suggestion's settings. */
export interface CompletionSettings {
  field: string;
  size: number;
  skipDuplicates: boolean;
}

/** One input of a document, with its weight. */
interface Input {
  surface: string;
  weight: number;
}

/** A candidate option before rendering. */
export interface CompletionOption {
  text: string;
  index: string;
  doc: Doc;
  score: number;
  /** The analysed input, the FST's order among equal weights. */
  key: string;
  shard: number;
  pos: number;
}

/** The inputs a document holds in a completion field (CompletionFieldMapper.parse's forms). */
function inputsOf(value: unknown): Input[] {
  const out: Input[] = [];
  const add = (v: unknown, weight: number) => {
    if (typeof v === 'string') out.push({ surface: v, weight });
    else if (Array.isArray(v)) for (const x of v) add(x, weight);
  };
  const walk = (v: unknown) => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (isObject(v as Json)) {
      const o = v as JsonObject;
      const w = typeof o.weight === 'number' ? o.weight : typeof o.weight === 'string' ? Number(o.weight) : 1;
      add(o.input, Number.isFinite(w) ? w : 1);
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

/** The analysed form the FST holds: tokens joined by the separator (preserve_separators). */
function analysed(a: Analyzer, text: string): string {
  return a
    .analyze(text)
    .map((t) => t.term)
    .join('\u001f');
}

/** Whether the field is a completion field on this index. */
export function isCompletionField(index: IndexState, field: string): boolean {
  const ref = resolveField(index, field);
  return ref.def?.type === 'completion';
}

/** The completion options for `prefix` over the indices searched, reduced and cut to `size`. */
export function completionSuggestion(indices: IndexState[], profile: Profile, prefix: string, s: CompletionSettings): CompletionOption[] {
  const all: CompletionOption[] = [];
  for (const index of indices) {
    const ref = resolveField(index, s.field);
    if (ref.def?.type !== 'completion') continue;
    const name = typeof ref.def.analyzer === 'string' ? ref.def.analyzer : 'simple';
    const a = namedAnalyzer(index, profile, name);
    if (isEsError(a)) continue;
    const wanted = analysed(a, prefix);
    for (const view of shardViews(index, profile)) {
      const shardOptions: CompletionOption[] = [];
      view.docs.forEach((doc, pos) => {
        let best: CompletionOption | undefined;
        for (const input of inputsOf(valueAt(doc.parsed, ref.sourcePath.length > 0 ? ref.sourcePath : s.field.split('.')))) {
          const key = analysed(a, input.surface);
          if (!key.startsWith(wanted)) continue;
          const o: CompletionOption = { text: input.surface, index: index.name, doc, score: Math.fround(input.weight), key, shard: view.shard, pos };
          if (!best || o.score > best.score || (o.score === best.score && o.key < best.key)) best = o;
        }
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
