/**
 * Parsing the `aggs` tree as AggregatorFactories.parseAggregators does: names, one type per aggregation,
 * `meta`, `aggs`/`aggregations` once, sibling names unique; each type's body parsed by its own parser.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggCannotHaveSubs, aggTreeProblem, duplicateAggName, isEsError, notSupportedBySimulator, unknownAggregationType, type EsError, type TextPosition } from '../../errors/index.ts';
import type { Profile } from '../../../profiles.ts';
import { locate, type PathStep } from '../../mapping/locate.ts';
import type { AggImpl, AggNode, AggTree } from './types.ts';

const VALID_NAME = /^[^[\]>]+$/;

/** Aggregation types ES knows that the simulator does not compute yet (a clear 400 each). */
const KNOWN_UNSUPPORTED = new Set([
  'inference', 'categorize_text', 'frequent_item_sets', 'change_point',
]);

/**
 * The names the version registers as aggregations (NamedObjectNotFoundException's candidates, which
 * parseAggregators hands to SuggestingErrorOnUnknown): the registry less what the version lacks.
 */
function aggTypeNames(profile: Profile, registry: Record<string, AggImpl>): string[] {
  const gated: Record<string, boolean> = {
    geo_line: profile.geoLine, geohex_grid: profile.geohexGrid, random_sampler: profile.randomSampler, cartesian_bounds: profile.cartesianAggs,
    cartesian_centroid: profile.cartesianAggs, bucket_correlation: profile.mlAggregations, bucket_count_ks_test: profile.mlAggregations,
    variable_width_histogram: profile.variableWidthHistogram, time_series: profile.timeSeriesMode !== 'none', moving_avg: profile.movingAvgAggregation !== 'removed',
  };
  return Object.keys(registry).filter((t) => gated[t] !== false && !profile.aggTypesAbsent.includes(t));
}

/** Where an error points: the location of a path in the raw body, or 1:1 without one. */
export function positionOf(rawBody: string | undefined, path: PathStep[]): TextPosition {
  const loc = rawBody ? locate(rawBody, path) : undefined;
  return loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 };
}

/** Parses one level of the tree (`aggs` of the body, or of an aggregation). */
export function parseLevel(body: Json, path: PathStep[], profile: Profile, rawBody: string | undefined, registry: Record<string, AggImpl>, warnings: string[] = []): AggTree | EsError {
  if (!isObject(body)) return aggTreeProblem(`Unexpected token ${Array.isArray(body) ? 'START_ARRAY' : 'VALUE_STRING'} in [aggs]: aggregations definitions must start with the name of the aggregation.`, positionOf(rawBody, path));
  const tree: AggTree = { aggs: [], pipelines: [] };
  const names = new Set<string>();
  for (const [name, def] of Object.entries(body as JsonObject)) {
    const here = [...path, name];
    if (!VALID_NAME.test(name)) return aggTreeProblem(`Invalid aggregation name [${name}]. Aggregation names can contain any character except '[', ']', and '>'`, positionOf(rawBody, here));
    if (!isObject(def)) return aggTreeProblem(`Aggregation definition for [${name} starts with a [${Array.isArray(def) ? 'START_ARRAY' : tokenOf(def as Json)}], expected a [START_OBJECT].`, positionOf(rawBody, here));
    let type: string | undefined;
    let params: Json | undefined;
    let meta: JsonObject | undefined;
    let subs: Json | undefined;
    for (const [k, v] of Object.entries(def as JsonObject)) {
      if (!isObject(v)) return aggTreeProblem(`Expected [START_OBJECT] under [${k}], but got a [${Array.isArray(v) ? 'START_ARRAY' : tokenOf(v as Json)}] in [${name}]`, positionOf(rawBody, [...here, k]));
      if (k === 'meta') meta = v as JsonObject;
      else if (k === 'aggs' || k === 'aggregations') {
        if (subs !== undefined) return aggTreeProblem(`Found two sub aggregation definitions under [${name}]`, positionOf(rawBody, [...here, k]));
        subs = v as Json;
      } else {
        if (type !== undefined) return aggTreeProblem(`Found two aggregation type definitions in [${name}]: [${type}] and [${k}]`, positionOf(rawBody, [...here, k]));
        if (!registry[k] || profile.aggTypesAbsent.includes(k)) {
          if (KNOWN_UNSUPPORTED.has(k)) return notSupportedBySimulator(`The [${k}] aggregation`);
          return unknownAggregationType(profile, k, positionOf(rawBody, [...here, k]), profile.unknownAggWording === 'could-not-find' ? name : undefined, aggTypeNames(profile, registry));
        }
        type = k;
        params = v as Json;
      }
    }
    if (type === undefined) return aggTreeProblem(`Missing definition for aggregation [${name}]`, positionOf(rawBody, here));
    const impl = registry[type]!;
    let children: AggTree = { aggs: [], pipelines: [] };
    if (subs !== undefined) {
      const c = parseLevel(subs, [...here, Object.keys(def as JsonObject).find((k) => k === 'aggs' || k === 'aggregations')!], profile, rawBody, registry, warnings);
      if (isEsError(c)) return c;
      children = c;
      if ((impl.leaf || impl.pipeline) && (c.aggs.length > 0 || c.pipelines.length > 0)) return aggCannotHaveSubs(name, type);
    }
    const spec = impl.parse(name, params!, { profile, rawBody, hasSubs: children.aggs.length > 0, path: [...here, type], warnings });
    if (isEsError(spec)) return spec;
    const node: AggNode = { name, type, spec, ...(meta ? { meta } : {}), subs: children.aggs, pipelines: children.pipelines, impl };
    if (impl.pipeline) tree.pipelines.push(node);
    else {
      if (names.has(name)) return duplicateAggName(name);
      tree.aggs.push(node);
    }
    names.add(name);
  }
  return tree;
}

function tokenOf(v: Json): string {
  if (v === null) return 'VALUE_NULL';
  if (typeof v === 'string') return 'VALUE_STRING';
  if (typeof v === 'number') return 'VALUE_NUMBER';
  if (typeof v === 'boolean') return 'VALUE_BOOLEAN';
  return 'START_OBJECT';
}
