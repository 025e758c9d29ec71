/**
 * Alias atomicity under concurrent clients, judged by the linearizability checker: several clients swap
 * an alias between two indexes (`POST /_aliases` with a remove and an add) while others search, count and
 * read through it. The history is linearizable only if one real-time-consistent order of the operations,
 * replayed on the reference, gives every client the answer it got. A swap that is not atomic (a search
 * that finds no index behind the alias, or both) has no such order.
 *
 * Answers are compared by what the guarantee is about, not byte for byte (the target is any server):
 * the status, then for a search the ids it found, for a count its count, for a swap its acknowledgement.
 * Names are the case's own (under the run prefix when the target prefixes them), so ids, not index names,
 * tell which index answered. A search the checker cannot finish within its budget is unknown: an ERROR,
 * never blamed on the target.
 */
import type { ProfileName } from '../../reference/profiles.ts';
import { callRequest, type ApiCall } from '../api/apiCall.ts';
import type { CaseResult, StepRecord } from '../model/caseResult.ts';
import { rng } from '../model/rng.ts';
import type { Target } from '../targets/target.ts';
import { timedRecordingTarget } from '../targets/timedRecordingTarget.ts';
import { dialectFor, mappingBody } from '../properties/dialect.ts';
import { checkLinearizable, type Op } from './linearizable.ts';
import { simulatorModel } from './simulatorModel.ts';
import { caseStatusOf, runCheckSync } from './verdict.ts';

/** How hard the case pushes. */
export interface AliasAtomicityOptions {
  clients?: number;
  opsPerClient?: number;
  seed: number;
  /** Model applications before the checker gives up (unknown). */
  budget?: number;
}

/** The two indexes and their documents: ids say which index a hit came from. */
const INDEXES = { a: ['a1', 'a2', 'a3'], b: ['b1', 'b2'] } as const;

/** What an answer of API `api` says about the alias, for comparison with the reference's replay. */
export function observation(api: string, status: number, body: string): string {
  let j: unknown;
  try {
    j = body === '' ? undefined : JSON.parse(body);
  } catch {
    return `${status} (not JSON)`;
  }
  const o = (j ?? {}) as { hits?: { hits?: { _id?: string }[] }; count?: number; acknowledged?: boolean; error?: { type?: string } };
  if (status >= 400) return `${status} ${o.error?.type ?? ''}`;
  if (api === 'search') return `${status} ids ${(o.hits?.hits ?? []).map((h) => h._id).sort().join(',')}`;
  if (api === 'count') return `${status} count ${o.count}`;
  if (api === 'indices.update_aliases') return `${status} acknowledged ${o.acknowledged}`;
  return String(status);
}

/** One client's session: swaps both ways, searches, counts. */
async function session(t: Target, alias: string, ops: number, rand: () => number): Promise<void> {
  for (let i = 0; i < ops; i++) {
    const r = rand();
    let call: ApiCall;
    if (r < 0.3) {
      const [from, to] = rand() < 0.5 ? ['atom_a', 'atom_b'] : ['atom_b', 'atom_a'];
      call = { api: 'indices.update_aliases', method: 'POST', body: { actions: [{ remove: { index: from, alias } }, { add: { index: to, alias } }] } };
    } else if (r < 0.7) call = { api: 'search', method: 'POST', params: { index: alias }, body: { size: 10 } };
    else call = { api: 'count', method: 'GET', params: { index: alias } };
    await t.send(callRequest(call));
  }
}

/** The case: set up, run the clients, judge the history, clean up (the run's cleanup also removes what is left). */
export async function aliasAtomicityCase(target: Target, profile: ProfileName, opts: AliasAtomicityOptions): Promise<CaseResult> {
  const started = performance.now();
  const base = { id: 'alias-atomicity/linearizable-under-concurrent-clients', area: 'alias-atomicity', file: 'harness/check/aliasAtomicity.ts', line: 1, name: `alias swaps under ${opts.clients ?? 4} concurrent clients are linearizable (seed ${opts.seed})` };
  const error = (message: string): CaseResult => ({ ...base, status: 'error', message, steps: [], ms: performance.now() - started });
  const alias = 'atom_live';
  // Setup and swaps: a swap that finds the alias on the other index is refused (404), which a swap of either direction may race into: both are replayed.
  // In the target's dialect: Elasticsearch 5 and 6 want a mapping type and a typed document path.
  // A profile the reference does not know has no dialect: typeless, and the checker's model reports the profile.
  const dialect = (() => {
    try {
      return dialectFor(profile);
    } catch {
      return undefined;
    }
  })();
  const mappings = dialect ? mappingBody(dialect, { n: { type: 'long' } }) : { properties: { n: { type: 'long' } } };
  const typed = dialect?.typedMappings ? { type: dialect.docType } : {};
  const setup = [
    { api: 'indices.create', method: 'PUT', params: { index: 'atom_a' }, body: { mappings } },
    { api: 'indices.create', method: 'PUT', params: { index: 'atom_b' }, body: { mappings } },
    ...Object.entries(INDEXES).flatMap(([ix, ids]) => ids.map((id, n): ApiCall => ({ api: 'index', method: 'PUT', params: { index: `atom_${ix}`, id, ...typed }, body: { n } }))),
    { api: 'indices.update_aliases', method: 'POST', body: { actions: [{ add: { index: 'atom_a', alias } }] } },
  ].map((c) => callRequest(c as ApiCall));
  const history: Op[] = [];
  const admin = timedRecordingTarget(target, history, -1);
  for (const r of setup) {
    const o = await admin.send(r);
    if (o.kind !== 'ok' || o.status >= 300) return error(`setup ${r.method} ${r.path} answered ${o.kind === 'ok' ? o.status : o.reason}`);
  }
  const clients = opts.clients ?? 4;
  try {
    await Promise.all(Array.from({ length: clients }, (_, c) => session(timedRecordingTarget(target, history, c), alias, opts.opsPerClient ?? 20, rng(opts.seed + c))));
  } catch (e) {
    return error(`a client could not run: ${(e as Error).message}`);
  }
  const ms = performance.now() - started;
  const overlapping = history.filter((a) => history.some((b) => b !== a && b.at < a.done && a.at < b.done)).length;
  // A checker that throws (a model that cannot be built, say) leaves the case unknown: an ERROR.
  const verdict = runCheckSync('linearizable', () => checkLinearizable(history, simulatorModel({ profile, seed: 1, now: () => Date.UTC(2026, 0, 1) }), {
    budget: opts.budget ?? 400_000,
    matches: (recorded, replayed, op) => observation(op.api, recorded.status, recorded.body) === observation(op.api, replayed.status, replayed.body),
  }));
  const details = verdict.evidence.details;
  const ops = history.length - setup.length;
  const steps: StepRecord[] = history.slice(setup.length).map((o) => ({ kind: 'do', actor: o.actor, api: o.api, file: base.file, line: 1, ok: true, request: o.request, outcome: o.outcome, at: o.at, done: o.done }));
  const facts = `${ops} operations by ${clients} clients (${overlapping} overlapping another) in ${ms.toFixed(0)} ms; ${details && 'applied' in details ? details.applied : 0} replays on the reference`;
  const reason = verdict.evidence.message;
  const status = caseStatusOf(verdict);
  if (verdict.valid === 'unknown') return { ...base, status, message: `the checker could not decide: ${reason} (${facts})`, steps, ms: performance.now() - started };
  steps.push({ kind: 'check', file: base.file, line: 1, ok: verdict.valid, expected: 'a real-time-consistent order that gives every client its answer', actual: verdict.valid ? 'linearizable' : reason });
  return { ...base, status, message: verdict.valid ? `linearizable: ${facts}` : `not linearizable: ${reason} (${facts})`, steps, ms: performance.now() - started };
}
