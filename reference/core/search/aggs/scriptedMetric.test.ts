/**
 * `scripted_metric`: the documentation's ledger example (scripted-metric-aggregation.asciidoc, run by the docs
 * tests on the `ledger` setup of docs/build.gradle: 2 shards, amounts 200 sale, 10 expense, 150 sale, 50 and 50
 * expense), and the builder's and factory's errors (ScriptedMetricAggregationBuilder, ScriptedMetricAggregatorFactory).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, searchBody } from './testkit.ts';
import { encodeJson } from '../../json.ts';

const LEDGER = fixture(
  { type: { type: 'keyword' }, amount: { type: 'double' } },
  [
    { amount: 200, type: 'sale' },
    { amount: 10, type: 'expense' },
    { amount: 150, type: 'sale' },
    { amount: 50, type: 'expense' },
    { amount: 50, type: 'expense' },
  ],
  2,
);

const PROFIT = {
  init_script: 'state.transactions = []',
  map_script: "state.transactions.add(doc.type.value == 'sale' ? doc.amount.value : -1 * doc.amount.value)",
  combine_script: 'double profit = 0; for (t in state.transactions) { profit += t } return profit',
  reduce_script: 'double profit = 0; for (a in states) { profit += a } return profit',
};

describe('scripted_metric', () => {
  it('the docs\' profit example answers 240.0 (a double, printed as one)', () => {
    const r = aggs(LEDGER, { profit: { scripted_metric: PROFIT } });
    expect(r.profit).toEqual({ value: 240 });
    const body = searchBody(LEDGER, { size: 0, aggs: { profit: { scripted_metric: PROFIT } } });
    expect(body.aggregations.profit.value).toBe(240);
  });
  it('prints the double as 240.0 on the wire', async () => {
    const { collectHits } = await import('../collect.ts');
    const { env, request } = await import('../testkit.ts');
    const run = collectHits(LEDGER, { ...request('search', { index: 'test' }, {}, { size: 0, aggs: { profit: { scripted_metric: PROFIT } } }) }, env('es8'));
    expect(encodeJson((run as { aggregations: unknown }).aggregations)).toBe('{"profit":{"value":240.0}}');
  });
  it('states holds one combine result per shard, in shard order; params reach init, map and combine', () => {
    const r = aggs(LEDGER, {
      s: {
        scripted_metric: {
          params: { factor: 2 },
          init_script: 'state.n = 0',
          map_script: 'state.n += params.factor',
          combine_script: 'return state.n',
          reduce_script: 'return states.size() + ":" + states.stream().mapToInt(x -> x).sum()',
        },
      },
    });
    expect(r.s.value).toBe('2:10');
  });
  it('inside terms buckets: one state per bucket', () => {
    const r = aggs(LEDGER, { t: { terms: { field: 'type' }, aggs: { s: { scripted_metric: { init_script: 'state.c = 0', map_script: 'state.c++', combine_script: 'return state.c', reduce_script: 'int t = 0; for (s in states) { t += s } return t' } } } } });
    expect(r.t.buckets.map((b: { key: string; s: { value: number } }) => [b.key, b.s.value])).toEqual([['expense', 3], ['sale', 2]]);
  });
  it('a combine script returning state shows the map as the value list of the final reduce', () => {
    const r = aggs(LEDGER, { s: { scripted_metric: { map_script: 'state.x = 1', combine_script: 'return state', reduce_script: 'return states' } } });
    expect(r.s.value).toEqual([{ x: 1 }, { x: 1 }]);
  });
  it('errors: no map_script, an unknown key, a param in both, a missing combine or reduce script', () => {
    expect(aggs(LEDGER, { s: { scripted_metric: { combine_script: 'return 1' } } }).error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Required [map_script]' });
    const unknown = aggs(LEDGER, { s: { scripted_metric: { map_script: 'x', bogus: 1 } } });
    expect(unknown.error.reason).toMatch(/\[scripted_metric\] unknown field \[bogus\]/);
    const both = aggs(LEDGER, { s: { scripted_metric: { params: { a: 1 }, map_script: { source: 'state.x = 1', params: { a: 2 } }, combine_script: 'return 1', reduce_script: 'return 1' } } });
    expect(both.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'Parameter name "a" used in both aggregation and script parameters' });
    const noReduce = aggs(LEDGER, { s: { scripted_metric: { map_script: 'state.x = 1', combine_script: 'return 1' } } });
    expect(noReduce.error.root_cause[0].reason).toBe('[reduceScript] must not be null: [s]');
  });
  it('a map script runtime error is the shard\'s script_exception', () => {
    const r = aggs(LEDGER, { s: { scripted_metric: { map_script: 'state.x = doc.nope.value', combine_script: 'return 1', reduce_script: 'return 1' } } });
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('search_phase_execution_exception');
    expect(r.error.root_cause[0].type).toBe('script_exception');
  });
});

describe('scripted_metric before 7.0 (profile es6)', () => {
  it('the 6.x docs\' example with params._agg / params._aggs answers 240.0', () => {
    // scripted-metric-aggregation.asciidoc of 6.0: the same ledger, the state as params._agg.
    const r = aggs(LEDGER, { profit: { scripted_metric: {
      init_script: 'params._agg.transactions = []',
      map_script: "params._agg.transactions.add(doc.type.value == 'sale' ? doc.amount.value : -1 * doc.amount.value)",
      combine_script: 'double profit = 0; for (t in params._agg.transactions) { profit += t } return profit',
      reduce_script: 'double profit = 0; for (a in params._aggs) { profit += a } return profit',
    } } }, {}, 'es6');
    expect(r.profit.value).toBe(240);
  });
  it('map_script alone: each shard\'s state, as a list (no combine or reduce needed)', () => {
    const r = aggs(LEDGER, { s: { scripted_metric: { map_script: 'state.n = 1' } } }, {}, 'es6');
    expect(r.s.value).toEqual([{ n: 1 }, { n: 1 }]);
  });
});
