/**
 * Synonyms sets as the cluster keeps them (SynonymsManagementAPIService stores each rule as a document of
 * the `.synonyms` system index, its id `<set>|<rule id>`, and one document per set): here a map of sets,
 * each its rules' text by rule id. Reads come back ordered by rule id (the service sorts its searches on
 * `id`), the list of sets by set id (a terms aggregation ordered by key).
 */
import type { ClusterState, IndexState } from '../state.ts';

export type SynonymSet = Map<string, string>;

/** The rules a set may hold (MAX_SYNONYMS_SETS, which the service uses as the rules-per-set limit). */
export const MAX_RULES_PER_SET = 10_000;

/** The cluster's sets, made on first use (states written before the synonyms API have none). */
export function synonymSets(state: ClusterState): Map<string, SynonymSet> {
  return (state.synonymSets ??= new Map());
}

/** A set's rules ordered by rule id (the service's sort on the keyword field `id`: by code unit here, as for ASCII ids). */
export function rulesById(set: SynonymSet): { id: string; synonyms: string }[] {
  return [...set].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, synonyms]) => ({ id, synonyms }));
}

/** Splits as SolrSynonymParser does, dropping empty parts (SynonymRule.split). */
function split(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; ) {
    if (s.startsWith(sep, i)) {
      if (cur.length > 0) out.push(cur);
      cur = '';
      i += sep.length;
      continue;
    }
    if (s[i] === '\\') {
      cur += s[i++];
      if (i >= s.length) break;
    }
    cur += s[i++];
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

/** SynonymRule.validate: the rule's syntax, outside any analyzer; the message, or undefined when it is valid. */
export function ruleProblem(synonyms: string): string | undefined {
  if (synonyms.length === 0) return "[synonyms] field can't be empty";
  const bad = `Incorrect syntax for [synonyms]: [${synonyms}]`;
  const sides = split(synonyms, '=>');
  if (sides.length > 2) return `More than one explicit mapping specified in the same synonyms rule: [${synonyms}]`;
  // A side with nothing at all (`=> x`) is dropped by the split, so the rule reads as an equivalence, as in SynonymRule.
  if (sides.length === 2) {
    if (split(sides[0]!, ',').some((t) => t.trim().length === 0) || split(sides[1]!, ',').some((t) => t.trim().length === 0)) return bad;
    return undefined;
  }
  return split(synonyms, ',').some((t) => t.trim().length === 0) ? bad : undefined;
}

const SET_KEY = /^index\.analysis\.filter\.[^.]+\.synonyms_set(\.\d+)?$/;

/** The sets an index's filters name (`index.analysis.filter.<f>.synonyms_set`, a name or a list). */
export function setsNamedBy(settings: IndexState['settings']): string[] {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(settings)) if (SET_KEY.test(k)) for (const id of Array.isArray(v) ? v : [v]) out.add(id);
  return [...out];
}

/**
 * The rules of the sets an index names, as its analyzers load them now (Analysis.getReaderFromIndex reads
 * a set's rules in rule id order); undefined when it names none. A set that does not exist is left out.
 */
export function loadRules(state: ClusterState, settings: IndexState['settings']): Record<string, string[]> | undefined {
  const ids = setsNamedBy(settings);
  if (ids.length === 0) return undefined;
  const out: Record<string, string[]> = {};
  for (const id of ids) {
    const set = state.synonymSets?.get(id);
    if (set) out[id] = rulesById(set).map((r) => r.synonyms);
  }
  return out;
}
