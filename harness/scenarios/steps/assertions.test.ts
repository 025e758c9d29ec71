/** Tests of the assertion steps: match, is_true/is_false, length and comparisons, contains, set. */
import { describe, expect, it } from 'vitest';
import { okOutcome } from '../../model/outcome.ts';
import { fakeTarget } from '../../testing/fakeTarget.ts';
import { builtinRegistry } from '../apiSpecs.ts';
import { Stash } from '../stash.ts';
import { STEP_PARSERS } from './registry.ts';
import type { StepAnswer, StepContext } from './types.ts';

function ctxWith(body: unknown, opts: { head?: boolean; status?: number } = {}): StepContext {
  const stash = new Stash();
  const outcome = okOutcome(opts.status ?? 200, { 'content-type': 'application/json' }, body === undefined ? '' : JSON.stringify(body), 0);
  stash.setBody(body);
  stash.set('five', 5);
  stash.set('name', 'test_index');
  return {
    file: 't.yml',
    primary: { target: fakeTarget(() => ({ status: 200, headers: {}, body: '' })), stash, response: { value: body, head: opts.head ?? false, status: opts.status ?? 200, outcome } },
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

const body = {
  acknowledged: true,
  count: 2,
  ratio: 1.0,
  id: '1',
  msg: 'index [x] already exists',
  hits: { total: 2, hits: [{ _id: '1', _source: { a: 1 } }, { _id: '2', _source: { a: 2 } }] },
  empty: {},
  zero: 0,
  falsy: 'false',
  test_index: { mappings: {} },
  'dotted.key': 'v',
};

describe('match', () => {
  it('passes on equal scalars, numbers by value, structures and regex', async () => {
    const c = ctxWith(body);
    expect((await run('match', { count: 2 }, c)).valid).toBe(true);
    expect((await run('match', { ratio: 1 }, c)).valid).toBe(true);
    expect((await run('match', { 'hits.hits.1._source': { a: 2 } }, c)).valid).toBe(true);
    expect((await run('match', { msg: '/ index \\s \\[x\\] \\s # a comment\n already/' }, c)).valid).toBe(true);
    expect((await run('match', { count: '$body.hits.total' }, c)).valid).toBe(true);
    expect((await run('match', { 'dotted\\.key': 'v' }, c)).valid).toBe(true);
    expect((await run('match', { $body: body }, c)).valid).toBe(true);
  });
  it('fails on type, value, extra keys, order and regex mismatches', async () => {
    const c = ctxWith(body);
    expect((await run('match', { id: 1 }, c)).valid).toBe(false);
    expect((await run('match', { count: 3 }, c)).valid).toBe(false);
    expect((await run('match', { 'hits.hits.0': { _id: '1' } }, c)).valid).toBe(false);
    expect((await run('match', { 'hits.hits': [{ _id: '2', _source: { a: 2 } }, { _id: '1', _source: { a: 1 } }] }, c)).valid).toBe(false);
    expect((await run('match', { msg: '/^exists/' }, c)).valid).toBe(false);
    expect((await run('match', { count: '/2/' }, c)).valid).toBe(false);
    expect((await run('match', { missing: 1 }, c)).valid).toBe(false);
  });
  it('uses stashed path segments', async () => {
    expect(await run('match', { '$name.mappings': {} }, { ...ctxWith(body) })).toMatchObject({ valid: false });
    const c = ctxWith(body);
    expect((await run('match', { '${name}.mappings': {} }, c)).valid).toBe(true);
  });
});

describe('is_true / is_false', () => {
  it('follows the Java truthiness', async () => {
    const c = ctxWith(body);
    for (const p of ['acknowledged', 'empty', 'hits', 'count']) expect((await run('is_true', p, c)).valid).toBe(true);
    for (const p of ['zero', 'falsy', 'missing']) expect((await run('is_true', p, c)).valid).toBe(false);
    for (const p of ['zero', 'falsy', 'missing']) expect((await run('is_false', p, c)).valid).toBe(true);
    expect((await run('is_false', 'acknowledged', c)).valid).toBe(false);
  });
  it("treats '' after HEAD as 2xx-vs-404", async () => {
    expect((await run('is_true', '', ctxWith(undefined, { head: true, status: 200 }))).valid).toBe(true);
    expect((await run('is_false', '', ctxWith(undefined, { head: true, status: 404 }))).valid).toBe(true);
    expect((await run('is_true', '', ctxWith(undefined, { head: true, status: 404 }))).valid).toBe(false);
  });
});

describe('length, gt/gte/lt/lte, contains', () => {
  it('measures lists, objects and strings', async () => {
    const c = ctxWith(body);
    expect((await run('length', { 'hits.hits': 2 }, c)).valid).toBe(true);
    expect((await run('length', { empty: 0, id: 1 }, c)).valid).toBe(true);
    expect((await run('length', { 'hits.hits': 3 }, c)).valid).toBe(false);
    expect((await run('length', { count: 1 }, c)).valid).toBe(false);
  });
  it('compares in order, with stashed expectations', async () => {
    const c = ctxWith(body);
    expect((await run('gte', { count: 2 }, c)).valid).toBe(true);
    expect((await run('gt', { count: 2 }, c)).valid).toBe(false);
    expect((await run('lt', { count: '$five' }, c)).valid).toBe(true);
    expect((await run('lte', { count: 1 }, c)).valid).toBe(false);
    expect((await run('gt', { msg: 1 }, c)).valid).toBe(false);
  });
  it('finds matching items or substrings', async () => {
    const c = ctxWith(body);
    expect((await run('contains', { 'hits.hits': { _id: '2' } }, c)).valid).toBe(true);
    expect((await run('contains', { 'hits.hits': { _id: '3' } }, c)).valid).toBe(false);
    expect((await run('contains', { msg: 'already' }, c)).valid).toBe(true);
    expect((await run('contains', { count: 2 }, c)).valid).toBe(false);
  });
});

describe('set', () => {
  it('stashes values, including _arbitrary_key_', async () => {
    const c = ctxWith({ _id: 'abc', nodes: { n1: { name: 'x' } } });
    expect((await run('set', { _id: 'id', 'nodes._arbitrary_key_': 'node' }, c)).valid).toBe(true);
    expect(c.primary.stash.lookup('id')).toBe('abc');
    expect(c.primary.stash.lookup('node')).toBe('n1');
  });
  it('needs no arbitrary_key declaration (ClientYamlTestSuite.validate does not ask for one)', async () => {
    const { parseSet } = await import('./set.ts');
    const step = parseSet({ 'nodes._arbitrary_key_': 'node' }, 1, 'set');
    expect(typeof step === 'string' ? step : step.needs).toEqual([]);
  });
  it('fails on a bad path', async () => {
    expect((await run('set', { 'hits.hits.9._id': 'id' }, ctxWith(body))).valid).toBe(false);
  });
});
