// A scenario step's answer (StepVerdict) in the checker protocol (check/verdict.ts).
import { invalid, unknown, valid, type Verdict } from '../../check/verdict.ts';
import type { StepVerdict } from './types.ts';

/**
 * ok → valid, failed → invalid, error (the step could not run: a harness error, a reference that could
 * not follow) → unknown. A skip is not a judgement (a guarded request, an unsupported feature): it has
 * no verdict, and the runner reports the case skipped.
 */
export function verdictOfStep(v: StepVerdict, check: string): Verdict | undefined {
  switch (v.status) {
    case 'ok': return valid(check, 'ok');
    case 'failed': return invalid(check, v.message);
    case 'error': return unknown(check, v.message);
    case 'skipped': return undefined;
  }
}
