/**
 * A collapse field on one index (CollapseBuilder.build → CollapseContext): the checks ES makes per shard
 * (mapped, of a type that collapses, with doc values, indexed when inner hits expand groups), then each
 * document's collapse value as its doc values hold it (keywords normalised and cut at `ignore_above`,
 * integers as longs, floats as float32), or null when it has none.
 */
import type { Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { collapseFieldRefused, collapseTypeReason, type EsError } from '../../errors/index.ts';
import { keywordOf, resolveField, toNumber, valuesOf } from '../fields.ts';
import { keywordNormalizer } from '../engine/analysis.ts';
import type { CollapseSpec } from './parseCollapse.ts';

/** A document's collapse value: a string, a number, null (no value), or `several` (a multi-valued field). */
export type CollapseValue = string | number | null | { several: true };

/** Reads one index's collapse values. */
export type CollapseKeyer = (doc: Doc) => CollapseValue;

const LONGS = new Set(['long', 'integer', 'short', 'byte', 'unsigned_long', 'token_count']);
const FLOATS = new Set(['float', 'half_float']);
const NUMBERS = new Set([...LONGS, ...FLOATS, 'double', 'scaled_float']);

function numeric(type: string, v: Json, factor: number): number {
  const n = toNumber(v);
  if (LONGS.has(type)) return Math.trunc(n);
  if (FLOATS.has(type)) return Math.fround(n);
  if (type === 'scaled_float') return Math.round(n * factor) / factor;
  return n;
}

/** The collapse keyer of an index, or the shard's refusal of the field. */
export function collapseKeyer(spec: CollapseSpec, index: IndexState, profile: Profile): CollapseKeyer | EsError {
  if (spec.field === '') return collapseFieldRefused(profile, 'no collapse field specified', index.name);
  let ref = resolveField(index, spec.field);
  // A field alias collapses on the field it points to (the 7.5.2 fix; 110_field_collapsing.yml).
  if (ref.def?.type === 'alias' && typeof ref.def.path === 'string') ref = resolveField(index, ref.def.path);
  const def = ref.def;
  // The metadata fields are mapped (their type names are their own names) but neither keywords nor numbers
  // (CollapseBuilder.build: collapseType() NONE, or before 7.11 the keyword/number instanceof check).
  if (ref.kind === 'meta' && ref.name !== '_type') return collapseFieldRefused(profile, collapseTypeReason(profile, ref.name, ref.name), index.name);
  if (ref.kind === 'unmapped' || !def) return collapseFieldRefused(profile, `no mapping found for \`${spec.field}\` in order to collapse on`, index.name);
  const type = String(def.type ?? 'object');
  const isKeyword = type === 'keyword' || (type === 'string' && ref.kind === 'keyword');
  if (!isKeyword && !NUMBERS.has(type)) return collapseFieldRefused(profile, collapseTypeReason(profile, ref.name, type), index.name);
  if (def.doc_values === false) return collapseFieldRefused(profile, `cannot collapse on field \`${spec.field}\` without \`doc_values\``, index.name);
  if (def.index === false && spec.innerHits.length > 0) {
    return collapseFieldRefused(profile, `cannot expand \`inner_hits\` for collapse field \`${spec.field}\`, only indexed field can retrieve \`inner_hits\``, index.name);
  }
  if (isKeyword) {
    const norm = keywordNormalizer(index, profile, def);
    const above = typeof def.ignore_above === 'number' ? def.ignore_above : Infinity;
    return (doc) => {
      // SortedSetDocValues hold each distinct value once: ["a", "a"] is single valued.
      const set = new Set(valuesOf(doc, ref, index.name).map((v) => keywordOf(v)).filter((v) => v.length <= above).map(norm));
      if (set.size > 1) return { several: true };
      return set.size === 1 ? [...set][0]! : null;
    };
  }
  const factor = typeof def.scaling_factor === 'number' ? def.scaling_factor : 1;
  return (doc) => {
    const vals = valuesOf(doc, ref, index.name).map((v) => numeric(type, v, factor)).filter((n) => !Number.isNaN(n));
    if (vals.length > 1) return { several: true };
    return vals.length === 1 ? vals[0]! : null;
  };
}

/** A collapse value as a map key (numbers and strings kept apart). */
export function groupKey(v: string | number | null): string {
  return v === null ? 'null' : typeof v === 'number' ? `n${v}` : `s${v}`;
}
