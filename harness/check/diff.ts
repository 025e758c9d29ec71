/**
 * A small structural diff: the differences between an expected and an actual JSON value,
 * each at a dotted path, and a printer that renders them for people.
 */
import { exactNumberEqual } from '../model/exactNumbers.ts';
import { isObject } from '../model/values.ts';
import { classedNumberEqual, isClassedNumber, JavaDouble } from '../model/javaNumberClasses.ts';
import { javaDoubleToString } from '../../reference/core/mapping/javaNumbers.ts';

/** One difference at one path. `missing`: expected but absent; `extra`: present but not expected. */
export interface DiffEntry {
  path: string;
  kind: 'changed' | 'missing' | 'extra';
  expected?: unknown;
  actual?: unknown;
}

/** How strict the comparison is. */
export interface DiffOptions {
  /** Tolerate keys in `actual` objects that `expected` does not have (differential mode). */
  allowExtraKeys?: boolean;
  /** With allowExtraKeys: under these keys, extra keys are not tolerated at any depth (documents, field mappings). */
  strictSubtrees?: ReadonlySet<string>;
  /** With allowExtraKeys: the objects under these keys must have the same key set (alias sets, mapping types). */
  strictKeySets?: ReadonlySet<string>;
  /** Stop after this many entries (a runaway diff helps nobody). Default 50. */
  limit?: number;
}

const join = (path: string, key: string | number): string => {
  const k = String(key).replace(/\./g, '\\.');
  return path === '' ? k : `${path}.${k}`;
};

/**
 * Equality of scalars: numbers by value (1 equals 1.0), everything else strictly; "1" is not 1. An integer past
 * 2^53 read exactly (a bigint, scenarios/exactNumbers.ts) compares by Elasticsearch's runner's rule.
 */
export function scalarEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number')) return exactNumberEqual(a, b);
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  return a === b;
}

/** Compute the differences from `expected` to `actual`. */
export function diffValues(expected: unknown, actual: unknown, opts: DiffOptions = {}): DiffEntry[] {
  const out: DiffEntry[] = [];
  const limit = opts.limit ?? 50;
  const strictAll = opts.strictSubtrees ?? new Set<string>();
  const strictKeys = opts.strictKeySets ?? new Set<string>();
  // `lenient`: extra keys tolerated below here; `keysStrict`: this very object must not have extra keys.
  const visit = (e: unknown, a: unknown, path: string, lenient: boolean, keysStrict = false): void => {
    if (out.length >= limit) return;
    // A number with its Java class (a `match` structure): equal only to a number of the same class.
    if (isClassedNumber(e) || isClassedNumber(a)) {
      if (classedNumberEqual(e, a) !== true) out.push({ path, kind: 'changed', expected: e, actual: a });
      return;
    }
    if (Array.isArray(e) && Array.isArray(a)) {
      for (let i = 0; i < Math.max(e.length, a.length); i++) {
        if (i >= a.length) out.push({ path: join(path, i), kind: 'missing', expected: e[i] });
        else if (i >= e.length) out.push({ path: join(path, i), kind: 'extra', actual: a[i] });
        else visit(e[i], a[i], join(path, i), lenient);
      }
      return;
    }
    if (isObject(e) && isObject(a)) {
      for (const k of Object.keys(e)) {
        if (!Object.prototype.hasOwnProperty.call(a, k)) out.push({ path: join(path, k), kind: 'missing', expected: e[k] });
        else visit(e[k], a[k], join(path, k), lenient && !strictAll.has(k), lenient && strictKeys.has(k));
      }
      if (!lenient || keysStrict) {
        for (const k of Object.keys(a)) {
          if (!Object.prototype.hasOwnProperty.call(e, k)) out.push({ path: join(path, k), kind: 'extra', actual: a[k] });
        }
      }
      return;
    }
    if (!scalarEqual(e, a)) out.push({ path, kind: 'changed', expected: e, actual: a });
  };
  visit(expected, actual, '', opts.allowExtraKeys === true);
  return out;
}

/** Deep equality with numbers compared by value and exact keys (the `match` semantics). */
export function deepEqual(a: unknown, b: unknown): boolean {
  return diffValues(a, b, { limit: 1 }).length === 0;
}

/**
 * JSON.stringify's replacer for values that may hold an exact big integer (a bigint, which JSON.stringify
 * refuses): its digits, as a string, for messages and reports.
 */
export function bigintDigits(_key: string, v: unknown): unknown {
  return typeof v === 'bigint' ? v.toString() : v;
}

/** Render a value compactly on one line, truncated. */
export function show(v: unknown, max = 200): string {
  // A Java Double leaf prints as Java writes it, so `1.0` and `1` read apart in a message.
  const s = v === undefined ? '(absent)' : v instanceof JavaDouble ? javaDoubleToString(v.value) : (JSON.stringify(v, bigintDigits) ?? String(v));
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Print a diff as lines: `- path: expected X` / `+ path: unexpected Y` / `~ path: X → Y`. */
export function formatDiff(entries: readonly DiffEntry[]): string {
  return entries
    .map((d) => {
      const p = d.path === '' ? '(whole value)' : d.path;
      if (d.kind === 'missing') return `- ${p}: expected ${show(d.expected)}, absent`;
      if (d.kind === 'extra') return `+ ${p}: unexpected ${show(d.actual)}`;
      return `~ ${p}: expected ${show(d.expected)}, got ${show(d.actual)}`;
    })
    .join('\n');
}
