/**
 * The node's circuit breakers (HierarchyCircuitBreakerService.stats, CircuitBreakerStats): each breaker's
 * limit from its default setting as a share of the declared heap (nodeFacts.ts), its overhead, nothing
 * estimated or tripped (the simulator accounts no request memory); the parent's estimate is the heap in use
 * where it reads the real memory (`indices.breaker.total.use_real_memory`, ES ≥ 7.0 and OpenSearch), else the
 * children's sum. Printed by `_nodes/stats` (`breakers`) and, from ES 9.3, `_cat/circuit_breaker`.
 *
 * The set per version: `request`, `fielddata`, `in_flight_requests` always; `accounting` until ES 8.0
 * removed it (#75674) and in OpenSearch; the default distribution's `model_inference` (ml) and
 * `eql_sequence` (EQL, 7.10) from 8.0 on here (their 7.x arrival is not pinned). Real nodes list the
 * children in a Map.copyOf order that changes from JVM to JVM; this list keeps one order, parent last,
 * as the service appends it.
 */
import { markJava, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { majorOf } from '../../api/paramSpan.ts';
import { formatByteSize } from '../byteSize.ts';
import { heapUsedBytes, MACHINE } from './nodeFacts.ts';
import { javaDoubleToString } from '../mapping/javaNumbers.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import type { Handler } from '../handler.ts';
import { ByteSize, renderTable, type Cell } from '../cat/table.ts';
import { CIRCUIT_BREAKER_COLUMNS } from '../cat/infoColumns.ts';
import { NODE } from './shardStats.ts';

export interface BreakerStats {
  name: string;
  limit: number;
  estimated: number;
  overhead: number;
  tripped: number;
}

/** A child breaker: its default limit as a share of the heap (a long, as ByteSizeValue.ofBytes of the setting's ratio rounds down) and overhead. */
function child(name: string, share: number, overhead: number): BreakerStats {
  return { name, limit: Math.floor(MACHINE.heapMaxBytes * share), estimated: 0, overhead, tripped: 0 };
}

/** The node's breakers, parent last. */
export function breakersOf(profile: Profile): BreakerStats[] {
  const es = profile.distribution !== 'opensearch';
  const major = majorOf(profile.version.number);
  const out: BreakerStats[] = [];
  if (es && major >= 8) out.push(child('model_inference', 0.5, 1.0), child('eql_sequence', 0.5, 1.0));
  out.push(child('fielddata', 0.4, 1.03), child('request', 0.6, 1.0), child('in_flight_requests', 1.0, 2.0));
  if (!es || major < 8) out.push(child('accounting', 1.0, 1.0));
  // The parent: 95% of the heap reading the real memory (ES 7.0+, OpenSearch), 70% summing its children before.
  const realMemory = !es || major >= 7;
  out.push({ name: 'parent', limit: Math.floor(MACHINE.heapMaxBytes * (realMemory ? 0.95 : 0.7)), estimated: realMemory ? heapUsedBytes() : 0, overhead: 1.0, tripped: 0 });
  return out;
}

/** `breakers` of `_nodes/stats` (AllCircuitBreakerStats, CircuitBreakerStats.toXContent: the readable sizes are always printed). */
export function breakersSection(profile: Profile): JsonObject {
  const out: JsonObject = {};
  for (const b of breakersOf(profile)) {
    const entry: JsonObject = { limit_size_in_bytes: b.limit, limit_size: formatByteSize(b.limit), estimated_size_in_bytes: b.estimated, estimated_size: formatByteSize(b.estimated), overhead: b.overhead, tripped: b.tripped };
    markJava(entry, 'double', ['overhead']);
    out[b.name] = entry;
  }
  return out;
}

/** GET /_cat/circuit_breaker[/{circuit_breaker_patterns}]: a row per breaker of the node whose name matches the patterns (default `*`). */
export const catCircuitBreaker: Handler = (_state, req, env) => {
  const patterns = splitExpr(req.parts.circuit_breaker_patterns);
  const rows: Record<string, Cell>[] = [];
  for (const b of breakersOf(env.profile)) {
    if (patterns.length > 0 && !patterns.some((p) => simpleMatch(p, b.name))) continue;
    rows.push({
      node_id: NODE.id, node_name: NODE.name, breaker: b.name, limit: new ByteSize(b.limit), limit_bytes: b.limit,
      estimated: new ByteSize(b.estimated), estimated_bytes: b.estimated, tripped: b.tripped, overhead: javaDoubleToString(b.overhead),
    });
  }
  return renderTable(req, CIRCUIT_BREAKER_COLUMNS, rows);
};
