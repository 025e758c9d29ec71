/**
 * `GET|POST /{index}/_termvectors/{id}` and `_mtermvectors` (TermVectorsService, TermVectorsResponse): for a
 * document, per field, its terms with their frequency and tokens (positions and offsets), the field's
 * statistics on the document's shard (`sum_doc_freq`, `doc_count`, `sum_ttf`) and, with
 * `term_statistics`, each term's `doc_freq` and `ttf` there. Without `fields`, the fields whose mapping
 * stores term vectors (`term_vector`); named fields are generated on the fly from the source, as ES does.
 * What a stored vector holds follows its `term_vector` option (positions, offsets); generated ones hold both.
 */
import { isObject, RawJson, type Json, type JsonObject } from '../json.ts';
import { aliasRoutingManyIndices, errorEnvelope, indexClosed, isEsError, termvectorsDfsRemoved, termvectorsFieldsNotArray, termvectorsMissingDoc, termvectorsUnknownField, type EsError } from '../errors/index.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { FieldDef } from '../mapping/types.ts';
import { analyzerFor, namedAnalyzer } from '../analysis/index.ts';
import { keywordOf, resolveField, valuesOf } from '../search/fields.ts';
import { keywordNormalizer } from '../search/engine/analysis.ts';
import { shardReaders } from '../search/engine/shardViews.ts';
import { shardOf } from '../search/routing.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import { docHead, findDoc } from './documents.ts';
import { readTarget } from '../docs/target.ts';
import { blockedFor } from '../blocks.ts';
import { base64 } from '../ingest/hashes.ts';
import type { Profile } from '../../profiles.ts';
import { floatForJson } from '../search/engine/float32.ts';
import { filterSettings, selectBestTerms, type FilterSettings } from './termvectorsFilter.ts';

interface Token {
  position: number;
  start: number;
  end: number;
  /** The token's payload (PayloadAttribute), where its analyzer set one. */
  payload?: Uint8Array;
}

function bool(v: string | Json | undefined, dflt: boolean): boolean {
  if (v === undefined || v === null) return dflt;
  return v === true || v === 'true' || v === '';
}

/** Every leaf field of the mapping that is text or keyword, with its definition (multi-fields included). */
function leafFields(index: IndexState): Map<string, FieldDef> {
  const out = new Map<string, FieldDef>();
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix + k;
      if (def.properties) walk(def.properties, `${name}.`);
      if (def.type === 'text' || def.type === 'keyword') out.set(name, def);
      for (const [sub, sd] of Object.entries(def.fields ?? {})) if (sd.type === 'text' || sd.type === 'keyword') out.set(`${name}.${sub}`, sd);
    }
  };
  for (const m of index.mappings.values()) walk(m.properties, '');
  return out;
}

/** The tokens of a field's values, as the index writer inverts them (position gap and offset gap between values). */
function tokensOf(index: IndexState, profile: Profile, name: string, def: FieldDef, values: Json[], analyzerName?: string): Map<string, Token[]> {
  const terms = new Map<string, Token[]>();
  const add = (term: string, t: Token) => {
    const list = terms.get(term) ?? [];
    list.push(t);
    terms.set(term, list);
  };
  if (def.type === 'keyword' && analyzerName === undefined) {
    const norm = keywordNormalizer(index, profile, def);
    let offset = 0;
    values.forEach((v, i) => {
      const s = keywordOf(v);
      add(norm(s), { position: i * 100, start: offset, end: offset + s.length });
      offset += s.length + 1;
    });
    return terms;
  }
  // `per_field_analyzer` (TermVectorsService.getAnalyzerAtField): the named analyzer, keyword fields too; a
  // name the index does not know falls back to its default index analyzer, as `getIndexAnalyzers().get` does.
  const named = analyzerName === undefined ? undefined : namedAnalyzer(index, profile, analyzerName);
  const a = named === undefined ? analyzerFor(index, profile, def, 'index') : isEsError(named) ? analyzerFor(index, profile, { type: 'text' }, 'index') : named;
  if (isEsError(a)) return terms;
  const gap = typeof def.position_increment_gap === 'number' ? def.position_increment_gap : a.positionIncrementGap;
  let posBase = 0;
  let offBase = 0;
  for (const v of values) {
    const text = keywordOf(v);
    const toks = a.analyze(text);
    let last = -1;
    for (const t of toks) {
      add(t.term, { position: posBase + t.position, start: offBase + t.startOffset, end: offBase + t.endOffset, ...(t.payload ? { payload: t.payload } : {}) });
      last = Math.max(last, t.position);
    }
    posBase += last + 1 + gap;
    offBase += text.length + 1;
  }
  void name;
  return terms;
}

/** What a stored vector keeps (`term_vector`); generated vectors keep positions and offsets. */
function storedParts(def: FieldDef): { positions: boolean; offsets: boolean; payloads: boolean } | undefined {
  const tv = typeof def.term_vector === 'string' ? def.term_vector : 'no';
  if (tv === 'no') return undefined;
  return { positions: tv.includes('positions'), offsets: tv.includes('offsets'), payloads: tv.includes('payloads') };
}

interface Options {
  fields: string[] | undefined;
  /** `per_field_analyzer`: the analyzer to generate each named field's vector with. */
  perField: Record<string, string>;
  positions: boolean;
  offsets: boolean;
  payloads: boolean;
  termStatistics: boolean;
  fieldStatistics: boolean;
  /** `filter`: keep each field's best terms by tf-idf, with their score. */
  filter?: FilterSettings;
}

function optionsOf(query: Record<string, string>, body: JsonObject): Options {
  const p = (k: string, d: boolean) => bool((query[k] ?? body[k]) as string | Json | undefined, d);
  const f = query.fields ?? body.fields;
  const fields = f === undefined ? undefined : Array.isArray(f) ? f.map(String) : splitExpr(String(f));
  const perField: Record<string, string> = {};
  if (isObject(body.per_field_analyzer)) for (const [k, v] of Object.entries(body.per_field_analyzer)) if (typeof v === 'string') perField[k] = v;
  // bodyProblem has refused a filter filterSettings refuses.
  const filter = body.filter === undefined ? undefined : (filterSettings(body.filter as Json) as FilterSettings);
  return { fields, perField, positions: p('positions', true), offsets: p('offsets', true), payloads: p('payloads', true), termStatistics: p('term_statistics', false), fieldStatistics: p('field_statistics', true), ...(filter ? { filter } : {}) };
}

/**
 * An artificial document's vectors are generated (TermVectorsService.generateTermVectorsFromDoc) for every
 * field of the document the mapping already knows as an indexed string field, stored vectors or not: the
 * document is parsed against the mapping but its dynamic fields are not merged, so `fieldType(name)` finds no
 * type for an unmapped field and skips it. They come from a MemoryIndex, which keeps positions, offsets only
 * when asked, and no payloads.
 */
interface Source {
  doc: Doc;
  /** The shard whose statistics the answer gives. */
  shard: number;
  artificial: boolean;
}

/** The `term_vectors` object of one document. */
function vectorsOf(index: IndexState, src: Source, profile: Profile, o: Options): JsonObject | undefined {
  const { doc } = src;
  const all = leafFields(index);
  const chosen: [string, FieldDef, boolean][] = [];
  // A stored vector is generated again where `per_field_analyzer` names its field (addGeneratedTermVectors);
  // without `fields`, the stored vectors are given, those it names generated (getFieldsToGenerate).
  const regenerate = (name: string, def: FieldDef) => src.artificial || storedParts(def) === undefined || o.perField[name] !== undefined;
  if (o.fields) {
    for (const [name, def] of all) if (o.fields.some((f) => simpleMatch(f, name))) chosen.push([name, def, regenerate(name, def)]);
  } else for (const [name, def] of all) if (src.artificial || storedParts(def)) chosen.push([name, def, regenerate(name, def)]);
  // The shard's statistics over its segments (deleted documents count until merged, as Lucene's do).
  const reader = shardReaders(index, profile)[src.shard];
  const out: JsonObject = {};
  for (const [name, def, generated] of chosen.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const values = valuesOf(doc, resolveField(index, name), index.name);
    if (values.length === 0) continue;
    const terms = tokensOf(index, profile, name, def, values, generated ? o.perField[name] : undefined);
    if (terms.size === 0) continue;
    const kept = src.artificial ? { positions: true, offsets: o.offsets, payloads: false } : generated ? { positions: true, offsets: true, payloads: true } : storedParts(def)!;
    // A field the shard holds no term of has no statistics there (MultiTerms.getTerms is null).
    const shardStats = reader?.fieldStats(name);
    const fi = shardStats && shardStats.docCount > 0 ? shardStats : undefined;
    const entry: JsonObject = {};
    if (o.fieldStatistics) {
      if (fi) {
        let sumDocFreq = 0;
        for (const leaf of reader!.leaves) {
          const terms = leaf.field(name)?.terms;
          if (terms) for (const t of terms.keys()) sumDocFreq += terms.get(t)!.docs.length;
        }
        entry.field_statistics = { sum_doc_freq: sumDocFreq, doc_count: fi.docCount, sum_ttf: fi.sumTotalTermFreq };
      } else {
        // TermVectorsWriter.setFields: a field the shard has no terms of takes the document's own vector for
        // its statistics (one document holding each of its terms once).
        let sumTtf = 0;
        for (const toks of terms.values()) sumTtf += toks.length;
        entry.field_statistics = { sum_doc_freq: terms.size, doc_count: 1, sum_ttf: sumTtf };
      }
    }
    const rendered: JsonObject = {};
    const sorted = [...terms.keys()].sort();
    // TermVectorsFilter: the field's statistics are the shard's, or the document's own vector's where the shard has none.
    const best = o.filter
      ? selectBestTerms(sorted.map((term) => ({ term, freq: terms.get(term)!.length, docFreq: fi ? reader!.docFreq(name, term) : 1 })), fi ? fi.docCount : 1, o.filter)
      : undefined;
    for (const term of sorted) {
      if (best && !best.has(term)) continue;
      const toks = terms.get(term)!;
      const t: JsonObject = {};
      if (o.termStatistics) {
        let ttf = 0;
        let df = 0;
        if (fi) {
          for (const leaf of reader!.leaves) {
            const p = leaf.field(name)?.terms.get(term);
            if (p) for (let i = 0; i < p.freqs.length; i++) ttf += p.freqs[i]!;
          }
          df = reader!.docFreq(name, term);
        } else {
          df = 1;
          ttf = toks.length;
        }
        // TermVectorsResponse.buildTermStatistics writes them only for a term the shard holds (doc_freq > 0).
        if (df > 0) {
          t.doc_freq = df;
          t.ttf = ttf;
        }
      }
      t.term_freq = toks.length;
      const withPos = o.positions && kept.positions;
      const withOff = o.offsets && kept.offsets;
      // TermVectorsResponse writes a token's payload where the vector keeps payloads and the token has one.
      const withPay = o.payloads && kept.payloads && toks.some((k) => k.payload && k.payload.length > 0);
      if (withPos || withOff || withPay) {
        t.tokens = toks.map((k) => {
          const tok: JsonObject = {};
          if (withPos) tok.position = k.position;
          if (withOff) {
            tok.start_offset = k.start;
            tok.end_offset = k.end;
          }
          if (withPay && k.payload && k.payload.length > 0) tok.payload = base64(k.payload);
          return tok;
        });
      }
      if (best) t.score = floatForJson(best.get(term)!);
      rendered[term] = t;
    }
    entry.terms = rendered;
    out[name] = entry;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The body keys TermVectorsRequest.parseRequest reads (with the 5.x–7.x spellings it also took). */
const BODY_KEYS = new Set(['fields', 'offsets', 'positions', 'payloads', 'term_statistics', 'termStatistics', 'field_statistics', 'fieldStatistics', 'per_field_analyzer', 'perFieldAnalyzer', 'filter', 'dfs', '_index', '_type', '_id', 'doc', 'routing', '_routing', 'version', '_version', 'version_type', '_version_type']);

/**
 * Why ES refuses a term vectors body (or one item of `_mtermvectors`), or undefined.
 */
function bodyProblem(body: JsonObject): EsError | undefined {
  for (const k of Object.keys(body)) {
    if (!BODY_KEYS.has(k)) return termvectorsUnknownField(k);
    if (k === 'dfs') return termvectorsDfsRemoved();
    if (k === 'fields' && !Array.isArray(body.fields)) return termvectorsFieldsNotArray();
    if (k === 'filter') {
      const f = filterSettings(body.filter as Json);
      if (isEsError(f)) return f;
    }
  }
  return undefined;
}

/** One document's response (TermVectorsResponse.toXContent). */
function termVectorsOf(state: ClusterState, req: ApiRequest, env: Env): ApiResult | EsError {
  const found = findDoc(state, req, env);
  if (isEsError(found)) return found;
  const { idx, doc, type } = found;
  const head = docHead(env, idx, type, req.parts.id!);
  if (!doc) return ok({ ...head, found: false, took: 0 });
  head._version = doc.version;
  head.found = true;
  head.took = 0;
  const src = { doc, shard: shardOf(idx, env.profile, doc.id, doc.routing), artificial: false };
  const vectors = vectorsOf(idx, src, env.profile, optionsOf(req.query, isObject(req.body) ? (req.body as JsonObject) : {}));
  // A found document always has `term_vectors` (TermVectorsResponse.toXContent), empty when no field has any.
  head.term_vectors = vectors ?? {};
  return ok(head);
}

/**
 * An artificial document's response: no `_id`, `_version` 0, always found (TermVectorsResponse.toXContent
 * with `artificial`). Without routing it is read on the index's first shard (TransportTermVectorsAction
 * takes the first of the index's search shard groups), with routing on the shard the routing names.
 */
function artificialVectors(state: ClusterState, req: ApiRequest, env: Env, body: JsonObject, given: JsonObject): ApiResult | EsError {
  const idx = readTarget(state, env.profile, req.parts.index);
  if (isEsError(idx)) return idx;
  if (idx.closed) return indexClosed(idx);
  const blocked = blockedFor(env.profile, [idx], 'read');
  if (blocked) return blocked;
  const routing = req.query.routing ?? (typeof body.routing === 'string' ? body.routing : undefined);
  const type = [...idx.mappings.keys()][0] ?? '_doc';
  const doc: Doc = { id: '_id_for_tv_api', type, source: new RawJson(JSON.stringify(given)), parsed: given, version: 0, seqNo: 0, primaryTerm: 1, order: 0 };
  const head = docHead(env, idx, type, doc.id);
  delete head._id;
  Object.assign(head, { _version: 0, found: true, took: 0 });
  const src = { doc, shard: routing === undefined ? 0 : shardOf(idx, env.profile, routing), artificial: true };
  head.term_vectors = vectorsOf(idx, src, env.profile, optionsOf(req.query, body)) ?? {};
  return ok(head);
}

/** GET|POST /{index}/_termvectors/{id} */
export const termvectors: Handler = (state, req, env) => {
  const problem = isObject(req.body) ? bodyProblem(req.body as JsonObject) : undefined;
  if (problem) return problem;
  if (req.parts.id === undefined) {
    if (isObject(req.body) && isObject(req.body.doc)) return artificialVectors(state, req, env, req.body as JsonObject, req.body.doc as JsonObject);
    const id = isObject(req.body) ? req.body._id ?? req.body.id : undefined;
    if (id === undefined) return termvectorsMissingDoc();
    return termVectorsOf(state, { ...req, parts: { ...req.parts, id: String(id) } }, env);
  }
  return termVectorsOf(state, req, env);
};

/**
 * GET|POST /_mtermvectors, /{index}/_mtermvectors: `docs` (each with `_index`, `_id` and options), or `ids`
 * in the body or the URL. A failing item carries ES's whole error object (generateFailureXContent) under the
 * concrete index it failed on (an alias resolved), and the request still succeeds.
 */
export const mtermvectors: Handler = (state, req, env) => {
  const body = isObject(req.body) ? (req.body as JsonObject) : {};
  const items: { index: string | undefined; id: string; opts: JsonObject; doc?: JsonObject }[] = [];
  const ids = Array.isArray(body.ids) ? body.ids.map(String) : req.query.ids !== undefined ? splitExpr(req.query.ids) : [];
  if (Array.isArray(body.docs)) {
    for (const d of body.docs) if (isObject(d)) items.push({ index: d._index !== undefined ? String(d._index) : req.parts.index, id: String(d._id), opts: d as JsonObject, ...(isObject(d.doc) ? { doc: d.doc as JsonObject } : {}) });
  }
  for (const id of ids) items.push({ index: req.parts.index, id, opts: {} });
  // MultiTermVectorsRequest.add parses every item with TermVectorsRequest.parseRequest: one bad item fails all.
  for (const it of items) {
    const problem = bodyProblem(it.opts);
    if (problem) return problem;
  }
  const docs = items.map((it) => {
    const query: Record<string, string> = { ...req.query };
    delete query.ids;
    for (const [k, v] of Object.entries(it.opts)) if (!k.startsWith('_') && k !== 'fields' && typeof v !== 'object') query[k] = String(v);
    if (Array.isArray(it.opts.fields)) query.fields = it.opts.fields.map(String).join(',');
    const holders = it.index === undefined || state.indices.has(it.index) ? [] : [...state.indices.values()].filter((i) => i.aliases.has(it.index!));
    const one = { ...req, api: 'termvectors', parts: { index: it.index ?? '', id: it.id }, query, body: undefined };
    const r = holders.length > 1 ? aliasRoutingManyIndices(it.index!, holders.map((i) => i.name)) : it.doc ? artificialVectors(state, one, env, it.opts, it.doc) : termVectorsOf(state, one, env);
    if (isEsError(r)) {
      const at = r.cause.meta?.index;
      const { error } = errorEnvelope(r) as { error: JsonObject };
      return { _index: typeof at === 'string' ? at : (it.index ?? null), _id: it.id, error } as JsonObject;
    }
    return r.body as JsonObject;
  });
  return ok({ docs });
};
