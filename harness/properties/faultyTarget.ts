import type { Target } from '../targets/target.ts';
import { acceptTypeChange } from './faults/acceptTypeChange.ts';
import { dropBulkItems } from './faults/dropBulkItems.ts';
import { nonAtomicAliases } from './faults/nonAtomicAliases.ts';
import { skipDateDetection } from './faults/skipDateDetection.ts';
import { destOptionIgnored } from './faults/destOptionIgnored.ts';
import { slicesOverlap } from './faults/slicesOverlap.ts';

/** The planted faults, one per guarantee, each a decorator around a correct target. */
export type Fault =
  | 'skip-date-detection'
  | 'accept-type-change'
  | 'non-atomic-aliases'
  | 'drop-bulk-item'
  | 'reindex-create-overwrites'
  | 'reindex-version-type-ignored'
  | 'reindex-slices-overlap';

/** Wrap a target with planted faults, to show each property family fails on the fault made for it. */
export function faultyTarget(inner: Target, faults: readonly Fault[], opts: { dropEvery?: number } = {}): Target {
  let t = inner;
  for (const f of faults) {
    if (f === 'skip-date-detection') t = skipDateDetection(t);
    else if (f === 'accept-type-change') t = acceptTypeChange(t);
    else if (f === 'non-atomic-aliases') t = nonAtomicAliases(t);
    else if (f === 'reindex-create-overwrites') t = destOptionIgnored(t, 'op_type', 'create');
    else if (f === 'reindex-version-type-ignored') t = destOptionIgnored(t, 'version_type', 'external');
    else if (f === 'reindex-slices-overlap') t = slicesOverlap(t);
    else t = dropBulkItems(t, opts.dropEvery);
  }
  return t;
}
