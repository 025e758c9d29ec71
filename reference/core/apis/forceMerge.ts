/**
 * `POST /[{index}/]_forcemerge`: the search engine's segments merged (`max_num_segments`,
 * `only_expunge_deletes`, or the merge policy's own choice), answered as ES does on one node (a BroadcastResponse over the open indices it reaches, the unassigned replicas
 * counted but not reached), or with `wait_for_completion=false` the id of a task whose result is stored.
 */
import { isEsError } from '../errors/index.ts';
import { reached } from './flush.ts';
import { flag, ok, type ApiRequest, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import { nextTaskNumber, storeTask, taskIdText } from '../byScroll/taskStore.ts';
import { splitExpr } from '../resolve.ts';
import { forceMergeIndex } from '../search/engine/indexEngine.ts';

/** ForceMergeRequest's description, as a stored task shows it. */
function description(indices: string[], req: ApiRequest, profile: Profile): string {
  const max = req.query.max_num_segments ?? '-1';
  const primaryOnly = profile.forceMergePrimaryOnly ? `, primaryOnly[${flag(req, 'primary_only')}]` : '';
  return `Force-merge indices [${indices.join(', ')}], maxSegments[${max}], onlyExpungeDeletes[${flag(req, 'only_expunge_deletes')}], flush[${flag(req, 'flush', true)}]${primaryOnly}`;
}

/** POST /[{index}/]_forcemerge */
export const forceMerge: Handler = (state, req, env) => {
  const counted = reached(state, req, env.profile);
  if (isEsError(counted)) return counted;
  // The search engine merges each reached index's segments (search/engine/mergePolicy.ts says how).
  const max = req.query.max_num_segments === undefined ? undefined : Number(req.query.max_num_segments);
  const maxSegments = max !== undefined && Number.isInteger(max) && max > 0 ? max : undefined;
  for (const c of counted) forceMergeIndex(state.indices.get(c.index)!, env.profile, maxSegments, flag(req, 'only_expunge_deletes'));
  const total = counted.reduce((a, c) => a + c.total, 0);
  const successful = counted.reduce((a, c) => a + c.successful, 0);
  const body = { _shards: { total, successful, failed: 0 } };
  if (!env.profile.forceMergeTask || flag(req, 'wait_for_completion', true)) return ok(body);
  const num = nextTaskNumber(state);
  const requested = req.parts.index === undefined ? [] : splitExpr(req.parts.index);
  storeTask(state, env.now, num, { action: 'indices:admin/forcemerge', description: description(requested, req, env.profile), requestHeaders: req.headers }, undefined, { response: body });
  return ok({ task: taskIdText(num) });
};
