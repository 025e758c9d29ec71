/**
 * The synonyms API (ES 8.10+, rest/action/synonyms and action/synonyms): sets of rules the cluster keeps and
 * synonym filters read through `synonyms_set`. Every change reloads the analyzers that use the set in every
 * open index and reports it as `reload_analyzers_details` (SynonymUpdateResponse); ES 9's `refresh=false`
 * skips that. A set in use by an index cannot be deleted.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { ok, type ApiRequest, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import {
  isEsError, synonymRuleNotFound, synonymRuleNotFoundInSet, synonymsBodyUnparsable, synonymsRequestInvalid, synonymsSetFull,
  synonymsSetInUse, synonymsSetNotFound, synonymsSetTooLarge, type EsError,
} from '../errors/index.ts';
import { intParam } from '../params.ts';
import { MAX_RULES_PER_SET, ruleProblem, rulesById, synonymSets, type SynonymSet } from '../synonyms/sets.ts';
import { openIndices, reloadAnalyzers } from '../synonyms/reload.ts';
import { reached } from './flush.ts';
import { ensureSynonymsIndex } from '../synonyms/systemIndex.ts';

/** The most results a page may reach (AbstractSynonymsPagedResultAction.MAX_SYNONYMS_RESULTS). */
const MAX_RESULTS = 10_000;

/** `from` and `size` (RestGetSynonymsAction: 0 and 10), checked as the request's validate() does. */
function page(req: ApiRequest, profile: Profile): { from: number; size: number } | EsError {
  const from = intParam(req.query, 'from', 0);
  if (isEsError(from)) return from;
  const size = intParam(req.query, 'size', 10);
  if (isEsError(size)) return size;
  const problems: string[] = [];
  if (from < 0) problems.push('[from] must be a positive integer');
  if (size < 0) problems.push('[size] must be a positive integer');
  if (profile.synonymsResultWindow && from + size > MAX_RESULTS) problems.push(`Too many results to retrieve. [from] + [size] must be less than or equal to ${MAX_RESULTS}`);
  return problems.length > 0 ? synonymsRequestInvalid(problems) : { from, size };
}

/** A rule of a request body (SynonymRule's parser: `synonyms` a string, `id` a string or null, nothing else). */
function parseRule(v: Json): { id?: string; synonyms: string } | undefined {
  if (!isObject(v) || typeof v.synonyms !== 'string') return undefined;
  if (Object.keys(v).some((k) => k !== 'synonyms' && k !== 'id')) return undefined;
  if (v.id !== undefined && v.id !== null && typeof v.id !== 'string') return undefined;
  return { synonyms: v.synonyms, ...(typeof v.id === 'string' ? { id: v.id } : {}) };
}

/** The body as sent, for the parse failure's message. */
const sent = (req: ApiRequest): string => req.rawBody ?? JSON.stringify(req.body ?? null);

/** The answer of a change: its result, then the reload of the analyzers that use the set (unless `refresh=false`, ES 9). */
function changed(state: ClusterState, req: ApiRequest, profile: Profile, setId: string, result: 'created' | 'updated' | 'deleted') {
  const body: JsonObject = { result };
  if (req.query.refresh !== 'false') body.reload_analyzers_details = reloadAnalyzers(state, profile, openIndices(state), setId, false).body;
  return ok(body, result === 'created' ? 201 : 200);
}

/** PUT /_synonyms/{id}: replaces the set's rules (a rule without an id gets a generated one). */
export const putSynonymsSet: Handler = (state, req, env) => {
  const id = req.parts.id!;
  const body = req.body;
  const list = isObject(body) && Object.keys(body).every((k) => k === 'synonyms_set') ? body.synonyms_set : undefined;
  // ObjectParser takes a single object where it declares an array of them.
  const items = Array.isArray(list) ? list : isObject(list) ? [list] : undefined;
  const rules = items?.map(parseRule);
  if (!rules || rules.some((r) => r === undefined)) return synonymsBodyUnparsable(sent(req));
  const problems = rules.map((r) => ruleProblem(r!.synonyms)).filter((p): p is string => p !== undefined);
  if (problems.length > 0) return synonymsRequestInvalid(problems);
  if (rules.length > MAX_RULES_PER_SET) return synonymsSetTooLarge(MAX_RULES_PER_SET);
  ensureSynonymsIndex(state, env);
  const sets = synonymSets(state);
  const created = !sets.has(id);
  const set: SynonymSet = new Map();
  for (const r of rules) set.set(r!.id ?? env.newDocId(), r!.synonyms);
  sets.set(id, set);
  return changed(state, req, env.profile, id, created ? 'created' : 'updated');
};

/** GET /_synonyms/{id}: the set's rules by id, a page of them, and how many there are. */
export const getSynonymsSet: Handler = (state, req, env) => {
  const p = page(req, env.profile);
  if (isEsError(p)) return p;
  const set = state.synonymSets?.get(req.parts.id!);
  if (!set) return synonymsSetNotFound(req.parts.id!);
  return ok({ count: set.size, synonyms_set: rulesById(set).slice(p.from, p.from + p.size) });
};

/** DELETE /_synonyms/{id}: refused while an open index's analyzers use the set. */
export const deleteSynonymsSet: Handler = (state, req, env) => {
  const id = req.parts.id!;
  const using = reloadAnalyzers(state, env.profile, openIndices(state), id, true).indices;
  if (using.length > 0) return synonymsSetInUse(id, using);
  if (!state.synonymSets?.delete(id)) return synonymsSetNotFound(id);
  return ok({ acknowledged: true });
};

/** GET /_synonyms: the sets with rules (a terms aggregation over the rules), by set id, with their rule counts. */
export const listSynonymsSets: Handler = (state, req, env) => {
  const p = page(req, env.profile);
  if (isEsError(p)) return p;
  const all = [...(state.synonymSets ?? [])].filter(([, set]) => set.size > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return ok({ count: all.length, results: all.slice(p.from, p.from + p.size).map(([id, set]) => ({ synonyms_set: id, count: set.size })) });
};

/** PUT /_synonyms/{set_id}/{rule_id}: adds or replaces one rule of an existing set. */
export const putSynonymRule: Handler = (state, req, env) => {
  const { set_id: setId, rule_id: ruleId } = req.parts as { set_id: string; rule_id: string };
  const body = req.body;
  const rule = isObject(body) ? parseRule(body) : undefined;
  if (!rule) return synonymsBodyUnparsable(sent(req));
  const problem = ruleProblem(rule.synonyms);
  if (problem) return synonymsRequestInvalid([problem]);
  const set = state.synonymSets?.get(setId);
  if (!set) return synonymsSetNotFound(setId);
  const created = !set.has(ruleId);
  // The rule being replaced is not counted, so a full set's rules can still be updated.
  if (created && set.size >= MAX_RULES_PER_SET) return synonymsSetFull(MAX_RULES_PER_SET);
  set.set(ruleId, rule.synonyms);
  return changed(state, req, env.profile, setId, created ? 'created' : 'updated');
};

/** GET /_synonyms/{set_id}/{rule_id} */
export const getSynonymRule: Handler = (state, req) => {
  const { set_id: setId, rule_id: ruleId } = req.parts as { set_id: string; rule_id: string };
  const set = state.synonymSets?.get(setId);
  if (!set) return synonymsSetNotFound(setId);
  const synonyms = set.get(ruleId);
  if (synonyms === undefined) return synonymRuleNotFound(ruleId);
  return ok({ id: ruleId, synonyms });
};

/** DELETE /_synonyms/{set_id}/{rule_id}: the set stays, possibly empty. */
export const deleteSynonymRule: Handler = (state, req, env) => {
  const { set_id: setId, rule_id: ruleId } = req.parts as { set_id: string; rule_id: string };
  const set = state.synonymSets?.get(setId);
  if (!set) return synonymsSetNotFound(setId);
  if (!set.delete(ruleId)) return synonymRuleNotFoundInSet(ruleId, setId);
  return changed(state, req, env.profile, setId, 'deleted');
};

/**
 * GET|POST /{index}/_reload_search_analyzers (RestReloadAnalyzersAction): reloads every reloadable analyzer
 * of the open indices named, each detailed even when it has none (with `resource`, only those reading it).
 */
export const reloadSearchAnalyzers: Handler = (state, req, env) => {
  const counted = reached(state, req, env.profile);
  if (!Array.isArray(counted)) return counted;
  return ok(reloadAnalyzers(state, env.profile, counted.map((c) => state.indices.get(c.index)!), req.query.resource, false).body);
};
