/**
 * `POST /[{index}/]_forcemerge`. The simulator keeps no segments, so a merge changes nothing; it answers
 * as ES does on one node (a BroadcastResponse over the open indices it reaches, the unassigned replicas
 * counted but not reached), or with `wait_for_completion=false` the id of a task whose result is stored.
 */
import { isEsError } from '../errors/index.ts';
import { reached } from './flush.ts';
import { flag, ok, type ApiRequest, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import { nextTaskNumber, storeTask, taskIdText } from '../byScroll/taskStore.ts';
import { splitExpr } from '../resolve.ts';

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
  const total = counted.reduce((a, c) => a + c.total, 0);
  const successful = counted.reduce((a, c) => a + c.successful, 0);
  const body = { _shards: { total, successful, failed: 0 } };
  if (!env.profile.forceMergeTask || flag(req, 'wait_for_completion', true)) return ok(body);
  const num = nextTaskNumber(state);
  const requested = req.parts.index === undefined ? [] : splitExpr(req.parts.index);
  storeTask(state, env.now, num, { action: 'indices:admin/forcemerge', description: description(requested, req, env.profile), requestHeaders: req.headers }, undefined, { response: body });
  return ok({ task: taskIdText(num) });
};
