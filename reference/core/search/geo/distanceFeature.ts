/**
 * `distance_feature` on a geo_point field (GeoPointFieldType.distanceFeatureQuery →
 * LatLonPoint.newDistanceFeatureQuery → Lucene's LatLonPointDistanceFeatureQuery): a document with a
 * point scores boost × pivot / (pivot + distance), the distance being SloppyMath.haversinMeters from the
 * origin to the document's closest point (decoded from its 32-bit encoding; the closest by haversin sort
 * key), computed in double and cast to float as Lucene does. The pivot is a distance (meters by default).
 */
import { isObject, type Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { QNode } from '../engine/qnode.ts';
import type { CustomQuery } from '../engine/customQuery.ts';
import { match, noMatch } from '../engine/explanation.ts';
import { javaDouble } from '../aggs/format.ts';
import { haversinMetersOfKey, haversinSortKey } from './sloppyMath.ts';
import { parseDistance, parsePoint, type LatLon } from './geoPoint.ts';

/** A geo distance_feature's origin and pivot, or the reason ES refuses them. */
export interface GeoFeature {
  origin: LatLon;
  pivot: number;
}

/** Reads the origin (a geo point in any form) and the pivot (DistanceUnit.DEFAULT.parse: meters unless a unit is given). */
export function parseGeoFeature(origin: Json, pivot: Json): GeoFeature | string {
  const o = typeof origin === 'string' || Array.isArray(origin) || isObject(origin) ? parsePoint(origin) : undefined;
  if (!o || !Number.isFinite(o[0]) || !Number.isFinite(o[1])) return `Illegal type [${typeof origin}] for [origin]! Must be of type [geo_point] or [string] for geo_point fields!`;
  const p = parseDistance(typeof pivot === 'number' ? String(pivot) : pivot);
  if (Number.isNaN(p)) return `failed to parse distance [${String(pivot)}]`;
  if (!(p > 0)) return `pivotDistance must be > 0, got ${javaDouble(p)}`;
  return { origin: o, pivot: p };
}

/** The document's closest point by sort key (LatLonPointDistanceFeatureQuery.selectValue), with its key. */
function closest(points: LatLon[], o: LatLon): [LatLon, number] | undefined {
  let best: [LatLon, number] | undefined;
  for (const p of points) {
    const k = haversinSortKey(o[0], o[1], p[0], p[1]);
    if (!best || k < best[1]) best = [p, k];
  }
  return best;
}

/** The engine node of a geo distance_feature over a field whose quantized points `points` reads. */
export function geoFeatureNode(field: string, g: GeoFeature, points: (d: Doc) => LatLon[], boost: number): QNode {
  const score = (w: number, distance: number) => Math.fround(w * (g.pivot / (g.pivot + distance)));
  const impl: CustomQuery = {
    label: () => `LatLonPointDistanceFeatureQuery(field=,originLat=${javaDouble(g.origin[0])},originLon=${javaDouble(g.origin[1])},pivotDistance=${javaDouble(g.pivot)})`,
    hits(view, _ctx, w) {
      const ids: number[] = [];
      const scores: number[] = [];
      view.docs.forEach((d, i) => {
        const c = closest(points(d), g.origin);
        if (!c) return;
        ids.push(i);
        scores.push(score(w, haversinMetersOfKey(c[1])));
      });
      return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
    },
    explain(view, doc, _ctx, w) {
      const c = closest(points(view.docs[doc]!), g.origin);
      if (!c) return noMatch(`Document ${doc} doesn't have a value for field ${field}`);
      const distance = haversinMetersOfKey(c[1]);
      return match(score(w, distance), 'Distance score, computed as weight * pivotDistance / (pivotDistance + abs(distance)) from:', [
        match(w, 'weight'),
        match(g.pivot, 'pivotDistance'),
        match(g.origin[0], 'originLat'),
        match(g.origin[1], 'originLon'),
        match(c[0][0], 'current lat'),
        match(c[0][1], 'current lon'),
        match(distance, 'distance'),
      ]);
    },
  };
  return { kind: 'custom', impl, boost };
}
