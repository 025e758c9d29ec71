/**
 * Turning indices into a stream and back: `POST /_data_stream/_migrate/<alias>`
 * (MetadataMigrateToDataStreamService) and `POST /_data_stream/_modify` (MetadataDataStreamsService). Every
 * action is checked before any changes, so a refused request leaves the state as it was.
 */
import { isObject, type JsonObject } from '../json.ts';
import {
  isEsError,
  migrateAliasFilter,
  migrateNoTimestamp,
  migrateNoWriteIndex,
  migrateNotAlias,
  modifyActionsInvalid,
  modifyIndexHasAliases,
  modifyIndexInOtherStream,
  modifyIndexMissing,
  modifyNotBacking,
  modifyRemoveWriteIndex,
  modifyStreamMissing,
  type EsError,
} from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { ok, type Handler } from '../handler.ts';
import { aliasWriteIndex } from '../docs/target.ts';
import { streamTemplate, TIMESTAMP_FIELD } from '../dataStreams/create.ts';
import type { DataStream } from '../dataStreams/types.ts';
import type { Profile } from '../../profiles.ts';

/** Marks an index as a backing index: hidden, its mapping holding `_data_stream_timestamp`. */
function joinAsBacking(idx: IndexState): void {
  idx.settings['index.hidden'] = 'true';
  for (const [type, m] of idx.mappings) {
    const { _data_stream_timestamp: _d, ...rest } = m;
    idx.mappings.set(type, { _data_stream_timestamp: { enabled: true }, ...rest, properties: m.properties });
  }
}

/** Whether the index maps the timestamp field as a date. */
function hasTimestamp(idx: IndexState): boolean {
  for (const m of idx.mappings.values()) {
    const t = m.properties[TIMESTAMP_FIELD]?.type;
    if (t === 'date' || t === 'date_nanos') return true;
  }
  return false;
}

/** POST /_data_stream/_migrate/{name} */
export const migrateToDataStream: Handler = (state, req, env) => {
  const alias = req.parts.name;
  const holders = [...state.indices.values()].filter((i) => i.aliases.has(alias));
  if (holders.length === 0) return migrateNotAlias(alias);
  const writer = aliasWriteIndex(holders, alias, env.profile);
  if (!writer) return migrateNoWriteIndex(alias);
  for (const i of holders) {
    const m = i.aliases.get(alias)!;
    if (m.filter !== undefined || m.index_routing !== undefined || m.search_routing !== undefined) return migrateAliasFilter(alias);
  }
  const template = streamTemplate(state, alias);
  if (isEsError(template)) return template;
  for (const i of holders) if (!hasTimestamp(i)) return migrateNoTimestamp(i.name);
  const ordered = [...holders.filter((i) => i !== writer), writer];
  for (const i of ordered) {
    i.aliases.delete(alias);
    joinAsBacking(i);
  }
  const spec = template.dataStream as JsonObject;
  const ds: DataStream = {
    name: alias,
    timestampField: TIMESTAMP_FIELD,
    indices: ordered.map((i) => i.name),
    generation: ordered.length,
    hidden: env.profile.dataStreamHidden && spec.hidden === true,
    system: false,
    allowCustomRouting: env.profile.dataStreamCustomRouting !== 'refused' && spec.allow_custom_routing === true,
    replicated: false,
  };
  state.dataStreams.set(alias, ds);
  return ok({ acknowledged: true });
};

interface Action {
  add: boolean;
  stream: string;
  index: string;
  /** `failure_store: true` (8.19, 9.1+): the action is on the stream's failure indices. */
  failureStore: boolean;
}

/** Reads `{"actions":[{"add_backing_index":{...}}|{"remove_backing_index":{...}}]}`. */
function readActions(body: unknown): Action[] | EsError {
  if (!isObject(body) || !Array.isArray(body.actions) || body.actions.length === 0) return modifyActionsInvalid('must specify at least one data stream modification action');
  const out: Action[] = [];
  for (const a of body.actions) {
    if (!isObject(a) || Object.keys(a).length !== 1) return modifyActionsInvalid('must specify at least one data stream modification action');
    const [kind, spec] = Object.entries(a)[0]!;
    if ((kind !== 'add_backing_index' && kind !== 'remove_backing_index') || !isObject(spec)) return modifyActionsInvalid(`unknown data stream modification action [${kind}]`);
    out.push({ add: kind === 'add_backing_index', stream: String(spec.data_stream ?? ''), index: String(spec.index ?? ''), failureStore: spec.failure_store === true });
  }
  return out;
}

/** A stream as the actions change it, on a dry copy: its backing and failure indices and its generation. */
interface DryStream {
  indices: string[];
  failures: string[];
  generation: number;
}

/**
 * The error of one action against the state as the earlier actions left it (checked on a dry copy). Every
 * change takes a generation (DataStream.addBackingIndex, removeBackingIndex and their failure store twins);
 * adding an index the stream already holds where asked changes nothing.
 */
function check(state: ClusterState, profile: Profile, a: Action, streams: Map<string, DryStream>): EsError | undefined {
  const ds = streams.get(a.stream);
  if (!ds) return modifyStreamMissing(a.stream);
  const idx = state.indices.get(a.index);
  if (!idx) return modifyIndexMissing(a.index);
  const failures = profile.dataStreamFailureStore && a.failureStore;
  const list = failures ? ds.failures : ds.indices;
  if (a.add) {
    // validateDataStreamAlreadyContainsIndex: another stream's index, or this stream's in the other list, is refused.
    for (const [name, other] of streams) {
      const inFailures = other.failures.includes(a.index);
      if (!inFailures && !other.indices.includes(a.index)) continue;
      if (name !== a.stream || inFailures !== failures) return modifyIndexInOtherStream(a.index, name, a.stream, inFailures);
      return undefined;
    }
    if (idx.aliases.size > 0) return modifyIndexHasAliases(a.index, a.stream, [...idx.aliases.keys()]);
    list.unshift(a.index);
    ds.generation += 1;
    return undefined;
  }
  // 8.19/9.1+ look the index up in the list asked (MetadataDataStreamsService.removeBackingIndex: "index [x] not found");
  // before, DataStream.removeBackingIndex says it is not part of the stream.
  if (!list.includes(a.index)) return profile.dataStreamFailureStore ? modifyIndexMissing(a.index) : modifyNotBacking(a.index, a.stream);
  // The failure store's write index may go (the store then rolls over on its next write); the stream's may not.
  if (!failures && list[list.length - 1] === a.index) return modifyRemoveWriteIndex(a.index, a.stream);
  list.splice(list.indexOf(a.index), 1);
  ds.generation += 1;
  return undefined;
}

/** POST /_data_stream/_modify */
export const modifyDataStream: Handler = (state, req, env) => {
  const actions = readActions(req.body);
  if (isEsError(actions)) return actions;
  const dry = new Map([...state.dataStreams].map(([n, ds]): [string, DryStream] => [n, { indices: [...ds.indices], failures: [...(ds.failureIndices ?? [])], generation: ds.generation }]));
  for (const a of actions) {
    const err = check(state, env.profile, a, dry);
    if (err) return err;
  }
  for (const [name, next] of dry) {
    const ds = state.dataStreams.get(name)!;
    const before = [...ds.indices, ...(ds.failureIndices ?? [])];
    const after = [...next.indices, ...next.failures];
    for (const n of before) if (!after.includes(n)) state.indices.get(n)!.settings['index.hidden'] = 'false';
    for (const n of next.indices) if (!ds.indices.includes(n)) joinAsBacking(state.indices.get(n)!);
    // A failure index joins hidden, without the timestamp metadata field of a backing index (prepareBackingIndex, approx.).
    for (const n of next.failures) if (!(ds.failureIndices ?? []).includes(n)) state.indices.get(n)!.settings['index.hidden'] = 'true';
    ds.indices = next.indices;
    if (ds.failureIndices || next.failures.length > 0) ds.failureIndices = next.failures;
    ds.generation = next.generation;
  }
  return ok({ acknowledged: true });
};
