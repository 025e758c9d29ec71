/**
 * The request-time checks of pipeline paths that do not depend on the pipeline's type:
 * AggregatorFactories.Builder.resolvePipelineAggregatorOrder (every path of every pipeline of a level must
 * name an aggregation of that level, or a pipeline of it, and each later element a sub-aggregation) and
 * BucketMetricsPipelineAggregationBuilder.validate (a sibling pipeline's path must reach a multi-bucket
 * aggregation). Both read the path as AggregationPath.parse does, so a dotted aggregation name before a
 * `>` stays one name.
 */
import type { Profile } from '../../../profiles.ts';
import type { AggNode } from './types.ts';

/** One element of a parsed path: `name`, with `key` from `name[key]` or, on the last element, `name.key`. */
export interface PathElement {
  name: string;
  key?: string;
  /** The key was written `agg['k']`: AggregationPath keeps the quotes, which make it a bucket key (resolvePropertyFromPath). */
  quoted?: true;
  /** On the last element, a metric after its key: `agg[key].metric` (8.4+, matrix_stats' `stats[field].means`). */
  metric?: string;
}

/**
 * AggregationPath.parse (tokens split on `>`, trimmed, empty ones dropped; the last one split at its last `.`).
 * The last element may name a key and then a metric (`stats[value1].counts`): the PathElement record of 8.4+
 * (matrix_stats.yml "bug fixed in 8.4.0"), where a dot counts as the metric's only after the `]`.
 */
export function parseAggregationPath(path: string): PathElement[] {
  const tokens = path.split('>').map((t) => t.trim()).filter((t) => t !== '');
  return tokens.map((t, i) => {
    const last = i === tokens.length - 1;
    const br = t.lastIndexOf('[');
    const end = last ? t.lastIndexOf(']') : t.endsWith(']') ? t.length - 1 : -1;
    const dot = last ? t.lastIndexOf('.') : -1;
    // The key's quotes (`agg['k']`) are dropped here and remembered: the string list puts them back.
    if (br > 0 && end > br && (end === t.length - 1 || dot > end)) {
      const raw = t.slice(br + 1, end);
      const key = raw.replace(/^['"](.*)['"]$/, '$1');
      const metric = dot > end ? { metric: t.slice(dot + 1) } : {};
      return key === raw ? { name: t.slice(0, br), key, ...metric } : { name: t.slice(0, br), key, quoted: true, ...metric };
    }
    return dot > 0 && dot < t.length - 1 ? { name: t.slice(0, dot), key: t.slice(dot + 1) } : { name: t };
  });
}

/** AggregationPath.getPathElementsAsStringList: each name, then its key and its metric when it has them. */
export function pathElementsAsStrings(path: PathElement[]): string[] {
  return path.flatMap((e) => [e.name, ...(e.key === undefined ? [] : [e.quoted ? `'${e.key}'` : e.key]), ...(e.metric === undefined ? [] : [e.metric])]);
}

/** PipelineAggregationBuilder.getBucketsPaths: every path the pipeline reads (bucket_sort's are its sort fields). */
export function bucketsPathsOf(p: AggNode): string[] {
  const spec = (p.spec ?? {}) as { path?: unknown; paths?: [string, string][]; sort?: { path: string }[] };
  if (Array.isArray(spec.paths) && spec.paths.length > 0) return spec.paths.map(([, v]) => v);
  if (p.type === 'bucket_sort') return (spec.sort ?? []).map((s) => s.path);
  return typeof spec.path === 'string' && spec.path !== '' ? [spec.path] : [];
}

/**
 * resolvePipelineAggregatorOrder over one level: the pipelines in the order they can run (those they read
 * first), or the message of the IllegalArgumentException ES turns into the level's one validation error.
 */
export function orderPipelines(nodes: AggNode[], pipelines: AggNode[]): AggNode[] | string {
  const ordered: AggNode[] = [];
  const unmarked = [...pipelines];
  const marked = new Set<AggNode>();
  const visit = (p: AggNode): string | undefined => {
    if (marked.has(p)) return `Cyclical dependency found with pipeline aggregator [${p.name}]`;
    if (!unmarked.includes(p)) return undefined;
    marked.add(p);
    for (const path of bucketsPathsOf(p)) {
      if (path === '_count' || path === '_key') continue;
      const elems = parseAggregationPath(path);
      const first = elems[0]?.name ?? path;
      let agg = nodes.find((n) => n.name === first);
      if (agg) {
        for (let i = 1; i < elems.length; i++) {
          const name = elems[i]!.name;
          const last = i === elems.length - 1;
          if (last && (name.toLowerCase() === '_key' || name === '_count')) break;
          const sub: AggNode | undefined = agg!.subs.find((s) => s.name === name);
          if (sub) agg = sub;
          else if (!(last && agg!.pipelines.some((s) => s.name === name))) return `No aggregation [${name}] found for path [${path}]`;
        }
        continue;
      }
      const dep = pipelines.find((q) => q.name === first);
      if (!dep) return `No aggregation found for path [${path}]`;
      const e = visit(dep);
      if (e) return e;
    }
    unmarked.splice(unmarked.indexOf(p), 1);
    marked.delete(p);
    ordered.push(p);
    return undefined;
  };
  while (unmarked.length > 0) {
    const e = visit(unmarked[0]!);
    if (e) return e;
  }
  return ordered;
}

/**
 * BucketMetricsPipelineAggregationBuilder.validate: the first element names a sibling; from ES 8.3 (#85729)
 * the path may then go through single-bucket aggregations with sub-aggregations and keyed multi-bucket ones
 * (`agg['key']`) before the multi-bucket aggregation whose buckets are read. Returns the error, if any.
 */
export function siblingPathError(p: AggNode, path: string, nodes: AggNode[], profile: Profile, classOf: (type: string) => string): string | undefined {
  const elems = parseAggregationPath(path);
  const dig = profile.siblingPathThroughSingleBucket;
  let pos = 0;
  let cur = elems[pos++]!;
  // Before #85729 the first name was cut at the first `>` or `.` (`split("[>\\.]")`).
  const firstName = dig ? cur.name : path.split(/[>.]/)[0]!;
  let agg = nodes.find((n) => n.name === firstName);
  if (!agg) return `buckets_path aggregation does not exist for aggregation [${p.name}]: ${path}`;
  if (!dig) {
    return agg.impl.buckets ? undefined : `The first aggregation in buckets_path must be a multi-bucket aggregation for aggregation [${p.name}] found :${classOf(agg.type)} for buckets path: ${path}`;
  }
  while (agg && pos < elems.length && ((agg.impl.buckets && cur.key !== undefined) || (agg.impl.single && agg.subs.length > 0))) {
    cur = elems[pos++]!;
    const name = cur.name;
    agg = agg.subs.find((s) => s.name === name);
  }
  if (!agg) return `buckets_path aggregation does not exist for aggregation [${p.name}]: [${pathElementsAsStrings(elems.slice(0, pos)).join(', ')}]`;
  if (!agg.impl.buckets) {
    return `Unable to find unqualified multi-bucket aggregation in buckets_path. Path must include a multi-bucket aggregation for aggregation [${p.name}] found :${classOf(agg.type)} for buckets path: ${path}`;
  }
  return undefined;
}
