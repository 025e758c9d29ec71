/**
 * Node operations a one-node simulator answers with nothing to report, as a real idle node would:
 * - `GET /_nodes[/{node_id}]/hot_threads` (RestNodesHotThreadsAction, HotThreads.innerDetect): per node its
 *   DiscoveryNode line and the report's header; the simulator runs no JVM threads, so no thread is hot and the
 *   report lists none, as a node whose threads all sat idle over the interval does.
 * - `POST /_nodes[/{node_id}]/reload_secure_settings` (RestReloadSecureSettingsAction, ES ≥ 6.4 and OpenSearch):
 *   the node reloads an empty keystore and answers its name.
 * - X-Pack's repositories metering (`GET /_nodes/{node_id}/_repositories_metering`, `DELETE …/{max_archive_version}`,
 *   ES ≥ 7.10 default distribution): no repository was ever used, so each node's list is empty.
 */
import { hotThreadsSortUnsupported, hotThreadsTypeUnsupported, isEsError, longParameterInvalid, type EsError } from '../errors/index.ts';
import { boolParam, intParam } from '../params.ts';
import { ok, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import { NODE } from './shardStats.ts';
import { NODE_EPHEMERAL_ID, nodesResponse, takesOurNode } from './nodes.ts';
import { nodeAttributes } from './nodeFacts.ts';
import { roleLetters } from './cat.ts';

/**
 * DiscoveryNode.toString: `{name}{id}{ephemeralId}{host}{address}{role letters}` and the attributes as a Java
 * map prints them. Later 8.x releases add the version fields; they are not modelled here (the line is for
 * people reading the report, no client parses it).
 */
function discoveryNodeText(profile: Profile): string {
  const attrs = Object.entries(nodeAttributes(profile));
  const map = attrs.length > 0 ? `{${attrs.map(([k, v]) => `${k}=${v}`).join(', ')}}` : '';
  return `{${NODE.name}}{${NODE.id}}{${NODE_EPHEMERAL_ID}}{${NODE.ip}}{${NODE.ip}:${NODE.transport}}{${roleLetters(profile)}}${map}`;
}

const REPORT_TYPES = ['cpu', 'wait', 'block', 'mem', 'gpu'];
const SORT_ORDERS = ['cpu', 'total'];

/** The hot threads parameters as RestNodesHotThreadsAction reads them, or the error it gives. */
function hotThreadsParams(query: Record<string, string>): { threads: number; ignoreIdle: boolean; interval: string } | EsError {
  const threads = intParam(query, 'threads', 3);
  if (isEsError(threads)) return threads;
  const ignoreIdle = boolParam(query, 'ignore_idle_threads', true);
  if (isEsError(ignoreIdle)) return ignoreIdle;
  const snapshots = intParam(query, 'snapshots', 10);
  if (isEsError(snapshots)) return snapshots;
  // HotThreads.ReportType.of / SortOrder.of.
  const type = query.type ?? 'cpu';
  if (!REPORT_TYPES.includes(type.toLowerCase())) return hotThreadsTypeUnsupported(type);
  const sort = query.sort ?? 'total';
  if (!SORT_ORDERS.includes(sort.toLowerCase())) return hotThreadsSortUnsupported(sort);
  return { threads, ignoreIdle, interval: query.interval ?? '500ms' };
}

/** Strings.spaceify(3, text): each line of the text indented by three spaces, ended by a newline. */
function spaceify(text: string): string {
  const lines = text.split('\n');
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => `   ${l}\n`).join('');
}

/** GET /_nodes[/{node_id}]/hot_threads: text, one block per node. */
export const nodesHotThreads: Handler = (_state, req, env) => {
  const p = hotThreadsParams(req.query);
  if (isEsError(p)) return p;
  let body = '';
  if (takesOurNode(req.parts.node_id)) {
    const at = new Date(env.now).toISOString();
    const report = `Hot threads at ${at}, interval=${p.interval}, busiestThreads=${p.threads}, ignoreIdleThreads=${p.ignoreIdle}:\n`;
    body = `::: ${discoveryNodeText(env.profile)}\n${spaceify(report)}\n`;
  }
  return { status: 200, body, headers: { 'content-type': 'text/plain; charset=UTF-8' } };
};

/** POST /_nodes[/{node_id}]/reload_secure_settings: the node's name (NodesReloadSecureSettingsResponse.NodeResponse). */
export const reloadSecureSettings: Handler = (_state, req) => {
  const ours = takesOurNode(req.parts.node_id);
  return ok(nodesResponse(ours, ours ? { [NODE.id]: { name: NODE.name } } : {}));
};

/** GET and DELETE /_nodes/{node_id}/_repositories_metering[/{max_archive_version}]: each node's (empty) list of repository stats. */
export const repositoriesMetering: Handler = (_state, req) => {
  if (req.parts.max_archive_version !== undefined && !/^-?\d+$/.test(req.parts.max_archive_version)) {
    return longParameterInvalid('max_archive_version', req.parts.max_archive_version);
  }
  const ours = takesOurNode(req.parts.node_id);
  return ok(nodesResponse(ours, ours ? { [NODE.id]: [] } : {}));
};
