/** Types every step shares. */
import type { WireRequest } from '../../../reference/wire/wire.ts';
import type { Verdict } from '../../check/verdict.ts';
import type { StepRecord } from '../../model/caseResult.ts';
import type { OkOutcome } from '../../model/outcome.ts';
import type { Target } from '../../targets/target.ts';
import type { ApiRegistry } from '../apiSpecs.ts';
import type { RunnerOf } from '../runnerWarnings.ts';
import type { Stash } from '../stash.ts';

/** The response assertions look at: the parsed body (or raw text), and whether it came from HEAD. */
export interface CurrentResponse {
  value: unknown;
  head: boolean;
  /** The body parsed as JSON (or YAML); otherwise `value` is its text and paths into it read nothing. */
  parsed?: boolean;
  status: number;
  outcome: OkOutcome;
}

/** One side of a run: a target, its own stash, and its last response. */
export interface Lane {
  target: Target;
  stash: Stash;
  response?: CurrentResponse;
  /** Set when a shadow lane could not follow the test (e.g. a stash value it lacks). */
  broken?: string;
}

/** Everything a step needs while running, built by the runner. */
export interface StepContext {
  file: string;
  /** The target under test. Assertions read only this lane. */
  primary: Lane;
  /** The reference, mirrored for differential (`compare:`) steps; absent when the target is the reference. */
  shadow?: Lane;
  registry: ApiRegistry;
  /** Returns a reason when a request must not be sent (destructive without permission). */
  guard: (req: WireRequest) => string | undefined;
  /** The target is the reference: a reason when it does not simulate the API a call reaches (the case is skipped). */
  unsimulated?: (api: string, req: WireRequest, templates: readonly string[]) => string | undefined;
  /** FORMAT.md: without `warnings:`, any Warning header fails (the 6.x runner's rule). */
  strictWarnings: boolean;
  /** Calls are built as the clients' generated code builds them (RunnerOptions.clientsRunner). */
  clientsRunner?: boolean;
  /** The parameters such calls dropped (`api [param]`): a failure after one is inconclusive (runner.ts). */
  dropped?: string[];
  /** An official suite's runner, whose own warning rules apply (runnerWarnings.ts); absent for our scenarios. */
  runner?: RunnerOf;
  record: (r: StepRecord) => void;
}

/**
 * A step that judged nothing: its request was not sent (the guard refused a destructive one), so the
 * case is reported skipped. Not a verdict: Jepsen's three answers are about what was observed.
 */
export interface StepSkip {
  skipped: string;
  /** Never set: lets a caller read `answer.valid` on any answer (undefined for a skip). */
  valid?: undefined;
}

/**
 * What one step concluded, in the one checker protocol (check/verdict.ts): valid, invalid (the target
 * is at fault) or unknown (the step could not judge: a harness error, a reference that could not
 * follow); or a skip. The runner turns it into the case's status through `caseStatusOf`.
 */
export type StepAnswer = Verdict | StepSkip;

/** Whether an answer is a skip. */
export function isSkip(a: StepAnswer): a is StepSkip {
  return 'skipped' in a;
}

/** A parsed, ready-to-run step. */
export interface Step {
  kind: string;
  line: number;
  /** Runner features the step uses, which its section must declare in `skip: features`. */
  needs: string[];
  run(ctx: StepContext): Promise<StepAnswer>;
}

/**
 * Which runner's rules a file is written for: Elasticsearch's (the default: official suites), the clients
 * suite's, or our own scenarios' (`specs/`: Elasticsearch's rules, but numbers compare by value at every
 * depth, steps/match.ts).
 */
export type Dialect = 'elasticsearch' | 'clients' | 'scenarios';

/** Parse a step's value; a string result is a parse error message. */
export type StepParser = (value: unknown, line: number, kind: string, dialect?: Dialect) => Step | string;
