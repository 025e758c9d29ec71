/**
 * The settings of time series indices, with the messages of 10_settings.yml (tsdb/, ES's YAML tests) and
 * IndexMode.validateWithOtherSettings: time series settings need the mode, the mode refuses index sorting and
 * a routing partition, and needs a routing path; end_time only grows (TimestampBounds.updateEndTime).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { isTsdbSettingKey, timeBounds, validateIndexMode, validateTsdbUpdate } from './settings.ts';

const es = getProfile('elasticsearch@8.19.0');
const os = getProfile('opensearch@2.19.0');
const reason = (e: { cause: { reason: string } } | undefined) => e?.cause.reason;
const tsdb = { 'index.mode': 'time_series', 'index.routing_path': ['metricset'] };

describe('time series settings', () => {
  it('known to Elasticsearch 8.1+ only', () => {
    expect(isTsdbSettingKey(es, 'index.time_series.start_time')).toBe(true);
    expect(isTsdbSettingKey(os, 'index.time_series.start_time')).toBe(false);
    expect(validateIndexMode(os, { 'index.routing_path': 'foo' })).toBeUndefined();
  });
  it('a standard index takes none of them', () => {
    expect(reason(validateIndexMode(es, { 'index.routing_path': 'foo' }))).toBe('[index.routing_path] requires [index.mode=time_series]');
    expect(reason(validateIndexMode(es, { 'index.time_series.end_time': '1632625782000' }))).toBe('[index.time_series.end_time] requires [index.mode=time_series]');
    expect(validateIndexMode(es, {})).toBeUndefined();
  });
  it('a time series index: no sorting, no partition, a routing path; dates parse first', () => {
    expect(reason(validateIndexMode(es, { ...tsdb, 'index.sort.order': ['DESC'] }))).toBe('[index.mode=time_series] is incompatible with [index.sort.order]');
    expect(reason(validateIndexMode(es, { ...tsdb, 'index.routing_partition_size': '2' }))).toBe('[index.mode=time_series] is incompatible with [index.routing_partition_size]');
    expect(reason(validateIndexMode(es, { 'index.mode': 'time_series', 'index.routing_path': [] }))).toBe('[index.mode=time_series] requires a non-empty [index.routing_path]');
    expect(reason(validateIndexMode(es, { 'index.mode': 'time_series', 'index.time_series.start_time': '' }))).toBe('cannot parse empty date');
    expect(validateIndexMode(es, tsdb)).toBeUndefined();
  });
  it('bounds default to every representable instant; end_time only grows', () => {
    expect(timeBounds({}).start).toBe(BigInt(Date.UTC(-9999, 0, 1)) * 1_000_000n);
    const current = { ...tsdb, 'index.time_series.end_time': '1632625793000' };
    expect(reason(validateTsdbUpdate(current, { 'index.time_series.end_time': '1632625792000' }))).toBe('index.time_series.end_time must be larger than current value [1632625793000] but was [1632625792000]');
    expect(validateTsdbUpdate(current, { 'index.time_series.end_time': '1632625794000' })).toBeUndefined();
  });
});
