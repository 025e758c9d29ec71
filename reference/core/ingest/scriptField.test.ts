/**
 * field(path) in ingest scripts (WriteField): paths resolved through maps or as dotted keys, values read with
 * defaults, written creating the maps they need, lists appended, transformed, filtered, moved.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function run(profile: string, source: string, doc: Record<string, unknown>) {
  const s = testSimulator({ profile: profile as never });
  const r = call(s, 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ script: { source } }] }, docs: [{ _source: doc }] });
  return r.body.docs[0];
}

describe('field() in ingest scripts', () => {
  it('reads nested and dotted paths, with defaults', () => {
    const d = run('elasticsearch@8.19.0', "ctx.a = field('x.y').get('-'); ctx.b = field('p.q').get('-'); ctx.c = field('nope.z').get('-'); ctx.e = field('x.y').exists(); ctx.f = field('l').get(1, '-'); ctx.g = field('s').get(0, '-')", { x: { y: 'nested' }, 'p.q': 'dotted', l: [1, 2], s: 'one' });
    expect(d.doc._source).toMatchObject({ a: 'nested', b: 'dotted', c: '-', e: true, f: 2, g: 'one' });
  });
  it('a map at a prefix wins over a dotted key (resolveDepthFlat case I: the leaf need not exist)', () => {
    expect(run('elasticsearch@8.19.0', "ctx.r = field('a.b').get('-')", { 'a.b': 'dotted', a: { c: 1 } }).doc._source.r).toBe('-');
  });
  it('writes, appends, transforms, filters and moves', () => {
    const src = "field('n.m').set(1); field('l').append(2); field('l').append(3); field('l').transform(v -> v * 10); field('k').append(5); field('k').removeValuesIf(v -> v == 4); field('x.y').move('to.here'); ctx.size = field('l').size()";
    const d = run('elasticsearch@8.19.0', src, { x: { y: 'v' }, k: [4, 6] });
    expect(d.doc._source).toEqual({ x: {}, n: { m: 1 }, l: [20, 30], k: [6, 5], to: { here: 'v' }, size: 2 });
  });
  it('refuses a move onto a value, and a path through a non-map', () => {
    expect(JSON.stringify(run('elasticsearch@8.19.0', "field('a').move('b')", { a: 1, b: 2 }).error)).toContain('Cannot move to non-empty destination [b]');
    expect(JSON.stringify(run('elasticsearch@8.19.0', "field('s.t').set(1)", { s: 'text' }).error)).toContain("Segment [0:'s'] has value [text] of type [java.lang.String]");
  });
  it('is not there before 8.4', () => {
    expect(run('elasticsearch@8.3.3', "ctx.a = field('x').get(1)", {}).error.type).toBe('script_exception');
  });
});
