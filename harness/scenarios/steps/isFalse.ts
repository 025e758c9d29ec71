/** The `is_false` assertion. */
import { show } from '../../check/diff.ts';
import { assertionStep } from './assertion.ts';
import { isTruthy, truthPath } from './isTrue.ts';
import type { StepParser } from './types.ts';

/** `is_false: path`: passes when missing, null, "", "0" or "false". */
export const parseIsFalse: StepParser = (value, line) => {
  const path = truthPath(value, 'is_false');
  if (typeof path !== 'string') return path.error;
  return assertionStep('is_false', line, [[path, null]], (actual) =>
    !isTruthy(actual) ? { ok: true } : { ok: false, message: `is_false [${path}]: got ${show(actual)}` },
  );
};
