/**
 * Comparing two search answers as Elasticsearch defines them, not as text: the hit set and the totals
 * exactly; the order exactly where scores (or sort values) differ, free among equal ones (Elasticsearch
 * breaks ties by shard and Lucene doc id, which another server or shard layout may number otherwise:
 * "documents with equal scores are returned in an unspecified order" — ES docs, `search_after` and
 * "Paginate search results"); `_score` and `max_score` within one float32 ulp (Lucene scores are floats,
 * printed as the shortest decimal that reads back as the same float); bucket keys and counts exactly; metric
 * values exactly, except the approximate ones (percentiles: a TDigest estimate; cardinality: exact below
 * `precision_threshold`, HyperLogLog++ above), which must agree within their documented error.
 */
import { exactValue } from '../model/exactNumbers.ts';
import type { Outcome } from '../model/outcome.ts';
import { isObject } from '../model/values.ts';
import { bigintDigits, diffValues, formatDiff, show, type DiffEntry } from './diff.ts';
import { invalid, unknown, valid, type Verdict } from './verdict.ts';

/** One hit as the side-by-side evidence shows it. */
export interface HitRow {
  rank: number;
  id: string;
  score: number | null;
  sort?: unknown;
  /** This row is where the two sides differ. */
  bad: boolean;
}

/** One bucket as the side-by-side evidence shows it. */
export interface BucketRow {
  /** The aggregation's path (`by_tag`, `by_tag.buckets.a.by_month`). */
  agg: string;
  key: string;
  reference?: number;
  target?: number;
  bad: boolean;
}

/** What a search comparison saw: the differences, and both answers as rows for the report. */
export interface SearchEvidence {
  entries: DiffEntry[];
  reference: HitRow[];
  target: HitRow[];
  buckets: BucketRow[];
}

const CHECK = 'search';

/** One unit in the last place of the float32 nearest to x (Math.ulp for floats). */
export function ulp32(x: number): number {
  const a = Math.abs(Math.fround(x));
  if (a === 0 || !Number.isFinite(a)) return 2 ** -149;
  return Math.max(2 ** -149, 2 ** (Math.floor(Math.log2(a)) - 23));
}

/** Two scores agree: equal as float32, or at most one float32 ulp apart. */
export function scoreClose(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a !== 'number' || typeof b !== 'number') return a === b;
  const fa = Math.fround(a);
  const fb = Math.fround(b);
  return fa === fb || Math.abs(fa - fb) <= ulp32(Math.max(Math.abs(fa), Math.abs(fb)));
}

interface Hit {
  _id?: unknown;
  _index?: unknown;
  _score?: unknown;
  sort?: unknown;
  [k: string]: unknown;
}

const hitsOf = (body: unknown): Hit[] => {
  const h = isObject(body) && isObject(body.hits) ? body.hits.hits : undefined;
  return Array.isArray(h) ? (h.filter(isObject) as Hit[]) : [];
};
const idOf = (h: Hit): string => `${String(h._index ?? '')}/${String(h._id ?? '')}`;
const totalOf = (body: unknown): unknown => (isObject(body) && isObject(body.hits) ? body.hits.total : undefined);
const totalValue = (t: unknown): number | undefined => (typeof t === 'number' ? t : isObject(t) && typeof t.value === 'number' ? t.value : undefined);

/** Whether a request sorts by something else than the score (then `sort` values decide the order). */
function sortsOtherwise(body: unknown): boolean {
  if (!isObject(body) || body.sort === undefined) return false;
  const s = Array.isArray(body.sort) ? body.sort : [body.sort];
  return !(s.length === 1 && (s[0] === '_score' || (isObject(s[0]) && Object.keys(s[0])[0] === '_score')));
}

/** The order key of a hit: its score, or its sort values when the request sorts otherwise. */
function tieKey(h: Hit, bySort: boolean): unknown {
  return bySort ? h.sort : h._score;
}

const sameKey = (a: unknown, b: unknown, bySort: boolean): boolean => (bySort ? JSON.stringify(a, bigintDigits) === JSON.stringify(b, bigintDigits) : scoreClose(a, b));

/**
 * The hits: totals exactly; at each rank the same score (within an ulp) or sort values; among ranks of one
 * tie, the same documents in any order; a tie cut by the page's end (more hits than returned) may hold other
 * members of the tie, as long as there are as many. Each hit present on both sides is compared field by field
 * (`_source` exactly, the rest as the reference has it).
 */
function compareHits(reqBody: unknown, ref: unknown, tgt: unknown, out: DiffEntry[], badRef: Set<number>, badTgt: Set<number>): void {
  const rt = totalOf(ref);
  const tt = totalOf(tgt);
  for (const e of diffValues(rt, tt)) out.push({ ...e, path: `hits.total${e.path ? `.${e.path}` : ''}` });
  const R = hitsOf(ref);
  const T = hitsOf(tgt);
  const bySort = sortsOtherwise(reqBody);
  const refMax = isObject(ref) && isObject(ref.hits) ? ref.hits.max_score : undefined;
  const tgtMax = isObject(tgt) && isObject(tgt.hits) ? tgt.hits.max_score : undefined;
  if (!scoreClose(refMax, tgtMax)) out.push({ path: 'hits.max_score', kind: 'changed', expected: refMax, actual: tgtMax });
  if (R.length !== T.length) out.push({ path: 'hits.hits', kind: 'changed', expected: `${R.length} hits`, actual: `${T.length} hits` });
  const n = Math.min(R.length, T.length);
  for (let i = 0; i < n; i++) {
    if (!sameKey(tieKey(R[i]!, bySort), tieKey(T[i]!, bySort), bySort)) {
      out.push({ path: `hits.hits.${i}.${bySort ? 'sort' : '_score'}`, kind: 'changed', expected: tieKey(R[i]!, bySort), actual: tieKey(T[i]!, bySort) });
      badRef.add(i);
      badTgt.add(i);
    }
  }
  // Runs of equal keys in the reference's order: within a run, order is free.
  const truncated = (totalValue(rt) ?? R.length) > R.length;
  for (let a = 0; a < R.length; ) {
    let b = a + 1;
    while (b < R.length && sameKey(tieKey(R[b - 1]!, bySort), tieKey(R[b]!, bySort), bySort)) b++;
    const lastRun = b === R.length;
    const refIds = R.slice(a, b).map(idOf);
    const tgtIds = T.slice(a, Math.min(b, T.length)).map(idOf);
    if (!(lastRun && truncated)) {
      const missing = refIds.filter((id) => !tgtIds.includes(id));
      const extra = tgtIds.filter((id) => !refIds.includes(id));
      for (const id of missing) {
        out.push({ path: `hits.hits[${id}]`, kind: 'missing', expected: `hit ${id} at rank ${refIds.indexOf(id) + a}` });
        badRef.add(refIds.indexOf(id) + a);
      }
      for (const id of extra) {
        out.push({ path: `hits.hits[${id}]`, kind: 'extra', actual: `hit ${id} at rank ${tgtIds.indexOf(id) + a}` });
        badTgt.add(tgtIds.indexOf(id) + a);
      }
    }
    a = b;
  }
  for (let i = n; i < R.length; i++) badRef.add(i);
  for (let i = n; i < T.length; i++) badTgt.add(i);
  // The same document on both sides: its fields agree (scores and ranks judged above).
  const byId = new Map(T.map((h, i) => [idOf(h), i] as const));
  for (const [i, h] of R.entries()) {
    const j = byId.get(idOf(h));
    if (j === undefined) continue;
    const { _score: _a, sort: _b, _shard: _c, _node: _d, _explanation: _e, ...rest } = h;
    const t = T[j]!;
    const entries = diffValues(rest, t, { allowExtraKeys: true, strictSubtrees: new Set(['_source']) }).filter((e) => !['_score', 'sort', '_shard', '_node', '_explanation'].includes(e.path.split('.')[0]!));
    for (const e of entries) out.push({ ...e, path: `hits.hits[${idOf(h)}].${e.path}` });
    if (entries.length) {
      badRef.add(i);
      badTgt.add(j);
    }
  }
}

/** The aggregation's type in a request definition (its one key besides sub-aggregations and meta). */
function aggType(def: unknown): string | undefined {
  return isObject(def) ? Object.keys(def).find((k) => k !== 'aggs' && k !== 'aggregations' && k !== 'meta') : undefined;
}
const subAggs = (def: unknown): Record<string, unknown> => (isObject(def) ? ((isObject(def.aggs) ? def.aggs : isObject(def.aggregations) ? def.aggregations : {}) as Record<string, unknown>) : {});

/**
 * The documented error of an approximate metric, as an absolute tolerance for one value: percentiles are a
 * TDigest estimate whose interpolation between neighbouring samples differs by implementation and version
 * (ES docs, "Percentiles are (usually) approximate"), so within a tenth of the spread of the reported
 * percentiles; cardinality is exact below precision_threshold (default 3000; HyperLogLog++ keeps a hash set
 * there), within 5% above it.
 */
function tolerance(type: string | undefined, def: unknown, refValue: Record<string, unknown>): (path: string, ref: number) => number {
  if (type === 'percentiles' && isObject(refValue.values)) {
    const vals = Object.values(refValue.values).filter((v): v is number => typeof v === 'number');
    const spread = vals.length ? Math.max(...vals) - Math.min(...vals) : 0;
    return () => spread * 0.1 + 1e-9;
  }
  if (type === 'cardinality') {
    const threshold = isObject(def) && isObject(def.cardinality) && typeof def.cardinality.precision_threshold === 'number' ? def.cardinality.precision_threshold : 3000;
    return (_p, r) => (r < threshold ? 0 : r * 0.05);
  }
  return () => 0;
}

/** Numbers within the tolerance, everything else as diffValues judges it (extra keys tolerated). */
function diffTolerant(ref: unknown, tgt: unknown, path: string, tol: (path: string, ref: number) => number, out: DiffEntry[]): void {
  for (const e of diffValues(ref, tgt, { allowExtraKeys: true })) {
    if (e.kind === 'changed' && typeof e.expected === 'number' && typeof e.actual === 'number' && Math.abs(e.expected - e.actual) <= tol(e.path, e.expected)) continue;
    // value_as_string follows value: when the values agree within the tolerance, so may their text.
    if (e.kind === 'changed' && e.path.endsWith('_as_string') && tol(e.path, 0) > 0) continue;
    out.push({ ...e, path: `${path}${e.path ? `.${e.path}` : ''}` });
  }
}

/** Compare one aggregation (and its sub-aggregations, bucket by bucket) along the request's definition. */
function compareAgg(def: unknown, ref: unknown, tgt: unknown, path: string, out: DiffEntry[], rows: BucketRow[]): void {
  if (!isObject(ref)) return void (ref !== undefined && diffTolerant(ref, tgt, path, () => 0, out));
  if (!isObject(tgt)) return void out.push({ path, kind: 'missing', expected: ref });
  const type = aggType(def);
  const subs = subAggs(def);
  const { buckets: rb, ...refRest } = ref;
  const { buckets: tb } = tgt;
  // The aggregation's own values (metrics, doc_count of a single bucket, error bounds of terms).
  const own = Object.fromEntries(Object.entries(refRest).filter(([k]) => !(k in subs)));
  diffTolerant(own, tgt, path, tolerance(type, def, ref), out);
  for (const name of Object.keys(subs)) if (name in ref) compareAgg(subs[name], ref[name], tgt[name], `${path}.${name}`, out, rows);
  if (rb === undefined) return;
  const keyed = isObject(rb);
  const rList: Array<[string, unknown]> = keyed ? Object.entries(rb) : Array.isArray(rb) ? rb.map((b) => [bucketKey(b), b]) : [];
  const tList: Array<[string, unknown]> = isObject(tb) ? Object.entries(tb) : Array.isArray(tb) ? tb.map((b) => [bucketKey(b), b]) : [];
  if (rList.length !== tList.length) out.push({ path: `${path}.buckets`, kind: 'changed', expected: `${rList.length} buckets`, actual: `${tList.length} buckets` });
  const tMap = new Map(tList);
  for (const [i, [key, b]] of rList.entries()) {
    // Bucket order is part of the answer (an order or a key order is always defined): keyed buckets by key,
    // listed buckets by position.
    const t = keyed ? tMap.get(key) : tList[i]?.[1];
    const tKey = keyed ? key : tList[i]?.[0];
    const refCount = isObject(b) && typeof b.doc_count === 'number' ? b.doc_count : undefined;
    const tgtCount = isObject(t) && typeof t.doc_count === 'number' ? t.doc_count : undefined;
    const before = out.length;
    if (t === undefined) out.push({ path: `${path}.buckets.${i}`, kind: 'missing', expected: b });
    else {
      if (!keyed && tKey !== key && !(isObject(b) && 'key' in b)) out.push({ path: `${path}.buckets.${i}.key`, kind: 'changed', expected: key, actual: tKey });
      compareBucket(subs, b, t, `${path}.buckets.${keyed ? key : i}`, out, rows);
    }
    rows.push({ agg: path, key, ...(refCount !== undefined ? { reference: refCount } : {}), ...(tgtCount !== undefined ? { target: tgtCount } : {}), bad: out.length > before });
  }
  for (const [key, t] of tList.slice(rList.length)) {
    out.push({ path: `${path}.buckets[${key}]`, kind: 'extra', actual: t });
    rows.push({ agg: path, key, ...(isObject(t) && typeof t.doc_count === 'number' ? { target: t.doc_count } : {}), bad: true });
  }
}

/** One bucket: its key, doc_count and other own values exactly, then each sub-aggregation. */
function compareBucket(subs: Record<string, unknown>, b: unknown, t: unknown, path: string, out: DiffEntry[], rows: BucketRow[]): void {
  if (!isObject(b) || !isObject(t)) return void diffTolerant(b, t, path, () => 0, out);
  const own = Object.fromEntries(Object.entries(b).filter(([k]) => !(k in subs)));
  diffTolerant(own, t, path, () => 0, out);
  for (const name of Object.keys(subs)) if (name in b) compareAgg(subs[name], b[name], t[name], `${path}.${name}`, out, rows);
}

/** A bucket's key as text (`key_as_string` where given: date histograms, ranges by their text). */
function bucketKey(b: unknown): string {
  if (!isObject(b)) return show(b);
  if (typeof b.key === 'string') return b.key;
  if (b.key_as_string !== undefined) return String(b.key_as_string);
  if (b.key !== undefined) return JSON.stringify(b.key, bigintDigits);
  return `${String(b.from ?? '*')}-${String(b.to ?? '*')}`;
}

/** Compare the target's search answer with the reference's for a request with this body (JSON value). */
export function compareSearchBodies(reqBody: unknown, ref: unknown, tgt: unknown): SearchEvidence {
  const entries: DiffEntry[] = [];
  const badRef = new Set<number>();
  const badTgt = new Set<number>();
  const buckets: BucketRow[] = [];
  if (isObject(ref) && isObject(ref.hits)) compareHits(reqBody, ref, tgt, entries, badRef, badTgt);
  const defs = isObject(reqBody) ? subAggs(reqBody) : {};
  const ra = isObject(ref) ? ref.aggregations : undefined;
  const ta = isObject(tgt) ? tgt.aggregations : undefined;
  if (isObject(ra)) {
    if (!isObject(ta)) entries.push({ path: 'aggregations', kind: 'missing', expected: ra });
    else for (const name of Object.keys(ra)) compareAgg(defs[name], ra[name], ta[name], `aggregations.${name}`, entries, buckets);
  }
  const rows = (hs: Hit[], bad: Set<number>): HitRow[] =>
    hs.map((h, i) => ({ rank: i, id: String(h._id ?? ''), score: typeof h._score === 'number' ? h._score : null, ...(h.sort !== undefined ? { sort: h.sort } : {}), bad: bad.has(i) }));
  return { entries, reference: rows(hitsOf(ref), badRef), target: rows(hitsOf(tgt), badTgt), buckets };
}

/** The request body of a wire request as a JSON value (undefined when none or not JSON). */
export function requestBodyJson(body: unknown): unknown {
  if (body === undefined) return undefined;
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The verdict on a search: the same status (and error type); for answers, hits and aggregations as
 * compareSearchBodies judges them. Unknown when the reference gave no answer.
 */
export function compareSearch(reqBody: unknown, target: Outcome, reference: Outcome): Verdict<SearchEvidence | undefined> {
  if (reference.kind === 'info') return unknown(CHECK, `reference gave no response: ${reference.reason}`);
  if (target.kind === 'info') return invalid(CHECK, `target gave no response: ${target.reason}`);
  if (target.status !== reference.status) {
    const diff = `~ status: reference ${reference.status}, target ${target.status}`;
    return invalid(CHECK, `search: status ${target.status} where the reference gives ${reference.status}`, { diff });
  }
  if (reference.status >= 400) {
    const rt = isObject(reference.json) && isObject(reference.json.error) ? reference.json.error.type : undefined;
    const tt = isObject(target.json) && isObject(target.json.error) ? target.json.error.type : undefined;
    return rt === tt ? valid(CHECK, 'the same error') : invalid(CHECK, `search: error ${show(tt)} where the reference gives ${show(rt)}`, { diff: `~ error.type: expected ${show(rt)}, got ${show(tt)}` });
  }
  const ev = compareSearchBodies(reqBody, exactValue(reference, reference.json), exactValue(target, target.json));
  if (ev.entries.length === 0) return valid(CHECK, 'the same hits, scores and buckets', { details: ev });
  const first = ev.entries[0]!;
  return invalid(CHECK, `search: ${ev.entries.length} difference(s), first at ${first.path}`, { diff: formatDiff(ev.entries), details: ev });
}
