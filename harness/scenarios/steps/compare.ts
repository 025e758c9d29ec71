/** The `gt`, `gte`, `lt`, `lte` assertions. */
import { show } from '../../check/diff.ts';
import { exactNumberOrder } from '../../model/exactNumbers.ts';
import { assertionStep, parsePairs } from './assertion.ts';
import type { StepParser } from './types.ts';

const OPS: Record<string, { sym: string; test: (d: number) => boolean }> = {
  gt: { sym: '>', test: (d) => d > 0 },
  gte: { sym: '>=', test: (d) => d >= 0 },
  lt: { sym: '<', test: (d) => d < 0 },
  lte: { sym: '<=', test: (d) => d <= 0 },
};

/** Order two values of the same kind (numbers by value, strings lexically); undefined if incomparable. */
export function order(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number')) return exactNumberOrder(a, b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

/** `gt`, `gte`, `lt`, `lte: {path: value}`: ordered comparison of actual against expected. */
export const parseCompare: StepParser = (value, line, kind) => {
  const op = OPS[kind];
  if (!op) return `unknown comparison ${kind}`;
  const pairs = parsePairs(value, kind);
  if (typeof pairs === 'string') return pairs;
  return assertionStep(kind, line, pairs, (actual, expected, path) => {
    const d = order(actual, expected);
    if (d === undefined) return { ok: false, message: `${kind} [${path}]: cannot compare ${show(actual)} with ${show(expected)}` };
    return op.test(d) ? { ok: true } : { ok: false, message: `${kind} [${path}]: expected ${show(actual)} ${op.sym} ${show(expected)}` };
  });
};
