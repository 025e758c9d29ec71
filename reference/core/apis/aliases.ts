/**
 * Aliases: put, delete, get, exists, and the atomic `POST /_aliases` batch. The batch is computed on a
 * working copy and committed only when every action succeeded (spec rule 2: the swap is one request).
 */
import { blockedFor } from '../blocks.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  aliasActionIncomplete,
  aliasActionNotAnObject,
  aliasActionsOnePerObject,
  aliasEmpty,
  aliasesNotFound,
  aliasStreamsAndIndicesMixed,
  aliasesNotFoundResult,
  aliasesPartlyMissing,
  aliasIndicesEmpty,
  aliasNameClash,
  expressionMatchesAlias,
  isEsError,
  multipleWriteIndices,
  mustExistUnsupported,
  noAliasActions,
  unknownAliasAction,
  type EsError,
} from '../errors/index.ts';
import { aliasExists, type ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { validateAliasName } from '../names.ts';
import { resolveDateMathExpression, resolveDateMathName } from '../dateMath/indexNames.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import { readAliasMeta, renderAliases, type AliasMeta } from '../aliasMeta.ts';
import { aliasRoutingRefusal } from '../tsdb/refusals.ts';
import { aliasFilterLookupRefusal } from '../search/lookups/aliasFilterLookup.ts';
import { removeIndex } from './indices.ts';
import { ok, type Handler } from '../handler.ts';
import { parentStream } from '../dataStreams/types.ts';
import { addStreamAlias, aliasActionRefusal, commitStreamAliases, removeStreamAliases, renderStreamAliases, streamAliasTables, streamsNamed } from '../dataStreams/aliases.ts';

/** Removes the aliases matching any pattern from these indices' tables; how many went. */
function removeFrom(tables: Map<string, Map<string, AliasMeta>>, indices: readonly string[], patterns: readonly string[]): number {
  let matched = 0;
  for (const n of indices) {
    const t = tables.get(n)!;
    for (const existing of [...t.keys()]) {
      if (patterns.some((p) => p === '_all' || simpleMatch(p, existing))) {
        t.delete(existing);
        matched++;
      }
    }
  }
  return matched;
}

/** Checks that each alias has at most one write index, in the proposed alias tables. */
function checkWriteIndices(tables: Map<string, Map<string, AliasMeta>>): EsError | undefined {
  const writers = new Map<string, string[]>();
  for (const [index, aliases] of tables) {
    for (const [alias, meta] of aliases) {
      if (meta.is_write_index === true) writers.set(alias, [...(writers.get(alias) ?? []), index]);
    }
  }
  for (const [alias, list] of writers) {
    if (list.length > 1) return multipleWriteIndices(alias, list);
  }
  return undefined;
}

function aliasTables(state: ClusterState): Map<string, Map<string, AliasMeta>> {
  const t = new Map<string, Map<string, AliasMeta>>();
  for (const idx of state.indices.values()) t.set(idx.name, new Map(idx.aliases));
  return t;
}

function commit(state: ClusterState, tables: Map<string, Map<string, AliasMeta>>): void {
  for (const [name, aliases] of tables) {
    const idx = state.indices.get(name);
    if (idx) idx.aliases = aliases;
  }
}

function ack(profile: Profile): JsonObject {
  return profile.aliasesErrorsFlag ? { acknowledged: true, errors: false } : { acknowledged: true };
}

/**
 * TransportIndicesAliasesAction's block check: metadata writes on the indices the actions name as sent,
 * before they are resolved (so a wildcard or an alias there meets no block, as in ES).
 */
function aliasBlocks(state: ClusterState, profile: Profile, exprs: Array<string | undefined>) {
  const named = new Set(exprs.flatMap((e) => splitExpr(e)));
  return blockedFor(profile, [...named].flatMap((n) => state.indices.get(n) ?? []), 'metadata_write');
}

/**
 * PUT /{index}/_alias/{name}, and the forms that take the index, the alias or both from the body
 * (`PUT /_alias/{name}`, `PUT /{index}/_alias`, `PUT /_alias`): a body's `index` and `alias` win over
 * the path's, as in ES's RestIndexPutAliasAction.
 */
export const putAlias: Handler = (state, req, env) => {
  const profile = env.profile;
  const fromBody = (k: string): string | undefined => (isObject(req.body) && typeof req.body[k] === 'string' ? (req.body[k] as string) : undefined);
  const indexExpr = fromBody('index') ?? req.parts.index;
  if (indexExpr === undefined || splitExpr(indexExpr).length === 0) return aliasIndicesEmpty();
  const given = fromBody('alias') ?? req.parts.name;
  if (given === undefined || given.trim() === '') return aliasEmpty();
  const alias = profile.aliasDateMath ? resolveDateMathName(given, env.now, profile) : given;
  if (isEsError(alias)) return alias;
  const blocked = aliasBlocks(state, profile, [indexExpr]);
  if (blocked) return blocked;
  const bad = validateAliasName(alias, profile);
  if (bad) return bad;
  const refused = aliasActionRefusal(state, profile, [indexExpr]);
  if (refused) return refused;
  const streams = profile.dataStreamAliases ? streamsNamed(state, [indexExpr]) : undefined;
  if (streams) {
    // An alias of data streams (ES ≥ 7.14): kept on the streams, not on their backing indices.
    const tables = streamAliasTables(state);
    addStreamAlias(tables, streams, alias, isObject(req.body) ? req.body : {}, profile.dataStreamAliasSharedFilter);
    commitStreamAliases(state, tables);
    return ok(ack(profile));
  }
  const names = resolveIndices(state, profile, indexExpr, resolveOptionsFrom(req.query, { allowNoIndices: false, dataStreams: false }));
  if (isEsError(names)) return names;
  const clash = state.indices.get(alias);
  if (clash) return aliasNameClash(profile, alias, clash.uuid);
  const body = isObject(req.body) ? { ...req.body } : undefined;
  if (body) {
    delete body.index;
    delete body.alias;
    delete body.indices;
  }
  const meta = readAliasMeta(body as Json);
  if (isEsError(meta)) return meta;
  const lookup = names.length > 0 ? aliasFilterLookupRefusal(alias, meta.filter) : undefined;
  if (lookup) return lookup;
  // A time series index takes no alias routing (IndexMode.TIME_SERIES.validateAlias).
  const routed = aliasRoutingRefusal(profile, names.map((n) => state.indices.get(n)!), meta);
  if (routed) return routed;
  const tables = aliasTables(state);
  for (const n of names) tables.get(n)!.set(alias, meta);
  const err = checkWriteIndices(tables);
  if (err) return err;
  commit(state, tables);
  return ok(ack(profile));
};

/** DELETE /{index}/_alias/{name} */
export const deleteAlias: Handler = (state, req, env) => {
  const blocked = aliasBlocks(state, env.profile, [req.parts.index]);
  if (blocked) return blocked;
  const patterns = splitExpr(req.parts.name);
  const streams = env.profile.dataStreamAliases ? streamsNamed(state, [req.parts.index]) : undefined;
  if (streams) {
    const st = streamAliasTables(state);
    if (removeStreamAliases(st, streams, patterns) === 0) return aliasesNotFound(patterns);
    commitStreamAliases(state, st);
    return ok(ack(env.profile));
  }
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { dataStreams: false }));
  if (isEsError(names)) return names;
  const tables = aliasTables(state);
  let removed = 0;
  for (const n of names) {
    const t = tables.get(n)!;
    for (const a of [...t.keys()]) {
      if (patterns.some((p) => p === '_all' || p === '*' || simpleMatch(p, a))) {
        t.delete(a);
        removed++;
      }
    }
  }
  if (removed === 0) return aliasesNotFound(patterns);
  commit(state, tables);
  return ok(ack(env.profile));
};

/** GET /_alias, /{index}/_alias, /_alias/{name}, /{index}/_alias/{name} */
export const getAlias: Handler = (state, req, env) => {
  // Closed indices keep their aliases and are listed (ES 6 `RestGetAliasesAction`).
  // Streams named in the index expression list their own aliases; the rest resolves as indices.
  const named = splitExpr(req.parts.index);
  const streamNames = named.filter((n) => state.dataStreams.has(n));
  const rest = named.filter((n) => !state.dataStreams.has(n));
  const names = streamNames.length > 0 && rest.length === 0 ? [] : resolveIndices(state, env.profile, rest.length > 0 ? rest.join(',') : req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'all', dataStreams: false }));
  if (isEsError(names)) return names;
  const patterns = splitExpr(req.parts.name);
  const matchAll = patterns.length === 0 || patterns.includes('_all') || patterns.includes('*');
  const matches = (a: string) => matchAll || patterns.some((p) => simpleMatch(p, a));
  const out: JsonObject = {};
  const seen = new Set<string>();
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const aliases = renderAliases(idx, matches);
    for (const a of Object.keys(aliases)) seen.add(a);
    if (matchAll && req.parts.name === undefined) out[n] = { aliases };
    else if (Object.keys(aliases).length > 0) out[n] = { aliases };
  }
  const streams = req.parts.index === undefined ? [...state.dataStreams.values()] : (streamsNamed(state, [req.parts.index]) ?? []);
  for (const ds of streams) {
    const aliases = renderStreamAliases(ds, matches);
    for (const a of Object.keys(aliases)) seen.add(a);
    if (Object.keys(aliases).length > 0 || streamNames.includes(ds.name)) out[ds.name] = { aliases };
  }
  if (!matchAll) {
    const missing = patterns.filter((p) => !p.includes('*') && !seen.has(p)).sort();
    if (missing.length > 0) {
      return aliasesPartlyMissing(missing, out);
    }
  }
  return ok(out);
};

/** HEAD /_alias/{name}, /{index}/_alias/{name} */
export const aliasExistsApi: Handler = (state, req, env) => {
  const r = getAlias(state, req, env);
  if (isEsError(r) || r.status !== 200) return { status: 404 };
  return { status: Object.keys(r.body as JsonObject).length > 0 ? 200 : 404 };
};

interface Action {
  kind: 'add' | 'remove' | 'remove_index';
  indices: string[];
  aliases: string[];
  meta: AliasMeta;
  mustExist?: boolean;
  raw: JsonObject;
}

function listOf(o: JsonObject, one: string, many: string): string[] | undefined {
  if (o[one] !== undefined) return Array.isArray(o[one]) ? (o[one] as Json[]).map(String) : [String(o[one])];
  if (o[many] !== undefined) return Array.isArray(o[many]) ? (o[many] as Json[]).map(String) : [String(o[many])];
  return undefined;
}

function parseActions(body: Json | undefined): Action[] | EsError {
  if (!isObject(body) || body.actions === undefined) return noAliasActions();
  const raw = body.actions;
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) return noAliasActions();
  const out: Action[] = [];
  for (const item of list) {
    if (!isObject(item) || Object.keys(item).length !== 1) {
      return aliasActionsOnePerObject();
    }
    const kind = Object.keys(item)[0];
    if (kind !== 'add' && kind !== 'remove' && kind !== 'remove_index') {
      return unknownAliasAction(kind);
    }
    const spec = item[kind];
    if (!isObject(spec)) return aliasActionNotAnObject(kind);
    const indices = listOf(spec, 'index', 'indices');
    const aliases = kind === 'remove_index' ? [] : listOf(spec, 'alias', 'aliases');
    const noIndices = !indices || indices.length === 0;
    const noAliases = kind !== 'remove_index' && (!aliases || aliases.length === 0);
    if (noIndices || noAliases) return aliasActionIncomplete(noIndices, noAliases);
    if (spec.must_exist !== undefined && kind !== 'remove') {
      return mustExistUnsupported(kind);
    }
    const metaSrc: JsonObject = { ...spec };
    for (const k of ['index', 'indices', 'alias', 'aliases', 'must_exist']) delete metaSrc[k];
    const meta = kind === 'add' ? readAliasMeta(metaSrc) : {};
    if (isEsError(meta)) return meta;
    out.push({ kind, indices: indices!, aliases: aliases ?? [], meta, mustExist: spec.must_exist === true, raw: spec });
  }
  return out;
}

/** POST /_aliases: remove_index actions first, then add/remove in order, all or nothing. */
export const updateAliases: Handler = (state, req, env) => {
  const profile = env.profile;
  const actions = parseActions(req.body);
  if (isEsError(actions)) return actions;
  // Every action's indices go through the index name resolver, date math included (TransportIndicesAliasesAction
  // resolves them with IndexNameExpressionResolver.concreteIndices, whose DateMathExpressionResolver reads
  // `<logs-{now/d}>`), as the path's index names do (dateMath/requestNames.ts).
  for (const a of actions) {
    const indices: string[] = [];
    for (const expr of a.indices) {
      const r = resolveDateMathExpression(expr, env.now, profile);
      if (isEsError(r)) return r;
      indices.push(r);
    }
    a.indices = indices;
  }
  const blocked = aliasBlocks(state, profile, actions.map((a) => a.indices.join(',')));
  if (blocked) return blocked;
  for (const a of actions) {
    if (a.kind !== 'add') continue;
    // An added alias's name may be date math where the version resolves it (TransportIndicesAliasesAction, ES ≥ 7.13).
    const resolved: string[] = [];
    for (const alias of a.aliases) {
      const name = profile.aliasDateMath ? resolveDateMathName(alias, env.now, profile) : alias;
      if (isEsError(name)) return name;
      const bad = validateAliasName(name, profile);
      if (bad) return bad;
      resolved.push(name);
    }
    a.aliases = resolved;
  }
  const deleted = new Set<string>();
  for (const a of actions.filter((x) => x.kind === 'remove_index')) {
    for (const expr of a.indices) {
      if (!expr.includes('*') && !state.indices.has(expr)) {
        const viaAlias = aliasExists(state, expr);
        if (viaAlias) return expressionMatchesAlias(expr);
      }
      const names = resolveIndices(state, profile, expr, { allowAliases: false });
      if (isEsError(names)) return names;
      for (const n of names) deleted.add(n);
    }
  }
  const tables = aliasTables(state);
  const streamTables = streamAliasTables(state);
  for (const d of deleted) tables.delete(d);
  let concrete = deleted.size;
  const missingRemovals: string[] = [];
  // What each action resolved to, as its `action_results` entry prints it (AliasActionResult: the streams, or the indices).
  const resolvedOf = new Map<Action, string[]>();
  for (const a of actions) {
    if (a.kind === 'remove_index') continue;
    const refused = aliasActionRefusal(state, profile, a.indices);
    if (refused) return refused;
    const streams = profile.dataStreamAliases ? streamsNamed(state, a.indices) : undefined;
    const indices: string[] = [];
    if (streams) {
      // Aliases of data streams (ES ≥ 7.14), in the same all-or-nothing batch. The regular indices the same
      // expressions match (never backing indices, which are hidden) refuse an add; a remove goes on to them.
      const others = a.indices.flatMap((x) => splitExpr(x)).filter((e) => !state.dataStreams.has(e));
      const plain = others.length > 0 ? resolveIndices(state, profile, others.join(','), { allowNoIndices: true, dataStreams: false, allowAliases: false }) : [];
      if (isEsError(plain)) return plain;
      const regular = plain.filter((n) => !deleted.has(n) && !parentStream(state.dataStreams, n));
      if (a.kind === 'add' && regular.length > 0) return aliasStreamsAndIndicesMixed(a.indices);
      if (a.kind === 'add') for (const alias of a.aliases) addStreamAlias(streamTables, streams, alias, a.raw, profile.dataStreamAliasSharedFilter);
      const n = a.kind === 'add' ? streams.length : removeStreamAliases(streamTables, streams, a.aliases);
      concrete += n;
      resolvedOf.set(a, streams.map((d) => d.name));
      if (a.kind === 'add' || regular.length === 0) {
        if (n === 0) {
          if (a.mustExist) return aliasesNotFound(a.aliases);
          missingRemovals.push(...a.aliases);
        }
        continue;
      }
      // TransportIndicesAliasesAction: "only when adding new aliases, matching both ... is disallowed".
      indices.push(...regular);
      const matched = removeFrom(tables, regular, a.aliases);
      concrete += matched;
      resolvedOf.get(a)!.push(...regular);
      if (matched + n === 0) {
        if (a.mustExist) return aliasesNotFound(a.aliases);
        missingRemovals.push(...a.aliases);
      }
      continue;
    }
    for (const expr of a.indices) {
      const names = resolveIndices(state, profile, expr, { allowNoIndices: true, dataStreams: false });
      if (isEsError(names)) return names;
      for (const n of names) if (!deleted.has(n)) indices.push(n);
    }
    resolvedOf.set(a, [...indices]);
    if (a.kind === 'add') {
      for (const alias of a.aliases) {
        if (tables.has(alias)) return aliasNameClash(profile, alias, state.indices.get(alias)?.uuid ?? '_na_');
        const lookup = indices.length > 0 ? aliasFilterLookupRefusal(alias, a.meta.filter) : undefined;
        if (lookup) return lookup;
        for (const n of indices) {
          tables.get(n)!.set(alias, a.meta);
          concrete++;
        }
      }
    } else {
      const matched = removeFrom(tables, indices, a.aliases);
      concrete += matched;
      if (matched === 0) {
        if (a.mustExist) return aliasesNotFound(a.aliases);
        missingRemovals.push(...a.aliases);
      }
    }
  }
  if (concrete === 0) return aliasesNotFound(actions.flatMap((a) => a.aliases));
  const err = checkWriteIndices(tables);
  if (err) return err;
  for (const d of deleted) removeIndex(state, d);
  commit(state, tables);
  commitStreamAliases(state, streamTables);
  if (profile.aliasesErrorsFlag && missingRemovals.length > 0) {
    return ok({
      acknowledged: true,
      errors: true,
      action_results: actions.map((a) => {
        const r: JsonObject = { action: { type: a.kind, indices: [...(resolvedOf.get(a) ?? a.indices)].sort(), aliases: a.aliases }, status: 200 };
        if (a.kind === 'remove' && a.aliases.every((x) => missingRemovals.includes(x))) {
          r.status = 404;
          r.error = aliasesNotFoundResult(a.aliases);
        }
        return r;
      }),
    });
  }
  return ok(ack(profile));
};
