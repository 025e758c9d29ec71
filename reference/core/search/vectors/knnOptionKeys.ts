/**
 * The search body's `knn` option refuses keys KnnSearchBuilder's ConstructingObjectParser does not declare:
 * `[l:c] [knn] unknown field [k]` at the key, with its suggestion (`num_candidate` → `num_candidates`),
 * instead of searching as if the key were absent. `rescore_vector` is declared from 8.18; `visit_percentage`
 * (9.2) is let through, its release not being modelled.
 */
import type { Profile } from '../../../profiles.ts';
import { osKnnUnknownField, type EsError } from '../../errors/index.ts';
import { isObject, type Json } from '../../json.ts';
import { keyAt } from '../../byScroll/bodyPosition.ts';

const DECLARED = ['field', 'k', 'num_candidates', 'query_vector', 'query_vector_builder', 'filter', 'similarity', 'inner_hits', 'visit_percentage', 'boost', '_name'];

/** The first undeclared key of the option (an object, or each object of an array); undefined when none. */
export function knnOptionUnknownKey(profile: Profile, v: Json, raw: string | undefined): EsError | undefined {
  const declared = profile.knnRescoreVector ? [...DECLARED, 'rescore_vector'] : DECLARED;
  const list = Array.isArray(v) ? v : [v];
  for (const [i, el] of list.entries()) {
    if (!isObject(el)) continue;
    const bad = Object.keys(el).find((k) => !declared.includes(k));
    if (bad !== undefined) return osKnnUnknownField(profile, bad, declared, keyAt(raw, Array.isArray(v) ? ['knn', i, bad] : ['knn', bad]));
  }
  return undefined;
}
