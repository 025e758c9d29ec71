/** The `transform_and_set` step. */
import { stashEach } from './stashEach.ts';
import { readForSet } from './set.ts';
import type { Lane, StepAnswer, StepParser } from './types.ts';

const CREDS = '#base64EncodeCredentials(';
const ENCODE = '#base64Encode(';

function b64(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64');
}

/** The value TransformAndSetSection.execute stashes for `spec`, read from `lane`'s response. */
export function transformValue(lane: Lane, spec: string): { ok: true; value: string } | { ok: false; error: string } {
  if (spec.startsWith(CREDS) && spec.endsWith(')')) {
    const params = spec.slice(CREDS.length, spec.lastIndexOf(')')).split(',');
    if (params.length !== 2) return { ok: false, error: 'base64EncodeCredentials requires a username/id and a password parameters' };
    const parts: string[] = [];
    for (const p of params) {
      const r = readForSet(lane, p.trim());
      if (!r.ok) return r;
      parts.push(String(r.value ?? 'null')); // Java's string concatenation of a missing value
    }
    return { ok: true, value: b64(parts.join(':')) };
  }
  if (spec.startsWith(ENCODE) && spec.endsWith(')')) return { ok: true, value: b64(spec.slice(ENCODE.length, spec.lastIndexOf(')'))) };
  return { ok: true, value: spec }; // "behaves like a normal set" of the literal text
}

/**
 * `transform_and_set: {name: "#base64EncodeCredentials(id,api_key)"}` (Elasticsearch's
 * TransformAndSetSection.java): stash a transform of response values; at least one entry.
 */
export const parseTransformAndSet: StepParser = (value, line) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'transform_and_set takes a mapping of stash name to transform';
  const pairs = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v === null || typeof v !== 'object')
    .map(([k, v]) => [k, String(v)] as const);
  if (pairs.length === 0) return 'transform_and_set section must set at least a value';
  return {
    kind: 'transform_and_set',
    line,
    needs: [],
    async run(ctx): Promise<StepAnswer> {
      return stashEach(ctx, 'transform_and_set', line, pairs.map(([name, spec]) => ({ name, label: name, read: (lane: Lane) => transformValue(lane, spec), shadowBroken: (error: string) => `reference cannot transform [${spec}]: ${error}` })));
    },
  };
};
