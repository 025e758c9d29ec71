/** Running a batch of suite files against a session, case by case. */
import type { CaseResult } from '../model/caseResult.ts';
import { loadApiRegistry, type ApiRegistry } from '../scenarios/apiSpecs.ts';
import { featuresFor } from '../scenarios/features.ts';
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
}

/** Whether any `do` in a suite asks for a differential comparison. */
function usesCompare(s: RawSuite): boolean {
  return [s.setup, s.teardown, ...s.tests].some((sec) =>
    sec?.steps.some((st) => st.kind === 'do' && typeof st.value === 'object' && st.value !== null && 'compare' in st.value),
  );
}

/** How many cases the files hold: one per test (a file that does not parse counts one). */
export function countCases(files: readonly SuiteFile[]): number {
  let n = 0;
  for (const f of files) n += Math.max(1, loadSuiteFile(f.path).tests.length);
  return n;
}

/** Run suite files one after another against the session's target, handing each case to the sink. */
export async function executeSuites(session: Session, files: readonly SuiteFile[], opts: ExecuteOptions): Promise<void> {
  const registries = new Map<string, ApiRegistry | string>();
  for (const f of files) {
    if (opts.aborted?.()) return;
    const key = f.apiDirs.join('\n');
    let registry = registries.get(key);
    if (registry === undefined) registries.set(key, (registry = loadApiRegistry(f.apiDirs)));
    if (typeof registry === 'string') throw new Error(registry);
    const suite = loadSuiteFile(f.path);
    const reference = usesCompare(suite) ? await session.reference() : undefined;
    for await (const c of runSuite(suite, {
      registry,
      target: session.target,
      ...(reference ? { reference } : {}),
      env: {
        version: session.version,
        features: featuresFor(session.profile),
        // The target's own distribution (GET /), and the suite's, whose runner's rules read its version ranges.
        distribution: String(session.info.distribution ?? '').toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch',
        ...(f.distribution ? { suiteDistribution: f.distribution } : {}),
      },
      guard: session.guard,
      wipe: session.wipe,
      strictWarnings: opts.strictWarnings,
      displayFile: f.display,
      area: f.area,
      ...(opts.outOfScope ? { outOfScope: opts.outOfScope } : {}),
      ...(opts.aborted ? { aborted: opts.aborted } : {}),
    })) opts.sink(c);
  }
}
