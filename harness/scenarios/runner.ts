/** The YAML runner: runs a file's sections against a target and turns them into case results. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { callRequest } from '../api/apiCall.ts';
import { asPrecondition, caseStatusOf, unknown } from '../check/verdict.ts';
import type { CaseResult, CaseStatus, StepRecord } from '../model/caseResult.ts';
import type { Target } from '../targets/target.ts';
import type { ApiRegistry } from './apiSpecs.ts';
import { compileSection, undeclaredFeatures, type CompiledSection } from './compileSection.ts';
import { Stash } from './stash.ts';
import { capabilitySkipReason, skipReason, type CapabilityAsker, type CapabilityCheck, type SkipEnv, type SkipSpec } from './steps/skip.ts';
import { isSkip, type Lane, type StepAnswer, type StepContext } from './steps/types.ts';
import type { FileRequires, RawSuite } from './yamlLoader.ts';

/** What the runner needs from its composition root. */
export interface RunnerOptions {
  registry: ApiRegistry;
  target: Target;
  /** The reference used as a shadow for `compare:` steps; omit when the target is the reference. */
  reference?: Target;
  env: SkipEnv;
  /** Returns a reason when a request must not be sent. */
  guard: (req: WireRequest) => string | undefined;
  /** Return the target to a clean state after a test (reset for the reference, prefix cleanup for a URL). */
  wipe: () => Promise<void>;
  strictWarnings: boolean;
  /** Build calls as the clients' generated code does (requestBuilder.ts BuildOptions.clientsRunner), not as ES's Java runner. */
  clientsRunner?: boolean;
  /** Name shown for the file in ids and reports (usually relative to the suite root). */
  displayFile: string;
  area: string;
  /** The file is one of our own scenarios (`--specs`), not an official suite: numbers compare by value (Dialect). */
  ownScenarios?: boolean;
  /** Out-of-scope cases (peer suites): a reason to skip, or undefined. */
  outOfScope?: (file: string, test: string) => string | undefined;
  /**
   * When the target is the reference: why a call cannot be judged (the reference does not simulate the API
   * it reaches), or undefined. The case is skipped at that call, in setup, test or teardown (StepContext).
   */
  unsimulated?: (api: string, req: WireRequest, templates: readonly string[]) => string | undefined;
  /** The run was interrupted: start no further test. */
  aborted?: () => boolean;
}

/** Run every test of a suite in order, yielding one result value per test. Never throws for target behaviour. */
export async function* runSuite(suite: RawSuite, opts: RunnerOptions): AsyncGenerator<CaseResult> {
  const file = opts.displayFile;
  const dialect = suite.requires !== undefined ? 'clients' : opts.ownScenarios ? 'scenarios' : 'elasticsearch';
  const setup = suite.setup ? compileSection(suite.setup, file, dialect) : undefined;
  const teardown = suite.teardown ? compileSection(suite.teardown, file, dialect) : undefined;
  const tests = suite.tests.map((t) => compileSection(t, file, dialect));
  const fileErrors = [...suite.errors.map((e) => `${file}:${e.line}: ${e.message}`), ...(setup?.errors ?? []), ...(teardown?.errors ?? [])];
  const fileSkip = setup?.skip ?? teardown?.skip;
  // Elastic's clients suite: a file-level `requires: {serverless, stack}` document. Its runners judge
  // warnings leniently and know no "declare the feature first" rule (see README.md, clients suite).
  const clients = dialect === 'clients';
  const flavorSkip = suite.requires ? fileRequiresReason(suite.requires, opts.env.flavor ?? 'stack', file) : undefined;
  const ask = capabilityAsker(opts.target);
  const differential = opts.reference !== undefined && fileUsesCompare(suite);
  if (tests.length === 0 && fileErrors.length) {
    yield result(opts, { name: '(file)', line: 0 }, 'error', fileErrors.join('\n'), [], 0);
    return;
  }
  for (const test of tests) {
    if (opts.aborted?.()) return;
    const started = performance.now();
    const base = { name: test.name, line: test.line };
    const errs = [...fileErrors, ...test.errors];
    const undeclared = clients ? [] : [setup, test, teardown].flatMap((s) => (s ? undeclaredFeatures(s, fileSkip).map((f) => `${file}:${s.line}: section [${s.name}] uses feature [${f}] without declaring it in skip.features`) : []));
    const skipWhy =
      flavorSkip ??
      (fileSkip && skipReason(fileSkip, opts.env)) ??
      (test.skip && skipReason(test.skip, opts.env)) ??
      opts.outOfScope?.(file, test.name) ??
      (await capabilitiesReason([fileSkip, test.skip], ask));
    if (skipWhy) {
      yield result(opts, base, 'skipped', skipWhy, [], 0);
      continue;
    }
    if (errs.length || undeclared.length) {
      yield result(opts, base, 'error', [...errs, ...undeclared].join('\n'), [], 0);
      continue;
    }
    if (test.steps.length === 0) {
      yield result(opts, base, 'error', `${file}:${test.line}: test [${test.name}] has no executable steps`, [], 0);
      continue;
    }
    yield await runTest(clients ? { ...opts, strictWarnings: false, clientsRunner: true } : opts, test, setup, teardown, differential, started);
  }
}

/** Why the clients suite's file-level `requires` keeps this target from running the file, if it does. */
function fileRequiresReason(r: FileRequires, flavor: 'stack' | 'serverless', file: string): string | undefined {
  if (!r[flavor]) return `${file}:${r.line}: the file is not for ${flavor} Elasticsearch (requires: {stack: ${r.stack}, serverless: ${r.serverless}}), and the target is ${flavor}`;
  if (r.featureFlags.length) return `${file}:${r.line}: the file needs server feature flag${r.featureFlags.length > 1 ? 's' : ''} [${r.featureFlags.join(', ')}], which the harness cannot check on the target`;
  return undefined;
}

/** The first capability-based skip of a section's prerequisites (file-level first), if any. */
async function capabilitiesReason(specs: (SkipSpec | undefined)[], ask: CapabilityAsker): Promise<string | undefined> {
  for (const s of specs) {
    if (!s || (s.capabilities.length === 0 && s.skipCapabilities.length === 0)) continue;
    const why = await capabilitySkipReason(s, ask);
    if (why) return why;
  }
  return undefined;
}

const askedOf = new WeakMap<Target, Map<string, Promise<boolean | { unknown: string }>>>();

/**
 * Ask the target's `GET /_capabilities` as Elasticsearch's runner does (`ClientYamlTestExecutionContext`):
 * `supported: true|false` is the answer; a 4xx (an Elasticsearch before 8.14, OpenSearch) or a missing
 * `supported` means the target cannot say. Answers are remembered per target for the run.
 */
export function capabilityAsker(target: Target): CapabilityAsker {
  let cache = askedOf.get(target);
  if (!cache) askedOf.set(target, (cache = new Map()));
  const memo = cache;
  return (c: CapabilityCheck) => {
    const query: Record<string, string> = { method: c.method, path: c.path, error_trace: 'false', local_only: 'true' };
    if (c.parameters) query.parameters = c.parameters;
    if (c.capabilities) query.capabilities = c.capabilities;
    const key = JSON.stringify(query);
    let answer = memo.get(key);
    if (!answer) {
      answer = target.send(callRequest({ api: 'capabilities', method: 'GET', params: query })).then((o) => {
        if (o.kind !== 'ok') return { unknown: `GET /_capabilities: ${o.reason}` };
        if (o.status !== 200) return { unknown: `GET /_capabilities answered ${o.status}` };
        const supported = (o.json as { supported?: unknown } | undefined)?.supported;
        return typeof supported === 'boolean' ? supported : { unknown: 'GET /_capabilities did not say supported: true or false' };
      });
      memo.set(key, answer);
    }
    return answer;
  };
}

/** Whether the raw suite has any `do` with a truthy `compare` key. */
function fileUsesCompare(suite: RawSuite): boolean {
  const sections = [suite.setup, suite.teardown, ...suite.tests].filter((s) => s !== undefined);
  return sections.some((s) => s.steps.some((st) => st.kind === 'do' && typeof st.value === 'object' && st.value !== null && 'compare' in st.value && (st.value as { compare: unknown }).compare !== false));
}

async function runTest(
  opts: RunnerOptions,
  test: CompiledSection,
  setup: CompiledSection | undefined,
  teardown: CompiledSection | undefined,
  differential: boolean,
  started: number,
): Promise<CaseResult> {
  const steps: StepRecord[] = [];
  const primary: Lane = { target: opts.target, stash: new Stash() };
  let shadow: Lane | undefined;
  if (differential && opts.reference) {
    await opts.reference.reset?.();
    shadow = { target: opts.reference, stash: new Stash() };
  }
  let section = '';
  const ctx: StepContext = {
    file: opts.displayFile,
    primary,
    ...(shadow ? { shadow } : {}),
    registry: opts.registry,
    guard: opts.guard,
    ...(opts.unsimulated ? { unsimulated: opts.unsimulated } : {}),
    strictWarnings: opts.strictWarnings,
    ...(opts.clientsRunner ? { clientsRunner: true, dropped: [] } : {}),
    // An official suite is judged by its own runner's warning rules, which run against the target's version.
    ...(opts.env.suiteDistribution ? { runner: { distribution: opts.env.suiteDistribution, version: opts.env.version } } : {}),
    record: (r) => steps.push(section ? { ...r, kind: `${section}:${r.kind}` } : r),
  };
  let status: CaseStatus = 'passed';
  let message = '';
  const runSection = async (s: CompiledSection | undefined, label: string): Promise<void> => {
    if (!s) return;
    section = label;
    for (const step of s.steps) {
      let v: StepAnswer;
      try {
        v = await step.run(ctx);
      } catch (err) {
        // A step that throws is a harness bug: unknown (this case's error), never the run's crash.
        v = unknown(`step:${step.kind}`, `harness error in ${step.kind} at ${opts.displayFile}:${step.line}: ${(err as Error).stack ?? String(err)}`);
      }
      if (v.valid === true) continue;
      const where = `${label ? `${label}: ` : ''}${opts.displayFile}:${step.line}`;
      // A skip (a guarded request) stays a skip. A setup or teardown that did not go through leaves the
      // test unjudged: the case could not be run (error), it did not fail.
      if (isSkip(v)) {
        status = 'skipped';
        message = `${where}: ${v.skipped}`;
      } else {
        status = caseStatusOf(label ? asPrecondition(v) : v);
        message = `${where}: ${v.evidence.message}`;
      }
      return;
    }
  };
  await runSection(setup, 'setup');
  if (status === 'passed') await runSection(test, '');
  // Teardown runs even after a failure; its own failure only matters if the test had passed.
  const before = { status, message };
  await runSection(teardown, 'teardown');
  if (before.status !== 'passed') ({ status, message } = before);
  // A parameter the API spec in use does not list was dropped (clientsRunner): the request was not the one the
  // file wrote, so a failure after it is not the target's to carry (a file for a newer API than the specs given).
  if ((status as CaseStatus) === 'failed' && ctx.dropped && ctx.dropped.length > 0) {
    status = 'error';
    message = `${message} (inconclusive: the call dropped ${[...new Set(ctx.dropped)].join(', ')}, which the API spec in use does not list; the file may be for a newer API than these specs)`;
  }
  try {
    await opts.wipe();
  } catch (err) {
    if (status === 'passed') {
      status = 'error';
      message = `wipe failed: ${(err as Error).message}`;
    }
  }
  return result(opts, { name: test.name, line: test.line }, status, message, steps, performance.now() - started);
}

function result(opts: RunnerOptions, t: { name: string; line: number }, status: CaseStatus, message: string, steps: StepRecord[], ms: number): CaseResult {
  return { id: `${opts.displayFile}#${t.name}`, area: opts.area, file: opts.displayFile, line: t.line, name: t.name, status, message, steps, ms };
}
