import { prefixField, prefixKeys } from './names.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

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
      if (kind === 'msearch' && i % 2 === 1) return line;
      let v: unknown;
      try {
        v = JSON.parse(line);
      } catch {
        return line; // malformed lines go through untouched: the target must reject them itself
      }
      if (!isObj(v)) return line;
      if (kind === 'msearch') return 'index' in v ? JSON.stringify({ ...v, index: prefixField(v.index, prefix) }) : line;
      const verb = Object.keys(v)[0];
      const meta = verb === undefined ? undefined : v[verb];
      expectSource = verb !== 'delete';
      if (!isObj(meta) || !('_index' in meta)) return line;
      return JSON.stringify({ ...v, [verb!]: { ...meta, _index: prefixField(meta._index, prefix) } });
    })
    .join('\n');
}

/** Rewrite the names inside a request body, given the (already classified) endpoint. */
export function rewriteBody(method: string, path: string, body: string, prefix: string): string {
  const segs = path.split('/').slice(1);
  const last = segs[segs.length - 1] ?? '';
  if (last === '_bulk') return ndjson(body, prefix, 'bulk');
  if (last === '_msearch') return ndjson(body, prefix, 'msearch');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body;
  }
  if (!isObj(json)) return body;
  let out: Obj = json;
  if (segs[0] === '_aliases' && method !== 'GET') out = aliasActions(json, prefix);
  else if (segs[0] === '_template' || segs[0] === '_index_template') {
    out = { ...json };
    if ('index_patterns' in out) out.index_patterns = prefixField(out.index_patterns, prefix);
    if ('template' in out && typeof out.template === 'string') out.template = prefixField(out.template, prefix);
    if (isObj(out.template) && 'aliases' in out.template) out.template = { ...out.template, aliases: prefixKeys(out.template.aliases, prefix) };
    if ('aliases' in out) out.aliases = prefixKeys(out.aliases, prefix);
  } else if (segs[0] === '_reindex') {
    out = { ...json };
    if (isObj(out.source)) out.source = { ...out.source, index: prefixField(out.source.index, prefix) };
    if (isObj(out.dest)) out.dest = { ...out.dest, index: prefixField(out.dest.index, prefix) };
  } else if (last === '_mget' && Array.isArray(json.docs)) {
    out = { ...json, docs: json.docs.map((d) => (isObj(d) && '_index' in d ? { ...d, _index: prefixField(d._index, prefix) } : d)) };
  } else if ((method === 'PUT' || method === 'POST') && 'aliases' in json && (segs.length === 1 || ['_rollover', '_shrink', '_split', '_clone'].includes(segs[1] ?? ''))) {
    out = { ...json, aliases: prefixKeys(json.aliases, prefix) }; // index creation (and resize/rollover) with aliases
  } else {
    return body;
  }
  return JSON.stringify(out);
}
