/** Tests of `skip` and `requires` prerequisites and close_to. */
import { describe, expect, it } from 'vitest';
import { compileSection } from '../compileSection.ts';
import { parseSuite } from '../yamlLoader.ts';
import { skipReason, type SkipEnv } from './skip.ts';

const es8: SkipEnv = { version: '8.15.0', features: new Set(['headers']) };
const es6: SkipEnv = { version: '6.8.13', features: new Set(['headers']) };
const os2: SkipEnv = { version: '2.17.1', features: new Set(['headers', 'opensearch']) };

/** The prerequisites of a suite's only test. */
function prereqOf(yaml: string) {
  const suite = parseSuite(yaml, 't.yml');
  const c = compileSection(suite.tests[0]!, 't.yml');
  return { c, skip: c.skip };
}

describe('prerequisites: skip (6.x–8.x) and requires (ES 8.12+)', () => {
  it('requires.cluster_features: gte_v<version> is the target version; other features cannot be checked, so the test is skipped', () => {
    const { skip } = prereqOf('---\n"t":\n  - requires:\n      cluster_features: ["gte_v8.0.0"]\n      reason: new\n  - do: { indices.create: { index: i } }\n');
    expect(skipReason(skip!, es8)).toBeUndefined();
    expect(skipReason(skip!, es6)).toBe('requires cluster feature [gte_v8.0.0], which 6.8.13 lacks: new');
    expect(skipReason(skip!, os2)).toMatch(/cannot check/);
    const named = prereqOf('---\n"t":\n  - requires: { cluster_features: [mapper.source.synthetic_source], reason: x }\n  - do: { indices.create: { index: i } }\n');
    expect(skipReason(named.skip!, es8)).toMatch(/^requires cluster feature \[mapper\.source\.synthetic_source\], which the harness cannot check/);
  });
  it('a named feature backported to an older line holds from its version on each line (namedFeatures.ts)', () => {
    // search.sort.int_sort_for_int_short_byte_fields: elastic/elasticsearch#127968 in 9.1, #128832 in 8.19, not 9.0.
    const { skip } = prereqOf('---\n"t":\n  - requires: { cluster_features: [search.sort.int_sort_for_int_short_byte_fields], reason: x }\n  - do: { info: {} }\n');
    const at = (version: string) => skipReason(skip!, { version, features: new Set() });
    expect(at('8.19.0')).toBeUndefined();
    expect(at('9.1.0')).toBeUndefined();
    expect(at('10.0.0')).toBeUndefined();
    expect(at('8.18.2')).toBe('requires cluster feature [search.sort.int_sort_for_int_short_byte_fields], which 8.18.2 lacks: x');
    expect(at('9.0.3')).toBe('requires cluster feature [search.sort.int_sort_for_int_short_byte_fields], which 9.0.3 lacks: x');
    // A name no table lists, even one an object inherits, cannot be checked.
    const odd = prereqOf('---\n"t":\n  - requires: { cluster_features: [toString], reason: x }\n  - do: { info: {} }\n');
    expect(skipReason(odd.skip!, es8)).toMatch(/cannot check/);
  });
  it('requires.test_runner_features are runner features; skip and requires together all hold', () => {
    const { skip, c } = prereqOf('---\n"t":\n  - requires: { test_runner_features: [headers] }\n  - skip: { version: " - 6.99.99", reason: old }\n  - do: { indices.create: { index: i } }\n');
    expect(c.errors).toEqual([]);
    expect(skipReason(skip!, es8)).toBeUndefined();
    expect(skipReason(skip!, es6)).toBe('version 6.8.13 is in [- 6.99.99]: old');
    expect(skipReason({ ...skip!, features: ['nope'] }, es8)).toBe('runner lacks feature [nope]');
  });
  it('skip.cluster_features skips a target that has them; awaits_fix always skips; known_issues alone runs', () => {
    expect(skipReason(prereqOf('---\n"t":\n  - skip: { cluster_features: [gte_v8.10.0], reason: changed }\n  - do: { info: {} }\n').skip!, es8)).toBe('the target has cluster feature [gte_v8.10.0]: changed');
    expect(skipReason(prereqOf('---\n"t":\n  - skip: { awaits_fix: "https://github.com/x/1" }\n  - do: { info: {} }\n').skip!, es8)).toMatch(/^awaits a fix upstream/);
    expect(skipReason(prereqOf('---\n"t":\n  - skip: { known_issues: [{ cluster_feature: f, fixed_by: g }], reason: r }\n  - do: { info: {} }\n').skip!, es8)).toBeUndefined();
  });
  it('prerequisites after a step, and unknown keys, are errors of the file', () => {
    expect(prereqOf('---\n"t":\n  - do: { info: {} }\n  - requires: { cluster_features: [x] }\n').c.errors[0]).toMatch(/requires must come before the steps/);
    expect(prereqOf('---\n"t":\n  - requires: { nope: 1 }\n  - do: { info: {} }\n').c.errors[0]).toMatch(/unknown requires key \[nope\]/);
  });
});

describe('close_to (ES 8 runner)', () => {
  it('passes within the error and fails outside it or on a non-number', async () => {
    const { parseCloseTo } = await import('./closeTo.ts');
    const run = async (actual: unknown, expected: unknown) => {
      const step = parseCloseTo({ 'a.b': expected }, 1, 'close_to');
      if (typeof step === 'string') throw new Error(step);
      const lane = { target: undefined as never, stash: new (await import('../stash.ts')).Stash(), response: { value: { a: { b: actual } } } };
      return step.run({ file: 'f', primary: lane, registry: undefined as never, guard: () => undefined, strictWarnings: true, record: () => undefined } as never);
    };
    expect((await run(1.05, { value: 1, error: 0.1 })).valid).toBe(true);
    expect((await run(1.2, { value: 1, error: 0.1 })).valid).toBe(false);
    expect((await run('1', { value: 1, error: 0.1 })).valid).toBe(false);
  });
});
