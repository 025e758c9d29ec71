/**
 * Tests of the sections Elasticsearch's runner registers beyond the classic ones
 * (test/yaml-rest-runner/.../section/ExecutableSection.java DEFAULT_EXECUTABLE_CONTEXTS):
 * not_exists, is_after, matches_in_any_order, transform_and_set.
 */
import { describe, expect, it } from 'vitest';
import { okOutcome } from '../../model/outcome.ts';
import { fakeTarget } from '../../testing/fakeTarget.ts';
import { builtinRegistry } from '../apiSpecs.ts';
import { SUPPORTED_FEATURES } from '../features.ts';
import { Stash } from '../stash.ts';
import { parseInstant } from './isAfter.ts';
import { STEP_PARSERS } from './registry.ts';
import type { StepAnswer, StepContext } from './types.ts';

function ctxWith(body: unknown): StepContext {
  const stash = new Stash();
  stash.setBody(body);
  const outcome = okOutcome(200, { 'content-type': 'application/json' }, JSON.stringify(body), 0);
  return {
    file: 't.yml',
    primary: { target: fakeTarget(() => ({ status: 200, headers: {}, body: '' })), stash, response: { value: body, head: false, status: 200, outcome } },
    registry: builtinRegistry(),
    guard: () => undefined,
    strictWarnings: true,
    record: () => undefined,
  };
}

async function run(kind: string, value: unknown, ctx: StepContext): Promise<StepAnswer> {
  const step = STEP_PARSERS[kind]!(value, 1, kind);
  if (typeof step === 'string') throw new Error(step);
  return step.run(ctx);
}

const body = { id: 'abc', api_key: 's3cr3t', zero: 0, nil: null, f: false, tags: ['a', 'b', 'b'], objs: [{ x: 1 }, { x: 2 }], at: '2023-05-25T12:30:00.123Z' };

describe('not_exists (NotExistsAssertion.java: assertThat(actual, nullValue()))', () => {
  it('passes on missing or null, fails on any present value, even false and 0', async () => {
    const c = ctxWith(body);
    for (const p of ['missing', 'nil', 'objs.0.y']) expect((await run('not_exists', p, c)).valid).toBe(true);
    for (const p of ['id', 'zero', 'f', 'tags']) expect((await run('not_exists', p, c)).valid).toBe(false);
  });
});

describe('is_after (IsAfterAssertion.java: Instant.parse both, fieldInstant.isAfter(valueInstant))', () => {
  it('is strictly after, to the nanosecond', async () => {
    const c = ctxWith(body);
    expect((await run('is_after', { at: '2023-05-25T12:30:00.000Z' }, c)).valid).toBe(true);
    expect((await run('is_after', { at: '2023-05-25T12:30:00.1229999Z' }, c)).valid).toBe(true);
    expect((await run('is_after', { at: '2023-05-25T12:30:00.123Z' }, c)).valid).toBe(false);
    expect((await run('is_after', { at: '2024-01-01T00:00:00Z' }, c)).valid).toBe(false);
  });
  it('fails on null fields and unparseable instants; takes exactly one key', async () => {
    const c = ctxWith(body);
    expect((await run('is_after', { missing: '2023-05-25T12:30:00Z' }, c)).valid).toBe(false);
    expect((await run('is_after', { id: '2023-05-25T12:30:00Z' }, c)).valid).toBe(false);
    expect((await run('is_after', { at: '2023-05-25' }, c)).valid).toBe(false); // Instant.parse needs a time
    expect(STEP_PARSERS.is_after!({ at: 'x', id: 'y' }, 1, 'is_after')).toBe('expected key value pair but found an object with 2 fields');
  });
  it('parses ISO_INSTANT forms', () => {
    expect(parseInstant('1970-01-01T00:00:00Z')).toBe(0n);
    expect(parseInstant('1970-01-01T00:00Z')).toBe(0n);
    expect(parseInstant('1970-01-01T01:00:00.000000001+01:00')).toBe(1n);
    expect(parseInstant('1970-01-01T00:00:00')).toBeUndefined();
  });
});

describe('matches_in_any_order (MatchesInAnyOrderAssertion.java)', () => {
  it('matches the same multiset in any order, items by match rules', async () => {
    const c = ctxWith(body);
    expect((await run('matches_in_any_order', { tags: ['b', 'a', 'b'] }, c)).valid).toBe(true);
    expect((await run('matches_in_any_order', { objs: [{ x: 2 }, { x: 1 }] }, c)).valid).toBe(true);
    expect((await run('matches_in_any_order', { id: '/^ab/' }, c)).valid).toBe(true); // two non-lists: match
  });
  it('fails on a missing item, a leftover item, or a list against a non-list', async () => {
    const c = ctxWith(body);
    expect((await run('matches_in_any_order', { tags: ['a', 'b'] }, c)).valid).toBe(false);
    expect((await run('matches_in_any_order', { tags: ['a', 'a', 'b'] }, c)).valid).toBe(false);
    expect((await run('matches_in_any_order', { id: ['abc'] }, c)).valid).toBe(false);
    expect((await run('matches_in_any_order', { tags: 'a' }, c)).valid).toBe(false);
  });
});

describe('transform_and_set (TransformAndSetSection.java)', () => {
  it('stashes base64 of response values joined by ":", of literal text, or the text itself', async () => {
    const c = ctxWith(body);
    const r = await run('transform_and_set', { creds: '#base64EncodeCredentials(id, api_key)', enc: '#base64Encode(u:p)', lit: 'plain' }, c);
    expect(r.valid).toBe(true);
    expect(c.primary.stash.lookup('creds')).toBe(Buffer.from('abc:s3cr3t').toString('base64'));
    expect(c.primary.stash.lookup('enc')).toBe('dTpw');
    expect(c.primary.stash.lookup('lit')).toBe('plain');
  });
  it('rejects an empty section and a wrong parameter count', async () => {
    expect(STEP_PARSERS.transform_and_set!({}, 1, 'transform_and_set')).toBe('transform_and_set section must set at least a value');
    expect((await run('transform_and_set', { k: '#base64EncodeCredentials(id)' }, ctxWith(body))).valid).toBe(false);
  });
  it('is a supported feature (Features.SUPPORTED lists transform_and_set)', () => {
    expect(SUPPORTED_FEATURES.has('transform_and_set')).toBe(true);
  });
});
