/** The `not_exists` assertion. */
import { show } from '../../check/diff.ts';
import { assertionStep } from './assertion.ts';
import { truthPath } from './isTrue.ts';
import type { StepParser } from './types.ts';

/**
 * `not_exists: path` (Elasticsearch's NotExistsAssertion.java): the value at `path` is null or missing,
 * the exact inverse of `exists`; ES fails with "field [path] exists, but should not.".
 */
export const parseNotExists: StepParser = (value, line) => {
  const path = truthPath(value, 'not_exists');
  if (typeof path !== 'string') return path.error;
  return assertionStep('not_exists', line, [[path, null]], (actual) =>
    actual === null || actual === undefined ? { ok: true } : { ok: false, message: `field [${path}] exists, but should not. (got ${show(actual)})` },
  );
};
