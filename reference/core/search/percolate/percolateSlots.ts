/**
 * The fetch sub-phase of the percolator (PercolatorMatchedSlotSubFetchPhase): for each hit holding a stored
 * query, the slots of the given documents it matches, in `fields._percolator_document_slot` (or
 * `_percolator_document_slot_<name>` when the search holds more than one percolate query; the name defaults
 * to the field's), and from ES 8.13 which of its named queries matched each slot
 * (`_percolator_document_slot_<slot>_matched_queries`, NamedMatches.findNamedMatches: breadth first).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { isEsError } from '../../errors/index.ts';
import { compileQuery, type QueryContext } from '../query.ts';
import { matchedSlots, memoryIndex, parsePercolate, storedQuery, type PercolateSpec } from './percolateQuery.ts';

/** The percolate queries of a request's query, in the order they appear. */
export function percolateQueriesOf(q: Json | undefined, ctx: QueryContext, out: PercolateSpec[] = []): PercolateSpec[] {
  if (Array.isArray(q)) for (const x of q) percolateQueriesOf(x as Json, ctx, out);
  if (!isObject(q)) return out;
  for (const [k, v] of Object.entries(q)) {
    if (k === 'percolate' && isObject(v)) {
      const spec = parsePercolate(ctx, v, []);
      if (!isEsError(spec)) out.push(spec);
    } else percolateQueriesOf(v as Json, ctx, out);
  }
  return out;
}

// BoolQueryBuilder.doToQuery adds its clauses must, must_not, should, filter: the order Lucene's matches follow.
const BOOL_ORDER = ['must', 'should', 'filter'];
const CHILD_KEYS = ['query', 'filter', 'queries', 'positive', 'negative', 'organic'];

function children(q: JsonObject): Json[] {
  const [name] = Object.keys(q);
  const body = name === undefined ? undefined : q[name];
  if (!isObject(body)) return [];
  const keys = name === 'bool' ? BOOL_ORDER : CHILD_KEYS;
  const out: Json[] = [];
  for (const k of keys) {
    const v = body[k];
    for (const c of Array.isArray(v) ? v : [v]) if (isObject(c)) out.push(c);
  }
  return out;
}

function ownName(q: JsonObject): string | undefined {
  const [name] = Object.keys(q);
  const body = name === undefined ? undefined : q[name];
  if (!isObject(body)) return undefined;
  if (typeof body._name === 'string') return body._name;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  const inner = fields.length === 1 ? body[fields[0]!] : undefined;
  return isObject(inner) && typeof inner._name === 'string' ? inner._name : undefined;
}

/** The names of the named queries of a stored query that match one slot's document, breadth first over matching queries. */
function namedMatches(stored: Json, mem: IndexState, slot: number, ctx: QueryContext): string[] {
  const doc = mem.docs.get(String(slot));
  if (!doc) return [];
  const out: string[] = [];
  const queue: Json[] = [stored];
  while (queue.length > 0) {
    const q = queue.shift()!;
    if (!isObject(q)) continue;
    const c = compileQuery(q, { ...ctx, index: mem });
    if (isEsError(c) || !c.test(doc)) continue;
    const n = ownName(q);
    if (n !== undefined) out.push(n);
    queue.push(...children(q));
  }
  return out;
}

/** The percolator's fields of one hit, or undefined when it matched no slot of any percolate query. */
export function percolatorFields(hit: ScrollHit, specs: PercolateSpec[], index: IndexState, env: Env): JsonObject | undefined {
  const ctx: QueryContext = { index, profile: env.profile, now: env.now };
  let out: JsonObject | undefined;
  for (const spec of specs) {
    const stored = storedQuery(hit.doc, spec.field);
    if (stored === undefined) continue;
    const mem = memoryIndex(index, spec.documents);
    const slots = matchedSlots(stored, mem, ctx, (q, c, p) => compileQuery(q, c, p));
    if (slots.length === 0) continue;
    const field = specs.length === 1 ? '_percolator_document_slot' : `_percolator_document_slot_${spec.name ?? spec.field}`;
    out ??= {};
    out[field] = slots;
    if (!env.profile.percolatorNamedMatches) continue;
    for (const slot of slots) {
      const names = namedMatches(stored, mem, slot, ctx);
      if (names.length > 0) out[`${field}_${slot}_matched_queries`] = names;
    }
  }
  return out;
}

/** Wraps a hit's `fields` fetcher with the percolator's fields, when the query holds percolate queries. */
export function withPercolatorSlots(fetch: ((h: ScrollHit) => JsonObject | undefined) | undefined, query: Json | undefined, indices: readonly IndexState[], env: Env): ((h: ScrollHit) => JsonObject | undefined) | undefined {
  if (indices.length === 0) return fetch;
  const specs = percolateQueriesOf(query, { index: indices[0]!, profile: env.profile, now: env.now });
  if (specs.length === 0) return fetch;
  const byName = new Map(indices.map((i) => [i.name, i]));
  return (h) => {
    const base = fetch?.(h);
    const index = byName.get(h.index);
    const own = index ? percolatorFields(h, specs, index, env) : undefined;
    if (!own) return base;
    return base ? { ...base, ...own } : own;
  };
}
