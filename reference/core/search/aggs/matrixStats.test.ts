/** `matrix_stats` across indices (search.aggregation/480_matrix_stats.yml; RunningStats.missingFieldNames). */
import { describe, expect, it } from 'vitest';
import { cluster, index } from '../testkit.ts';
import { searchBody } from './testkit.ts';
import type { JsonObject } from '../../json.ts';

const docs = (other: string): [string, Record<string, number>][] => [1, 2, 3].map((v, i) => [String(i + 1), { value1: v, value2: v === 2 ? 20 : 10, [other]: v * 100 }]);
const st = cluster(
  index('test1', { value1: { type: 'double' }, value2: { type: 'double' }, value3: { type: 'double' } }, docs('value3')),
  index('test2', { value1: { type: 'double' }, value2: { type: 'double' }, value4: { type: 'double' } }, docs('value4')),
);
const run = (fields: string[]) => searchBody(st, { size: 0, aggs: { stats: { matrix_stats: { fields } } } }, {}, 'es8', 'test1,test2');

describe('matrix_stats over two indices', () => {
  it('reduces the fields every index has (value1 mean 2, variance 0.8)', () => {
    const r = run(['value1']);
    expect(r.aggregations.stats.fields[0]).toMatchObject({ name: 'value1', count: 6, mean: 2 });
    expect(r.aggregations.stats.fields[0].variance).toBeCloseTo(0.8, 12);
  });

  // An unmapped field is left out of the shard's stats, so the reduce sees value3 on one side, value4 on the other.
  it('fails the reduce when indices hold different fields', () => {
    const r = run(['value3', 'value4']);
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'Aggregation [stats] all fields must exist in all indices, but some indices are missing these fields [value3, value4]' });
  });
});

// ArrayValuesSourceParser's refusals (ES modules/aggregations matrix_stats_single_value_field.yml "With script"):
// a script is a parsing_exception at its value; a lone field name is a list of one.
describe('matrix_stats parsing', () => {
  const body = (ms: JsonObject) => searchBody(st, { size: 0, aggs: { mfs: { matrix_stats: ms } } }, {}, 'es8', 'test1');
  it('refuses a script, a value_type and an unknown key as ArrayValuesSourceParser does', () => {
    const r = body({ fields: ['value1'], script: { source: '1' } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toEqual({ type: 'parsing_exception', reason: 'Unexpected token START_OBJECT [script] in [mfs]. Multi-field aggregations do not support scripts.', line: 1, col: 71 });
    expect(body({ fields: ['value1'], value_type: 'long' }).error.reason).toBe('Unexpected token VALUE_STRING [value_type] in [mfs]. Multi-field aggregations do not support scripts.');
    expect(body({ fields: ['value1'], size: 3 }).error.reason).toBe('Unexpected token VALUE_NUMBER [size] in [mfs].');
    expect(body({ fields: ['value1', 2] }).error.reason).toBe('Unexpected token VALUE_NUMBER [fields] in [mfs].');
  });
  it('reads a lone field name as a list of one', () => {
    expect(body({ fields: 'value1' }).aggregations.mfs.fields[0]).toMatchObject({ name: 'value1', count: 3 });
  });
});

// InternalMatrixStats.getProperty through AggregationPath's `name[key].metric` (8.4+; x-pack analytics matrix_stats.yml
// "matrix stats with bucket_selector"): a field's figure, its quotes stripped; an unknown element fails the reduce.
describe('matrix_stats in a buckets_path', () => {
  const select = (paths: Record<string, string>, script: string) =>
    searchBody(st, { size: 0, aggs: { all: { filters: { filters: [{ match_all: {} }] }, aggs: { stats: { matrix_stats: { fields: ['value1', 'value2'] } }, keep: { bucket_selector: { buckets_path: paths, script } } } } } }, {}, 'es8', 'test1,test2');
  it('reads counts, means, variances and the like of one field', () => {
    const r = select({ n: 'stats[value1].counts', m: "stats['value2'].means", v: 'stats[value1].variances', c: 'stats["value2"].correlation' }, 'params.n == 6 && params.m > 13.33 && params.m < 13.34 && params.v > 0.79 && params.v < 0.81 && params.c == 1');
    expect(r.aggregations.all.buckets).toHaveLength(1);
    expect(select({ n: 'stats[value1].counts' }, 'params.n > 6').aggregations.all.buckets).toHaveLength(0);
  });
  it('refuses an element it does not know', () => {
    const r = select({ n: 'stats[value1].medians' }, 'params.n > 0');
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].reason).toBe('Found unknown path element [medians] in [stats]');
  });
});
