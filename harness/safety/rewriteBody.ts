/** Rewriting the names in request bodies under the run prefix. */
import type { BodyNames } from '../../reference/api/catalogue.ts';
import { encodeJson } from '../../reference/core/json.ts';
import { exactSource } from '../../reference/core/search/exactSource.ts';
import { classify } from './classify.ts';
import { prefixField, prefixKeys } from './names.ts';
import { isObject as isObj } from '../model/values.ts';

type Obj = Record<string, unknown>;

/**
 * Rewrite one JSON text through `f`, losing nothing the target would see: the text goes out as written when
 * `f` changes no name (a `1.0` stays `1.0`), and a rewritten one keeps every digit of an integer past 2^53
 * (read as a bigint, written by encodeJson), where JSON.parse and JSON.stringify would send another number
 * (1234567890123456791 as 1234567890123456800), and every number with a fraction or an exponent as written
 * (ES's Jackson reads `1.0` as a double and `1` as an int: a dynamic mapping makes a float of one, a long of
 * the other). Throws when the text is no JSON.
 */
function rewriteText(text: string, f: (v: unknown) => unknown): string {
  const keep = !text.includes(PLACEHOLDER_ESCAPED);
  const v: unknown = exactSource(keep ? text.replace(FRACTION_TOKEN, (tok) => (tok.charCodeAt(0) === 34 ? tok : `"${PLACEHOLDER_ESCAPED}${tok}"`)) : text);
  const out = f(v);
  if (out === v) return text;
  const written = encodeJson(out);
  if (written === encodeJson(v)) return text;
  return keep ? written.replace(PLACEHOLDER_WRITTEN, '$1') : written;
}

/**
 * Number tokens with a fraction or an exponent (strings matched first, to be skipped). Each is carried through
 * the rewrite as a string that starts with U+0000 (a client's text can only hold that escaped, and a text
 * holding the escape takes the plain road) and written back as the number it was.
 */
const FRACTION_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+(?:[eE][+-]?\d+)?|[eE][+-]?\d+)/g;
const PLACEHOLDER_ESCAPED = '\\u0000fraction:';
const PLACEHOLDER_WRITTEN = /"\\u0000fraction:(-?[0-9.eE+-]+)"/g;

/** Rewrite `POST /_aliases` actions: index/indices/alias/aliases in every action. */
function aliasActions(body: Obj, prefix: string): Obj {
  if (!Array.isArray(body.actions)) return body;
  const actions = body.actions.map((a) => {
    if (!isObj(a)) return a;
    return Object.fromEntries(
      Object.entries(a).map(([verb, spec]) => {
        if (!isObj(spec)) return [verb, spec];
        const s: Obj = { ...spec };
        for (const k of ['index', 'indices', 'alias', 'aliases']) if (k in s) s[k] = prefixField(s[k], prefix);
        return [verb, s];
      }),
    );
  });
  return { ...body, actions };
}

/** Rewrite NDJSON bulk/msearch bodies line by line: only action/header lines carry names. */
function ndjson(text: string, prefix: string, kind: 'bulk' | 'msearch'): string {
  const lines = text.split('\n');
  let expectSource = false;
  return lines
    .map((line, i) => {
      if (line.trim() === '') return line;
      if (kind === 'bulk' && expectSource) {
        expectSource = false;
        return line;
      }
      if (kind === 'msearch' && i % 2 === 1) {
        // A search body: its terms lookups and more_like_this documents name indices too (the line stays as
        // written when it names none).
        try {
          return rewriteText(line, (body) => queryNames(body, prefix));
        } catch {
          return line;
        }
      }
      let v: unknown;
      try {
        v = exactSource(line);
      } catch {
        return line; // malformed lines go through untouched: the target must reject them itself
      }
      if (!isObj(v)) return line;
      if (kind === 'msearch') return 'index' in v ? encodeJson({ ...v, index: prefixField(v.index, prefix) }) : line;
      const verb = Object.keys(v)[0];
      const meta = verb === undefined ? undefined : v[verb];
      expectSource = verb !== 'delete';
      if (!isObj(meta) || !('_index' in meta)) return line;
      return encodeJson({ ...v, [verb!]: { ...meta, _index: prefixField(meta._index, prefix) } });
    })
    .join('\n');
}

/** Index templates and component templates: patterns, aliases under `template`, the components composed. */
function indexTemplate(body: Obj, prefix: string): Obj {
  const out: Obj = { ...body };
  if ('index_patterns' in out) out.index_patterns = prefixField(out.index_patterns, prefix);
  if ('composed_of' in out) out.composed_of = prefixField(out.composed_of, prefix);
  if (isObj(out.template) && 'aliases' in out.template) out.template = { ...out.template, aliases: prefixKeys(out.template.aliases, prefix) };
  return out;
}

/** Legacy templates: patterns (`template` before ES 6), aliases. */
function legacyTemplate(body: Obj, prefix: string): Obj {
  const out: Obj = { ...body };
  if ('index_patterns' in out) out.index_patterns = prefixField(out.index_patterns, prefix);
  if (typeof out.template === 'string') out.template = prefixField(out.template, prefix);
  if ('aliases' in out) out.aliases = prefixKeys(out.aliases, prefix);
  return out;
}

/** A `more_like_this` like/unlike item naming its document's index (`{_index, _id}`), prefixed; texts stay. */
function likeItems(v: unknown, prefix: string): unknown {
  const one = (i: unknown): unknown => (isObj(i) && '_index' in i ? { ...i, _index: prefixField(i._index, prefix) } : i);
  return Array.isArray(v) ? v.map(one) : one(v);
}

/**
 * The index names a query tree carries: `more_like_this` documents by id, `terms` lookups
 * (`{"terms": {"f": {"index", "id", "path"}}}`) and geo_shape/shape `indexed_shape`s read another index,
 * which the run prefix renames too.
 */
function queryNames(v: unknown, prefix: string): unknown {
  if (Array.isArray(v)) return v.map((x) => queryNames(x, prefix));
  if (!isObj(v)) return v;
  const out: Obj = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === 'more_like_this' && isObj(x)) {
      const m: Obj = { ...x };
      for (const side of ['like', 'unlike']) if (side in m) m[side] = likeItems(m[side], prefix);
      out[k] = m;
    } else if (k === 'terms' && isObj(x)) {
      out[k] = Object.fromEntries(Object.entries(x).map(([f, spec]) => [f, isObj(spec) && 'index' in spec && 'id' in spec ? { ...spec, index: prefixField(spec.index, prefix) } : queryNames(spec, prefix)]));
    } else if ((k === 'geo_shape' || k === 'shape') && isObj(x)) {
      // A pre-indexed shape reads its document from `index` (`shapes` when absent: AbstractGeometryQueryBuilder).
      out[k] = Object.fromEntries(Object.entries(x).map(([f, spec]) => [f, isObj(spec) && isObj(spec.indexed_shape) ? { ...spec, indexed_shape: { ...spec.indexed_shape, index: prefixField(spec.indexed_shape.index ?? 'shapes', prefix) } } : spec]));
    } else out[k] = queryNames(x, prefix);
  }
  return out;
}

/**
 * An ingest pipeline's processors (and their on_failure, a foreach's processor) with a reroute processor's
 * `destination` prefixed: a document it routes must land under the run prefix like any index the run names.
 */
function pipelineNames(v: unknown, prefix: string): unknown {
  if (Array.isArray(v)) return v.map((x) => pipelineNames(x, prefix));
  if (!isObj(v)) return v;
  const out: Obj = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === 'reroute' && isObj(x) && typeof x.destination === 'string') out[k] = { ...(pipelineNames(x, prefix) as Obj), destination: prefixField(x.destination, prefix) };
    else out[k] = k === 'docs' ? x : pipelineNames(x, prefix);
  }
  return out;
}

/** A rated request: its ratings' `_index` prefixed, and its search body's lookups (as a search body's). */
function rankEvalRequest(r: Obj, prefix: string): Obj {
  const out: Obj = { ...r };
  if (Array.isArray(r.ratings)) out.ratings = r.ratings.map((d) => (isObj(d) && '_index' in d ? { ...d, _index: prefixField(d._index, prefix) } : d));
  if (isObj(r.request)) out.request = JSON_BODIES['search-body']!(r.request, prefix);
  return out;
}

/** Pipelines are cluster-wide (their ids are not the run's), but the indices their reroutes name are. */
const PIPELINE_APIS = new Set(['ingest.put_pipeline', 'ingest.simulate']);

/**
 * An enrich policy is cluster-wide too (a write outside any index, sent only with --allow-destructive, as a
 * pipeline is), but it reads the run's indices (`match`/`range`/`geo_match`.indices) and may look others up
 * in its query.
 */
function enrichPolicy(b: Obj, p: string): Obj {
  return Object.fromEntries(Object.entries(b).map(([type, spec]) => [type, isObj(spec) ? { ...(queryNames(spec, p) as Obj), ...('indices' in spec ? { indices: prefixField(spec.indices, p) } : {}) } : spec]));
}

const JSON_BODIES: Partial<Record<BodyNames, (body: Obj, prefix: string) => Obj>> = {
  'alias-actions': aliasActions,
  'alias-body': (b, p) => ({ ...b, ...('index' in b ? { index: prefixField(b.index, p) } : {}), ...('alias' in b ? { alias: prefixField(b.alias, p) } : {}) }),
  mget: (b, p) => (Array.isArray(b.docs) ? { ...b, docs: b.docs.map((d) => (isObj(d) && '_index' in d ? { ...d, _index: prefixField(d._index, p) } : d)) } : b),
  reindex: (b, p) => ({
    ...b,
    // The source query may read other indices too (terms lookups, more_like_this documents).
    ...(isObj(b.source) ? { source: { ...(queryNames(b.source, p) as Obj), index: prefixField(b.source.index, p) } } : {}),
    ...(isObj(b.dest) ? { dest: { ...b.dest, index: prefixField(b.dest.index, p) } } : {}),
  }),
  'aliases-keys': (b, p) => ('aliases' in b ? { ...b, aliases: prefixKeys(b.aliases, p) } : b),
  'legacy-template': legacyTemplate,
  'index-template': indexTemplate,
  'search-body': (b, p) => {
    const out = queryNames(b, p) as Obj;
    return 'indices_boost' in out
      ? { ...out, indices_boost: Array.isArray(out.indices_boost) ? out.indices_boost.map((e) => (isObj(e) ? prefixKeys(e, p) : e)) : prefixKeys(out.indices_boost, p) }
      : out;
  },
  // Each rated document names its index; each verbatim request may look other indices up.
  'rank-eval': (b, p) => (Array.isArray(b.requests) ? { ...b, requests: b.requests.map((r) => (isObj(r) ? rankEvalRequest(r, p) : r)) } : b),
  // The document contexts run on an index the run made: context_setup.index, and its query's lookups.
  'painless-execute': (b, p) => (isObj(b.context_setup) ? { ...b, context_setup: { ...(queryNames(b.context_setup, p) as Obj), ...('index' in b.context_setup ? { index: prefixField(b.context_setup.index, p) } : {}) } } : b),
  'stream-actions': (b, p) => ({
    ...b,
    ...(Array.isArray(b.actions)
      ? { actions: b.actions.map((a) => (isObj(a) ? Object.fromEntries(Object.entries(a).map(([verb, spec]) => [verb, isObj(spec) ? { ...spec, ...('data_stream' in spec ? { data_stream: prefixField(spec.data_stream, p) } : {}), ...('index' in spec ? { index: prefixField(spec.index, p) } : {}) } : spec])) : a)) }
      : {}),
  }),
};

/**
 * Rewrite the names inside a request body, where the API catalogue says its body carries them
 * (`bodyNames`); any other body, and a body that does not parse, goes out as it came.
 */
export function rewriteBody(method: string, path: string, body: string, prefix: string): string {
  const c = classify(method, path);
  const kind = c?.def.bodyNames;
  if (kind === 'bulk' || kind === 'msearch') return ndjson(body, prefix, kind);
  const rewrite =
    kind !== undefined ? JSON_BODIES[kind] : c && PIPELINE_APIS.has(c.def.name) ? (b: Obj, p: string) => pipelineNames(b, p) as Obj : c?.def.name === 'enrich.put_policy' ? enrichPolicy : undefined;
  if (!rewrite) return body;
  try {
    return rewriteText(body, (json) => (isObj(json) ? rewrite(json, prefix) : json));
  } catch {
    return body;
  }
}
