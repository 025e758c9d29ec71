/**
 * Rollover conditions (`RolloverRequest`'s `conditions` object and the `Condition` classes): which the
 * version knows, how each reads its value, how it is keyed in the answer (`[max_docs: 1]`, the
 * condition's `toString`) and how it is judged against the old index's primaries.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { asCause, fieldParseFailed, formatTimeValue, isEsError, numberFormatCause, unknownField, valueTypeUnsupported, type EsCause, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { parseTimeValue } from '../search/timeValue.ts';
import { formatByteSize, parseByteSize } from '../byteSize.ts';
import { keyAt, valueAt } from '../byScroll/bodyPosition.ts';

/** One parsed condition: its name, its value (docs, milliseconds or bytes) and its answer key. */
export interface Condition {
  name: string;
  value: number;
  key: string;
}

/** What the conditions are judged on: the old index's primaries and age. */
export interface IndexStats {
  docs: number;
  bytes: number;
  ageMs: number;
  maxShardDocs: number;
  maxShardBytes: number;
}

const KIND: Record<string, 'age' | 'docs' | 'size'> = {
  max_age: 'age',
  min_age: 'age',
  max_docs: 'docs',
  min_docs: 'docs',
  max_primary_shard_docs: 'docs',
  min_primary_shard_docs: 'docs',
  max_size: 'size',
  min_size: 'size',
  max_primary_shard_size: 'size',
  min_primary_shard_size: 'size',
};

/** The condition's value, or why it does not read (the cause ObjectParser wraps). */
function readValue(profile: Profile, name: string, v: Json): number | { cause: EsCause } {
  const kind = KIND[name]!;
  if (kind === 'docs') {
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    const text = String(v);
    return /^-?\d+$/.test(text) ? Number(text) : { cause: numberFormatCause(text) };
  }
  const r = kind === 'age' ? parseTimeValue(String(v), name, profile) : parseByteSize(String(v), name);
  return isEsError(r) ? { cause: asCause(r) } : r;
}

/**
 * Parses `conditions`: an unknown name is ObjectParser's `[conditions] unknown field`, a value that does not
 * read is `[conditions] failed to parse field [f]`; either is wrapped as `[rollover] failed to parse field [conditions]`.
 */
export function parseConditions(profile: Profile, raw: Json, rawBody: string | undefined): Condition[] | EsError {
  const wrap = (inner: EsError, at: { line: number; col: number }) => fieldParseFailed(profile, 'rollover', 'conditions', at, asCause(inner));
  if (!isObject(raw)) return valueTypeUnsupported(profile, 'rollover', 'conditions', 'VALUE_STRING', valueAt(rawBody, ['conditions']));
  const out: Condition[] = [];
  for (const [name, v] of Object.entries(raw)) {
    if (!profile.rolloverConditions.includes(name)) {
      const at = keyAt(rawBody, ['conditions', name]);
      return wrap(unknownField(profile, 'conditions', name, at), at);
    }
    const value = readValue(profile, name, v as Json);
    if (typeof value !== 'number') {
      const at = valueAt(rawBody, ['conditions', name]);
      return wrap(fieldParseFailed(profile, 'conditions', name, at, value.cause), at);
    }
    const shown = KIND[name] === 'age' ? formatTimeValue(value) : KIND[name] === 'size' ? formatByteSize(value) : String(value);
    out.push({ name, value, key: `[${name}: ${shown}]` });
  }
  return out;
}

/** Whether one condition holds for the old index (`max_*`: reached; `min_*`: at least). */
export function conditionMet(c: Condition, s: IndexStats): boolean {
  const measured: Record<string, number> = {
    max_age: s.ageMs,
    min_age: s.ageMs,
    max_docs: s.docs,
    min_docs: s.docs,
    max_size: s.bytes,
    min_size: s.bytes,
    max_primary_shard_size: s.maxShardBytes,
    min_primary_shard_size: s.maxShardBytes,
    max_primary_shard_docs: s.maxShardDocs,
    min_primary_shard_docs: s.maxShardDocs,
  };
  return measured[c.name]! >= c.value;
}

/** ES's rule: no conditions, or at least one `max_*` met and every `min_*` met. */
export function shouldRoll(results: ReadonlyArray<{ c: Condition; met: boolean }>): boolean {
  if (results.length === 0) return true;
  const max = results.filter((r) => r.c.name.startsWith('max_'));
  const min = results.filter((r) => r.c.name.startsWith('min_'));
  return max.some((r) => r.met) && min.every((r) => r.met);
}

/**
 * The verdict of a rollover request (index or data stream): each condition met or not, whether it rolls
 * (not on `dry_run`), and the answer RolloverResponse prints, rolled over or not.
 */
export function rolloverVerdict(profile: Profile, dryRun: boolean, conds: readonly Condition[], stats: IndexStats, oldIndex: string, newIndex: string): { roll: boolean; answer: (done: boolean, shards?: boolean) => JsonObject } {
  const results = conds.map((c) => ({ c, met: conditionMet(c, stats) }));
  const conditions: JsonObject = {};
  for (const r of results) conditions[r.c.key] = r.met;
  const roll = !dryRun && shouldRoll(results);
  const answer = (done: boolean, shards = done): JsonObject => ({
    acknowledged: done,
    shards_acknowledged: shards,
    old_index: oldIndex,
    new_index: newIndex,
    rolled_over: done,
    dry_run: dryRun,
    ...(profile.rolloverLazyFlag ? { lazy: false } : {}),
    conditions,
  });
  return { roll, answer };
}
