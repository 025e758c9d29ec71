/** A property's exchanges written as a replayable YAML scenario. */
import { stringify } from 'yaml';
import { warningTexts } from '../scenarios/warnings.ts';
import { jsonOf, type Exchange } from './duo.ts';

type Step = Record<string, unknown>;

/** The named `catch:` for an error status (the YAML runner's vocabulary), or undefined for success. */
function catchFor(status: number): string | undefined {
  if (status < 400) return undefined;
  const named: Record<number, string> = { 400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'missing', 408: 'request_timeout', 409: 'conflict', 503: 'unavailable' };
  return named[status] ?? 'request';
}

/** Read a dotted path from a JSON value. */
function at(v: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), v);
}

/** Replace stashed values (a target's scroll id) with `$name`, deep. */
function withStash(v: unknown, stash: ReadonlyMap<string, string>): unknown {
  if (typeof v === 'string') return stash.has(v) ? `$${stash.get(v)}` : v;
  if (Array.isArray(v)) return v.map((x) => withStash(x, stash));
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withStash(x, stash)]));
  return v;
}

/** One exchange as YAML steps: the `do` (expecting what the reference answered) and its assertions. */
function stepsOf(ex: Exchange, stash: Map<string, string>, failing: boolean): { steps: Step[]; warns: boolean } {
  const expected = ex.reference ?? ex.outcome;
  // A target-only step that broke the property has no known right answer: expect success, so the
  // replay stops there on the faulty target.
  const status = failing && !ex.reference ? 200 : expected.kind === 'ok' ? expected.status : 0;
  const params = withStash({ ...ex.call.params, ...(ex.call.body !== undefined ? { body: ex.call.body } : {}) }, stash);
  const doStep: Step = {};
  const c = catchFor(status);
  if (c) doStep.catch = c;
  if (ex.reference && ex.options.compareAs === 'search') doStep.compare = 'search';
  else if (ex.reference && ex.options.compare !== false) doStep.compare = ex.options.ignore?.length ? { ignore: [...ex.options.ignore] } : true;
  const warnings = !c && expected.kind === 'ok' ? warningTexts(expected.headers.warning) : [];
  if (warnings.length) doStep.allowed_warnings = warnings;
  doStep[ex.call.api] = params;
  const steps: Step[] = [{ do: doStep }];
  if (ex.options.stash) {
    const v = at(jsonOf(ex.outcome), ex.options.stash.path);
    // Only a value that was there can be stashed; an error answer has none.
    if (typeof v === 'string') {
      stash.set(v, ex.options.stash.name);
      steps.push({ set: { [ex.options.stash.path]: ex.options.stash.name } });
    }
  }
  for (const a of ex.options.asserts ?? []) steps.push(a);
  return { steps, warns: warnings.length > 0 };
}

/**
 * Render the exchanges of a failing run as a REST YAML test (the format of specs/): each request a
 * `do` expecting what the reference answered, with `compare: true` so `conformance run --specs` replays
 * it differentially against any target. `header` lines become comments (seed, path, why it failed).
 */
export function scenarioYaml(title: string, exchanges: readonly Exchange[], header: readonly string[]): string {
  const stash = new Map<string, string>();
  const steps: Step[] = [];
  let warns = false;
  for (const [i, ex] of exchanges.entries()) {
    const s = stepsOf(ex, stash, i === exchanges.length - 1);
    steps.push(...s.steps);
    warns ||= s.warns;
  }
  if (warns) steps.unshift({ skip: { features: ['allowed_warnings'] } });
  const comments = header.map((h) => `# ${h.replace(/\n/g, '\n# ')}`).join('\n');
  const body = stringify({ [title]: steps }, { lineWidth: 0, flowCollectionPadding: false });
  return `${comments}\n---\n${body}`;
}
