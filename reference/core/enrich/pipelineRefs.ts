/**
 * Which stored pipelines have an enrich processor naming a policy (TransportDeleteEnrichPolicyAction asks
 * IngestService.getProcessorsInPipeline, which walks on_failure handlers and wrapped processors too).
 */
import { isObject, type Json } from '../json.ts';
import type { ClusterState } from '../state.ts';

/** Whether a list of processor configurations holds an enrich processor for the policy, at any depth. */
function listUses(list: unknown, policy: string): boolean {
  if (!Array.isArray(list)) return false;
  return list.some((entry) => isObject(entry as Json) && Object.entries(entry as object).some(([type, cfg]) => processorUses(type, cfg, policy)));
}

function processorUses(type: string, cfg: unknown, policy: string): boolean {
  if (!isObject(cfg as Json)) return false;
  const c = cfg as Record<string, unknown>;
  if (type === 'enrich' && c.policy_name === policy) return true;
  if (listUses(c.on_failure, policy)) return true;
  // foreach wraps one processor.
  return type === 'foreach' && isObject(c.processor as Json) && Object.entries(c.processor as object).some(([t, inner]) => processorUses(t, inner, policy));
}

/** The ids of the pipelines that use the policy, in the order the cluster keeps them. */
export function pipelinesUsingPolicy(state: ClusterState, policy: string): string[] {
  const out: string[] = [];
  for (const [id, config] of state.pipelines) if (listUses(config.processors, policy) || listUses(config.on_failure, policy)) out.push(id);
  return out;
}
