/** One property run as a case: its verdict, counterexample and replayable scenario. */
import { caseStatusOf, invalid, unknown } from '../check/verdict.ts';
import type { CaseResult, StepRecord } from '../model/caseResult.ts';
import type { PropertyContext } from './context.ts';
import { PropertyFailure, type Exchange } from './duo.ts';
import type { PropertyDef, RunParams, RunSummary } from './propertyDef.ts';
import { scenarioYaml } from './scenarioYaml.ts';

/** Exchanges kept as steps in a report (the YAML scenario has them all). */
const MAX_STEPS = 40;

const SCENARIO_MARK = 'replayable scenario (REST YAML test):\n';

/** The replayable YAML scenario a failed property case carries in its evidence, if any. */
export function scenarioOf(c: CaseResult): string | undefined {
  const diff = c.steps.find((s) => !s.ok)?.diff;
  const at = diff?.indexOf(SCENARIO_MARK) ?? -1;
  return at < 0 ? undefined : diff!.slice(at + SCENARIO_MARK.length);
}

/** The commands that replay a failure exactly. */
export function replayHint(def: PropertyDef, s: RunSummary): string {
  const path = s.path !== undefined ? ` --path ${s.path}` : '';
  return `conformance run --target <url> --only properties --property ${def.id} --seed ${s.seed}${path}` +
    ` (vitest: FC_SEED=${s.seed}${s.path !== undefined ? ` FC_PATH=${s.path}` : ''} npx vitest run harness/properties -t '${def.id}')`;
}

function stepOf(ex: Exchange, ok: boolean, extra: Partial<StepRecord> = {}): StepRecord {
  return {
    kind: 'property',
    file: '',
    line: 0,
    ok,
    api: ex.api,
    request: ex.request,
    outcome: ex.outcome,
    at: ex.at,
    ...(ex.done !== undefined ? { done: ex.done } : {}),
    actor: ex.actor ?? 'property',
    ...(ex.reference ? { referenceOutcome: ex.reference } : {}),
    ...extra,
  };
}

/** Turn a failed run into a case (failed, or error when the harness could not judge): the shrunk run's exchanges as evidence, and a replayable YAML scenario. */
function failedCase(def: PropertyDef, s: RunSummary, base: Omit<CaseResult, 'status' | 'message' | 'steps'>): CaseResult {
  const failure = s.error instanceof PropertyFailure ? s.error : undefined;
  const reason = failure?.message ?? (s.error instanceof Error ? s.error.message : String(s.error));
  const cut = s.shrinkCutAfterMs !== undefined ? ` in the ${Math.round(s.shrinkCutAfterMs / 1000)} s shrinking budget, not fully shrunk` : '';
  const where = `seed ${s.seed}, path ${s.path ?? '-'}, ${s.numShrinks} shrinks${cut}`;
  // Clipped so the seed and path stay on the one line the CLI prints for a failure.
  const message = `${reason.length > 240 ? `${reason.slice(0, 240)}…` : reason} [${where}]`;
  const exchanges = failure?.exchanges ?? [];
  const yaml = scenarioYaml(`${def.id}: shrunk counterexample`, exchanges, [
    `Property ${def.id} (${def.title}) failed: ${reason}`,
    `fast-check ${where}`,
    `Replay: ${replayHint(def, s)}`,
    'or run this file: conformance run --target <url> --specs <this file> (steps with compare: true are checked against the reference)',
    ...(failure?.inFlight.length
      ? ['Concurrent run: steps are listed in the order they completed; still in flight at the failure:', ...failure.inFlight.map((r) => `  ${r.method} ${r.path} ${typeof r.body === 'string' ? r.body : ''}`)]
      : []),
  ]);
  const evidence = [
    failure?.diff ?? '',
    s.counterexample ? `counterexample (fast-check): ${s.counterexample}` : '',
    `${SCENARIO_MARK}${yaml}`,
  ].filter((x) => x !== '').join('\n\n');
  const kept = exchanges.slice(-MAX_STEPS);
  const last = kept[kept.length - 1];
  const steps: StepRecord[] = kept.slice(0, -1).map((ex) => ({ ...stepOf(ex, true), file: base.file }));
  steps.push(last ? { ...stepOf(last, false, { message: reason, diff: evidence }), file: base.file } : { kind: 'property', file: base.file, line: 0, ok: false, message: reason, diff: evidence });
  // The protocol (check/verdict.ts): a PropertyFailure is the target's fault (invalid) unless it says the
  // harness could not judge; any other throw is the harness's own (a check that throws is unknown): both
  // are errors, never blamed on the target. Properties judge the target only through Duo.fail.
  const verdict = failure?.valid === false ? invalid(base.id, reason) : unknown(base.id, reason);
  // A disagreement with the reference is reported in the area of the API that diverged.
  return { ...base, ...(failure?.area && verdict.valid === false ? { area: failure.area } : {}), status: caseStatusOf(verdict), message, steps };
}

/** Run one property and report it as a case: passed with its seed, or failed with a shrunk, replayable counterexample. */
export async function runPropertyCase(def: PropertyDef, ctx: PropertyContext, params: RunParams): Promise<CaseResult> {
  const started = performance.now();
  const base = { id: `property:${def.id}`, area: def.area, file: `properties/${def.id}`, line: 0, name: def.title, ms: 0 };
  let s: RunSummary;
  try {
    s = await def.check(ctx, params);
  } catch (err) {
    // fast-check reports failures as values; a throw here is a harness bug, reported as an error case.
    return { ...base, status: 'error', message: `property crashed: ${(err as Error).stack ?? String(err)}`, steps: [], ms: performance.now() - started };
  }
  const ms = performance.now() - started;
  // fast-check calls a run interrupted before any run completed "failed", with nothing that failed: the
  // harness ran out of time, the target is not to blame.
  if (s.failed && s.interrupted && (s.error === undefined || s.error === null) && s.counterexample === undefined) {
    return { ...base, ms, status: 'error', message: `the time budget ran out before one run of the property completed (seed ${s.seed})`, steps: [] };
  }
  if (s.failed) return failedCase(def, s, { ...base, ms });
  const budget = s.interrupted ? ', stopped early by the time budget' : '';
  const notes = s.notes?.length ? `; ${s.notes.join('; ')}` : '';
  return { ...base, ms, status: 'passed', message: `${s.numRuns} runs passed (seed ${s.seed}${budget})${notes}`, steps: [] };
}
