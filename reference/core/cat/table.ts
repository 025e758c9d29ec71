/**
 * The `_cat` table renderer, as Elasticsearch's RestTable and AbstractCatAction render a Table: the
 * columns chosen by `h` (names, aliases, `*` patterns, `pri` siblings) or by their `default` flag, rows
 * ordered by `s`, values rendered by `bytes` and `time`, as padded text (`v` for a header line), as a
 * JSON or YAML array of string-valued objects (`format`), or the column help (`help`).
 */
import { BYTE_UNITS, formatByteSize } from '../byteSize.ts';
import type { Json, JsonObject } from '../json.ts';
import { formatTimeValue, unknownCatSortKey, type EsError } from '../errors/index.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import type { ApiRequest, ApiResult } from '../handler.ts';

/** A size in bytes (ES's ByteSizeValue): rendered `225b`, `1.5kb`, or in the unit `bytes` asks for. */
export class ByteSize {
  constructor(readonly bytes: number) {}
}

/** A duration in milliseconds (ES's TimeValue): rendered `0s`, `1.2ms`, or in the unit `time` asks for. */
export class Duration {
  constructor(readonly ms: number) {}
}

/** One cell: text, a number, a size, a duration, or nothing (an empty cell, JSON `null`). */
export type Cell = string | number | ByteSize | Duration | null;

/** One column of a table: its name, aliases, description and display attributes. */
export interface Column {
  name: string;
  aliases: readonly string[];
  desc: string;
  /** Shown when `h` is not given (ES's `default` attribute, true unless said otherwise). */
  shown: boolean;
  /** Values right-aligned in text output (ES's `text-align:right`). */
  right: boolean;
  /** Has a `pri.<name>` sibling column that `pri=true` adds after it. */
  priSibling: boolean;
}

/**
 * A column from ES's notation: `name`, comma-separated aliases, description, and flags: `x` not shown by
 * default, `r` right-aligned, `p` with a `pri.` sibling.
 */
export function col(name: string, aliases: string, desc: string, flags = ''): Column {
  return {
    name,
    aliases: aliases === '' ? [] : aliases.split(','),
    desc,
    shown: !flags.includes('x'),
    right: flags.includes('r'),
    priSibling: flags.includes('p'),
  };
}

/** The two columns ES puts first in tables "with timestamp" (`_cat/health`, `_cat/count`). */
export const TIME_COLUMNS: readonly Column[] = [
  col('epoch', 't,time', 'seconds since 1970-01-01 00:00:00'),
  col('timestamp', 'ts,hms,hhmmss', 'time in HH:MM:SS'),
];

/** The cells of the time columns for a clock value. */
export function timeCells(now: number): Record<string, Cell> {
  return { epoch: Math.floor(now / 1000), timestamp: new Date(now).toISOString().slice(11, 19) };
}

function renderBytes(b: number, unit: string | undefined): string {
  const per = unit !== undefined ? BYTE_UNITS[unit] : undefined;
  return per !== undefined ? String(Math.floor(b / per)) : formatByteSize(b);
}

function renderDuration(ms: number, unit: string | undefined): string {
  const per: Record<string, number> = { nanos: 1e-6, micros: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  if (unit !== undefined && per[unit] !== undefined) return String(Math.floor(ms / per[unit]!));
  return formatTimeValue(ms);
}

/** A cell as text, per the request's `bytes` and `time` units; null stays null. */
function renderCell(c: Cell, req: ApiRequest): string | null {
  if (c === null) return null;
  if (c instanceof ByteSize) return renderBytes(c.bytes, req.query.bytes);
  if (c instanceof Duration) return renderDuration(c.ms, req.query.time);
  return String(c);
}

/** A column as shown: its name, and the name it is displayed under (the alias `h` asked for). */
interface Shown {
  col: Column;
  display: string;
}

function truthy(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined) return dflt;
  return v === '' || v === 'true';
}

/** The columns to show, as ES's `RestTable.buildDisplayHeaders` chooses them. */
function displayed(req: ApiRequest, columns: readonly Column[]): Shown[] {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const withTs = (c: Column) => (c.name === 'epoch' || c.name === 'timestamp' ? truthy(req.query.ts, true) : true);
  if (req.query.h === undefined) return columns.filter((c) => c.shown && withTs(c)).map((c) => ({ col: c, display: c.name }));
  // `h` patterns expand over names and aliases; plain names are taken as written, in order, once each.
  const wanted = new Set<string>();
  for (const h of splitExpr(req.query.h)) {
    if (!h.includes('*')) wanted.add(h);
    else for (const c of columns) if (simpleMatch(h, c.name) || c.aliases.some((a) => simpleMatch(h, a))) wanted.add(c.name);
  }
  const out: Shown[] = [];
  for (const w of wanted) {
    let shown: Shown | undefined;
    const direct = byName.get(w);
    if (direct) shown = { col: direct, display: w };
    else for (const c of columns) if (c.aliases.includes(w)) shown = { col: c, display: w };
    if (!shown || !withTs(shown.col)) continue;
    out.push(shown);
    const sibling = shown.col.priSibling ? byName.get(`pri.${shown.col.name}`) : undefined;
    if (sibling && truthy(req.query.pri, false)) out.push({ col: sibling, display: `pri.${shown.display}` });
  }
  return out;
}

function compareCells(a: Cell, b: Cell): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof ByteSize && b instanceof ByteSize) return a.bytes - b.bytes;
  if (a instanceof Duration && b instanceof Duration) return a.ms - b.ms;
  const x = String(a instanceof ByteSize ? a.bytes : a instanceof Duration ? a.ms : a);
  const y = String(b instanceof ByteSize ? b.bytes : b instanceof Duration ? b.ms : b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Rows ordered by `s=col[:asc|:desc],...` (names or aliases); an unknown key is ES's 500. */
function ordered(req: ApiRequest, columns: readonly Column[], rows: readonly Record<string, Cell>[]): Record<string, Cell>[] | EsError {
  if (req.query.s === undefined || req.query.s === '') return [...rows];
  const keys: { name: string; desc: boolean }[] = [];
  for (const raw of req.query.s.split(',')) {
    let key = raw;
    let desc = false;
    if (key.endsWith(':desc')) [key, desc] = [key.slice(0, -5), true];
    else if (key.endsWith(':asc')) key = key.slice(0, -4);
    const c = columns.find((x) => x.name === key || x.aliases.includes(key));
    if (!c) return unknownCatSortKey(key);
    keys.push({ name: c.name, desc });
  }
  return [...rows].sort((r1, r2) => {
    for (const k of keys) {
      const c = compareCells(r1[k.name] ?? null, r2[k.name] ?? null);
      if (c !== 0) return k.desc ? -c : c;
    }
    return 0;
  });
}

/** A YAML scalar as ES's YAML writer quotes it: strings in double quotes, `null` bare. */
function yamlScalar(v: string | null): string {
  return v === null ? 'null' : JSON.stringify(v);
}

function textResult(text: string): ApiResult {
  return { status: 200, body: text, headers: { 'content-type': 'text/plain; charset=UTF-8' } };
}

function pad(v: string, width: number, right: boolean, last: boolean): string {
  if (right) return v.padStart(width);
  return last ? v : v.padEnd(width);
}

/** `help`: one line per column, `name | aliases | description`, each part padded to its widest. */
function help(columns: readonly Column[]): ApiResult {
  const w = [0, 0, 0];
  for (const c of columns) {
    w[0] = Math.max(w[0]!, c.name.length);
    w[1] = Math.max(w[1]!, c.aliases.join(',').length);
    w[2] = Math.max(w[2]!, c.desc.length);
  }
  return textResult(columns.map((c) => `${c.name.padEnd(w[0]!)} | ${c.aliases.join(',').padEnd(w[1]!)} | ${c.desc.padEnd(w[2]!)}\n`).join(''));
}

/**
 * The structured format a `_cat` request asks for (RestTable's XContentType.fromMediaTypeOrFormat, ES 8's
 * getXContentType): the `format` parameter, else an Accept header naming one media type (a list, such as
 * the JavaScript client's `application/json, text/plain`, or curl's match-all range, names none): JSON, YAML,
 * CBOR or Smile, plain or as a vendor type. Text otherwise.
 */
function tableFormat(req: ApiRequest): string | undefined {
  const format = req.query.format?.toLowerCase();
  if (format !== undefined) return format;
  const accept = req.headers?.['accept'];
  if (accept === undefined || accept.includes(',')) return undefined;
  const m = /^application\/(?:vnd\.elasticsearch\+)?(json|yaml|cbor|smile)$/.exec(accept.toLowerCase().split(';')[0]!.trim());
  return m?.[1];
}

/** Renders a table as the request asks (text, `format=json|yaml`, `help`). */
export function renderTable(req: ApiRequest, columns: readonly Column[], rows: readonly Record<string, Cell>[]): ApiResult | EsError {
  if (truthy(req.query.help, false)) return help(columns);
  const order = ordered(req, columns, rows);
  if (!Array.isArray(order)) return order;
  const shown = displayed(req, columns);
  const cells = order.map((r) => shown.map((s) => renderCell(r[s.col.name] ?? null, req)));
  const format = tableFormat(req);
  // JSON, CBOR and Smile are one structured table: the wire writes it in the binary formats.
  if (format === 'json' || format === 'cbor' || format === 'smile') {
    return { status: 200, body: cells.map((row) => Object.fromEntries(shown.map((s, i) => [s.display, row[i] ?? null])) as JsonObject) as Json[] };
  }
  if (format === 'yaml') {
    const items = cells.map((row) => shown.map((s, i) => `${i === 0 ? '- ' : '  '}${s.display}: ${yamlScalar(row[i] ?? null)}\n`).join(''));
    return { status: 200, body: items.length === 0 ? '--- []\n' : `---\n${items.join('')}`, headers: { 'content-type': 'application/yaml' } };
  }
  const verbose = truthy(req.query.v, false);
  const widths = shown.map((s, i) => Math.max(verbose ? s.display.length : 0, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (values: (string | null)[]) => values.map((v, i) => pad(v ?? '', widths[i]!, shown[i]!.col.right, i === values.length - 1)).join(' ') + '\n';
  const head = verbose ? line(shown.map((s) => s.display)) : '';
  return textResult(head + cells.map(line).join(''));
}
