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
}

/** Reads `{"actions":[{"add_backing_index":{...}}|{"remove_backing_index":{...}}]}`. */
function readActions(body: unknown): Action[] | EsError {
  if (!isObject(body) || !Array.isArray(body.actions) || body.actions.length === 0) return modifyActionsInvalid('must specify at least one data stream modification action');
  const out: Action[] = [];
  for (const a of body.actions) {
    if (!isObject(a) || Object.keys(a).length !== 1) return modifyActionsInvalid('must specify at least one data stream modification action');
    const [kind, spec] = Object.entries(a)[0]!;
    if ((kind !== 'add_backing_index' && kind !== 'remove_backing_index') || !isObject(spec)) return modifyActionsInvalid(`unknown data stream modification action [${kind}]`);
    out.push({ add: kind === 'add_backing_index', stream: String(spec.data_stream ?? ''), index: String(spec.index ?? '') });
  }
  return out;
}

/** The error of one action against the state as the earlier actions left it (checked on a dry copy). */
function check(state: ClusterState, a: Action, streams: Map<string, string[]>): EsError | undefined {
  const members = streams.get(a.stream);
  if (!members) return modifyStreamMissing(a.stream);
  const idx = state.indices.get(a.index);
  if (!idx) return modifyIndexMissing(a.index);
  if (a.add) {
    for (const [name, list] of streams) if (name !== a.stream && list.includes(a.index)) return modifyIndexInOtherStream(a.index, name, a.stream);
    if (!members.includes(a.index) && idx.aliases.size > 0) return modifyIndexHasAliases(a.index, a.stream, [...idx.aliases.keys()]);
    if (!members.includes(a.index)) members.unshift(a.index);
    return undefined;
  }
  if (!members.includes(a.index)) return modifyNotBacking(a.index, a.stream);
  if (members[members.length - 1] === a.index) return modifyRemoveWriteIndex(a.index, a.stream);
  members.splice(members.indexOf(a.index), 1);
  return undefined;
}

/** POST /_data_stream/_modify */
export const modifyDataStream: Handler = (state, req) => {
  const actions = readActions(req.body);
  if (isEsError(actions)) return actions;
  const dry = new Map([...state.dataStreams].map(([n, ds]) => [n, [...ds.indices]]));
  for (const a of actions) {
    const err = check(state, a, dry);
    if (err) return err;
  }
  for (const [name, list] of dry) {
    const ds = state.dataStreams.get(name)!;
    for (const n of ds.indices) if (!list.includes(n)) state.indices.get(n)!.settings['index.hidden'] = 'false';
    for (const n of list) if (!ds.indices.includes(n)) joinAsBacking(state.indices.get(n)!);
    ds.indices = list;
  }
  return ok({ acknowledged: true });
};
