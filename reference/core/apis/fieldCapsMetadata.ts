/**
 * The metadata fields `_field_caps` lists beside the mapped ones. FieldCapabilitiesFetcher.retrieveFieldCaps
 * walks every field type of the index's MappingLookup, and the metadata mappers' types are among them, so a
 * pattern such as `*` (Kibana's index pattern) or `_*` meets them too, marked `metadata_field: true` (ES 7.13+)
 * and kept or dropped by the `+metadata` / `-metadata` filters. Which fields exist is the profile's
 * `fieldCapsMetadataFields`; each one's flags are its MappedFieldType's isSearchable / isAggregatable:
 * - isSearchable is isIndexed unless the type says otherwise: `_id`, `_routing`, `_ignored`, `_field_names`,
 *   `_nested_path` and `_type` index terms, `_seq_no` points, and the constant types (`_index`, `_index_mode`,
 *   `_tier`, 7.x `_type`) answer queries by rewriting; `_source`, `_ignored_source`, `_version`, `_doc_count`,
 *   `_data_stream_timestamp` and `_feature` (RankFeatureMetaFieldType: super(NAME, false, false, false, ...))
 *   are not indexed, nor are `_tsid` and `_ts_routing_hash` (doc values only).
 * - isAggregatable: constant types always; `_seq_no`, `_tsid`, `_ts_routing_hash` by their doc values; `_id`
 *   while `indices.id_field_data.enabled` (false by default from 8.0; IdFieldType.isAggregatable); `_ignored`
 *   once it has doc values (8.15); `_version` by its doc values (VersionFieldType declares hasDocValues and,
 *   in 8.x, a fielddataBuilder; OpenSearch's, 7.10's, has none); the rest have neither doc values nor field data.
 */
import type { Profile } from '../../profiles.ts';
import type { IndexState } from '../state.ts';

/** A metadata field's capabilities in one index. */
export interface MetadataCap {
  type: string;
  searchable: boolean;
  aggregatable: boolean;
  metadata: true;
}

type Flags = (profile: Profile) => readonly [searchable: boolean, aggregatable: boolean];

const FLAGS: Readonly<Record<string, Flags>> = {
  _ignored: (p) => [true, p.ignoredDocValues],
  _id: (p) => [true, !p.idFielddataDisallowed],
  _routing: () => [true, false],
  _index: () => [true, true],
  _index_mode: () => [true, true],
  _tier: () => [true, true],
  _type: () => [true, true],
  _source: () => [false, false],
  _ignored_source: () => [false, false],
  _nested_path: () => [true, false],
  _version: (p) => [false, p.versionFieldAggregatable],
  _seq_no: () => [true, true],
  _doc_count: () => [false, false],
  _data_stream_timestamp: () => [false, false],
  _feature: () => [false, false],
  _field_names: () => [true, false],
  _tsid: () => [false, true],
  _ts_routing_hash: () => [false, true],
};

/** The metadata fields of one index as field caps report them, by name. */
export function metadataFieldCaps(idx: IndexState, profile: Profile): Map<string, MetadataCap> {
  const names = [...profile.fieldCapsMetadataFields];
  // TimeSeriesIdFieldMapper and TimeSeriesRoutingHashFieldMapper exist only in a time series index
  // (IndexMode.timeSeriesIdFieldMapper answers null otherwise; tsdb/05_dimension_and_metric_in_non_tsdb_index.yml).
  if (profile.timeSeriesMode !== 'none' && String(idx.settings['index.mode'] ?? '').toLowerCase() === 'time_series') {
    names.push('_tsid');
    if (profile.timeSeriesMode === 'hashed') names.push('_ts_routing_hash');
  }
  const out = new Map<string, MetadataCap>();
  for (const name of names) {
    const [searchable, aggregatable] = FLAGS[name]!(profile);
    out.set(name, { type: name, searchable, aggregatable, metadata: true });
  }
  return out;
}
