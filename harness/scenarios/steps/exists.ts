/** The `exists` assertion. */
import { show } from '../../check/diff.ts';
import { assertionStep } from './assertion.ts';
import { truthPath } from './isTrue.ts';
import type { StepParser } from './types.ts';

/**
 * `exists: path` (the clients suite's runners, elastic/elasticsearch-js test/integration/test-builder.js
 * `buildExists`): the value at `path` is present and not null. Unlike `is_true`, `false`, `0` and `""` exist.
 */
export const parseExists: StepParser = (value, line) => {
  const path = truthPath(value, 'exists');
  if (typeof path !== 'string') return path.error;
  return assertionStep('exists', line, [[path, null]], (actual) =>
    actual !== null && actual !== undefined ? { ok: true } : { ok: false, message: `exists [${path}]: got ${show(actual)}` },
  );
};
