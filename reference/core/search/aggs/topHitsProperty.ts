/**
 * What a `buckets_path` reads inside `top_hits` (InternalTopHits.getProperty, ES 8.9, the "having" case of
 * top_hits.yml): one element, lower-cased and split at `:`, `>` or `.`, read on the only hit of the bucket:
 * `_sort` its one sort value, `_score` its score (NaN when the hits are sorted without scores), `_source.<f>` the
 * top-level field of its (filtered) source. Anything else, a field that is absent or null, more than one hit, or a
 * hit with other than one sort value is an IllegalArgumentException of the final reduce, a 400.
 */
import { isObject, RawJson, type Json, type JsonObject } from '../../json.ts';
import { aggReduceFailure, type EsError } from '../../errors/index.ts';

/** The properties of a bucket's only hit, kept by the reduce (where the source can still be read). */
export interface TopHitProps {
  source: Json | undefined;
  sort: Json[];
  score: number;
}

/** A value as the Java object getProperty returns: a number, or the class a path error names. */
function javaObject(v: Json | RawJson): number | { javaClass: string } {
  if (typeof v === 'number') return v;
  if (v instanceof RawJson && /^-?\d+$/.test(v.text)) return Number(v.text);
  if (typeof v === 'string') return { javaClass: 'String' };
  if (typeof v === 'boolean') return { javaClass: 'Boolean' };
  if (Array.isArray(v)) return { javaClass: 'ArrayList' };
  // A source object: XContentHelper's ordered map (approx.: the class was not checked against 8.19).
  return { javaClass: 'LinkedHashMap' };
}

/** InternalTopHits.getProperty over the reduced hits' count and the only hit's properties. */
export function topHitsProperty(name: string, hitCount: number, top: TopHitProps | undefined, path: string[]): number | { javaClass: string } | EsError {
  if (path.length !== 1) {
    return aggReduceFailure(`property paths for top_hits [${name}] can only contain a single field in _source, score or sort values, got [${path.join(', ')}]`);
  }
  const tokens = path[0]!.toLowerCase().split(/:|>|\./);
  if (hitCount > 1) return aggReduceFailure(`property paths for top_hits [${name}] require configuring it with size to 1`);
  // Without a hit ES's getAt(0) throws an ArrayIndexOutOfBoundsException (a 500), not modelled: the path error.
  if (top) {
    if (tokens[0] === '_sort') {
      // The message's quotes are escaped in ES's source, so `" + getName() + "` is printed as it stands.
      if (top.sort.length !== 1) return aggReduceFailure(`property path for top_hits [" + getName() + "] requires a single sort value, got ${top.sort.length}`);
      return javaObject(top.sort[0]!);
    }
    if (tokens[0] === '_score') return top.score;
    if (tokens[0] === '_source' && isObject(top.source)) {
      const v = (top.source as JsonObject)[tokens[1] ?? ''];
      if (v !== undefined && v !== null) return javaObject(v);
    }
  }
  return aggReduceFailure(`path not supported for [${name}]: [${path.join(', ')}]`);
}
