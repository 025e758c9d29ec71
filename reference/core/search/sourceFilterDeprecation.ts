/**
 * A search body's `_source` object naming `include` or `exclude`: FetchSourceContext's ParseFields are
 * `("includes", "include")` and `("excludes", "exclude")`, so the old names are taken with ParseField's
 * deprecated-name warning, "Deprecated field [include] used, expected [includes] instead" (ES 5 to 9, OpenSearch).
 */
import { isObject, type Json } from '../json.ts';
import { deprecatedField } from '../deprecations.ts';

const OLD_NAMES: Readonly<Record<string, string>> = { include: 'includes', exclude: 'excludes' };

/** The deprecated-name warnings of a search body's `_source`, in the order its keys are read. */
export function sourceFilterWarnings(body: Json | undefined): string[] {
  if (!isObject(body) || !isObject(body._source)) return [];
  return Object.keys(body._source).filter((k) => OLD_NAMES[k] !== undefined).map((k) => deprecatedField(k, OLD_NAMES[k]!));
}
