/**
 * The processors of OpenSearch's search-pipeline-common module, over the simulator's request body and
 * response body: request processors change the search body before it runs (filter_query, oversample),
 * response processors change the answer's hits (rename_field, truncate_hits, collapse, sort, split). Each
 * reads its configuration with ingest's ConfigurationUtils (ingest/config.ts), as the module does; a
 * failure is thrown as an IngestFailure and caught by the pipeline (run.ts).
 */
import { isObject, RawJson, type Json, type JsonObject } from '../json.ts';
import { notSupportedBySimulator, processorIllegalArgument, processorIllegalState } from '../errors/index.ts';
import type { Conf } from '../ingest/config.ts';
import { fail } from '../ingest/failure.ts';
import { BoundedRegExp, fit, reflag } from '../regex/bounded.ts';

/** What one search carries from its request processors to its response processors (PipelineProcessingContext). */
export type PipelineContext = Map<string, Json>;

export interface RequestProcessor {
  kind: 'request';
  type: string;
  ignoreFailure: boolean;
  /** Changes the body (and the query string's size, which the body's takes over) in place. */
  run(body: JsonObject, query: Record<string, string>, ctx: PipelineContext): void;
}

export interface ResponseProcessor {
  kind: 'response';
  type: string;
  ignoreFailure: boolean;
  /** Changes the answer's hits in place. */
  run(hits: JsonObject[], ctx: PipelineContext): JsonObject[];
}

export type SearchProcessor = RequestProcessor | ResponseProcessor;

/** A processor type's factory: reads its configuration (what it leaves is refused by the caller). */
type Factory = (c: Conf, ignoreFailure: boolean) => SearchProcessor;

/** SearchService.DEFAULT_SIZE: the size of a search that names none. */
const DEFAULT_SIZE = 10;

/** The `original_size` variable's key, scoped by `context_prefix` (OversampleRequestProcessor). */
const originalSizeKey = (prefix: string | undefined): string => (prefix ? `${prefix}.original_size` : 'original_size');

/**
 * A hit's `_source` as a map, when it has one: a source kept as its text is parsed once and put back as the
 * map (OpenSearch's processors read it with XContentHelper.convertToMap and write it back the same way).
 */
function sourceOf(hit: JsonObject): JsonObject | undefined {
  const raw = hit._source;
  if (raw instanceof RawJson) hit._source = JSON.parse(raw.text) as Json;
  return isObject(hit._source) ? (hit._source as JsonObject) : undefined;
}

/** ObjectPath.eval over a dotted path of maps. */
function atPath(map: JsonObject, path: string): Json | undefined {
  let cur: Json | undefined = map;
  for (const part of path.split('.')) {
    if (!isObject(cur)) return undefined;
    cur = (cur as JsonObject)[part] as Json | undefined;
  }
  return cur;
}

/** Java's `Object.toString()` of a source value, for the collapse processor's keys. */
function javaText(v: Json): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

const FACTORIES: Record<string, Factory> = {
  // FilterQueryRequestProcessor: the search's query becomes a bool whose filter is the configured query and
  // whose must is the original one (none: only the filter, so every hit scores 0).
  filter_query: (c, ignoreFailure) => {
    const query = c.optMap('query');
    if (query === undefined) return fail(processorIllegalArgument('Did not specify the query property in processor of type filter_query'));
    return {
      kind: 'request',
      type: 'filter_query',
      ignoreFailure,
      run(body) {
        const bool: JsonObject = { filter: [query as JsonObject] };
        if (body.query !== undefined) bool.must = [body.query as Json];
        body.query = { bool };
      },
    };
  },
  // OversampleRequestProcessor: size (10 when none is given) times sample_factor, rounded up; the original kept
  // for truncate_hits under `original_size` (with context_prefix, `<prefix>.original_size`). The refusal of a
  // factor below 1 is worded here as a configuration error of the property (approx.: not read from the source).
  oversample: (c, ignoreFailure) => {
    const factor = c.double('sample_factor');
    if (factor < 1) c.error('sample_factor', 'Value must be >= 1.0');
    const prefix = c.optStr('context_prefix');
    return {
      kind: 'request',
      type: 'oversample',
      ignoreFailure,
      run(body, query, ctx) {
        const size = body.size !== undefined ? Number(body.size) : query.size !== undefined ? Number(query.size) : DEFAULT_SIZE;
        ctx.set(originalSizeKey(prefix), size);
        body.size = Math.ceil(size * factor);
        delete query.size;
      },
    };
  },
  // RenameFieldResponseProcessor: a top-level `_source` key (and a `fields` entry) renamed in every hit.
  rename_field: (c, ignoreFailure) => {
    const field = c.str('field');
    const target = c.str('target_field');
    const ignoreMissing = c.bool('ignore_missing', false);
    return {
      kind: 'response',
      type: 'rename_field',
      ignoreFailure,
      run(hits) {
        for (const hit of hits) {
          const source = sourceOf(hit);
          const fields = isObject(hit.fields) ? (hit.fields as JsonObject) : undefined;
          let found = false;
          if (source && field in source) {
            const v = source[field]!;
            delete source[field];
            source[target] = v;
            found = true;
          }
          if (fields && field in fields) {
            const v = fields[field]!;
            delete fields[field];
            fields[target] = v;
            found = true;
          }
          if (!found && !ignoreMissing) fail(processorIllegalArgument(`Document with id ${String(hit._id)} is missing field ${field}`));
        }
        return hits;
      },
    };
  },
  // TruncateHitsResponseProcessor: at most target_size hits (readIntProperty, -1 when absent), or, below 0, the
  // original_size an oversample kept; without either an IllegalStateException.
  truncate_hits: (c, ignoreFailure) => {
    const target = c.int('target_size', -1)!;
    const prefix = c.optStr('context_prefix');
    return {
      kind: 'response',
      type: 'truncate_hits',
      ignoreFailure,
      run(hits, ctx) {
        const key = originalSizeKey(prefix);
        const size = target >= 0 ? target : (ctx.get(key) as number | undefined);
        if (size === undefined) return fail(processorIllegalState(`Must specify target_size unless an earlier processor set ${key}`));
        return hits.length > size ? hits.slice(0, size) : hits;
      },
    };
  },
  // CollapseResponseProcessor: the first hit of each value of the field (a `fields` value, else `_source`'s).
  collapse: (c, ignoreFailure) => {
    const field = c.str('field');
    c.optStr('context_prefix');
    return {
      kind: 'response',
      type: 'collapse',
      ignoreFailure,
      run(hits) {
        const seen = new Set<string>();
        const kept: JsonObject[] = [];
        for (const hit of hits) {
          const fields = isObject(hit.fields) ? (hit.fields as JsonObject) : undefined;
          let value: Json | undefined;
          const fetched = fields?.[field];
          if (Array.isArray(fetched)) {
            if (fetched.length > 1) fail(processorIllegalArgument(`Failed to collapse ${String(hit._id)}: doc has multiple values for field ${field}`));
            value = fetched[0];
          } else {
            const source = sourceOf(hit);
            value = source ? atPath(source, field) : undefined;
          }
          const key = value === undefined || value === null ? '__missing__' : javaText(value);
          if (seen.has(key)) continue;
          seen.add(key);
          kept.push(hit);
        }
        return kept;
      },
    };
  },
  // SortResponseProcessor: a `fields` entry's values, and a `_source` list, sorted into target_field (the field
  // itself by default); a `_source` value that is not a list is left as it is.
  sort: (c, ignoreFailure) => {
    const field = c.str('field');
    const target = c.str('target_field', field);
    const order = c.str('order', 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') c.error('order', `Sort direction [${order}] not recognized. Valid values are: [asc, desc]`);
    const sorted = (values: Json[]): Json[] => {
      for (const v of values) {
        if (v === null) fail(processorIllegalArgument(`field [${field}] contains a null value.]`));
        if (isObject(v) || Array.isArray(v)) fail(processorIllegalArgument(`field [${field}] of type [${Array.isArray(v) ? 'java.util.ArrayList' : 'java.util.HashMap'}] is not comparable.]`));
      }
      const out = [...values].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
      return order === 'desc' ? out.reverse() : out;
    };
    return {
      kind: 'response',
      type: 'sort',
      ignoreFailure,
      run(hits) {
        return eachFieldValue(hits, field, 'sort', (values) => sorted(values as Json[]), (v) => (Array.isArray(v) ? sorted(v) : undefined), target);
      },
    };
  },
  // SplitResponseProcessor: a `fields` entry's first value, and a `_source` string, split on a regular
  // expression as Java's String.split does (trailing empty strings dropped unless preserve_trailing) into
  // target_field; a `_source` value that is not a string is left as it is.
  split: (c, ignoreFailure) => {
    const field = c.str('field');
    const separator = c.str('separator');
    const preserveTrailing = c.bool('preserve_trailing', false);
    const target = c.str('target_field', field);
    let re: RegExp | undefined;
    try {
      re = new BoundedRegExp(separator, 'u');
    } catch {
      re = undefined;
    }
    const split = (v: string): string[] => {
      if (!re) return fail(notSupportedBySimulator(`the separator [${separator}] (a Java regular expression JavaScript cannot read)`));
      return javaSplit(v, re, preserveTrailing);
    };
    return {
      kind: 'response',
      type: 'split',
      ignoreFailure,
      run(hits) {
        const first = (values: Json): string[] => {
          const v = Array.isArray(values) ? values[0] : values;
          if (typeof v !== 'string') return fail(processorIllegalArgument(`field [${field}] is not a string, cannot split`));
          return split(v);
        };
        return eachFieldValue(hits, field, 'split', first, (v) => (typeof v === 'string' ? split(v) : undefined), target);
      },
    };
  },
};

/**
 * What the sort and split processors do to each hit: a `fields` entry of the field (null fails) and a `_source`
 * value of it (left alone when `ofSource` gives nothing) are replaced, into `target`, by what they map to.
 */
function eachFieldValue(hits: JsonObject[], field: string, verb: string, ofFields: (values: Json) => Json, ofSource: (value: Json) => Json | undefined, target: string): JsonObject[] {
  for (const hit of hits) {
    const fields = isObject(hit.fields) ? (hit.fields as JsonObject) : undefined;
    if (fields && field in fields) {
      const values = fields[field] as Json | undefined;
      if (values === null || values === undefined) fail(processorIllegalArgument(`field [${field}] is null, cannot ${verb}.`));
      fields[target] = ofFields(values!);
    }
    const source = sourceOf(hit);
    const mapped = source && field in source ? ofSource(source[field] as Json) : undefined;
    if (mapped !== undefined) source![target] = mapped;
  }
  return hits;
}

/**
 * Java's `String.split(regex, limit)` with limit 0 (trailing empty strings dropped) or -1 (kept): a
 * zero-width match at the very start leaves no leading empty string (Java 8+).
 */
export function javaSplit(s: string, re: RegExp, keepTrailing: boolean): string[] {
  if (s === '') return [''];
  const g = fit(reflag(re, re.flags.includes('g') ? re.flags : `${re.flags}g`), s);
  const out: string[] = [];
  let last = 0;
  for (let m = g.exec(s); m !== null; m = g.exec(s)) {
    if (m[0].length === 0) {
      if (m.index === 0 || m.index >= s.length) {
        g.lastIndex++;
        continue;
      }
    }
    out.push(s.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0].length === 0) g.lastIndex++;
  }
  out.push(s.slice(last));
  if (!keepTrailing) while (out.length > 1 && out[out.length - 1] === '') out.pop();
  if (!keepTrailing && out.length === 1 && out[0] === '' && s !== '') return [];
  return out;
}

/** The factory of a processor type, when this simulator builds it (and the version registers it). */
export function searchProcessorFactory(type: string): Factory | undefined {
  return Object.prototype.hasOwnProperty.call(FACTORIES, type) ? FACTORIES[type] : undefined;
}

/** Which side a processor type belongs to (Pipeline.readProcessors checks it against the list it is in). */
export const REQUEST_TYPES: ReadonlySet<string> = new Set(['filter_query', 'oversample', 'script']);
