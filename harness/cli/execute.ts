/** Running a batch of suite files against a session, case by case. */
import type { CaseResult } from '../model/caseResult.ts';
import { loadApiRegistry, type ApiRegistry } from '../scenarios/apiSpecs.ts';
import { featuresFor } from '../scenarios/features.ts';
import { apiDef } from '../../reference/api/catalogue.ts';
import { getProfile, type Profile } from '../../reference/profiles.ts';
import { route } from '../../reference/wire/route.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { runSuite } from '../scenarios/runner.ts';
import { loadSuiteFile, type RawSuite } from '../scenarios/yamlLoader.ts';
import type { SuiteFile } from './collect.ts';
import type { Session } from './session.ts';

/** How one batch of suite files is run. */
export interface ExecuteOptions {
  strictWarnings: boolean;
  outOfScope?: (file: string, test: string) => string | undefined;
  /** Set by a signal handler: start no further test. */
  aborted?: () => boolean;
  /** Takes each case as it ends. */
  sink: (c: CaseResult) => void;
  /**
   * The target is the reference itself: a case calling an API the reference does not simulate is skipped,
   * naming the API, instead of failing on its no-handler answer (against a real target nothing changes).
   */
  skipUnsimulated?: boolean;
}

/**
 * Why the reference cannot judge a call (the case is then skipped): the API is one the simulator does not
 * implement, or the call reaches such a route. A simulated API missing at this version only (or called with
 * a wrong method) is answered as Elasticsearch answers it, and judged. An API the catalogue does not know (a
 * suite's own spec) is judged only where it is one of the simulated endpoints under another name: the same
 * path template (`GET /_dangling` reaches get-index's `/{index}`, which is no answer about `_dangling`).
 */
export function unsimulatedCall(profile: Profile, api: string, req: WireRequest, templates: readonly string[]): string | undefined {
  const why = `${api} is not simulated by the reference`;
  const known = apiDef(api);
  const m = route(profile, req.method, req.path);
  if (known) return !known.simulated || (m.kind === 'match' && !m.def.simulated) ? why : undefined;
  if (m.kind !== 'match' || !m.def.simulated) return why;
  const shape = (t: string): string => t.replace(/\{[^}]*\}/g, '{}');
  return templates.some((t) => shape(t) === shape(m.path.path)) ? undefined : why;
}

/** Whether any `do` in a suite asks for a differential comparison. */
function usesCompare(s: RawSuite): boolean {
  return [s.setup, s.teardown, ...s.tests].some((sec) =>
    sec?.steps.some((st) => st.kind === 'do' && typeof st.value === 'object' && st.value !== null && 'compare' in st.value),
  );
}

/**
 * Suites parsed to count their cases, kept for the run that follows (each taken once): parsing every file
 * twice cost a full run about two seconds of CPU before its first request.
 */
const parsed = new Map<string, RawSuite>();

/** The suite in a file: the one counted before, or parsed now. */
function takeSuite(path: string): RawSuite {
  const s = parsed.get(path);
  if (s === undefined) return loadSuiteFile(path);
  parsed.delete(path);
  return s;
}

/** How many cases the files hold: one per test (a file that does not parse counts one). */
export function countCases(files: readonly SuiteFile[]): number {
  let n = 0;
  for (const f of files) {
    const s = loadSuiteFile(f.path);
    parsed.set(f.path, s);
    n += Math.max(1, s.tests.length);
  }
  return n;
}

/** Run suite files one after another against the session's target, handing each case to the sink. */
export async function executeSuites(session: Session, files: readonly SuiteFile[], opts: ExecuteOptions): Promise<void> {
  const registries = new Map<string, ApiRegistry | string>();
  const targetDistribution = String(session.info.distribution ?? '').toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch';
  for (const f of files) {
    if (opts.aborted?.()) return;
    const key = f.apiDirs.join('\n');
    let registry = registries.get(key);
    if (registry === undefined) registries.set(key, (registry = loadApiRegistry(f.apiDirs)));
    if (typeof registry === 'string') throw new Error(registry);
    const suite = takeSuite(f.path);
    const reference = usesCompare(suite) ? await session.reference() : undefined;
    for await (const c of runSuite(suite, {
      registry,
      target: session.target,
      ...(reference ? { reference } : {}),
      env: {
        version: session.version,
        features: featuresFor(session.profile),
        // The target's own distribution (GET /), and the suite's, whose runner's rules read its version ranges
        // and its warnings. An official suite that does not say whose it is (a bare folder of tests) is run as
        // its target's runner would run it: an OpenSearch cluster's suite by OpenSearch's runner.
        distribution: targetDistribution,
        ...(f.distribution ? { suiteDistribution: f.distribution } : f.area === 'peer' ? { suiteDistribution: targetDistribution } : {}),
      },
      guard: session.guard,
      wipe: session.wipe,
      strictWarnings: opts.strictWarnings,
      displayFile: f.display,
      area: f.area,
      ...(f.area !== 'peer' ? { ownScenarios: true } : {}),
      ...(opts.outOfScope ? { outOfScope: opts.outOfScope } : {}),
      ...(opts.skipUnsimulated ? { unsimulated: (api: string, req: WireRequest, templates: readonly string[]) => unsimulatedCall(getProfile(session.profile), api, req, templates) } : {}),
      ...(opts.aborted ? { aborted: opts.aborted } : {}),
    })) opts.sink(c);
  }
}
