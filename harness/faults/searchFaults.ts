/**
 * Planted search faults, each a decorator of a correct target that lies in its search answers the way a
 * broken proxy, cache or engine would; and harmless variations a conforming server may show (equal-score
 * ties in the other order, other whitespace). The harness must catch every fault, in scenarios and in
 * properties, and pass every harmless variation.
 */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { indentJson } from '../../reference/core/json.ts';
import { bigintDigits } from '../check/diff.ts';
import { exactValue } from '../model/exactNumbers.ts';
import { floatsAsWritten, JavaDouble, plainNumber, rewritableJson } from '../model/javaNumberClasses.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import { isObject } from '../model/values.ts';
import type { Target } from '../targets/target.ts';
import { bodyJson, decorate, forged } from './wire.ts';

export type Json = Record<string, unknown>;

/** Rewrite the JSON answer of every successful search (`_search`, and `_msearch`'s responses one by one). */
export function mapSearch(inner: Target, f: (answer: Json, request: unknown) => Json): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    const o = await inner.send(req);
    const api = apiNameOf(req);
    if ((api !== 'search' && api !== 'msearch') || o.kind !== 'ok' || o.status !== 200 || !isObject(o.json)) return o;
    // Read with every digit of an integer past 2^53 and each double as written (javaNumberClasses.ts), so the
    // fault changes only what it means to change.
    const json = (rewritableJson(o.body) ?? exactValue(o, o.json)) as Json;
    if (api === 'msearch') {
      const rs = Array.isArray(json.responses) ? json.responses.map((r) => (isObject(r) && isObject(r.hits) ? f(r, undefined) : r)) : json.responses;
      return forged(o.status, floatsAsWritten({ ...json, responses: rs }));
    }
    return forged(o.status, floatsAsWritten(f(json, bodyJson(req))));
  });
}

/** Rewrite the JSON answer of every successful call of one other API (`explain`, `update`...), read as mapSearch reads. */
export function mapAnswer(inner: Target, api: string, f: (answer: Json, request: unknown) => Json): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    const o = await inner.send(req);
    if (apiNameOf(req) !== api || o.kind !== 'ok' || o.status !== 200 || !isObject(o.json)) return o;
    return forged(o.status, floatsAsWritten(f((rewritableJson(o.body) ?? exactValue(o, o.json)) as Json, bodyJson(req))));
  });
}

export const hitsOf = (a: Json): Json[] | undefined => (isObject(a.hits) && Array.isArray(a.hits.hits) ? (a.hits.hits as Json[]) : undefined);
export const withHits = (a: Json, hits: Json[]): Json => ({ ...a, hits: { ...(a.hits as Json), hits } });

/** The last hit of every page is dropped (a proxy that trims a page by one). */
export function dropLastHit(inner: Target): Target {
  return mapSearch(inner, (a) => {
    const hits = hitsOf(a);
    return hits && hits.length > 0 ? withHits(a, hits.slice(0, -1)) : a;
  });
}

/** The top hit's score is 0.1% higher than computed (a cache that rounds, a wrong norm): max_score follows it. */
export function perturbScore(inner: Target): Target {
  return mapSearch(inner, (a) => {
    const hits = hitsOf(a);
    const top = hits?.[0];
    const topScore = plainNumber(top?._score);
    if (!hits || !top || typeof topScore !== 'number' || topScore === 0) return a;
    const score = new JavaDouble(Math.fround(topScore * 1.001));
    const out = withHits(a, [{ ...top, _score: score }, ...hits.slice(1)]);
    return { ...out, hits: { ...(out.hits as Json), max_score: score } };
  });
}

/** Every aggregation answer, bucket lists rewritten by `f` (at every depth). */
export function mapBuckets(v: unknown, f: (buckets: Json[]) => Json[]): unknown {
  if (Array.isArray(v)) return v.map((x) => mapBuckets(x, f));
  if (!isObject(v)) return v;
  const out: Json = {};
  for (const [k, x] of Object.entries(v)) out[k] = k === 'buckets' && Array.isArray(x) && x.every(isObject) ? f((x as Json[]).map((b) => mapBuckets(b, f) as Json)) : mapBuckets(x, f);
  return out;
}

export const withAggs = (a: Json, f: (buckets: Json[]) => Json[]): Json => (isObject(a.aggregations) ? { ...a, aggregations: mapBuckets(a.aggregations, f) } : a);

/** The first two buckets of every bucket list are merged into one (keys of the first, counts added). */
export function mergeBuckets(inner: Target): Target {
  return mapSearch(inner, (a) =>
    withAggs(a, (bs) => {
      if (bs.length < 2) return bs;
      const [x, y, ...rest] = bs as [Json, Json, ...Json[]];
      const count = (Number(x.doc_count) || 0) + (Number(y.doc_count) || 0);
      return [{ ...x, doc_count: count }, ...rest];
    }),
  );
}

/** Every bucket list comes back reversed (a server that orders buckets its own way). */
export function reorderBuckets(inner: Target): Target {
  return mapSearch(inner, (a) => withAggs(a, (bs) => (bs.length > 1 && bs.some((b, i) => i > 0 && JSON.stringify(b.key) !== JSON.stringify(bs[0]!.key)) ? [...bs].reverse() : bs)));
}

/**
 * Harmless: hits whose scores are exactly equal come back in the other order (another server numbers its
 * documents otherwise; ES does not fix the order of ties). Only for searches ranked by score: with a sort,
 * ties keep the target's order too, so runs of equal `sort` values are reversed the same way.
 */
export function swapEqualScoreTies(inner: Target): Target {
  return mapSearch(inner, (a) => {
    const hits = hitsOf(a);
    if (!hits || hits.length < 2) return a;
    const key = (h: Json): string => JSON.stringify(h.sort !== undefined ? h.sort : h._score, bigintDigits);
    const out: Json[] = [];
    for (let i = 0; i < hits.length; ) {
      let j = i + 1;
      while (j < hits.length && key(hits[j]!) === key(hits[i]!)) j++;
      out.push(...hits.slice(i, j).reverse());
      i = j;
    }
    return withHits(a, out);
  });
}

/** Harmless: every JSON answer pretty-printed (other whitespace, the same value). */
export function prettyJson(inner: Target): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (o.kind !== 'ok' || o.json === undefined || !(o.headers['content-type'] ?? '').includes('json')) return o;
    // The text re-indented, not parsed and written again (which would round integers past 2^53).
    return okOutcome(o.status, o.headers, indentJson(o.body), o.ms);
  });
}

/**
 * Every JSON answer parsed and written again in JavaScript, as a proxy or gateway written in Node does:
 * integers past 2^53 (snowflake ids, unsigned_long values, sort values of long fields) lose their last digits.
 */
export function roundBigIntegers(inner: Target): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (o.kind !== 'ok' || o.json === undefined || !(o.headers['content-type'] ?? '').includes('json')) return o;
    return okOutcome(o.status, o.headers, JSON.stringify(o.json), o.ms);
  });
}
