/** Step kinds by YAML key. */
import { parseCloseTo } from './closeTo.ts';
import { parseCompare } from './compare.ts';
import { parseContains } from './contains.ts';
import { parseDo } from './do.ts';
import { parseExists } from './exists.ts';
import { parseIsAfter } from './isAfter.ts';
import { parseIsFalse } from './isFalse.ts';
import { parseIsTrue } from './isTrue.ts';
import { parseLength } from './length.ts';
import { parseMatch } from './match.ts';
import { parseMatchesInAnyOrder } from './matchesInAnyOrder.ts';
import { parseNotExists } from './notExists.ts';
import { parseSet } from './set.ts';
import { parseTransformAndSet } from './transformAndSet.ts';
import type { StepParser } from './types.ts';

/** Step kinds by YAML key, as the Java runner registers its section parsers (`skip` is handled by the runner). */
export const STEP_PARSERS: Readonly<Record<string, StepParser>> = {
  do: parseDo,
  match: parseMatch,
  is_true: parseIsTrue,
  is_false: parseIsFalse,
  length: parseLength,
  gt: parseCompare,
  gte: parseCompare,
  lt: parseCompare,
  lte: parseCompare,
  set: parseSet,
  contains: parseContains,
  close_to: parseCloseTo,
  exists: parseExists,
  // The rest of ExecutableSection.DEFAULT_EXECUTABLE_CONTEXTS (elastic/elasticsearch test/yaml-rest-runner).
  not_exists: parseNotExists,
  is_after: parseIsAfter,
  matches_in_any_order: parseMatchesInAnyOrder,
  transform_and_set: parseTransformAndSet,
};
