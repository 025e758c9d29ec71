/**
 * `GET /_resolve/index/{name}` (ES ≥ 7.9, OpenSearch): what the expressions name, as index abstractions
 * (ResolveIndexAction): the indices with their aliases and attributes, the aliases with their indices,
 * and the data streams with their backing indices, each list sorted by name. Wildcards reach indices and aliases by
 * name; an explicit name that exists is kept whatever its state, a missing one is index_not_found
 * unless `ignore_unavailable`.
 */
import { indexNotFound } from '../errors/index.ts';
import { resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { ok, type Handler } from '../handler.ts';
import { parentStream, type DataStream } from '../dataStreams/types.ts';

/** Whether a wildcard may reach the index under `expand_wildcards` (hidden ones only when asked, or by a dot pattern). */
function visible(idx: IndexState, expand: string[], pattern: string): boolean {
  const all = expand.includes('all');
  if (idx.settings['index.hidden'] === 'true' && !all && !expand.includes('hidden') && !(pattern.startsWith('.') && idx.name.startsWith('.'))) return false;
  return idx.closed ? all || expand.includes('closed') : all || expand.includes('open');
}

/** Whether a wildcard may reach the stream (hidden ones only when asked, or by a dot pattern). */
function streamVisible(ds: DataStream, expand: string[], pattern: string): boolean {
  const all = expand.includes('all');
  if (ds.hidden && !all && !expand.includes('hidden') && !(pattern.startsWith('.') && ds.name.startsWith('.'))) return false;
  return all || expand.includes('open');
}

/** Alias name → its indices, sorted. */
function aliasIndex(state: ClusterState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const idx of state.indices.values()) for (const a of idx.aliases.keys()) out.set(a, [...(out.get(a) ?? []), idx.name]);
  for (const v of out.values()) v.sort();
  return out;
}

/** GET /_resolve/index/{name} */
export const resolveIndex: Handler = (state, req, env) => {
  const opts = resolveOptionsFrom(req.query, { expandWildcards: 'open' });
  const expand = (opts.expandWildcards ?? 'open').split(',');
  const aliases = aliasIndex(state);
  const found = new Set<string>();
  const exprs = splitExpr(req.parts.name);
  for (let n = 0; n < exprs.length; n++) {
    let e = exprs[n];
    const exclude = e.startsWith('-') && n > 0;
    if (exclude) e = e.slice(1);
    if (e === '_all') e = '*';
    if (exclude || e.includes('*')) {
      const hits = [
        ...[...state.dataStreams.values()].filter((ds) => simpleMatch(e, ds.name) && (exclude || streamVisible(ds, expand, e))).map((ds) => ds.name),
        ...[...state.indices.values()].filter((i) => simpleMatch(e, i.name) && (exclude || visible(i, expand, e))).map((i) => i.name),
        // An alias is reached whatever its indices' state (IndexAbstractionResolver.isIndexVisible: "it's an alias,
        // ignore expandWildcardsOpen and expandWildcardsClosed"): `expand_wildcards=closed` still lists it.
        ...[...aliases.keys()].filter((a) => simpleMatch(e, a) && (exclude || !expand.includes('none'))),
      ];
      for (const h of hits) (exclude ? found.delete(h) : found.add(h));
      continue;
    }
    if (state.indices.has(e) || aliases.has(e) || state.dataStreams.has(e)) found.add(e);
    else if (!opts.ignoreUnavailable) return indexNotFound(env.profile, e);
  }
  const names = [...found].sort();
  const indices = names.filter((n) => state.indices.has(n)).map((n) => {
    const idx = state.indices.get(n)!;
    const out: Record<string, string | string[]> = { name: n };
    const own = [...idx.aliases.keys()].sort();
    if (own.length > 0) out.aliases = own;
    const attributes = [idx.closed ? 'closed' : 'open'];
    if (idx.settings['index.hidden'] === 'true') attributes.push('hidden');
    out.attributes = attributes.sort();
    const stream = state.dataStreams.size > 0 ? parentStream(state.dataStreams, n) : undefined;
    if (stream) out.data_stream = stream.name;
    return out;
  });
  const aliasList = names.filter((n) => aliases.has(n)).map((n) => ({ name: n, indices: aliases.get(n)! }));
  const streams = names.filter((n) => state.dataStreams.has(n)).map((n) => {
    const ds = state.dataStreams.get(n)!;
    return { name: n, backing_indices: [...ds.indices], timestamp_field: ds.timestampField };
  });
  return ok({ indices, aliases: aliasList, data_streams: streams });
};
