/** The `is_true` assertion. */
import { encodeJson } from '../../../reference/core/json.ts';
import { show } from '../../check/diff.ts';
import { assertionStep } from './assertion.ts';
import type { StepParser } from './types.ts';

/** The Java runner's truthiness: present, and its string form is not "", "0" or "false". */
export function isTruthy(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  const s = typeof v === 'object' ? encodeJson(v) : String(v);
  return !['', '0', 'false'].includes(s.toLowerCase());
}

/** Read the path operand of is_true/is_false (a bare string; `''` is the whole body). */
export function truthPath(value: unknown, kind: string): string | { error: string } {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return { error: `${kind} takes a path` };
}

/** `is_true: path`. */
export const parseIsTrue: StepParser = (value, line) => {
  const path = truthPath(value, 'is_true');
  if (typeof path !== 'string') return path.error;
  return assertionStep('is_true', line, [[path, null]], (actual) =>
    isTruthy(actual) ? { ok: true } : { ok: false, message: `is_true [${path}]: got ${show(actual)}` },
  );
};
