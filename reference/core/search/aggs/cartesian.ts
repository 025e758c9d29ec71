/**
 * `cartesian_centroid` and `cartesian_bounds` (x-pack spatial, ES 8.6) over the cartesian `point` and
 * `shape` fields: geo_centroid's and geo_bounds' planar twins. Coordinates are floats, as XYEncodingUtils
 * indexes them, so the doubles printed are a float's (-217.6 prints -217.60000610351562). A point field's
 * centroid averages its points (CartesianCentroidAggregator); a shape field's weighs each document's
 * centroid as geo_shape does (CartesianShapeCentroidAggregator); bounds span the points or the vertices.
 */
import { aggFieldNotSupported, isEsError, unknownAggregationType } from '../../errors/index.ts';
import { resolveField } from '../fields.ts';
import { cartesianPointsIn } from '../geo/cartesianPoint.ts';
import type { XY } from '../geo/geoShape.ts';
import { pointCentroid, pointReader, reduceCentroids, shapeCentroid, shapeDocValueReader, type CentroidResult } from './geo.ts';
import { positionOf } from './parse.ts';
import { parseSource, type SourceSpec } from './valuesSource.ts';
import type { AggImpl, Internal, ParseCtx, Row, ShardCtx } from './types.ts';

const CARTESIAN_TYPES = new Set(['point', 'shape']);

/** The builder's source: a field of a cartesian type, or the shard's error naming the type it is. */
function parse(type: string, name: string, body: Parameters<AggImpl['parse']>[1], pctx: ParseCtx) {
  if (!pctx.profile.cartesianAggs) return unknownAggregationType(pctx.profile, type, positionOf(pctx.rawBody, pctx.path), pctx.profile.unknownAggWording === 'could-not-find' ? name : undefined);
  const p = parseSource(type, body, pctx, []);
  return isEsError(p) ? p : { source: p.source };
}

/** A mapped field of another type (ValuesSourceRegistry finds no cartesian source for it). */
function wrongType(type: string, spec: SourceSpec, shard: ShardCtx) {
  const ref = resolveField(shard.index, spec.field!);
  if (ref.def && !CARTESIAN_TYPES.has(String(ref.def.type))) return aggFieldNotSupported(spec.field!, String(ref.def.type ?? 'object'), type, shard.index.name);
  return undefined;
}

/** A `point` field's points as [y, x] (the order geo_centroid's sums keep: lat first). */
function yxPoints(spec: SourceSpec, shard: ShardCtx): ((row: Row) => [number, number][]) | undefined {
  const read = pointReader<XY>(spec, shard, 'point', cartesianPointsIn);
  return read && ((row) => read(row).map(([x, y]): [number, number] => [y, x]));
}

/** The `cartesian_centroid` aggregation. */
export const cartesianCentroid: AggImpl = {
  leaf: true,
  parse: (name, body, pctx) => parse('cartesian_centroid', name, body, pctx),
  collect(node, rows, shard) {
    const spec = (node.spec as { source: SourceSpec }).source;
    const bad = wrongType('cartesian_centroid', spec, shard);
    if (bad) return bad;
    const shapes = shapeDocValueReader(spec, shard, 'shape');
    return shapes ? shapeCentroid(shapes, rows, 'cartesian_centroid') : pointCentroid(yxPoints(spec, shard), rows, 'cartesian_centroid');
  },
  reduce: (_n, parts) => reduceCentroids(parts as CentroidResult[]),
  render(_n, res) {
    const r = res as CentroidResult;
    return r.count > 0 ? { location: { x: r.lon, y: r.lat }, count: r.count } : { count: 0 };
  },
  typedName: () => 'cartesian_centroid',
};

interface Extent extends Internal {
  kind: 'cartesian_bounds';
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The `cartesian_bounds` aggregation. */
export const cartesianBounds: AggImpl = {
  leaf: true,
  parse: (name, body, pctx) => parse('cartesian_bounds', name, body, pctx),
  collect(node, rows, shard) {
    const spec = (node.spec as { source: SourceSpec }).source;
    const bad = wrongType('cartesian_bounds', spec, shard);
    if (bad) return bad;
    const r: Extent = { kind: 'cartesian_bounds', minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
    const grow = (minX: number, maxX: number, minY: number, maxY: number) => {
      r.minX = Math.min(r.minX, minX);
      r.maxX = Math.max(r.maxX, maxX);
      r.minY = Math.min(r.minY, minY);
      r.maxY = Math.max(r.maxY, maxY);
    };
    const shapes = shapeDocValueReader(spec, shard, 'shape');
    const points = yxPoints(spec, shard);
    for (const row of rows) {
      if (shapes) {
        const v = shapes(row);
        if (v) grow(v.minX, v.maxX, v.minY, v.maxY);
      } else if (points) for (const [y, x] of points(row)) grow(x, x, y, y);
    }
    return r;
  },
  reduce(_n, parts) {
    const out: Extent = { kind: 'cartesian_bounds', minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
    for (const p of parts as Extent[]) {
      out.minX = Math.min(out.minX, p.minX);
      out.maxX = Math.max(out.maxX, p.maxX);
      out.minY = Math.min(out.minY, p.minY);
      out.maxY = Math.max(out.maxY, p.maxY);
    }
    return out;
  },
  render(_n, res) {
    const r = res as Extent;
    if (!Number.isFinite(r.maxY)) return {};
    return { bounds: { top_left: { x: r.minX, y: r.maxY }, bottom_right: { x: r.maxX, y: r.minY } } };
  },
  typedName: () => 'cartesian_bounds',
};
