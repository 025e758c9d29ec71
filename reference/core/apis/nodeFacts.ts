/**
 * What the one simulated node says about itself beyond its identity (shardStats.ts' NODE): the machine it
 * declares (the processors and heap `_nodes` prints, the memory `_cat/nodes`' percentages are of), its
 * attributes, and how it is configured to talk and to discover. These are declarations, not measurements: the
 * core has no machine to measure (no clock, no I/O), so every statistic that a real node would measure and
 * that is not declared here reads 0, as the unkept counters of `_stats` do.
 */
import { versionBefore } from '../../api/paramSpan.ts';
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { indexFigures } from './shardStats.ts';

/**
 * The machine the node declares: 2 processors, 1 GiB of heap (used 10%), 4 GiB of memory (used half), and a
 * 100 GiB data disk that holds nothing but the indices' store.
 */
export const MACHINE = {
  processors: 2,
  diskTotalBytes: 107374182400,
  heapMaxBytes: 1073741824,
  heapUsedPercent: 10,
  memTotalBytes: 4294967296,
  memUsedPercent: 50,
  os: { name: 'Linux', prettyName: 'Linux', arch: 'amd64', version: '6.1.0' },
  jvm: { version: '21', vmName: 'OpenJDK 64-Bit Server VM', vmVersion: '21+35', vmVendor: 'Oracle Corporation' },
} as const;

/** Heap bytes in use, as the declared percentage of the declared maximum. */
export function heapUsedBytes(): number {
  // Rounded up, so that the percentage JvmStats.Mem computes back from it (integer division) is the declared one.
  return Math.ceil((MACHINE.heapMaxBytes * MACHINE.heapUsedPercent) / 100);
}

/** The node's memory as OsStats.Mem prints it: the declared total, used at the declared percentage. */
export function osMem(): JsonObject {
  const used = Math.floor((MACHINE.memTotalBytes * MACHINE.memUsedPercent) / 100);
  return { total_in_bytes: MACHINE.memTotalBytes, adjusted_total_in_bytes: MACHINE.memTotalBytes, free_in_bytes: MACHINE.memTotalBytes - used, used_in_bytes: used, free_percent: 100 - MACHINE.memUsedPercent, used_percent: MACHINE.memUsedPercent };
}

/** The data disk: its total, the indices' store as what is used, the rest available, and the percentage used (as ES rounds it down). */
export function diskOf(state: ClusterState): { total: number; used: number; avail: number; percent: number } {
  let used = 0;
  for (const i of state.indices.values()) if (!i.closed) used += indexFigures(i).bytes;
  const avail = MACHINE.diskTotalBytes - used;
  return { total: MACHINE.diskTotalBytes, used, avail, percent: Math.floor((used * 100) / (used + avail)) };
}

/**
 * The node's attributes (DiscoveryNode.getAttributes): the default distribution's X-Pack marks its nodes
 * `xpack.installed` (ES ≥ 6.3, XPackPlugin's `node.attr.xpack.installed`), OpenSearch marks shard indexing
 * pressure (`shard_indexing_pressure_enabled`, 1.0+). Machine-learning attributes (`ml.*`) are left out: the
 * simulator has no machine learning.
 */
export function nodeAttributes(profile: Profile): Record<string, string> {
  if (profile.distribution === 'opensearch') return { shard_indexing_pressure_enabled: 'true' };
  return versionBefore(profile.version.number, '6.3.0') ? {} : { 'xpack.installed': 'true' };
}

/** The transport and HTTP implementation: X-Pack's `security4` where the default distribution has it, else Netty's. */
export function networkType(profile: Profile): string {
  return Object.keys(nodeAttributes(profile)).includes('xpack.installed') ? 'security4' : 'netty4';
}

/** The JVM entry of a node's or a cluster's statistics (JvmInfo as ClusterStatsNodes.JvmVersion prints it). */
export function jvmVersionEntry(count: number): JsonObject {
  const j = MACHINE.jvm;
  return { version: j.version, vm_name: j.vmName, vm_version: j.vmVersion, vm_vendor: j.vmVendor, bundled_jdk: true, using_bundled_jdk: true, count };
}
