/**
 * Aliases of data streams (ES ≥ 7.14, `DataStreamAlias`): an alias over whole streams, at most one of them
 * its write stream; searches through it reach every backing index of its streams, writes go to the write
 * stream's write index (creates only). Before 7.14, and for a backing index named directly, alias actions
 * on streams are refused in ES's words (TransportIndicesAliasesAction).
 */
import { isObject, type JsonObject } from '../json.ts';
import { backingIndexAliases, dataStreamNotAllowed, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import { parentStream, type DataStream, type DataStreamAliasMeta } from './types.ts';

/** The streams an alias action's index expressions name, or undefined when they name no stream (ordinary indices). */
export function streamsNamed(state: ClusterState, exprs: readonly string[]): DataStream[] | undefined {
  if (state.dataStreams.size === 0) return undefined;
  const out = new Set<DataStream>();
  for (const e of exprs.flatMap((x) => splitExpr(x))) {
    const ds = state.dataStreams.get(e);
    if (ds) out.add(ds);
    else if (e.includes('*')) for (const d of state.dataStreams.values()) if (simpleMatch(e, d.name)) out.add(d);
  }
  return out.size > 0 ? [...out] : undefined;
}

/** The refusal when an alias action names a backing index directly, or a stream where the version has no stream aliases. */
export function aliasActionRefusal(state: ClusterState, profile: Profile, exprs: readonly string[]): EsError | undefined {
  for (const e of exprs.flatMap((x) => splitExpr(x))) {
    if (state.dataStreams.has(e) && !profile.dataStreamAliases) return dataStreamNotAllowed(e);
    const ds = state.indices.has(e) && state.dataStreams.size > 0 ? parentStream(state.dataStreams, e) : undefined;
    if (ds) return backingIndexAliases(e, ds.name);
  }
  return undefined;
}

/** A working copy of every stream's aliases, changed by a batch and committed only if it succeeds. */
export type StreamAliasTables = Map<string, Map<string, DataStreamAliasMeta>>;

/** Copies the streams' alias maps. */
export function streamAliasTables(state: ClusterState): StreamAliasTables {
  return new Map([...state.dataStreams].map(([n, ds]) => [n, new Map(ds.aliases ?? [])]));
}

/**
 * Adds an alias to streams, from an alias action's metadata (`is_write_index`, `filter`). An alias has one
 * write stream (DataStreamAlias.writeDataStream): marking another moves the mark.
 */
export function addStreamAlias(tables: StreamAliasTables, streams: readonly DataStream[], alias: string, meta: JsonObject, sharedFilter = false): void {
  const write = meta.is_write_index === true;
  if (write) for (const t of tables.values()) { const m = t.get(alias); if (m?.isWrite) t.set(alias, { ...m, isWrite: false }); }
  // Before 8.7 the alias has one filter (DataStreamAlias.update): a new one replaces it for every stream,
  // none keeps the one it has.
  let filter = isObject(meta.filter) ? meta.filter : undefined;
  if (sharedFilter) {
    if (filter) for (const t of tables.values()) { const m = t.get(alias); if (m) t.set(alias, { ...m, filter }); }
    else for (const t of tables.values()) filter ??= t.get(alias)?.filter;
  }
  for (const ds of streams) {
    const entry: DataStreamAliasMeta = { isWrite: write };
    if (filter) entry.filter = filter;
    tables.get(ds.name)!.set(alias, entry);
  }
}

/** Removes aliases matching the patterns from streams; how many went. */
export function removeStreamAliases(tables: StreamAliasTables, streams: readonly DataStream[], patterns: readonly string[]): number {
  let removed = 0;
  for (const ds of streams) {
    const t = tables.get(ds.name)!;
    for (const a of [...t.keys()]) if (patterns.some((p) => p === '_all' || simpleMatch(p, a))) {
      t.delete(a);
      removed++;
    }
  }
  return removed;
}

/** Commits the working copy. */
export function commitStreamAliases(state: ClusterState, tables: StreamAliasTables): void {
  for (const [n, aliases] of tables) {
    const ds = state.dataStreams.get(n);
    if (!ds) continue;
    if (aliases.size > 0) ds.aliases = aliases;
    else delete ds.aliases;
  }
}

/** The streams holding an alias, in creation order. */
export function streamsOfAlias(state: ClusterState, alias: string): DataStream[] {
  const out: DataStream[] = [];
  for (const ds of state.dataStreams.values()) if (ds.aliases?.has(alias)) out.push(ds);
  return out;
}

/** The stream a write through a data stream alias goes to: the one marked write, or the only one. */
export function writeStreamOf(state: ClusterState, alias: string): DataStream | undefined {
  const holders = streamsOfAlias(state, alias);
  const explicit = holders.filter((d) => d.aliases!.get(alias)!.isWrite);
  if (explicit.length === 1) return explicit[0];
  return holders.length === 1 ? holders[0] : undefined;
}

/** The `aliases` object GET /_alias prints for a stream. */
export function renderStreamAliases(ds: DataStream, matches: (a: string) => boolean): JsonObject {
  const out: JsonObject = {};
  for (const [a, m] of ds.aliases ?? []) {
    if (!matches(a)) continue;
    const entry: JsonObject = {};
    if (m.filter) entry.filter = m.filter;
    if (m.isWrite) entry.is_write_index = true;
    out[a] = entry;
  }
  return out;
}
