/** Tests of the differential checker: value diffs and their text, normalisation, comparing two outcomes. */
import { describe, expect, it } from 'vitest';
import { okOutcome } from '../model/outcome.ts';
import { compareOutcomes } from './differential.ts';
import { deepEqual, diffValues, formatDiff } from './diff.ts';
import { normalise } from './normalise.ts';

describe('diffValues / formatDiff', () => {
  it('reports changed, missing and extra entries at dotted paths', () => {
    const d = diffValues({ a: 1, b: { c: [1, 2] }, 'x.y': 1 }, { a: 2, b: { c: [1] }, z: true, 'x.y': 1 });
    expect(d).toEqual([
      { path: 'a', kind: 'changed', expected: 1, actual: 2 },
      { path: 'b.c.1', kind: 'missing', expected: 2 },
      { path: 'z', kind: 'extra', actual: true },
    ]);
    expect(formatDiff(d)).toBe('~ a: expected 1, got 2\n- b.c.1: expected 2, absent\n+ z: unexpected true');
  });
  it('compares numbers by value and keeps "1" apart from 1', () => {
    expect(deepEqual({ a: 1 }, { a: 1.0 })).toBe(true);
    expect(deepEqual({ a: '1' }, { a: 1 })).toBe(false);
  });
  it('tolerates extra keys when asked, except under strict keys', () => {
    const opts = { allowExtraKeys: true, strictSubtrees: new Set(['_source']), strictKeySets: new Set(['aliases']) };
    expect(diffValues({ a: 1 }, { a: 1, b: 2 }, opts)).toEqual([]);
    expect(diffValues({ _source: { a: 1 } }, { _source: { a: 1, b: 2 } }, opts)).toHaveLength(1);
    expect(diffValues({ aliases: { x: {} } }, { aliases: { x: { is_write_index: true }, y: {} } }, opts)).toEqual([{ path: 'aliases.y', kind: 'extra', actual: {} }]);
  });
});

describe('normalise', () => {
  it('drops volatile fields and error prose, keeps documents', () => {
    const n = normalise({
      took: 5,
      _shards: { total: 1 },
      error: { type: 'x', reason: 'index [i/uuid123]', root_cause: [] },
      hits: { max_score: 1, hits: [{ _id: '2', _score: 1, _source: { took: 'user data' } }, { _id: '1', _score: 2, _source: {} }] },
      i: { settings: { index: { uuid: 'u', creation_date: '1', version: { created: '1' }, number_of_shards: '1' } } },
    });
    expect(n).toEqual({
      error: { type: 'x' },
      hits: { hits: [{ _id: '1', _source: {} }, { _id: '2', _source: { took: 'user data' } }] },
      i: { settings: { index: { number_of_shards: '1' } } },
    });
  });
  it('keeps hit order when an explicit sort is present', () => {
    const hits = [{ _id: '2', sort: [2] }, { _id: '1', sort: [1] }];
    expect(normalise({ hits })).toEqual({ hits });
  });
  it('masks auto-generated ids', () => {
    expect(normalise({ _id: 'AVrqT9bGa1Hn5c2dKvGx' })).toEqual({ _id: '<auto-id>' });
    expect(normalise({ _id: 'test_id' })).toEqual({ _id: 'test_id' });
  });
  it('masks the fresh uuid of a simulated index template, not a template a user named', () => {
    // TransportSimulateIndexTemplateAction: "simulate_index_template_" + UUIDs.randomBase64UUID().toLowerCase()
    const a = normalise({ overlapping: [{ name: 'simulate_index_template_aaqgiqqibggdzkjfelwztw', index_patterns: ['s*'] }] });
    const b = normalise({ overlapping: [{ name: 'simulate_index_template_82iaweypkflwzawyrqkfbw', index_patterns: ['s*'] }] });
    expect(a).toEqual(b);
    expect(normalise({ name: 'simulate_index_template_x' })).toEqual({ name: 'simulate_index_template_x' });
  });
});

describe('compareOutcomes', () => {
  const ok = (status: number, body: unknown) => okOutcome(status, { 'content-type': 'application/json' }, JSON.stringify(body), 1);
  it('agrees despite key order, extra fields and took', () => {
    const v = compareOutcomes(ok(200, { took: 9, extra: 1, count: 2, acknowledged: true }), ok(200, { acknowledged: true, count: 2, took: 1 }));
    expect(v.valid).toBe(true);
  });
  it('differs on status and on error.type, with a readable diff', () => {
    const v = compareOutcomes(ok(200, { acknowledged: true }), ok(400, { error: { type: 'illegal_argument_exception', reason: 'r' }, status: 400 }));
    expect(v.valid).toBe(false);
    expect(v.evidence.diff).toContain('~ status: reference 400, target 200');
    expect(v.evidence.diff).toContain('- error: expected {"type":"illegal_argument_exception"}, absent');
  });
  it('honours per-step ignore paths with * segments', () => {
    const v = compareOutcomes(ok(200, { a: { x: { t: 1 } } }), ok(200, { a: { x: { t: 2 } } }), ['a.*.t']);
    expect(v.valid).toBe(true);
  });
  it('turns missing responses into verdicts', () => {
    expect(compareOutcomes({ kind: 'info', reason: 'reset', ms: 1 }, ok(200, {})).valid).toBe(false);
    expect(compareOutcomes(ok(200, {}), { kind: 'info', reason: 'bug', ms: 1 }).valid).toBe('unknown');
    expect(compareOutcomes(okOutcome(200, {}, '<html>', 1), ok(200, { a: 1 })).valid).toBe(false);
  });
});
