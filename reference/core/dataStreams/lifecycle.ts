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

/** DataStreamLifecycle.toXContent: `enabled`, `data_retention`, and with `effective` the effective retention. */
export function renderLifecycle(l: StreamLifecycle, effective: boolean): JsonObject {
  const out: JsonObject = { enabled: l.enabled };
  if (l.dataRetention !== undefined) out.data_retention = l.dataRetention;
  // Without a global retention the effective one is the stream's own (getEffectiveDataRetentionWithSource).
  if (effective && l.enabled && l.dataRetention !== undefined) {
    out.effective_retention = l.dataRetention;
    out.retention_determined_by = 'data_stream_configuration';
  }
  if (l.downsampling !== undefined) out.downsampling = l.downsampling;
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
