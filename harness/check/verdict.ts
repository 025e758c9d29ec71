/**
 * The one checker protocol (Jepsen's): every check answers valid, invalid or unknown, with its evidence.
 * Checks compose (any invalid makes the whole invalid; otherwise any unknown makes it unknown), and a
 * check that throws is unknown, never invalid: the harness's own failure is never blamed on the target.
 * Differential comparison, linearizability, the load judge, the reindex verification and scenario steps
 * all answer a Verdict; `caseStatusOf` is the one place a verdict becomes a case status.
 */
import type { CaseStatus } from '../model/caseResult.ts';

/** Jepsen's three answers: `true` (valid), `false` (invalid: the target is at fault), `'unknown'` (could not judge). */
export type Validity = true | false | 'unknown';

/** What a check saw: a readable message, and where it has them, structured facts, a diff, a counterexample. */
export interface Evidence<D = unknown> {
  message: string;
  /** The check's own facts (counts, the order found, the sub-verdicts of a composition). */
  details?: D;
  /** A readable structural diff, expected against actual. */
  diff?: string;
  /** What shows the fault: the offending operations, ids or samples. */
  counterexample?: unknown;
}

/** One check's answer. */
export interface Verdict<D = unknown> {
  valid: Validity;
  /** The check's name (`differential`, `linearizable`, `load`, `reindex-verify`, `step:match`, ...). */
  check: string;
  evidence: Evidence<D>;
}

type Extra<D> = Omit<Evidence<D>, 'message'>;

export function valid<D = unknown>(check: string, message: string, extra: Extra<D> = {}): Verdict<D> {
  return { valid: true, check, evidence: { message, ...extra } };
}

export function invalid<D = unknown>(check: string, message: string, extra: Extra<D> = {}): Verdict<D> {
  return { valid: false, check, evidence: { message, ...extra } };
}

export function unknown<D = unknown>(check: string, message: string, extra: Extra<D> = {}): Verdict<D> {
  return { valid: 'unknown', check, evidence: { message, ...extra } };
}

/** Jepsen's merge of validities: any false is false, else any unknown is unknown, else true (true for none). */
export function mergeValid(vs: readonly Validity[]): Validity {
  if (vs.includes(false)) return false;
  if (vs.includes('unknown')) return 'unknown';
  return true;
}

/**
 * Compose sub-checks into one verdict named `check`. Every sub-verdict is kept, in order, as the
 * evidence's details; the message names the sub-checks that decided the answer (with their messages).
 */
export function compose(check: string, ...parts: Verdict[]): Verdict<readonly Verdict[]> {
  const v = mergeValid(parts.map((p) => p.valid));
  const deciding = v === true ? [] : parts.filter((p) => p.valid === v);
  const message = v === true
    ? `${parts.length} check(s) valid${parts.length ? `: ${parts.map((p) => p.check).join(', ')}` : ''}`
    : `${v === false ? 'invalid' : 'unknown'}: ${deciding.map((p) => `${p.check}: ${p.evidence.message}`).join('; ')}`;
  return { valid: v, check, evidence: { message, details: parts } };
}

/**
 * A precondition's verdict as seen by the check that depends on it (a scenario's setup or teardown, a
 * case's own setup): when it did not hold, the dependent check could not be judged. Invalid becomes
 * unknown, with the same evidence; valid and unknown stay.
 */
export function asPrecondition<D>(v: Verdict<D>): Verdict<D> {
  return v.valid === false ? { ...v, valid: 'unknown' } : v;
}

/** What a check that threw leaves as its evidence's details. */
export interface ThrownDetails {
  error: string;
  stack?: string;
}

/** The error a throw carries, as evidence: its message, and its stack as details. */
function thrown(name: string, e: unknown): Verdict<ThrownDetails> {
  const message = e instanceof Error ? e.message : String(e);
  return unknown(name, `the check could not run: ${message}`, { details: { error: message, ...(e instanceof Error && e.stack ? { stack: e.stack } : {}) } });
}

/** Run a check; a throw (or a rejected promise) is `unknown` with the error as evidence, never invalid. */
export async function runCheck<D>(name: string, fn: () => Verdict<D> | Promise<Verdict<D>>): Promise<Verdict<D> | Verdict<ThrownDetails>> {
  try {
    return await fn();
  } catch (e) {
    return thrown(name, e);
  }
}

/** `runCheck` for a synchronous check. */
export function runCheckSync<D>(name: string, fn: () => Verdict<D>): Verdict<D> | Verdict<ThrownDetails> {
  try {
    return fn();
  } catch (e) {
    return thrown(name, e);
  }
}

/** The one mapping of a verdict to a case status: valid → passed, invalid → failed, unknown → error. */
export function caseStatusOf(v: Verdict | Validity): CaseStatus {
  const valid = typeof v === 'object' ? v.valid : v;
  return valid === true ? 'passed' : valid === false ? 'failed' : 'error';
}
