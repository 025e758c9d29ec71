/** The `set` step: stash a value of the last response. */
import { splitPath, walk, type PathResult } from '../objectPath.ts';
import { exactValue } from '../../model/exactNumbers.ts';
import { stashEach } from './stashEach.ts';
import type { Lane, StepAnswer, StepParser } from './types.ts';

const ARBITRARY = '_arbitrary_key_';

/** Read `path` in a lane's last response; `_arbitrary_key_` yields whichever key is present at that level. */
export function readForSet(lane: Lane, path: string): PathResult {
  const res = lane.response;
  if (!res) return { ok: false, error: 'no response to read (no `do` ran before this step)' };
  let segments: string[];
  try {
    segments = splitPath(path).map(lane.stash.resolveSegment);
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  // A stashed integer past 2^53 keeps every digit, for a later match or request body (exactNumbers.ts).
  const root = exactValue(res.outcome, res.value);
  const at = segments.indexOf(ARBITRARY);
  if (at < 0) return walk(root, segments);
  const parent = walk(root, segments.slice(0, at));
  if (!parent.ok) return parent;
  const obj = parent.value;
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return { ok: false, error: `no object at [${segments.slice(0, at).join('.')}] for ${ARBITRARY}` };
  const key = Object.keys(obj)[0];
  if (key === undefined) return { ok: false, error: `empty object at [${segments.slice(0, at).join('.')}] for ${ARBITRARY}` };
  if (at === segments.length - 1) return { ok: true, value: key };
  return walk((obj as Record<string, unknown>)[key], segments.slice(at + 1));
}

/** `set: {path: name}`: stash a value of the last response; the shadow lane stashes its own. */
export const parseSet: StepParser = (value, line) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'set takes a mapping of path to stash name';
  const pairs = Object.entries(value as Record<string, unknown>).map(([p, n]) => [p, String(n)] as const);
  // `_arbitrary_key_` is a runner feature a file declares for runners without it (Features.SUPPORTED), but
  // ClientYamlTestSuite.validate does not refuse an undeclared one (it checks warnings, allowed_warnings and their
  // regex forms, node_selector, contains, headers and close_to only; OpenSearch's fewer): no declaration needed.
  return {
    kind: 'set',
    line,
    needs: [],
    async run(ctx): Promise<StepAnswer> {
      return stashEach(ctx, 'set', line, pairs.map(([path, name]) => ({ name, label: path, read: (lane: Lane) => readForSet(lane, path), shadowBroken: () => `reference response has no [${path}] to stash` })));
    },
  };
};
