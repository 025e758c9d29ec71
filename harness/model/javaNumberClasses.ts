/**
 * Numbers nested in a `match` value, compared as Elasticsearch's runner compares them. `MatchAssertion` reads
 * both sides with Jackson, which keeps a number's Java class: a token with a point or an exponent is a
 * `Double`, any other the smallest of Integer, Long and BigInteger that holds it. It compares a number at
 * the asserted path by its `doubleValue()` when the two classes differ (1 equals 1.0 there), but a map or a
 * list with `MapMatcher` / `ListMatcher`, whose leaves are hamcrest `equalTo`, i.e. `Object.equals`: an
 * `Integer` 1 is not a `Double` 1.0 inside a structure (test/yaml-rest-runner MatchAssertion.assertMatches,
 * test/framework MapMatcher.matcherFor; OpenSearch's MatchAssertion ends in `expectedValue.equals(actualValue)`
 * alike). `JSON.parse` and the `yaml` package read both as the number 1, so here a float token is kept as a
 * JavaDouble, on both sides, for that comparison only.
 */
import { exactNumberEqual } from './exactNumbers.ts';
import type { OkOutcome } from './outcome.ts';
import { canonical } from '../../reference/core/search/exactSource.ts';
import { RawJson } from '../../reference/core/json.ts';
import { javaDoubleToString } from '../../reference/core/mapping/javaNumbers.ts';

/** A number Jackson reads as a `Double`: written with a point or an exponent (`1.0`, `2e3`). */
export class JavaDouble {
  /** `text`: the token as the response wrote it (`1.0`, `2.5E-4`), when read from one. */
  constructor(
    readonly value: number,
    readonly text?: string,
  ) {}
  /** In reports and messages it is the number it holds. */
  toJSON(): number {
    return this.value;
  }
}

/**
 * A number whose Java class the harness cannot know: a stashed value (`set` and `$body` keep plain numbers).
 * The runner's stash holds the response's own objects, so such a number equals whatever it was read from:
 * it compares by value.
 */
export class LooseNumber {
  constructor(readonly value: number | bigint) {}
  toJSON(): number {
    return Number(this.value);
  }
}

/** Whether a value is one of the two wrappers (a leaf, never a structure to walk). */
export function isClassedNumber(v: unknown): v is JavaDouble | LooseNumber {
  return v instanceof JavaDouble || v instanceof LooseNumber;
}

/** The plain number inside a wrapper; any other value as it is. */
export function plainNumber(v: unknown): unknown {
  return isClassedNumber(v) ? v.value : v;
}

/**
 * Equality of two leaves of a structure by `Object.equals`: a Double only equals a Double of the same value
 * (`Double.equals` holds NaN equal to itself), an integer only an integer (exactly, bigints included), a
 * LooseNumber any number of its value. Non-numbers answer undefined (the caller compares them).
 */
export function classedNumberEqual(a: unknown, b: unknown): boolean | undefined {
  const num = (v: unknown): boolean => typeof v === 'number' || typeof v === 'bigint' || isClassedNumber(v);
  if (!num(a) || !num(b)) return undefined;
  if (a instanceof LooseNumber || b instanceof LooseNumber) {
    const x = plainNumber(a) as number | bigint;
    const y = plainNumber(b) as number | bigint;
    return exactNumberEqual(x, y) || (Number.isNaN(Number(x)) && Number.isNaN(Number(y)));
  }
  if (a instanceof JavaDouble || b instanceof JavaDouble) {
    if (!(a instanceof JavaDouble && b instanceof JavaDouble)) return false;
    return a.value === b.value || (Number.isNaN(a.value) && Number.isNaN(b.value));
  }
  return exactNumberEqual(a as number | bigint, b as number | bigint);
}

/** Every number of a value (a JavaDouble too) as a LooseNumber: a stashed value put into a structure, a runner that reads all numbers alike. */
export function loosen(v: unknown): unknown {
  if (typeof v === 'number' || typeof v === 'bigint') return new LooseNumber(v);
  if (v instanceof JavaDouble) return new LooseNumber(v.value);
  if (Array.isArray(v)) return v.map(loosen);
  if (v !== null && typeof v === 'object' && !isClassedNumber(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = loosen(x);
    return out;
  }
  return v;
}

/** Strings (skipped) and number tokens of a JSON text. */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;

/**
 * A JSON text parsed with each float token as a JavaDouble and each integer past 2^53 as a bigint, as
 * Jackson reads them. Each such token is swapped for a placeholder string (starting with U+0000, which a
 * JSON text can only hold escaped) and swapped back by the reviver.
 */
export function classedJson(text: string): unknown {
  const held: unknown[] = [];
  const swapped = text.replace(TOKEN, (tok) => {
    if (tok.charCodeAt(0) === 34) return tok;
    if (/[.eE]/.test(tok)) held.push(new JavaDouble(Number(tok), tok));
    else if (tok.replace('-', '').length >= 16) held.push(canonical(BigInt(tok)));
    else return tok;
    return `"\\u0000num${held.length - 1}"`;
  });
  if (held.length === 0) return JSON.parse(text);
  return JSON.parse(swapped, (_k, v: unknown) => {
    if (typeof v === 'string' && v.charCodeAt(0) === 0 && v.startsWith('\u0000num')) {
      const i = Number(v.slice(4));
      if (Number.isInteger(i) && i < held.length) return held[i];
    }
    return v;
  });
}

const CLASSED = new WeakMap<OkOutcome, unknown>();

/**
 * A response's value with its numbers' Java classes, made once per response; the plain value when the body is
 * not a JSON text (a YAML or text body keeps the plain reading, whose numbers then compare by value).
 */
export function classedValue(outcome: OkOutcome | undefined, plain: unknown): unknown {
  if (outcome === undefined || plain === undefined) return plain;
  const cached = CLASSED.get(outcome);
  if (cached !== undefined) return cached;
  let value: unknown = loosen(plain);
  try {
    const text = outcome.body.trim();
    if (text.startsWith('{') || text.startsWith('[')) value = classedJson(text);
  } catch {
    // keep the loose reading
  }
  CLASSED.set(outcome, value);
  return value;
}

/**
 * A value read by classedJson made writable again: each JavaDouble a RawJson leaf of its text, which encodeJson
 * writes verbatim, so a proxy that rewrites an answer (harness/faults) keeps `1.0` a double, as a server would.
 */
export function floatsAsWritten(v: unknown): unknown {
  if (v instanceof JavaDouble) return new RawJson(v.text ?? javaDoubleToString(v.value));
  if (Array.isArray(v)) return v.map(floatsAsWritten);
  if (v !== null && typeof v === 'object' && !(v instanceof RawJson) && !(v instanceof LooseNumber)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = floatsAsWritten(x);
    return out;
  }
  return v;
}

/** A JSON answer's text read for rewriting: floats as JavaDouble, long integers exact; undefined when it is no JSON text. */
export function rewritableJson(body: string): unknown {
  const text = body.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    return classedJson(text);
  } catch {
    return undefined;
  }
}
