/** `_cat/indices` and `_cat/aliases`, as text columns or `?format=json`. */
import type { Json, JsonObject } from '../json.ts';
import { isEsError } from '../errors.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import type { ApiRequest, ApiResult, Handler } from './types.ts';
import { replicasOf } from './cluster.ts';

/** Orders rows by `?s=col[:asc|desc],...` (ES `RestTable.getRowOrder`); numeric columns compare as numbers. */
function sortRows(rows: Record<string, string>[], spec: string | undefined): Record<string, string>[] {
  if (!spec) return rows;
  const keys = spec.split(',').map((s) => {
    const [col, dir] = s.split(':');
    return { col, desc: dir === 'desc' };
  });
  const cmp = (a: string | undefined, b: string | undefined) => {
    const x = a ?? '';
    const y = b ?? '';
    if (x !== '' && y !== '' && !Number.isNaN(Number(x)) && !Number.isNaN(Number(y))) return Number(x) - Number(y);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [...rows].sort((r1, r2) => {
    for (const k of keys) {
      const c = cmp(r1[k.col], r2[k.col]);
      if (c !== 0) return k.desc ? -c : c;
    }
    return 0;
  });
}

/** Renders rows as `_cat` does: text columns (`v`, `h`, `s`) or `?format=json`. */
export function render(req: ApiRequest, columns: string[], unsorted: Record<string, string>[]): ApiResult {
  const rows = sortRows(unsorted, req.query.s);
  const wanted = req.query.h ? req.query.h.split(',') : columns;
  if (req.query.format === 'json') {
    return { status: 200, body: rows.map((r) => Object.fromEntries(wanted.map((c) => [c, r[c] ?? null])) as JsonObject) as Json[] };
  }
  const verbose = req.query.v !== undefined && req.query.v !== 'false';
  const table = verbose ? [Object.fromEntries(wanted.map((c) => [c, c])), ...rows] : rows;
  const widths = wanted.map((c) => Math.max(...table.map((r) => (r[c] ?? '').length), 0));
  const text = table.map((r) => wanted.map((c, i) => (r[c] ?? '').padEnd(widths[i])).join(' ').trimEnd() + '\n').join('');
  return { status: 200, body: text, headers: { 'content-type': 'text/plain; charset=UTF-8' } };
}

/** GET /_cat/indices[/{index}] */
export const catIndices: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'all' }));
  if (isEsError(names)) return names;
  const rows = names.map((n) => {
    const i = state.indices.get(n)!;
    return {
      health: i.closed ? '' : replicasOf(i.settings) > 0 ? 'yellow' : 'green',
      status: i.closed ? 'close' : 'open',
      index: i.name,
      uuid: i.uuid,
      pri: String(i.settings['index.number_of_shards']),
      rep: String(i.settings['index.number_of_replicas']),
      'docs.count': i.closed ? '' : String(i.docs.size),
      'docs.deleted': i.closed ? '' : '0',
      'store.size': i.closed ? '' : `${i.docs.size}b`,
      'pri.store.size': i.closed ? '' : `${i.docs.size}b`,
    };
  });
  return render(req, ['health', 'status', 'index', 'uuid', 'pri', 'rep', 'docs.count', 'docs.deleted', 'store.size', 'pri.store.size'], rows);
};

/** GET /_cat/aliases[/{name}] */
export const catAliases: Handler = (state, req) => {
  const patterns = splitExpr(req.parts.name);
  const rows: Record<string, string>[] = [];
  for (const i of state.indices.values()) {
    for (const [a, m] of i.aliases) {
      if (patterns.length > 0 && !patterns.some((p) => simpleMatch(p, a))) continue;
      rows.push({
        alias: a,
        index: i.name,
        filter: m.filter !== undefined ? '*' : '-',
        'routing.index': m.index_routing ?? '-',
        'routing.search': m.search_routing ?? '-',
        is_write_index: m.is_write_index === undefined ? '-' : String(m.is_write_index),
      });
    }
  }
  return render(req, ['alias', 'index', 'filter', 'routing.index', 'routing.search', 'is_write_index'], rows);
};
