/**
 * Tests of the metadata fields field caps lists (FieldCapabilitiesFetcher.retrieveFieldCaps over the metadata
 * mappers of IndicesModule.getMetadataMappers; the official field_caps/50_fieldtype_filter.yml "No filters
 * includes all the following fields" and "Exclude non-metadata fields" pin `_seq_no` in and out).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function fieldCaps(profile: ProfileName, query: string, settings?: Record<string, unknown>) {
  const sim = testSimulator({ profile });
  const mappings = { properties: { '@timestamp': { type: 'date' }, host: { type: 'keyword', ...(settings ? { time_series_dimension: true } : {}) } } };
  call(sim, 'PUT', '/m1', { mappings: profile === 'es6' ? { _doc: mappings } : mappings, ...(settings ? { settings } : {}) });
  return call(sim, 'GET', `/m1/_field_caps?${query}`);
}

describe('metadata fields in _field_caps', () => {
  it('8.19: every metadata mapper of a standard index, marked metadata_field, with its own flags', () => {
    const { fields } = fieldCaps('elasticsearch@8.19.0', 'fields=_*').body;
    const flags = Object.fromEntries(Object.entries(fields as Record<string, Record<string, { searchable: boolean; aggregatable: boolean; metadata_field: boolean }>>).map(([k, v]) => [k, [v[k]!.searchable, v[k]!.aggregatable, v[k]!.metadata_field]]));
    expect(flags).toEqual({
      _data_stream_timestamp: [false, false, true],
      _doc_count: [false, false, true],
      _feature: [false, false, true],
      _field_names: [true, false, true],
      // IdFieldType.isAggregatable: indices.id_field_data.enabled, false by default from 8.0.
      _id: [true, false, true],
      // Doc values from 8.15.
      _ignored: [true, true, true],
      _ignored_source: [false, false, true],
      _index: [true, true, true],
      _index_mode: [true, true, true],
      _nested_path: [true, false, true],
      _routing: [true, false, true],
      _seq_no: [true, true, true],
      _source: [false, false, true],
      _tier: [true, true, true],
      _version: [false, true, true],
    });
    expect(fields._id).toEqual({ _id: { type: '_id', metadata_field: true, searchable: true, aggregatable: false } });
  });
  it('+metadata keeps only them, -metadata drops them, types filters them by their own type name', () => {
    expect(Object.keys(fieldCaps('elasticsearch@8.19.0', 'fields=*&filters=%2Bmetadata').body.fields)).not.toContain('host');
    expect(Object.keys(fieldCaps('elasticsearch@8.19.0', 'fields=*&filters=-metadata').body.fields).sort()).toEqual(['@timestamp', 'host']);
    expect(Object.keys(fieldCaps('elasticsearch@8.19.0', 'fields=*&types=_seq_no,keyword').body.fields).sort()).toEqual(['_seq_no', 'host']);
  });
  it('a time series index adds _tsid and _ts_routing_hash (doc values only: aggregatable, not searchable)', () => {
    const settings = { index: { mode: 'time_series', routing_path: ['host'], time_series: { start_time: '2021-04-28T00:00:00Z', end_time: '2021-04-29T00:00:00Z' } } };
    const { fields } = fieldCaps('elasticsearch@8.19.0', 'fields=_ts*', settings).body;
    expect(fields).toEqual({
      _tsid: { _tsid: { type: '_tsid', metadata_field: true, searchable: false, aggregatable: true } },
      _ts_routing_hash: { _ts_routing_hash: { type: '_ts_routing_hash', metadata_field: true, searchable: false, aggregatable: true } },
    });
    expect(fieldCaps('elasticsearch@8.19.0', 'fields=_ts*').body.fields).toEqual({});
  });
  it('7.17: _type instead of _nested_path, _id aggregatable, no _index_mode or _ignored_source', () => {
    const names = Object.keys(fieldCaps('elasticsearch@7.17.3', 'fields=_*').body.fields).sort();
    expect(names).toEqual(['_data_stream_timestamp', '_doc_count', '_feature', '_field_names', '_id', '_ignored', '_index', '_routing', '_seq_no', '_source', '_tier', '_type', '_version']);
    const { fields } = fieldCaps('elasticsearch@7.17.3', 'fields=_id,_version,_ignored').body;
    expect([fields._id._id.aggregatable, fields._version._version.aggregatable, fields._ignored._ignored.aggregatable]).toEqual([true, false, false]);
  });
  it('OpenSearch 2.19: 7.10\'s list with _nested_path and _doc_count, no _tier, no metadata_field flag', () => {
    const { fields } = fieldCaps('opensearch@2.19.0', 'fields=_*').body;
    expect(Object.keys(fields).sort()).toEqual(['_data_stream_timestamp', '_doc_count', '_feature', '_field_names', '_id', '_ignored', '_index', '_nested_path', '_routing', '_seq_no', '_source', '_version']);
    expect(fields._seq_no).toEqual({ _seq_no: { type: '_seq_no', searchable: true, aggregatable: true } });
  });
  it('ES 6 is not modelled: no metadata field is listed', () => {
    const r = fieldCaps('es6', 'fields=*');
    expect(Object.keys(r.body.fields).sort()).toEqual(['@timestamp', 'host']);
  });
});
