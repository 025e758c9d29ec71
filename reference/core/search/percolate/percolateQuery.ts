/**
 * The `percolate` query (modules/percolator PercolateQueryBuilder, PercolateQuery): it matches the
 * documents of the index whose `percolator` field holds a query that matches the given document(s).
 * ES indexes the given documents in a Lucene MemoryIndex with the percolator index's mapping and runs each
 * stored query against it; here the documents become a throwaway index with the same mappings and
 * settings, and each stored query is compiled by the simulator's one query compiler against it.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { StoredDoc, type Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { PathStep } from '../../mapping/locate.ts';
import {
  isEsError,
  percolateExclusiveFields,
  percolateFieldMissing,
  percolateFieldNotPercolator,
  percolateNoDocument,
  queryBodyNotAnObject,
  queryKeyUnsupported,
  type EsError,
} from '../../errors/index.ts';
import { resolveField } from '../fields.ts';
import { markMemoryIndex } from './memoryIndexes.ts';
import { MATCH_NONE, where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';

type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;

/** A parsed `percolate` query: the field, the documents (after any lookup), the optional name and boost. */
export interface PercolateSpec {
  field: string;
  documents: JsonObject[];
  name?: string;
  boost: number;
  /** `index` + `id`: a stored document, fetched by the coordinating rewrite (percolateLookup.ts). */
  indexed?: { index: string; id: string; routing?: string; preference?: string; version?: number };
}

const KEYS = ['field', 'document', 'documents', 'index', 'id', 'routing', 'preference', 'version', 'name', 'boost', '_name', 'document_type', 'type'];

/** Parses a `percolate` body as PercolateQueryBuilder's PARSER does, or the error it gives. */
export function parsePercolate(ctx: QueryContext, body: Json, path: PathStep[]): PercolateSpec | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('percolate', where(ctx, path));
  for (const k of Object.keys(body)) if (!KEYS.includes(k)) return queryKeyUnsupported('percolate', k, where(ctx, [...path, k]));
  const given = ['document', 'documents', 'id'].filter((k) => body[k] !== undefined);
  if (given.length === 0) return percolateNoDocument();
  if (given.length > 1) return percolateExclusiveFields(given);
  const field = typeof body.field === 'string' ? body.field : '';
  const documents = body.document !== undefined ? [body.document] : Array.isArray(body.documents) ? body.documents : [];
  const spec: PercolateSpec = { field, documents: documents.filter(isObject), boost: typeof body.boost === 'number' ? body.boost : 1 };
  if (typeof body.name === 'string') spec.name = body.name;
  if (body.id !== undefined) {
    spec.indexed = { index: String(body.index ?? ''), id: String(body.id) };
    if (body.routing !== undefined) spec.indexed.routing = String(body.routing);
    if (body.preference !== undefined) spec.indexed.preference = String(body.preference);
    if (typeof body.version === 'number') spec.indexed.version = body.version;
  }
  return spec;
}

/** The stored query of a percolator document: the field's value in `_source`, by flat key or object path. */
export function storedQuery(doc: Doc, field: string): Json | undefined {
  const src = doc.parsed;
  if (src[field] !== undefined) return src[field] as Json;
  let cur: Json | undefined = src;
  const steps = field.split('.');
  for (let i = 0; i < steps.length; i++) {
    if (!isObject(cur)) return undefined;
    const rest = steps.slice(i).join('.');
    if (cur[rest] !== undefined) return cur[rest] as Json;
    cur = cur[steps[i]!] as Json | undefined;
  }
  return cur;
}

/**
 * The given documents as an index of their own (the MemoryIndex): the percolator index's mappings and
 * settings, one document per slot, keyed and ordered by slot.
 */
export function memoryIndex(index: IndexState, documents: JsonObject[]): IndexState {
  const docs = new Map<string, Doc>();
  documents.forEach((d, slot) => docs.set(String(slot), new StoredDoc(String(slot), '_doc', JSON.stringify(d), 1, slot, 1, undefined, slot)));
  // One shard: the MemoryIndex's statistics are those of all the given documents.
  return markMemoryIndex({ ...index, settings: { ...index.settings, 'index.number_of_shards': '1' }, docs, visible: undefined, dirtyShards: undefined, seqNo: documents.length - 1, docCounter: documents.length });
}

/** The slots (positions among the given documents) a stored query matches, ascending; empty when none or when it does not compile. */
export function matchedSlots(stored: Json | undefined, mem: IndexState, ctx: QueryContext, compile: Compile): number[] {
  if (!isObject(stored)) return [];
  const q = compile(stored, { ...ctx, index: mem, rawBody: undefined, nestedScope: undefined }, ['query']);
  if (isEsError(q)) return [];
  const out: number[] = [];
  for (const d of mem.docs.values()) if (q.test(d)) out.push(d.order);
  return out;
}

const probing = (ctx: QueryContext) => ctx.index.uuid === '_na_' && ctx.index.mappings.size === 0;

/** `percolate` compiled for one index: the documents whose stored query matches any given document. */
export function percolateQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  const spec = parsePercolate(ctx, body, path);
  if (isEsError(spec)) return spec;
  if (probing(ctx)) return MATCH_NONE;
  const ref = resolveField(ctx.index, spec.field);
  if (ref.kind === 'unmapped' || ref.kind === 'object' || !ref.def) return percolateFieldMissing(spec.field, ctx.index);
  if (ref.def.type !== 'percolator') return percolateFieldNotPercolator(spec.field, String(ref.def.type ?? 'object'), ctx.index);
  const mem = memoryIndex(ctx.index, spec.documents);
  const cache = new Map<Doc, boolean>();
  return {
    score: spec.boost,
    test: (d) => {
      let hit = cache.get(d);
      if (hit === undefined) cache.set(d, (hit = matchedSlots(storedQuery(d, spec.field), mem, ctx, compile).length > 0));
      return hit;
    },
  };
}
