/**
 * Index sorting's settings checked as IndexSortConfig checks them when an index is created: the lists of
 * `index.sort.order`, `mode` and `missing` as long as `index.sort.field`'s, and each sort field mapped, of a
 * sortable type, with doc values (IndexSortConfig.buildIndexSort). The sorted order of segments itself is not
 * simulated: hits that tie keep the order of their writes (README, what is not simulated).
 */
import { INDEX_SORT_PROBLEMS, indexSortRefused, type EsError } from './errors/index.ts';
import type { IndexState } from './state.ts';
import { resolveField } from './search/fields.ts';

const LIST_KEYS = ['order', 'mode', 'missing'] as const;
/** Types whose doc values give a SortField of an allowed type (STRING, LONG, INT, DOUBLE, FLOAT). */
const SORTABLE = new Set(['keyword', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'date', 'date_nanos', 'boolean', 'ip', 'unsigned_long', 'constant_keyword']);

function list(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : v.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/** The error an index's sort settings give at its creation, or undefined. */
export function indexSortError(idx: IndexState): EsError | undefined {
  const fields = list(idx.settings['index.sort.field']);
  if (fields.length === 0) return undefined;
  for (const k of LIST_KEYS) {
    const values = list(idx.settings[`index.sort.${k}`]);
    if (values.length > 0 && values.length !== fields.length) return indexSortRefused(INDEX_SORT_PROBLEMS.sizeMismatch(fields, k, values));
  }
  for (const f of fields) {
    const ref = resolveField(idx, f);
    if (ref.kind === 'unmapped' || ref.kind === 'object') return indexSortRefused(INDEX_SORT_PROBLEMS.unknownField(f));
    const type = String(ref.def?.type ?? '');
    // The field data lookup fails first (a text field without fielddata, doc values turned off), then the
    // SortField's type is checked (validateIndexSortField).
    const noFieldData = ref.kind === 'text' ? ref.def?.fielddata !== true : ref.def?.doc_values === false || ref.def?.doc_values === 'false';
    if (noFieldData) return indexSortRefused(INDEX_SORT_PROBLEMS.noDocValues(f));
    if (!SORTABLE.has(type)) return indexSortRefused(INDEX_SORT_PROBLEMS.invalidField(f));
  }
  return undefined;
}
