/**
 * Index expressions as ES resolves them (`IndexNameExpressionResolver`): names, aliases, comma lists,
 * wildcards, `_all`, and `-` exclusions, with `ignore_unavailable` / `allow_no_indices` /
 * `expand_wildcards`.
 */
import { couldNotConvertToBoolean, indexNameStartsWithUnderscore, indexNotFound, invalidIndexName, isEsError, noValidExpandWildcard, type EsError } from './errors/index.ts';
import type { ClusterState } from './state.ts';
import type { Profile } from '../profiles.ts';

export interface ResolveOptions {
  ignoreUnavailable?: boolean;
  allowNoIndices?: boolean;
  /** open, closed, all, none (comma list). */
  expandWildcards?: string;
  /** Whether aliases may be named (delete index: no). */
  allowAliases?: boolean;
  /** Whether a data stream's name (or a wildcard over it) reaches its backing indices (default yes; delete and close: no). */
  dataStreams?: boolean;
  /**
   * Why the request's own options do not parse (IndicesOptions.fromRequest): the REST layer refuses them
   * before any name is resolved, so `resolveIndices` answers this first.
   */
  invalid?: EsError;
}

const WILDCARD_STATES = new Set(['open', 'closed', 'hidden', 'none', 'all']);

/** The error IndicesOptions.fromParameters raises for the request's options, in its order, if any. */
function optionsError(query: Record<string, string>): EsError | undefined {
  for (const w of splitExpr(query.expand_wildcards)) if (!WILDCARD_STATES.has(w)) return noValidExpandWildcard(w);
  for (const name of ['ignore_unavailable', 'allow_no_indices']) {
    const v = query[name];
    if (v !== undefined && v !== '' && v !== 'true' && v !== 'false') return couldNotConvertToBoolean(name, v);
  }
  return undefined;
}

/** A simple `*` wildcard match, as ES's Regex.simpleMatch. */
export function simpleMatch(pattern: string, s: string): boolean {
  if (!pattern.includes('*')) return pattern === s;
  const parts = pattern.split('*');
  if (!s.startsWith(parts[0])) return false;
  let pos = parts[0].length;
  for (let i = 1; i < parts.length - 1; i++) {
    const at = s.indexOf(parts[i], pos);
    if (at < 0) return false;
    pos = at + parts[i].length;
  }
  const last = parts[parts.length - 1];
  return s.length - pos >= last.length && s.endsWith(last);
}

/** Splits an expression list (`a,b`, or an already split array). */
export function splitExpr(expr: string | undefined): string[] {
  if (expr === undefined || expr === '') return [];
  return expr.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Resolves an expression to concrete index names (creation order), or the error ES gives. */
export function resolveIndices(state: ClusterState, profile: Profile, expr: string | undefined, opts: ResolveOptions = {}): string[] | EsError {
  if (opts.invalid) return opts.invalid;
  const allowNo = opts.allowNoIndices ?? true;
  const expand = (opts.expandWildcards ?? 'open').split(',');
  const wantOpen = expand.includes('open') || expand.includes('all');
  const wantClosed = expand.includes('closed') || expand.includes('all');
  const wantHidden = expand.includes('hidden') || expand.includes('all');
  const names = splitExpr(expr);
  const result = new Set<string>();
  const all = [...state.indices.values()];
  const streams = opts.dataStreams === false ? undefined : state.dataStreams;
  // A hidden index is reached by a wildcard only when asked (`expand_wildcards=hidden`), or by a pattern
  // that starts with a dot when its name does (IndexNameExpressionResolver.WildcardExpressionResolver).
  const wildcardOk = (i: { name: string; closed: boolean; settings: Record<string, string | string[]> }, pattern = '*') =>
    (i.closed ? wantClosed : wantOpen) && (wantHidden || i.settings['index.hidden'] !== 'true' || (pattern.startsWith('.') && i.name.startsWith('.')));
  /** The backing indices of the streams a wildcard reaches (hidden streams only when asked, or by a dot). */
  const streamIndices = (pattern: string): string[] => {
    const out: string[] = [];
    if (!streams) return out;
    for (const ds of streams.values()) {
      if (!simpleMatch(pattern, ds.name)) continue;
      if (ds.hidden && !wantHidden && !(pattern.startsWith('.') && ds.name.startsWith('.'))) continue;
      for (const b of ds.indices) if (wantOpen || state.indices.get(b)?.closed) out.push(b);
    }
    return out;
  };
  if (names.length === 0 || (names.length === 1 && (names[0] === '_all' || names[0] === '*'))) {
    for (const i of all) if (wildcardOk(i)) result.add(i.name);
    for (const b of streamIndices('*')) result.add(b);
    if (result.size === 0 && !allowNo) return indexNotFound(profile, names[0] ?? '_all');
    return result.size === 0 ? [] : all.filter((i) => result.has(i.name)).map((i) => i.name);
  }
  for (let n = 0; n < names.length; n++) {
    let name = names[n];
    if (name.startsWith('-') && n > 0) {
      name = name.slice(1);
      for (const i of all) if (simpleMatch(name, i.name)) result.delete(i.name);
      for (const i of all) for (const a of i.aliases.keys()) if (simpleMatch(name, a)) result.delete(i.name);
      if (streams) for (const ds of streams.values()) if (simpleMatch(name, ds.name)) for (const b of ds.indices) result.delete(b);
      continue;
    }
    // `<expr>::failures` (ES 8.19, 9.1+) names the failure indices of the streams `<expr>` reaches; `::data` the expression itself.
    const sel = selectorOf(profile, name);
    if (sel && isEsError(sel)) return sel;
    if (sel) {
      if (sel.selector === 'data') name = sel.base;
      else {
        const hits = failureIndicesOf(state, sel.base, wantHidden);
        for (const f of hits) result.add(f);
        // A stream whose failure store has no index yet names none: no error (its failure component is empty).
        if (hits.length === 0 && !sel.base.includes('*') && !state.indices.has(sel.base) && !state.dataStreams.has(sel.base) && !opts.ignoreUnavailable) return indexNotFound(profile, name);
        continue;
      }
    }
    if (name.includes('*')) {
      let matched = false;
      for (const b of streamIndices(name)) {
        result.add(b);
        matched = true;
      }
      for (const i of all) {
        if (simpleMatch(name, i.name) && wildcardOk(i, name)) {
          result.add(i.name);
          matched = true;
        }
        if (opts.allowAliases !== false) {
          for (const a of i.aliases.keys()) if (simpleMatch(name, a) && (i.closed ? wantClosed : wantOpen)) {
            result.add(i.name);
            matched = true;
          }
        }
      }
      if (!matched && !allowNo) return indexNotFound(profile, name);
      continue;
    }
    const idx = state.indices.get(name);
    if (idx) {
      result.add(name);
      continue;
    }
    const ds = streams?.get(name);
    if (ds) {
      for (const b of ds.indices) result.add(b);
      continue;
    }
    // An alias of data streams (ES ≥ 7.14) reaches every backing index of its streams.
    let viaStreamAlias = false;
    if (streams && opts.allowAliases !== false) {
      for (const d of streams.values()) if (d.aliases?.has(name)) {
        for (const b of d.indices) result.add(b);
        viaStreamAlias = true;
      }
    }
    if (viaStreamAlias) continue;
    let viaAlias = false;
    if (opts.allowAliases !== false) {
      for (const i of all) if (i.aliases.has(name)) {
        result.add(i.name);
        viaAlias = true;
      }
    }
    if (viaAlias) continue;
    if (opts.ignoreUnavailable) continue;
    if (name.startsWith('_') && name !== '_all') {
      return indexNameStartsWithUnderscore(name);
    }
    return indexNotFound(profile, name);
  }
  if (result.size === 0 && !allowNo) return indexNotFound(profile, expr ?? '');
  // Keep creation order, as ES's metadata iteration does for our purposes.
  return all.filter((i) => result.has(i.name)).map((i) => i.name);
}

/** Resolve options from the standard query parameters. */
export function resolveOptionsFrom(query: Record<string, string>, defaults: ResolveOptions = {}): ResolveOptions {
  const b = (v: string | undefined, d: boolean | undefined) => (v === undefined ? d : v === '' || v === 'true');
  const invalid = optionsError(query);
  return {
    ignoreUnavailable: b(query.ignore_unavailable, defaults.ignoreUnavailable),
    allowNoIndices: b(query.allow_no_indices, defaults.allowNoIndices),
    expandWildcards: query.expand_wildcards ?? defaults.expandWildcards,
    allowAliases: defaults.allowAliases,
    ...(defaults.dataStreams === false ? { dataStreams: false } : {}),
    ...(invalid ? { invalid } : {}),
  };
}

/** A name's selector (`::data`, `::failures`) where the version has them (the failure store, ES 8.19, 9.1+). */
function selectorOf(profile: Profile, name: string): { base: string; selector: 'data' | 'failures' } | EsError | undefined {
  if (!profile.dataStreamFailureStore) return undefined;
  const at = name.lastIndexOf('::');
  if (at < 0) return undefined;
  const selector = name.slice(at + 2);
  // IndexNameExpressionResolver.resolveAndValidateSelectorString: a suffix that is no selector is refused.
  if (selector !== 'data' && selector !== 'failures') return invalidIndexName(name, `invalid usage of :: separator, [${selector}] is not a recognized selector`);
  return { base: name.slice(0, at), selector };
}

/** The failure indices of the streams a name or pattern reaches (hidden streams by `hidden` or a leading dot). */
function failureIndicesOf(state: ClusterState, pattern: string, wantHidden: boolean): string[] {
  const out: string[] = [];
  for (const ds of state.dataStreams.values()) {
    if (!(pattern.includes('*') ? simpleMatch(pattern, ds.name) : pattern === ds.name)) continue;
    if (pattern.includes('*') && ds.hidden && !wantHidden && !(pattern.startsWith('.') && ds.name.startsWith('.'))) continue;
    out.push(...(ds.failureIndices ?? []));
  }
  return out;
}
