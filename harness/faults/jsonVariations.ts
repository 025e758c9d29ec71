/**
 * Harmless variations of a conforming server's answers: the same JSON values in another key order, with
 * extra fields a newer or different server might send, with other `took` values. A target that differs
 * only so still passes everything.
 */
import { encodeJson } from '../../reference/core/json.ts';
import { exactValue } from '../model/exactNumbers.ts';
import { floatsAsWritten, rewritableJson } from '../model/javaNumberClasses.ts';
import { okOutcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { decorate } from './wire.ts';

/** A JSON object to walk; a number kept with its class (a JavaDouble, a RawJson) is a leaf, not an object. */
function isObj(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}


/** Rewrite the JSON body of every answer (other answers pass as they are). */
export function mapJson(inner: Target, f: (v: unknown) => unknown): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (o.kind !== 'ok' || o.json === undefined) return o;
    // Read and written with every digit of an integer past 2^53 and each double as written (`1.0` stays a
    // double, javaNumberClasses.ts): a harmless variation must not round one nor turn one into an integer.
    const classed = rewritableJson(o.body);
    return okOutcome(o.status, o.headers, encodeJson(classed === undefined ? f(exactValue(o, o.json)) : floatsAsWritten(f(classed))), o.ms);
  });
}

/** Reverse the key order of every object (the JSON value is unchanged). */
export function reverseKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reverseKeys);
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reverseKeys(x)]));
}

/** Top-level keys of answers with a fixed shape (not keyed by index names). */
const FIXED_SHAPE = ['acknowledged', '_id', 'hits', 'items', 'count', 'error', '_scroll_id', 'succeeded', 'version', 'found', 'result'];

/** Add fields a newer or different server might send, where the shape allows extra keys. */
export function addExtraFields(v: unknown): unknown {
  if (!isObj(v) || !FIXED_SHAPE.some((k) => k in v)) return v;
  const out: Record<string, unknown> = { ...v, x_proxy_note: { added: true } };
  if (isObj(out.error)) out.error = { ...out.error, x_proxy_detail: 'extra' };
  if (isObj(out.hits)) out.hits = { ...out.hits, x_proxy_hits: 0 };
  if (Array.isArray(out.items)) out.items = out.items.map((it) => (isObj(it) ? Object.fromEntries(Object.entries(it).map(([k, x]) => [k, isObj(x) ? { ...x, x_proxy_item: 1 } : x])) : it));
  return out;
}

/** Replace every `took` with another plausible value. */
export function otherTook(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(otherTook);
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'took' && typeof x === 'number' ? 4321 + x : otherTook(x)]));
}
