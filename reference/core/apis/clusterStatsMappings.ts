/**
 * The parts of `GET /_cluster/stats`' `indices` that read the indices' metadata rather than their shards:
 * `mappings` (MappingStats: field types, runtime field types, sizes), `analysis` (AnalysisStats: the custom
 * and built-in analysis components the indices use) and `versions` (VersionStats). As in Elasticsearch, an
 * index's mapping is counted once per index for `count`, and identical mappings once for the deduplicated
 * totals.
 *
 * Not exact: `total_deduplicated_mapping_size_in_bytes` is the mapping's JSON length, where ES counts its
 * compressed (DEFLATE) bytes; runtime scripts' line/char/source/doc figures are counted from the script text.
 */
import { encodeJson, isObject, type Json, type JsonObject } from '../json.ts';
import type { FieldDef, TypeMapping } from '../mapping/types.ts';
import { renderMapping } from '../mapping/render.ts';
import type { IndexState } from '../state.ts';

interface TypeCount {
  count: number;
  indices: Set<string>;
}

const bump = (m: Map<string, TypeCount>, type: string, index: string, by = 1): TypeCount => {
  const t = m.get(type) ?? { count: 0, indices: new Set<string>() };
  t.count += by;
  t.indices.add(index);
  m.set(type, t);
  return t;
};

/** Every field of a mapping with its type (`object` for one without), multi-fields included (MappingVisitor). */
function visitFields(props: Record<string, FieldDef> | undefined, prefix: string, out: [string, string][]): void {
  for (const [name, def] of Object.entries(props ?? {})) {
    const path = prefix + name;
    out.push([path, typeof def.type === 'string' ? def.type : 'object']);
    visitFields(def.properties, `${path}.`, out);
    visitFields(def.fields, `${path}.`, out);
  }
}

function mappingOf(idx: IndexState): TypeMapping | undefined {
  return idx.mappings.values().next().value;
}

interface RuntimeCount extends TypeCount {
  scriptless: number;
  shadowed: number;
  langs: Set<string>;
  linesMax: number;
  linesTotal: number;
  charsMax: number;
  charsTotal: number;
  sourceMax: number;
  sourceTotal: number;
  docMax: number;
  docTotal: number;
}

/** The script text of a runtime field (`script` as a string or `{source}`), or undefined. */
function scriptSource(def: Json): { source: string; lang: string } | undefined {
  if (!isObject(def)) return undefined;
  const s = def.script;
  if (typeof s === 'string') return { source: s, lang: 'painless' };
  if (isObject(s) && typeof s.source === 'string') return { source: s.source, lang: typeof s.lang === 'string' ? s.lang : 'painless' };
  return undefined;
}

function countOccurrences(text: string, word: string): number {
  return text.split(word).length - 1;
}

/** Runtime fields of one mapping, `by` times (RuntimeFieldStats.update). */
function addRuntime(m: Map<string, RuntimeCount>, mapping: TypeMapping, fields: Set<string>, index: string, by: number): void {
  const runtime = mapping.runtime;
  if (!isObject(runtime)) return;
  for (const [name, def] of Object.entries(runtime)) {
    const type = isObject(def) && typeof def.type === 'string' ? def.type : 'object';
    const t = (m.get(type) ?? { count: 0, indices: new Set<string>(), scriptless: 0, shadowed: 0, langs: new Set<string>(), linesMax: 0, linesTotal: 0, charsMax: 0, charsTotal: 0, sourceMax: 0, sourceTotal: 0, docMax: 0, docTotal: 0 }) as RuntimeCount;
    m.set(type, t);
    t.count += by;
    t.indices.add(index);
    if (fields.has(name)) t.shadowed += by;
    const script = scriptSource(def as Json);
    if (!script) {
      t.scriptless += by;
      continue;
    }
    t.langs.add(script.lang);
    const lines = script.source.split('\n').length;
    const chars = script.source.length;
    const source = countOccurrences(script.source, 'params._source');
    const doc = countOccurrences(script.source, 'doc[') + countOccurrences(script.source, 'doc.get(');
    t.linesMax = Math.max(t.linesMax, lines);
    t.linesTotal += lines * by;
    t.charsMax = Math.max(t.charsMax, chars);
    t.charsTotal += chars * by;
    t.sourceMax = Math.max(t.sourceMax, source);
    t.sourceTotal += source * by;
    t.docMax = Math.max(t.docMax, doc);
    t.docTotal += doc * by;
  }
}

const byName = <T>(m: Map<string, T>): [string, T][] => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** `mappings` (MappingStats.toXContent), for the indices given. */
export function mappingStats(indices: readonly IndexState[], withRuntime: boolean, withSizes: boolean): JsonObject {
  // Identical mappings are visited once, counted as many times as indices use them.
  const unique = new Map<string, { mapping: TypeMapping; indices: string[] }>();
  let totalFields = 0;
  for (const idx of indices) {
    const m = mappingOf(idx);
    if (!m) continue;
    const key = encodeJson(renderMapping(m));
    const fields: [string, string][] = [];
    visitFields(m.properties, '', fields);
    totalFields += fields.length;
    const u = unique.get(key);
    if (u) u.indices.push(idx.name);
    else unique.set(key, { mapping: m, indices: [idx.name] });
  }
  const types = new Map<string, TypeCount>();
  const runtime = new Map<string, RuntimeCount>();
  let dedupFields = 0;
  let dedupBytes = 0;
  for (const [key, u] of unique) {
    const fields: [string, string][] = [];
    visitFields(u.mapping.properties, '', fields);
    dedupFields += fields.length;
    dedupBytes += key.length;
    for (const index of u.indices) {
      for (const [, type] of fields) bump(types, type, index);
      addRuntime(runtime, u.mapping, new Set(fields.map(([p]) => p)), index, 1);
    }
  }
  const out: JsonObject = {};
  if (withSizes) Object.assign(out, { total_field_count: totalFields, total_deduplicated_field_count: dedupFields, total_deduplicated_mapping_size_in_bytes: dedupBytes });
  out.field_types = byName(types).map(([name, t]) => ({ name, count: t.count, index_count: t.indices.size }));
  if (withRuntime) {
    out.runtime_field_types = byName(runtime).map(([name, t]) => ({
      name, count: t.count, index_count: t.indices.size, scriptless_count: t.scriptless, shadowed_count: t.shadowed,
      lang: [...t.langs].sort(), lines_max: t.linesMax, lines_total: t.linesTotal, chars_max: t.charsMax, chars_total: t.charsTotal,
      source_max: t.sourceMax, source_total: t.sourceTotal, doc_max: t.docMax, doc_total: t.docTotal,
    }));
  }
  return out;
}

const ANALYSIS_KINDS = [
  ['char_filter', 'char_filter_types', 'built_in_char_filters'],
  ['tokenizer', 'tokenizer_types', 'built_in_tokenizers'],
  ['filter', 'filter_types', 'built_in_filters'],
  ['analyzer', 'analyzer_types', 'built_in_analyzers'],
] as const;

/** The index's `index.analysis.<kind>.<name>.<param>` settings as {name → {param → value}}. */
function analysisDefs(idx: IndexState, kind: string): Map<string, Record<string, string | string[]>> {
  const out = new Map<string, Record<string, string | string[]>>();
  const prefix = `index.analysis.${kind}.`;
  for (const [k, v] of Object.entries(idx.settings)) {
    if (!k.startsWith(prefix)) continue;
    const rest = k.slice(prefix.length);
    const dot = rest.indexOf('.');
    if (dot < 0) continue;
    const name = rest.slice(0, dot);
    (out.get(name) ?? out.set(name, {}).get(name)!)[rest.slice(dot + 1)] = v;
  }
  return out;
}

/** A setting value as a list of names (a list setting, or one name). */
const names = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Analyzers the mapping's text fields name (analyzer, search_analyzer, search_quote_analyzer). */
function mappedAnalyzers(props: Record<string, FieldDef> | undefined, out: string[]): void {
  for (const def of Object.values(props ?? {})) {
    for (const k of ['analyzer', 'search_analyzer', 'search_quote_analyzer']) if (typeof def[k] === 'string') out.push(def[k] as string);
    mappedAnalyzers(def.properties, out);
    mappedAnalyzers(def.fields, out);
  }
}

/** Where a synonym filter's rules come from, by its stats key (AnalysisStats.SYNONYM_STATS_KEYS_FOR_CONFIG). */
const SYNONYM_SOURCES = [['synonyms_set', 'sets'], ['synonyms_path', 'paths']] as const;

/**
 * `analysis.synonyms` (AnalysisStats.aggregateSynonymsStats, 8.10): per source of the `synonym` and
 * `synonym_graph` filters (a set, else a path, else inline rules), how many filters (a set or path counted
 * once in the cluster, inline rules each time) and how many indices use it; keys sorted, as its TreeMap.
 */
function synonymStats(indices: readonly IndexState[]): JsonObject {
  const stats = new Map<string, { count: number; indices: Set<string> }>();
  const seen = new Set<string>();
  for (const idx of indices) {
    for (const d of analysisDefs(idx, 'filter').values()) {
      if (d.type !== 'synonym' && d.type !== 'synonym_graph') continue;
      const source = SYNONYM_SOURCES.find(([setting]) => d[setting] !== undefined);
      const key = source?.[1] ?? 'inline';
      const s = stats.get(key) ?? stats.set(key, { count: 0, indices: new Set() }).get(key)!;
      s.indices.add(idx.name);
      if (!source || !seen.has(`${source[0]}${String(d[source[0]])}`)) s.count++;
      if (source) seen.add(`${source[0]}${String(d[source[0]])}`);
    }
  }
  const out: JsonObject = {};
  for (const key of [...stats.keys()].sort()) out[key] = { count: stats.get(key)!.count, index_count: stats.get(key)!.indices.size };
  return out;
}

/**
 * `analysis` (AnalysisStats.toXContent): the types of the custom components the indices define, and the
 * built-in components their custom analyzers and their mappings name, each with its count and index count;
 * from 8.10 (`synonyms`) where the synonym filters take their rules from.
 */
export function analysisStats(indices: readonly IndexState[], synonyms = false): JsonObject {
  const used = Object.fromEntries(ANALYSIS_KINDS.flatMap(([, types, builtIns]) => [[types, new Map<string, TypeCount>()], [builtIns, new Map<string, TypeCount>()]])) as Record<string, Map<string, TypeCount>>;
  for (const idx of indices) {
    const defs = Object.fromEntries(ANALYSIS_KINDS.map(([kind]) => [kind, analysisDefs(idx, kind)])) as Record<string, Map<string, Record<string, string | string[]>>>;
    for (const [kind, types] of ANALYSIS_KINDS) {
      for (const d of defs[kind]!.values()) {
        const type = typeof d.type === 'string' ? d.type : kind === 'analyzer' ? 'custom' : undefined;
        if (type !== undefined) bump(used[types]!, type, idx.name);
      }
    }
    // What a custom analyzer names that the index does not define is built in.
    const builtIn = (kind: string, name: string) => {
      if (defs[kind]!.has(name)) return;
      bump(used[ANALYSIS_KINDS.find(([k]) => k === kind)![2]]!, name, idx.name);
    };
    for (const d of defs.analyzer!.values()) {
      for (const n of names(d.tokenizer)) builtIn('tokenizer', n);
      for (const n of names(d.filter)) builtIn('filter', n);
      for (const n of names(d.char_filter)) builtIn('char_filter', n);
    }
    const analyzers: string[] = [];
    mappedAnalyzers(mappingOf(idx)?.properties, analyzers);
    for (const a of analyzers) builtIn('analyzer', a);
  }
  const out: JsonObject = {};
  for (const [, types] of ANALYSIS_KINDS) out[types] = byName(used[types]!).map(([name, t]) => ({ name, count: t.count, index_count: t.indices.size }));
  for (const [, , builtIns] of ANALYSIS_KINDS) out[builtIns] = byName(used[builtIns]!).map(([name, t]) => ({ name, count: t.count, index_count: t.indices.size }));
  if (synonyms) out.synonyms = synonymStats(indices);
  return out;
}
