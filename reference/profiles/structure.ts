/** Structure and vector search: the `knn` search option and query, vector field types and their similarities. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about vector search. */
export interface StructureCapabilities {
  /**
   * The top-level `knn` search option: ES 8.4 (elastic/elasticsearch#87197; before, the `_knn_search`
   * endpoint of 8.0 only); OpenSearch has none (the k-NN plugin's `knn` query instead).
   */
  knnSearchOption: boolean;
  /** The `_knn_search` endpoint (RestKnnSearchAction): ES 8.0, deprecated in 8.4, removed in 9.0; OpenSearch has none. */
  knnSearchApi: boolean;
  /** The `knn` query: Elasticsearch's (8.12, elastic/elasticsearch#101191), the OpenSearch k-NN plugin's shape, or none. */
  knnQuery: 'none' | 'elasticsearch' | 'opensearch';
  /**
   * The ES knn query's `num_candidates` may be left out (8.13: KnnVectorQueryBuilder reads it as an optional
   * VInt from TransportVersions.V_8_13_0, ex KNN_QUERY_NUMCANDS_AS_OPTIONAL_PARAM), defaulting to
   * round(min(1.5 × size, 10000)); in 8.12 a required constructor argument (`Required [num_candidates]`).
   */
  knnQueryNumCandidatesOptional: boolean;
  /**
   * How the OpenSearch k-NN plugin reads its `knn` query (KNNQueryBuilder.fromXContent): `legacy` (k only,
   * `[knn] query does not support [x]`); `radial` (2.14, opensearch-project/k-NN#1617: `max_distance` or
   * `min_score` instead of k); `object` (2.17: KNNQueryBuilderParser's ObjectParser, `method_parameters`,
   * `rescore`, and `[knn] unknown field [x]`). Elasticsearch: none.
   */
  osKnnQueryParser: 'none' | 'legacy' | 'radial' | 'object';
  /** The engine of a `knn_vector` mapped without one: nmslib, faiss from k-NN 2.18 (opensearch-project/k-NN#2235, KNNEngine.DEFAULT). */
  osKnnDefaultEngine: 'nmslib' | 'faiss';
  /**
   * The ES knn query's `k` (8.15: read from TransportVersions.V_8_15_0, cluster feature
   * `search.vectors.k_param_supported`, 190_knn_query-with-k-param.yml): each shard keeps its best k; without it
   * (and before 8.15, an unknown field) it keeps `num_candidates` (ESKnnFloatVectorQuery.mergeLeafResults).
   */
  knnQueryK: boolean;
  /**
   * The knn query without `k` keeps the request's size per shard (at most num_candidates), not num_candidates
   * (8.18: elastic/elasticsearch#118774 "Apply default k for knn query eagerly", backported to 8.x; search capability
   * `k_default_to_size`).
   */
  knnQueryKDefaultsToSize: boolean;
  /** OpenSearch's `knn_vector` field type (the k-NN plugin, bundled in the distribution). */
  knnVectorType: boolean;
  /**
   * `cosine` on float vectors as a dot product of normalized vectors (IndexVersions.NORMALIZED_VECTOR_COSINE,
   * 8.11): the vectors are l2-normalized (VectorUtil.l2normalize) and scored by DOT_PRODUCT; before, Lucene's COSINE.
   */
  cosineNormalized: boolean;
  /** A `dense_vector` is indexed (`index: true`, `similarity: cosine`) unless the mapping says otherwise: from 8.11 (INDEXED_BY_DEFAULT_INDEX_VERSION); before, `index: false`. */
  denseVectorIndexedByDefault: boolean;
  /**
   * The parameters a dense_vector mapping takes (DenseVectorFieldMapper.Builder's): `dims` in 7.x (x-pack vectors,
   * no search structure), `index`, `similarity` and `index_options` from 8.0 (elastic/elasticsearch#80043, the
   * HNSW-indexed vectors), `element_type` from 8.6 (byte vectors, 45_knn_search_byte.yml's gte_v8.6.0); another is
   * `unknown parameter [x] on mapper [f] of type [dense_vector]`. OpenSearch has no dense_vector.
   */
  denseVectorParams: readonly string[];
  /**
   * An indexed float `dense_vector` without `index_options` is `int8_hnsw` (8.14, IndexVersions.DEFAULT_DENSE_VECTOR_TO_INT8_HNSW;
   * 80_dense_vector_indexed_by_default.yml "Default index options for dense_vector"):
   * printed by GET _mapping and scored on int8-quantized vectors; before, `hnsw` on raw floats.
   */
  denseVectorDefaultInt8Hnsw: boolean;
  /**
   * A new field's array of 128 to 4096 values that all map dynamically as `float` becomes a `dense_vector` of that
   * many dims (8.11, IndexVersions' DYNAMICALLY_MAP_DENSE_VECTORS_INDEX_VERSION, DocumentParser.postProcessDynamicArrayMapping;
   * 60_dense_vector_dynamic_mapping.yml); before, a `float` field.
   */
  denseVectorDynamicMapping: boolean;
  /**
   * The largest `dims` of a float or byte dense_vector (DenseVectorFieldMapper.MAX_DIMS_COUNT, 4096 by 8.11:
   * "The number of dimensions should be in the range [1, 4096]", 60_dense_vector_dynamic_mapping.yml's bad dynamic
   * templates); 0 where the limit of the version is not modelled (earlier releases had lower ones), so not checked.
   */
  denseVectorMaxDims: number;
  /**
   * The knn query's and knn option's `rescore_vector: {oversample}` (8.18, RescoreVectorBuilder; search capability
   * `knn_quantized_vector_rescore_oversample`): quantized fields gather k × oversample candidates and rescore them on
   * their float vectors (search/vectors/knnRescore.ts); before, the key is not read.
   */
  knnRescoreVector: boolean;
  /**
   * knn on a field the index does not map matches nothing (KnnVectorQueryBuilder.doToQuery, 8.16:
   * 45_knn_search_byte.yml "Test nonexistent field is match none"); an index with `index.query.parse.allow_unmapped_fields: false` refuses it
   * (SearchExecutionContext.failIfFieldMappingNotFound). Before, `field [f] does not exist in the mapping`.
   */
  knnUnmappedMatchesNone: boolean;
  /** A byte dense_vector's value and a knn query_vector may be a hex string (8.13, 175_knn_query_hex_encoded_byte_vectors.yml). */
  denseVectorHex: boolean;
  /**
   * dense_vector `index_options` types (VectorIndexType): hnsw (8.0), int8_hnsw (8.12), flat and int8_flat
   * (8.13), int4_hnsw and int4_flat (8.15), bbq_hnsw and bbq_flat (8.16); none checked elsewhere.
   */
  denseVectorIndexTypes: readonly string[];
  /**
   * How `bbq_hnsw` / `bbq_flat` are scored (search/vectors/binaryQuantizer.ts): by ES818BinaryQuantizedVectorsFormat's
   * OptimizedScalarQuantizer from 8.18 (search capability `optimized_scalar_quantization_bbq`), in its first form in
   * 8.18.x and 9.0.x and as elastic/elasticsearch#126778 fixed it (April 2025, 8.x and main: 8.19, 9.1); in 8.16 and
   * 8.17 by ES816BinaryQuantizedVectorsFormat's RaBitQ estimator (search/vectors/es816Quantizer.ts).
   */
  bbqQuantizer: 'none' | 'es816' | 'osq-8.18' | 'osq';
  /**
   * A dense_vector's `index_options.rescore_vector.oversample` (8.18: IndexVersions.ADD_RESCORE_PARAMS_TO_QUANTIZED_VECTORS,
   * cluster feature `mapper.dense_vector.rescore_vector`): a knn on the field without its own `rescore_vector` oversamples
   * by it.
   */
  denseVectorIndexRescore: boolean;
  /**
   * The bbq types' `rescore_vector` defaults to `{oversample: 3}`, printed in the mapping (8.19 and 9.1: #127134,
   * IndexVersions.DEFAULT_OVERSAMPLE_VALUE_FOR_BBQ and its 8.x backport, cluster feature
   * `mapper.dense_vector.default_oversample_value_for_bbq`); `oversample: 0` turns index-level rescoring off
   * (`mapper.dense_vector.rescore_zero_vector`, the same releases).
   */
  bbqDefaultOversample: boolean;
  /**
   * An indexed float dense_vector of 384 dims or more without `index_options` is `bbq_hnsw` (with the default
   * oversample), not `int8_hnsw` (9.1: IndexVersions.DEFAULT_DENSE_VECTOR_TO_BBQ_HNSW, BBQ_DIMS_DEFAULT_THRESHOLD).
   */
  denseVectorDefaultBbqHnsw: boolean;
  /**
   * dense_vector `element_type: bit` (8.15, cluster feature `mapper.vectors.bit_vectors`): `dims` bits packed in
   * dims/8 bytes, l2_norm only (as a hamming distance), no quantized index types. The same release checks a
   * query vector's length by its element type (ElementType.checkDimensions in DenseVectorFieldType.createKnnQuery):
   * "The query vector has a different number of dimensions [q] than the document vectors [d]." where 8.14 said
   * "the query vector has a different dimension [q] than the index vectors [d]" (170 vs 175_knn_…_hex_encoded_byte_vectors.yml).
   */
  denseVectorBit: boolean;
  /**
   * `docvalue_fields` on a dense_vector prints its vector (SearchCapabilities.DENSE_VECTOR_DOCVALUE_FIELDS,
   * 200_dense_vector_docvalue_fields.yml): placed at 8.16, after bit vectors (its test maps them); the release is not
   * proven from a release tree.
   */
  denseVectorDocvalueFields: boolean;
  /** The `geo_polygon` query: deprecated in ES 7.12, removed in 8.0 (an unknown query since); OpenSearch keeps it. */
  geoPolygonQuery: boolean;
  /**
   * The geo queries take any GeoShapeQueryable field (ES 7.11, when geo_bounding_box and geo_distance
   * came to geo_shape): their shard errors say "failed to find geo field [f]" and "Field [f] is of
   * unsupported type [t] for [q] query"; before (and in OpenSearch) "geo_point field" and "is not a geo_point field".
   */
  geoQueryShapeFields: boolean;
  /** The `geo_grid` query (a geohash, geotile or geohex cell as a filter): ES 8.3 (x-pack spatial); OpenSearch has none. */
  geoGridQuery: boolean;
  /** The `shape` query over cartesian `shape` fields (x-pack spatial ShapeQueryBuilder, ES 7.4); OpenSearch has none (its xy_shape query is another). */
  shapeQuery: boolean;
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const STRUCTURE_RULES: RulesOf<StructureCapabilities> = {
  knnSearchOption: rule([['5.0.0', false], ['8.4.0', true]], always(false)),
  knnSearchApi: rule([['5.0.0', false], ['8.0.0', true], ['9.0.0', false]], always(false)),
  knnQuery: rule([['5.0.0', 'none'], ['8.12.0', 'elasticsearch']], always('opensearch')),
  osKnnQueryParser: rule(always('none'), [['1.0.0', 'legacy'], ['2.14.0', 'radial'], ['2.17.0', 'object']]),
  osKnnDefaultEngine: rule(always('nmslib'), [['1.0.0', 'nmslib'], ['2.18.0', 'faiss']]),
  knnQueryNumCandidatesOptional: rule([['5.0.0', false], ['8.13.0', true]], always(false)),
  knnQueryK: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  knnQueryKDefaultsToSize: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  knnVectorType: rule([['5.0.0', false]], always(true)),
  cosineNormalized: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  denseVectorParams: rule(
    [['5.0.0', ['dims']], ['8.0.0', ['dims', 'index', 'similarity', 'index_options']], ['8.6.0', ['dims', 'index', 'similarity', 'index_options', 'element_type']]],
    always(['dims']),
  ),
  denseVectorIndexedByDefault: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  denseVectorDefaultInt8Hnsw: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  denseVectorDynamicMapping: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  denseVectorMaxDims: rule([['5.0.0', 0], ['8.11.0', 4096]], always(0)),
  knnRescoreVector: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  knnUnmappedMatchesNone: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  denseVectorHex: rule([['5.0.0', false], ['8.13.0', true]], always(false)),
  denseVectorIndexTypes: rule(
    [
      ['5.0.0', []],
      ['8.0.0', ['hnsw']],
      ['8.12.0', ['hnsw', 'int8_hnsw']],
      ['8.13.0', ['hnsw', 'int8_hnsw', 'flat', 'int8_flat']],
      ['8.15.0', ['hnsw', 'int8_hnsw', 'flat', 'int8_flat', 'int4_hnsw', 'int4_flat']],
      ['8.16.0', ['hnsw', 'int8_hnsw', 'flat', 'int8_flat', 'int4_hnsw', 'int4_flat', 'bbq_hnsw', 'bbq_flat']],
    ],
    always([]),
  ),
  bbqQuantizer: rule(
    [
      ['5.0.0', 'none'],
      ['8.16.0', 'es816'],
      ['8.18.0', 'osq-8.18'],
      ['8.19.0', 'osq'],
      ['9.0.0', 'osq-8.18'],
      ['9.1.0', 'osq'],
    ],
    always('none'),
  ),
  denseVectorIndexRescore: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  bbqDefaultOversample: rule([['5.0.0', false], ['8.19.0', true], ['9.0.0', false], ['9.1.0', true]], always(false)),
  denseVectorDefaultBbqHnsw: rule([['5.0.0', false], ['9.1.0', true]], always(false)),
  denseVectorBit: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  denseVectorDocvalueFields: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  geoPolygonQuery: rule([['5.0.0', true], ['8.0.0', false]], always(true)),
  geoQueryShapeFields: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  geoGridQuery: rule([['5.0.0', false], ['8.3.0', true]], always(false)),
  shapeQuery: rule([['5.0.0', false], ['7.4.0', true]], always(false)),
};
