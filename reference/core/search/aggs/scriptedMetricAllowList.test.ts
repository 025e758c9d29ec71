/**
 * `scripted_metric` allow lists (ES 8.15) and the reduce script's params: what modules/aggregations'
 * scripted_metric_allow_list.yml and scripted_metric.yml "scripted with params" pin, on our own ledger.
 */
import { describe, expect, it } from 'vitest';
import type { ClusterState } from '../../state.ts';
import type { Json } from '../../json.ts';
import { aggs, fixture } from './testkit.ts';

const LEDGER = fixture({ kind: { type: 'keyword' }, amount: { type: 'long' } }, [
  { kind: 'in', amount: 7 },
  { kind: 'out', amount: 3 },
  { kind: 'in', amount: 11 },
], 2);

const INIT = 'state.xs = []';
const MAP = "state.xs.add(doc.kind.value == 'in' ? doc.amount.value : -doc.amount.value)";
const COMBINE = 'long s = 0; for (x in state.xs) { s += x } return s';
const REDUCE = 'long s = 0; for (x in states) { s += x } return s';
const INLINE = { init_script: INIT, map_script: MAP, combine_script: COMBINE, reduce_script: REDUCE };

function withSettings(st: ClusterState, persistent: Record<string, Json>): ClusterState {
  return { ...st, clusterSettings: { transient: {}, persistent } };
}

describe('scripted_metric allow lists', () => {
  it('everything runs while only_allowed_metric_scripts is off (its default)', () => {
    expect(aggs(LEDGER, { net: { scripted_metric: INLINE } }, {}, 'elasticsearch@8.19.0').net.value).toBe(15);
  });

  it('with it on and empty lists, the init script is the first refused: a 400 naming the aggregation', () => {
    const st = withSettings(LEDGER, { 'search.aggs.only_allowed_metric_scripts': true });
    const r = aggs(st, { net: { scripted_metric: INLINE } }, {}, 'elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: '[init_script] contains not allowed script: [net]' });
  });

  it('checks init, map, combine, reduce in order; an inline script is allowed by its source only', () => {
    const on = (inline: string[]) => withSettings(LEDGER, { search: { aggs: { only_allowed_metric_scripts: 'true', allowed_inline_metric_scripts: inline } } });
    expect(aggs(on([INIT, MAP, COMBINE, REDUCE]), { net: { scripted_metric: INLINE } }, {}, 'elasticsearch@8.19.0').net.value).toBe(15);
    expect(aggs(on([INIT, COMBINE, REDUCE]), { net: { scripted_metric: INLINE } }, {}, 'elasticsearch@8.19.0').error.root_cause[0].reason).toBe('[map_script] contains not allowed script: [net]');
    expect(aggs(on([INIT, MAP, COMBINE]), { net: { scripted_metric: INLINE } }, {}, 'elasticsearch@8.19.0').error.root_cause[0].reason).toBe('[reduce_script] contains not allowed script: [net]');
  });

  it('a stored script is allowed by its id in the stored list, never by the inline list', () => {
    const stored = { init_script: { id: 'i' }, map_script: MAP, combine_script: COMBINE, reduce_script: REDUCE };
    const st = withSettings(LEDGER, {
      'search.aggs.only_allowed_metric_scripts': true,
      'search.aggs.allowed_inline_metric_scripts': [MAP, COMBINE, REDUCE, 'i'],
    });
    expect(aggs(st, { net: { scripted_metric: stored } }, {}, 'elasticsearch@8.19.0').error.root_cause[0].reason).toBe('[init_script] contains not allowed script: [net]');
  });

  it('before 8.15 the settings do not exist, and nothing is checked', () => {
    const st = withSettings(LEDGER, { 'search.aggs.only_allowed_metric_scripts': true });
    expect(aggs(st, { net: { scripted_metric: INLINE } }, {}, 'elasticsearch@8.14.3').net.value).toBe(15);
  });
});

describe('scripted_metric reduce params', () => {
  it('the reduce script sees the aggregation\'s params merged with its own (ScriptedMetricAggregatorFactory.deepCopyScript)', () => {
    const body = { ...INLINE, reduce_script: { source: 'long s = 0; for (x in states) { s += x } return s * params.k + params.j', params: { j: 1 } }, params: { k: 10 } };
    expect(aggs(LEDGER, { net: { scripted_metric: body } }, {}, 'elasticsearch@8.19.0').net.value).toBe(151);
  });

  it('a name in both the aggregation\'s and the reduce script\'s params fails the shards', () => {
    const body = { ...INLINE, reduce_script: { source: REDUCE, params: { k: 1 } }, params: { k: 10 } };
    const r = aggs(LEDGER, { net: { scripted_metric: body } }, {}, 'elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].reason).toBe('Parameter name "k" used in both aggregation and script parameters');
  });
});
