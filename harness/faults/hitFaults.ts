/**
 * Planted faults in what a search answer says about its hits, each a decorator of a correct target: the
 * hits themselves are right, and one detail beside them is not (highlights, fetched fields, the total's
 * relation, the score's scale, the explain API's value).
 */
import { isObject } from '../model/values.ts';
import { JavaDouble, plainNumber } from '../model/javaNumberClasses.ts';
import type { Target } from '../targets/target.ts';
import { hitsOf, mapAnswer, mapSearch, withHits, type Json } from './searchFaults.ts';

/** Every hit's own object rewritten by `f`. */
const mapHits = (inner: Target, f: (hit: Json) => Json): Target =>
  mapSearch(inner, (a) => {
    const hits = hitsOf(a);
    return hits ? withHits(a, hits.map((h) => (isObject(h) ? f(h) : h))) : a;
  });

/** Every field of a hit's `highlight` rewritten by `f` (its fragments in order). */
const mapHighlights = (inner: Target, f: (fragments: unknown[]) => unknown[]): Target =>
  mapHits(inner, (h) => (isObject(h.highlight) ? { ...h, highlight: Object.fromEntries(Object.entries(h.highlight).map(([k, v]) => [k, Array.isArray(v) ? f(v) : v])) } : h));

/** Highlight fragments in the reverse order (Elasticsearch gives them in text order, or by score with `order: score`). */
export function highlightReversed(inner: Target): Target {
  return mapHighlights(inner, (frags) => [...frags].reverse());
}

/** Each closing highlight tag one character early (`<em>fox</em>` becomes `<em>fo</em>x`): offsets off by one. */
export function highlightTagsShifted(inner: Target): Target {
  return mapHighlights(inner, (frags) => frags.map((f) => (typeof f === 'string' ? f.replace(/([^>])(<\/[a-zA-Z]+>)/g, '$2$1') : f)));
}

const ISO_MILLIS = /^(\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d{3}(Z|[+-]\d\d:\d\d)$/;

/**
 * Dates of `fields` / `docvalue_fields` in another default format: without the milliseconds that
 * `strict_date_optional_time` writes (`2021-02-03T04:05:06.000Z` comes back `2021-02-03T04:05:06Z`).
 */
export function fieldDatesNoMillis(inner: Target): Target {
  const strip = (v: unknown): unknown => (typeof v === 'string' ? v.replace(ISO_MILLIS, '$1$2') : v);
  return mapHits(inner, (h) => (isObject(h.fields) ? { ...h, fields: Object.fromEntries(Object.entries(h.fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(strip) : v])) } : h));
}

/** `hits.total.relation` says `eq` where counting stopped at `track_total_hits` and Elasticsearch says `gte`. */
export function totalRelationEq(inner: Target): Target {
  return mapSearch(inner, (a) => (isObject(a.hits) && isObject(a.hits.total) && a.hits.total.relation === 'gte' ? { ...a, hits: { ...a.hits, total: { ...a.hits.total, relation: 'eq' } } } : a));
}

/**
 * BM25 without the (k1 + 1) factor: Lucene 8 dropped it from BM25Similarity, but Elasticsearch 7 and 8 score
 * with LegacyBM25Similarity, which keeps it (k1 = 1.2: every score 2.2 times what plain BM25 gives). A server
 * on plain Lucene BM25 gives every score divided by 2.2; the ranking is the same.
 */
export function bm25DropsK1Plus1(inner: Target): Target {
  const scale = (s: unknown): unknown => {
    const v = plainNumber(s);
    return typeof v === 'number' && v !== 0 ? new JavaDouble(Math.fround(v / 2.2)) : s;
  };
  return mapSearch(inner, (a) => {
    const hits = hitsOf(a);
    if (!hits || !isObject(a.hits)) return a;
    const out = withHits(a, hits.map((h) => (isObject(h) && h._score !== undefined ? { ...h, _score: scale(h._score) } : h)));
    return { ...out, hits: { ...(out.hits as Json), max_score: scale(a.hits.max_score) } };
  });
}

/** The explain API's top value 0.1% off the score the search gives the same document (an explanation built apart from scoring). */
export function explainValueOff(inner: Target): Target {
  return mapAnswer(inner, 'explain', (a) => {
    const e = a.explanation;
    const v = isObject(e) ? plainNumber(e.value) : undefined;
    return isObject(e) && typeof v === 'number' && v !== 0 ? { ...a, explanation: { ...e, value: new JavaDouble(Math.fround(v * 1.001)) } } : a;
  });
}
