/**
 * A data stream's lifecycle (ES ≥ 8.11, DataStreamLifecycle): `enabled`, `data_retention` and
 * `downsampling`, as `PUT /_data_stream/<name>/_lifecycle` sets it and the data stream APIs print it. The
 * simulator keeps and prints the configuration; no background service rolls over or deletes on its own.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { booleanExpected, settingNotATimeValue, xContentUnknownField, type EsError } from '../errors/index.ts';

/** What a stream keeps (plain JSON, so snapshots carry it as is). */
export interface StreamLifecycle {
  enabled: boolean;
  /** The retention as TimeValue.getStringRep prints it (`7d`), or absent for infinite. */
  dataRetention?: string;
  downsampling?: Json[];
}

const TIME = /^(\d+)(nanos|micros|ms|s|m|h|d)$/;
const MS: Record<string, number> = { nanos: 1e-6, micros: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The global retention in force: each part as TimeValue.getStringRep prints it, absent when unset or -1. */
export interface GlobalRetention {
  default?: string;
  max?: string;
}

/** Milliseconds of a string rep, to compare retentions. */
export function retentionMs(r: string): number {
  const m = TIME.exec(r)!;
  return Number(m[1]) * MS[m[2]!]!;
}

/**
 * The effective retention and what set it (DataStreamLifecycle.getEffectiveDataRetentionWithSource): for a
 * stream not dot-named, the default global retention where it sets none (else the max), the max where its own
 * exceeds it; otherwise its own, `data_stream_configuration`.
 */
export function effectiveRetention(own: string | undefined, g: GlobalRetention, internal: boolean, failures = false): [string, string] | undefined {
  if (!internal) {
    if (own === undefined) {
      // A failure store's lifecycle takes the failures default (RetentionSource.DEFAULT_FAILURES_RETENTION).
      if (g.default) return [g.default, failures ? 'default_failures_retention' : 'default_global_retention'];
      if (g.max) return [g.max, 'max_global_retention'];
    } else if (g.max && retentionMs(own) > retentionMs(g.max)) return [g.max, 'max_global_retention'];
  }
  return own === undefined ? undefined : [own, 'data_stream_configuration'];
}

/** Reads a lifecycle body (PUT .../_lifecycle, a template's `lifecycle`). */
export function parseLifecycle(body: Json | undefined): StreamLifecycle | EsError {
  const o = isObject(body) ? (body as JsonObject) : {};
  const out: StreamLifecycle = { enabled: true };
  for (const [k, v] of Object.entries(o)) {
    if (k === 'enabled') {
      if (typeof v !== 'boolean') return booleanExpected(String(v));
      out.enabled = v;
    } else if (k === 'data_retention') {
      if (v === null) continue;
      const s = String(v).trim().toLowerCase();
      const m = TIME.exec(s);
      if (!m) return settingNotATimeValue('data_retention', String(v));
      out.dataRetention = `${Number(m[1])}${m[2]}`;
    } else if (k === 'downsampling') {
      if (v === null) continue;
      if (!Array.isArray(v)) return xContentUnknownField({ line: 1, col: 1 }, 'lifecycle', k);
      out.downsampling = v as Json[];
    } else return xContentUnknownField({ line: 1, col: 1 }, 'lifecycle', k);
  }
  return out;
}

/** Days of a TimeValue string rep (`30d`, `12h`), for the max_age heuristic; undefined for none. */
function days(rep: string | undefined): number | undefined {
  const m = rep === undefined ? null : TIME.exec(rep);
  if (!m) return undefined;
  const per: Record<string, number> = { nanos: 1e-6 / 86_400_000, micros: 1e-3 / 86_400_000, ms: 1 / 86_400_000, s: 1 / 86_400, m: 1 / 1440, h: 1 / 24, d: 1 };
  return Number(m[1]) * per[m[2]!]!;
}

/**
 * What `include_defaults` adds to a lifecycle: the `cluster.lifecycle.default.rollover` conditions
 * (`max_age=auto,max_primary_shard_size=50gb,min_docs=1,max_primary_shard_docs=200000000`), the automatic
 * max_age evaluated against the retention (RolloverConfiguration.evaluateMaxAgeCondition: 1h up to 1 day, 1d
 * up to 14 days, 7d up to 90 days, else 30d) and marked ` [automatic]`, after the concrete ones.
 */
export function defaultRollover(retention: string | undefined): JsonObject {
  const d = days(retention);
  const maxAge = d === undefined ? '30d' : d <= 1 ? '1h' : d <= 14 ? '1d' : d <= 90 ? '7d' : '30d';
  // The concrete conditions' order is RolloverConditions' (approximate here: no test pins it).
  return { max_primary_shard_size: '50gb', min_docs: 1, max_primary_shard_docs: 200_000_000, max_age: `${maxAge} [automatic]` };
}

/**
 * DataStreamLifecycle.toXContent: `enabled`, `data_retention`, with `effective` the effective retention, the
 * downsampling rounds, and with `rollover` (include_defaults) the default rollover conditions.
 */
export function renderLifecycle(l: StreamLifecycle, effective: boolean, rollover = false, global: GlobalRetention = {}, internal = false, failures = false): JsonObject {
  const out: JsonObject = { enabled: l.enabled };
  if (l.dataRetention !== undefined) out.data_retention = l.dataRetention;
  // The effective retention: the stream's own, or the global retention's (getEffectiveDataRetentionWithSource).
  const eff = effective && l.enabled ? effectiveRetention(l.dataRetention, global, internal, failures) : undefined;
  if (eff) {
    out.effective_retention = eff[0];
    out.retention_determined_by = eff[1];
  }
  if (l.downsampling !== undefined) out.downsampling = l.downsampling;
  if (rollover) out.rollover = defaultRollover(eff?.[0] ?? l.dataRetention);
  return out;
}

/** TimeValue.toHumanReadableString(fractionPieces): the largest unit, the fraction truncated, trailing zeros cut. */
export function humanTime(ms: number, fractionPieces = 2): string {
  if (ms < 0) return String(ms);
  if (ms === 0) return '0s';
  const units: [number, string][] = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'm'], [1000, 's'], [1, 'ms']];
  const [size, suffix] = units.find(([s]) => ms >= s) ?? [1, 'ms'];
  const p = String(ms / size);
  const dot = p.indexOf('.');
  if (dot < 0 || p.includes('e')) return p + suffix;
  const frac = p.slice(dot + 1, dot + 1 + fractionPieces).replace(/0+$/, '');
  return (frac === '' ? p.slice(0, dot) : `${p.slice(0, dot)}.${frac}`) + suffix;
}
