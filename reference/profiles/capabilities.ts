/**
 * Every capability, gathered from the areas that declare them (one file per area, each with its meaning and
 * its timeline), and their values at a version. A new capability goes into its area's interface and rules.
 */
import type { Distribution } from './identity.ts';
import { CLUSTER_RULES, type ClusterCapabilities } from './cluster.ts';
import { DOCUMENTS_RULES, type DocumentsCapabilities } from './documents.ts';
import { INDICES_RULES, type IndicesCapabilities } from './indices.ts';
import { MAPPINGS_RULES, type MappingsCapabilities } from './mappings.ts';
import { SEARCH_RULES, type SearchCapabilities } from './search.ts';
import { SCRIPTS_RULES, type ScriptsCapabilities } from './scripts.ts';
import { INGEST_RULES, type IngestCapabilities } from './ingest.ts';
import { AGGREGATIONS_RULES, type AggregationsCapabilities } from './aggregations.ts';
import { ANALYSIS_RULES, type AnalysisCapabilities } from './analysis.ts';
import { TYPES_RULES, type TypesCapabilities } from './types.ts';
import { WIRE_RULES, type WireCapabilities } from './wire.ts';
import { STRUCTURE_RULES, type StructureCapabilities } from './structure.ts';
import { HIGHLIGHT_RULES, type HighlightCapabilities } from './highlight.ts';
import { HIT_SHAPING_RULES, type HitShapingCapabilities } from './hitShaping.ts';
import { STACK_RULES, type StackCapabilities } from './stack.ts';
import { cmp, stepAt, triple, type Rule, type RulesOf, type Triple } from './timeline.ts';

/** The capabilities: everything in a profile but its identity. */
export interface Capabilities
  extends TypesCapabilities, MappingsCapabilities, DocumentsCapabilities, SearchCapabilities, AnalysisCapabilities, AggregationsCapabilities, ScriptsCapabilities, IngestCapabilities, IndicesCapabilities, ClusterCapabilities, WireCapabilities, StructureCapabilities, HighlightCapabilities, HitShapingCapabilities, StackCapabilities {}

/** Each area's rules, by area name: a capability sits in exactly one (profiles.test.ts holds it). */
export const CAPABILITY_AREAS = {
  types: TYPES_RULES,
  mappings: MAPPINGS_RULES,
  documents: DOCUMENTS_RULES,
  search: SEARCH_RULES,
  analysis: ANALYSIS_RULES,
  aggregations: AGGREGATIONS_RULES,
  scripts: SCRIPTS_RULES,
  ingest: INGEST_RULES,
  indices: INDICES_RULES,
  cluster: CLUSTER_RULES,
  wire: WIRE_RULES,
  structure: STRUCTURE_RULES,
  highlight: HIGHLIGHT_RULES,
  hitShaping: HIT_SHAPING_RULES,
  stack: STACK_RULES,
} as const;

const CAPABILITY_RULES: RulesOf<Capabilities> = {
  ...TYPES_RULES, ...MAPPINGS_RULES, ...DOCUMENTS_RULES, ...SEARCH_RULES, ...ANALYSIS_RULES, ...AGGREGATIONS_RULES, ...SCRIPTS_RULES, ...INGEST_RULES, ...INDICES_RULES, ...CLUSTER_RULES, ...WIRE_RULES, ...STRUCTURE_RULES, ...HIGHLIGHT_RULES, ...HIT_SHAPING_RULES, ...STACK_RULES,
};

/** Every capability's value at a distribution's version. */
export function capabilitiesAt(dist: Distribution, v: Triple): Capabilities {
  const out: Record<string, unknown> = {};
  for (const [k, r] of Object.entries(CAPABILITY_RULES) as [keyof Capabilities, Rule<unknown>][]) {
    out[k] = stepAt(dist === 'opensearch' ? r.os : r.es, v);
  }
  return out as unknown as Capabilities;
}

/** Timelines whose steps are not strictly ascending (a step out of order would silently never apply). */
export function unorderedTimelines(): string[] {
  const out: string[] = [];
  for (const [k, r] of Object.entries(CAPABILITY_RULES) as [string, Rule<unknown>][]) {
    for (const [dist, steps] of [['es', r.es], ['os', r.os]] as const) {
      for (let i = 1; i < steps.length; i++) {
        const a = triple(steps[i - 1]![0]);
        const b = triple(steps[i]![0]);
        if (!a || !b || cmp(a, b) >= 0) out.push(`${k}.${dist}: ${steps[i - 1]![0]} then ${steps[i]![0]}`);
      }
    }
  }
  return out;
}
