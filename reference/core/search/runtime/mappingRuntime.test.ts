/**
 * A mapping's runtime section as GET _mapping prints it: scripts in Script.toXContent's shape (x-pack's
 * runtime_fields/20_long.yml "get mapping" matches `script.lang: painless` for a script given without one).
 */
import { describe, expect, it } from 'vitest';
import { readRuntimeSection } from './mappingRuntime.ts';
import { getProfile } from '../../../profiles.ts';

const es8 = getProfile('elasticsearch@8.19.0');

describe('readRuntimeSection', () => {
  it('prints scripts with their lang, params only when given, and keeps null entries for a merge', () => {
    expect(readRuntimeSection({ a: { type: 'long', script: 'emit(1)' }, b: { type: 'keyword', script: { source: 'emit(params.x)', params: { x: 'y' } } }, c: null }, es8)).toEqual({
      a: { type: 'long', script: { source: 'emit(1)', lang: 'painless' } },
      b: { type: 'keyword', script: { source: 'emit(params.x)', lang: 'painless', params: { x: 'y' } } },
      c: null,
    });
  });

  it('a bad definition is a mapper_parsing_exception', () => {
    const r = readRuntimeSection({ a: { type: 'nope' } }, es8);
    expect(r).toMatchObject({ status: 400, cause: { type: 'mapper_parsing_exception', reason: 'No handler for type [nope] declared on runtime field [a]' } });
  });
});
