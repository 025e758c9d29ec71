/**
 * The OpenSearch k-NN plugin's `knn` query as its versions read it (`{knn: {<field>: {vector, k | max_distance |
 * min_score, filter, boost, _name, ignore_unmapped, method_parameters, rescore, expand_nested_docs}}}`):
 * KNNQueryBuilder.fromXContent before 2.17 (a hand-written loop, `[knn] query does not support [x]`), and
 * KNNQueryBuilderParser's ObjectParser with KNNQueryBuilder.Builder.validate from 2.17 (`[knn] unknown field [x]`).
 * Radial search (2.14) keeps every document within `max_distance` or from `min_score` on, not a count.
 * The checks against the field (KNNQueryBuilder.doToQuery) are `osKnnFieldProblem`'s.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Profile } from '../../../profiles.ts';
import type { IndexState } from '../../state.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { knnInvalid, osKnnUnknownField, queryCreateFailure, queryKeyUnsupported, type EsError, type TextPosition } from '../../errors/index.ts';
import { resolveField } from '../fields.ts';

/** k-NN's K_MAX (KNNQueryBuilder): the most neighbours a query may ask for. */
const K_MAX = 10_000;

/** A radial search's bound, as given (KNNQueryBuilder's maxDistance or minScore). */
export type OsRadial = { kind: 'max_distance' | 'min_score'; value: number };

/** What the plugin's parser reads of one body (before the field is consulted). */
export interface OsKnnBody {
  field: string;
  vector: Json | undefined;
  /** 0 where a radial bound stands instead. */
  k: number;
  radial?: OsRadial;
  ignoreUnmapped: boolean;
}

/** The keys each parser version declares (KNNQueryBuilder's ParseFields; the ObjectParser's, for its suggestions). */
function declared(parser: Profile['osKnnQueryParser']): string[] {
  const keys = ['vector', 'k', 'filter', 'boost', '_name', 'ignore_unmapped'];
  if (parser === 'legacy') return keys;
  keys.push('max_distance', 'min_score');
  if (parser === 'radial') return keys;
  return [...keys, 'method_parameters', 'rescore', 'expand_nested_docs'];
}

/**
 * Reads the body `{<field>: {...}}` as the profile's plugin version does, or its error: unknown keys, then
 * the builder's checks in its order (fieldName, vector, exactly one of k / distance / score, k's range,
 * min_score > 0).
 */
export function readOsKnnBody(profile: Profile, field: string, o: JsonObject, at: (p: PathStep[]) => TextPosition, keyAt: (p: PathStep[]) => TextPosition): OsKnnBody | EsError {
  const parser = profile.osKnnQueryParser;
  const known = declared(parser);
  for (const key of Object.keys(o)) {
    if (known.includes(key)) continue;
    if (parser !== 'object') return queryKeyUnsupported('knn', key, at([field, key]));
    return osKnnUnknownField(profile, key, known, keyAt([field, key]));
  }
  const vector = o.vector as Json | undefined;
  if (!Array.isArray(vector)) return knnInvalid('[knn] requires query vector');
  if (vector.length === 0) return knnInvalid('[knn] query vector is empty');
  const k = typeof o.k === 'number' ? o.k : undefined;
  const num = (v: Json | undefined): number | undefined => (typeof v === 'number' ? Math.fround(v) : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Math.fround(Number(v)) : undefined);
  const maxDistance = parser === 'legacy' ? undefined : num(o.max_distance as Json | undefined);
  const minScore = parser === 'legacy' ? undefined : num(o.min_score as Json | undefined);
  const ignoreUnmapped = o.ignore_unmapped === true || o.ignore_unmapped === 'true';
  if (parser === 'legacy') {
    // KNNQueryBuilder(fieldName, vector, k, filter): k is 0 when left out.
    if (k === undefined || k <= 0) return knnInvalid('[knn] requires k > 0');
    if (k > K_MAX) return knnInvalid(`[knn] requires k <= ${K_MAX}`);
    return { field, vector, k, ignoreUnmapped };
  }
  // validateSingleQueryType (2.14) / Builder.validate (2.17): a k of 0 counts as none before 2.17.
  const kSet = k !== undefined && (parser === 'object' || k !== 0);
  const set = [kSet, maxDistance !== undefined, minScore !== undefined].filter(Boolean).length;
  if (set !== 1) return knnInvalid('[knn] requires exactly one of k, distance or score to be set');
  if (kSet && (k! <= 0 || k! > K_MAX)) return knnInvalid(`[knn] requires k to be in the range (0, ${K_MAX}]`);
  if (minScore !== undefined && minScore <= 0) return knnInvalid('[knn] requires minScore to be greater than 0');
  const radial: OsRadial | undefined = maxDistance !== undefined ? { kind: 'max_distance', value: maxDistance } : minScore !== undefined ? { kind: 'min_score', value: minScore } : undefined;
  return { field, vector, k: kSet ? k! : 0, ...(radial ? { radial } : {}), ignoreUnmapped };
}

/** The space and engine a `knn_vector` mapping gives its searches (method, else the top-level space_type; the version's default engine). */
function spaceAndEngine(def: JsonObject, profile: Profile): { space: string; engine: string } {
  const method = isObject(def.method as Json) ? (def.method as JsonObject) : {};
  const space = String(method.space_type ?? def.space_type ?? 'l2');
  const engine = String(method.engine ?? profile.osKnnDefaultEngine);
  return { space, engine };
}

/** SpaceType's enum names, as `String.format("%s", spaceType)` prints them. */
const SPACE_NAMES: Record<string, string> = { l2: 'L2', cosinesimil: 'COSINESIMIL', innerproduct: 'INNER_PRODUCT', l1: 'L1', linf: 'LINF', hamming: 'HAMMING' };

/**
 * A radial bound as the score a document must reach (the engines' thresholds read back as OpenSearch scores:
 * Lucene.distanceToRadialThreshold and SpaceType.scoreTranslation; Faiss's distance radius, the same bound):
 * l2 `1 / (1 + d)`, cosinesimil `(2 - d) / 2`, innerproduct `d <= 0 ? 1 / (1 - d) : d + 1`; min_score as given.
 */
function radialScore(radial: OsRadial, space: string): number {
  if (radial.kind === 'min_score') return radial.value;
  const d = radial.value;
  if (space === 'cosinesimil') return Math.fround((2 - d) / 2);
  if (space === 'innerproduct') return Math.fround(d <= 0 ? 1 / (1 - d) : d + 1);
  return Math.fround(1 / (1 + d));
}

/**
 * KNNQueryBuilder.doToQuery's checks of the field on one index, in its order, as the shard fails them
 * ("failed to create query: …"): not a knn_vector, a radial search where the engine or the data cannot do one,
 * a bound out of the space's range, a vector of another dimension. Returns the radial bound as a score to keep.
 */
export function osKnnFieldProblem(index: IndexState, profile: Profile, body: OsKnnBody, dims: number): { minScore?: number } | 'none' | EsError {
  const ref = resolveField(index, body.field);
  const def = ref.kind === 'unmapped' ? undefined : ref.def;
  if (!def && body.ignoreUnmapped && profile.osKnnQueryParser !== 'none') return 'none';
  if (!def || def.type !== 'knn_vector') return queryCreateFailure('illegal_argument_exception', `Field '${body.field}' is not knn_vector type.`, index);
  const { space, engine } = spaceAndEngine(def as JsonObject, profile);
  const spaceName = SPACE_NAMES[space] ?? space.toUpperCase();
  if (body.radial) {
    if (engine !== 'lucene' && engine !== 'faiss') return queryCreateFailure('unsupported_operation_exception', `Engine [${engine.toUpperCase()}] does not support radial search`, index);
    if (def.data_type === 'binary') return queryCreateFailure('unsupported_operation_exception', 'Binary data type does not support radial search', index);
    if (body.radial.kind === 'max_distance' && body.radial.value < 0 && space !== 'innerproduct') return queryCreateFailure('illegal_argument_exception', `[knn] requires distance to be non-negative for space type: ${spaceName}`, index);
    if (body.radial.kind === 'min_score' && body.radial.value > 1 && space !== 'innerproduct') return queryCreateFailure('illegal_argument_exception', `[knn] requires score to be in the range [0, 1] for space type: ${spaceName}`, index);
  }
  const fieldDims = Number(def.dimension);
  const given = def.data_type === 'binary' ? dims * 8 : dims;
  if (Number.isFinite(fieldDims) && fieldDims !== given) return queryCreateFailure('illegal_argument_exception', `Query vector has invalid dimension: ${given}. Dimension should be: ${fieldDims}`, index);
  return body.radial ? { minScore: radialScore(body.radial, space) } : {};
}
