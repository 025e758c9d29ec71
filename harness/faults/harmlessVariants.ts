/**
 * Harmless variations of a conforming server's answers, beyond key order and whitespace: numbers printed
 * otherwise (the same value), `max_score: null` left out, fields a newer version adds, other response
 * headers. A target that differs only so must pass every scenario: the harness compares JSON values as
 * Elasticsearch's runner does (MatchAssertion: a number at the asserted path by its double value, a null
 * expectation met by an absent field), never the text of an answer.
 */
import { okOutcome } from '../model/outcome.ts';
import { isObject } from '../model/values.ts';
import type { Target } from '../targets/target.ts';
import { hitsOf, mapSearch, withHits } from './searchFaults.ts';
import { decorate } from './wire.ts';

/** Strings (kept) and number tokens of a JSON text. */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;

/** Every number token of each JSON answer rewritten by `f` (strings untouched), the rest of the text as it was. */
function mapNumberTokens(inner: Target, f: (token: string) => string): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (o.kind !== 'ok' || o.json === undefined || !(o.headers['content-type'] ?? '').includes('json')) return o;
    return okOutcome(o.status, o.headers, o.body.replace(TOKEN, (tok) => (tok.charCodeAt(0) === 34 ? tok : f(tok))), o.ms);
  });
}

/**
 * A double with an integral value and no exponent written as an integer (`2.0` as `2`), as a server in
 * JavaScript or Go writes it. The same JSON number: Elasticsearch's runner compares a number at the asserted
 * path by its double value ("Double 1.0 is equal to Integer 1", MatchAssertion.assertMatches).
 */
export function integralDoublesAsIntegers(inner: Target): Target {
  return mapNumberTokens(inner, (tok) => (/^-?\d+\.0+$/.test(tok) && Number.isSafeInteger(Number(tok)) ? tok.replace(/\.0+$/, '') : tok));
}

/**
 * Doubles printed as JavaScript prints them instead of Java's `Double.toString` (`1.0E-4` as `0.0001`,
 * `1.0E7` as `10000000.0`), still with a point or an exponent: the same double, read by Jackson as a Double.
 */
export function jsFloatPrinting(inner: Target): Target {
  return mapNumberTokens(inner, (tok) => {
    if (!/[.eE]/.test(tok)) return tok;
    // String(-0) is "0": the sign of a negative zero kept, as it is another double.
    const js = Object.is(Number(tok), -0) ? '-0' : String(Number(tok));
    return /[.e]/.test(js) ? js : `${js}.0`;
  });
}

/** `hits.max_score: null` left out (Elasticsearch writes the null; a missing field matches a null expectation too). */
export function nullMaxScoreAbsent(inner: Target): Target {
  return mapSearch(inner, (a) => {
    if (!isObject(a.hits) || a.hits.max_score !== null) return a;
    const { max_score: _m, ...hits } = a.hits;
    return { ...a, hits };
  });
}

/** Search answers with fields a newer version might add: at the top, in `_shards`, in `hits` and in each hit. */
export function newerSearchFields(inner: Target): Target {
  return mapSearch(inner, (a) => {
    const hits = hitsOf(a);
    const out = hits ? withHits(a, hits.map((h) => (isObject(h) ? { ...h, _x_newer_hit_field: { v: 1 } } : h))) : a;
    return {
      ...out,
      _x_newer_top_field: { phases: 1 },
      ...(isObject(out._shards) ? { _shards: { ...out._shards, x_newer_shards_field: 0 } } : {}),
      ...(isObject(out.hits) ? { hits: { ...out.hits, x_newer_hits_field: 'x' } } : {}),
    };
  });
}

/** Other response headers: a charset on the JSON content type, and headers a gateway adds. */
export function otherHeaders(inner: Target): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (o.kind !== 'ok') return o;
    const ct = o.headers['content-type'];
    const headers: Record<string, string> = { ...o.headers, server: 'gateway/1.0', 'cache-control': 'no-store', 'x-request-id': 'r-1', ...(ct === 'application/json' ? { 'content-type': 'application/json; charset=UTF-8' } : {}) };
    return { ...o, headers };
  });
}
