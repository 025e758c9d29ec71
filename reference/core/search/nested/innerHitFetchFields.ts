/**
 * The `fields` option inside `inner_hits` (InnerHitBuilder's fetchFields, run by the fetch phase on each
 * inner hit): the fields API on the nested object alone, so a nested field prints under its path as one
 * object, `{"nested": [{"paragraph_id": ["0"]}]}` (search.vectors/100_knn_nested_search.yml).
 */
import type { Json, JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { ApiRequest } from '../../handler.ts';
import type { Profile } from '../../../profiles.ts';
import { isEsError } from '../../errors/index.ts';
import { buildFetch, parseFetch } from '../fetchFields.ts';

/** The fields API's `fields` of one inner hit (its nested object as a document), or undefined. */
export function innerHitFetchFields(opts: JsonObject, child: Doc, index: IndexState, profile: Profile): JsonObject | undefined {
  if (opts.fields === undefined) return undefined;
  const spec = parseFetch({ query: {} } as unknown as ApiRequest, { fields: opts.fields as Json });
  if (isEsError(spec)) return undefined;
  const read = buildFetch(spec, [index], profile);
  if (isEsError(read)) return undefined;
  const out = read({ index: index.name, doc: child });
  return out && Object.keys(out).length > 0 ? out : undefined;
}
