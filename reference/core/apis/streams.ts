/**
 * The streams toggles (ES 9.1+, the `streams` module): `POST /_streams/logs/_enable|_disable` sets a flag in
 * the project's `StreamsMetadata` (TransportLogsStreamsToggleActivation: already in the asked state, it
 * answers acknowledged and changes nothing), and `GET /_streams/status` prints it (StreamsStatusAction:
 * `{"logs":{"enabled":…}}`). Later releases name the stream type in the path (`logs`, `logs.otel`,
 * `logs.ecs`: the API reference's enum) and print each type's flag; that shape is inferred from the
 * clients suite's streams/10_basic.yml (`logs\.otel.enabled`), the source of that version not being at hand.
 */
import { noHandlerFound } from '../errors/index.ts';
import { ok, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';

/** The stream types of the named toggles (the API reference's `StreamType` enum). */
const NAMED_TYPES = ['logs', 'logs.otel', 'logs.ecs'];

function flags(state: ClusterState): Record<string, boolean> {
  return state.streams ?? (state.streams = {});
}

/** POST /_streams/{name}/_enable and /_disable (POST /_streams/logs/... where the version names no type). */
export const toggleStreams: Handler = (state, req, env) => {
  const name = req.parts.name ?? 'logs';
  // The path's type is an enum: another name reaches no route (approx.: ES's enum parse is not at hand).
  if (!NAMED_TYPES.includes(name)) return noHandlerFound(env.profile, req.path, req.method);
  flags(state)[name] = req.path.endsWith('_enable');
  return ok({ acknowledged: true });
};

/** GET /_streams/status: each stream type's flag (only `logs` where the version names no type). */
export const streamsStatus: Handler = (state, _req, env) => {
  const types = env.profile.streamsNamedTypes ? NAMED_TYPES : ['logs'];
  const out: Record<string, { enabled: boolean }> = {};
  for (const t of types) out[t] = { enabled: state.streams?.[t] === true };
  return ok(out);
};
