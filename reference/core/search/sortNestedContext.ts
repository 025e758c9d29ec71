/**
 * A field sort and nested documents, version by version. ES 8.0 removed the pre-7 `nested_path` and
 * `nested_filter` options (FieldSortBuilder's PARSER throws on either) and refuses a field under a nested
 * path sorted outside any nested context unless that path is `include_in_root`
 * (FieldSortBuilder.validateMissingNestedPath). ES 7.x and OpenSearch build the sort anyway: it reads the
 * documents in scope, and Lucene keeps a nested field's values in the child documents, so every root
 * document is missing the value (index order then decides among them).
 */
import { isObject, type Json } from '../json.ts';
import { nestedSortContextMissing, sortNestedOptionRemoved, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import { nestedPaths, scopeOf, visibleIn } from './nested/scope.ts';

/** What the sort parser needs beyond the sort itself: the profile, the raw body and the sort's path in it. */
export interface SortParseOptions {
  profile: Profile;
  rawBody?: string;
  /** Where the `sort` value sits in the raw body (`['sort']`, or under an aggregation). */
  path: PathStep[];
}

/** ES 8's refusal of a field sort's `nested_path`/`nested_filter`, or undefined (other sorts, other versions). */
export function removedNestedOption(field: string, opts: Json, po: SortParseOptions | undefined, at: PathStep[] = []): EsError | undefined {
  if (!po?.profile.sortNestedContextRequired || !isObject(opts) || field === '_script' || field === '_geo_distance') return undefined;
  // ObjectParser reads the keys in body order: the first of the two fails.
  for (const k of Object.keys(opts)) {
    if (k === 'nested_path' || k === 'nested_filter') return sortNestedOptionRemoved(po.profile, k, where(po.rawBody, [...po.path, ...at, k]));
  }
  return undefined;
}

function where(rawBody: string | undefined, path: PathStep[]): { line: number; col: number } {
  const loc = rawBody ? locate(rawBody, path) : undefined;
  return loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 };
}

/**
 * How a field sort without a `nested` option reads `field` from documents of `scope` ('' for root
 * documents, a nested path inside a nested aggregation): 'values' when they hold it, 'missing' when the
 * values live in other (nested) documents, or ES 8's error outside any nested context.
 */
export function unnestedSortAccess(index: IndexState, profile: Profile, field: string, scope: string): 'values' | 'missing' | EsError {
  const paths = nestedPaths(index);
  if (paths.size === 0) return 'values';
  const parent = scopeOf(index, field);
  // validateMissingNestedPath: any nested context passes; outside, the field's nested parent must be include_in_root.
  if (profile.sortNestedContextRequired && scope === '' && parent !== '' && !paths.get(parent)!.includeInRoot) return nestedSortContextMissing(field, index);
  return visibleIn(index, field, scope) ? 'values' : 'missing';
}
