/**
 * `synonym_graph` (Lucene's SynonymGraphFilter) and `synonym` (SynonymFilter): the longest rule input
 * matching at each token is replaced by its outputs. The graph filter gives every output path its own
 * nodes between the match's start and end (SynonymGraphFilter.bufferOutputTokens), so a one-token
 * output over several input tokens spans them (positionLength); the flat filter stacks output token k
 * on the k-th input token from the match's start (see flat).
 */
import { badAnalysisSetting, isEsError, synonymsSetNotFound, synonymsSetNotSearchTime, synonymsSetRulesUnbuildable, type EsError } from '../../errors/index.ts';
import { filter, type BuildContext, type TokenFilterFactory } from '../components.ts';
import { bool, str, type Params } from '../params.ts';
import type { Stream, Tok } from '../token.ts';
import { runChain } from '../chain.ts';
import { parseSynonyms, type SynonymMap } from './synonymRules.ts';
import { settingFile } from '../fileSettings.ts';
import { fileLines } from '../configFiles.ts';

const SEP = '\u0000';

/** The longest input of the map starting at token i, with its outputs. */
function longestMatch(map: SynonymMap, maxLen: number, tokens: Tok[], i: number, fold: boolean): { len: number; outputs: string[][]; keepOrig: boolean } | undefined {
  let best: { len: number; outputs: string[][]; keepOrig: boolean } | undefined;
  let key = '';
  for (let n = 1; n <= maxLen && i + n <= tokens.length; n++) {
    const t = tokens[i + n - 1];
    if (n > 1 && t.posInc !== 1) break;
    const term = fold ? t.term.toLowerCase() : t.term;
    key = n === 1 ? term : `${key}${SEP}${term}`;
    const outs = map.get(key);
    if (outs) best = { len: n, outputs: outs.outputs, keepOrig: outs.keepOrig };
  }
  return best;
}

function graph(map: SynonymMap, maxLen: number, s: Stream, fold: boolean): Stream {
  const out: Tok[] = [];
  let lastNodeOut = -1;
  let nextNodeOut = 0;
  const emit = (t: Tok, startNode: number, endNode: number): void => {
    out.push({ ...t, posInc: startNode - lastNodeOut, posLen: endNode - startNode });
    lastNodeOut = startNode;
  };
  const tokens = s.tokens;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    const m = t.keyword ? undefined : longestMatch(map, maxLen, tokens, i, fold);
    // Holes (removed tokens) before this one advance the graph's nodes too.
    if (t.posInc > 1) nextNodeOut += t.posInc - 1;
    if (!m || (t.posInc === 0 && i > 0)) {
      const start = t.posInc === 0 && i > 0 ? lastNodeOut : nextNodeOut;
      emit(t, start, start + Math.max(1, t.posLen));
      nextNodeOut = Math.max(nextNodeOut, start + 1);
      i++;
      continue;
    }
    const last = tokens[i + m.len - 1];
    const base: Tok = { term: '', posInc: 1, posLen: 1, start: t.start, end: last.end, type: 'SYNONYM', keyword: false };
    // SynonymGraphFilter.bufferOutputTokens: node numbers for every path, the original tokens last.
    let totalPathNodes = m.keepOrig ? m.len - 1 : 0;
    for (const p of m.outputs) totalPathNodes += p.length - 1;
    const startNode = nextNodeOut;
    const endNode = startNode + totalPathNodes + 1;
    let newNodeCount = 0;
    const firstEnds: number[] = [];
    for (const path of m.outputs) {
      const pathEnd = path.length === 1 ? endNode : nextNodeOut + newNodeCount + 1;
      if (path.length > 1) newNodeCount += path.length - 1;
      firstEnds.push(pathEnd);
      emit({ ...base, term: path[0] }, startNode, pathEnd);
    }
    let origEnd = endNode;
    if (m.keepOrig) {
      origEnd = m.len === 1 ? endNode : nextNodeOut + newNodeCount + 1;
      emit(t, startNode, origEnd);
    }
    m.outputs.forEach((path, p) => {
      let node = firstEnds[p];
      for (let k = 1; k < path.length; k++) {
        const end = k === path.length - 1 ? endNode : node + 1;
        emit({ ...base, term: path[k] }, node, end);
        node = end;
      }
    });
    if (m.keepOrig) {
      let node = origEnd;
      for (let k = 1; k < m.len; k++) {
        const end = k === m.len - 1 ? endNode : node + 1;
        emit(tokens[i + k], node, end);
        node = end;
      }
    }
    nextNodeOut = endNode;
    i += m.len;
  }
  return { ...s, tokens: out };
}

/**
 * SynonymFilter: a match's output token k goes to the k-th input slot from the match's start, so an output
 * longer than its input overlays the input tokens that follow (`foo two three` with `foo, bar baz` gives
 * foo/bar, two/baz, three: the "sausage" the graph filter was written to avoid), and what is left past the
 * last input token follows it. At each slot: the input token when unmatched or kept, then the outputs, the
 * first at a new position only when no input was emitted there. A one-token output spans the match when the
 * originals are kept and ends where the match ends; an output token of a longer path takes the offsets of its
 * slot's input (PendingOutputs' endOffset -1), past the end those of the last input token.
 */
function flat(map: SynonymMap, maxLen: number, s: Stream, fold: boolean): Stream {
  const tokens = s.tokens;
  type Pending = { term: string; posLen: number; end: number };
  const outputs: Pending[][] = [];
  const emitInput: boolean[] = [];
  const at = (k: number): Pending[] => (outputs[k] ??= []);
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    const m = t.keyword ? undefined : longestMatch(map, maxLen, tokens, i, fold);
    if (!m) {
      emitInput[i] = true;
      i++;
      continue;
    }
    const matchEnd = tokens[i + m.len - 1].end;
    for (let k = 0; k < m.len; k++) emitInput[i + k] = m.keepOrig;
    for (const path of m.outputs) {
      path.forEach((term, k) => at(i + k).push(path.length === 1 ? { term, posLen: m.keepOrig ? m.len : 1, end: matchEnd } : { term, posLen: 1, end: -1 }));
    }
    i += m.len;
  }
  const out: Tok[] = [];
  const last = tokens[tokens.length - 1];
  for (let k = 0; k < Math.max(tokens.length, outputs.length); k++) {
    const input = tokens[k];
    let posInc = input ? input.posInc : 1;
    if (input && emitInput[k]) {
      out.push(input);
      posInc = 0;
    }
    for (const o of outputs[k] ?? []) {
      const start = input ? input.start : last.start;
      const end = o.end >= 0 ? o.end : input ? input.end : last.end;
      out.push({ term: o.term, posInc, posLen: o.posLen, start, end, type: 'SYNONYM', keyword: false });
      posInc = 0;
    }
  }
  return { ...s, tokens: out };
}

/** The analyzer the rules are read with: the chain before the filter (ES's chain-aware synonym factory). */
function ruleAnalyzer(ctx: BuildContext): (text: string) => string[] | string {
  const before = ctx.before;
  if (!before) return (text) => text.split(/\s+/).filter(Boolean);
  const chain = { name: 'synonyms', charFilters: before.charFilters, tokenizer: before.tokenizer, filters: before.filters, positionIncrementGap: 0, offsetGap: 1, custom: true };
  return (text) => {
    const toks = runChain(chain, text).tokens;
    const bad = toks.find((x, k) => k > 0 && x.posInc !== 1);
    if (bad) return `term: ${text} analyzed to a token (${bad.term}) with position increment != 1 (got: ${bad.posInc})`;
    return toks.map((x) => x.term);
  };
}

/** The setting's value as a list (a string, or a list in the settings' flat form). */
function names(v: Params[string]): string[] {
  return Array.isArray(v) ? v.map(String) : v === undefined || v === null ? [] : [String(v)];
}

/**
 * The rules a filter reads: inline (`synonyms`), or from synonyms sets (`synonyms_set`, ES 8.10+:
 * SynonymsSource.INDEX, only for `updateable` filters). A set's rules are those the index loaded
 * (BuildContext.synonymSets); without them (an analysis only checked) ES reads none. A set the index
 * could not find gives no rules when the filter is lenient in versions with #125659, else the error
 * that fails the index's shards.
 */
function rulesOf(p: Params, ctx: BuildContext, lenient: boolean): { rules: string[]; sets: string[] } | EsError {
  if (p.synonyms !== undefined) return { rules: names(p.synonyms), sets: [] };
  if (p.synonyms_set !== undefined && ctx.profile.synonymsApi) {
    if (!(bool(p, 'updateable', false) ?? false)) return synonymsSetNotSearchTime();
    const sets = names(p.synonyms_set);
    const rules: string[] = [];
    for (const id of sets) {
      const loaded = ctx.synonymSets?.[id];
      if (loaded) rules.push(...loaded);
      else if (ctx.synonymSets && !(lenient && ctx.profile.synonymsSetLenientOnMissing)) return synonymsSetNotFound(id);
    }
    return { rules, sets };
  }
  if (p.synonyms_path !== undefined) {
    // SynonymsSource.LOCAL_FILE: the file's lines as the parser reads them (it skips blank and `#` lines).
    // A reload reads the file again for an updateable filter; the others keep what their index read.
    const from = ctx.reloading && (bool(p, 'updateable', false) ?? false) ? { ...ctx, config: ctx.reloading } : ctx;
    const text = settingFile(from, 'synonyms_path_path', str(p, 'synonyms_path')!, true);
    return typeof text === 'string' ? { rules: fileLines(text), sets: [] } : text;
  }
  return synonymSourceCheck(p, ctx)!;
}

/**
 * What SynonymTokenFilterFactory's constructor checks of a filter no analyzer uses (SynonymsSource.fromSettings):
 * that its rules have a source. The rules themselves (a file, a set, their syntax) are read per analyzer.
 */
export function synonymSourceCheck(p: Params, ctx: BuildContext): EsError | undefined {
  if (p.synonyms !== undefined || p.synonyms_path !== undefined || (p.synonyms_set !== undefined && ctx.profile.synonymsApi)) return undefined;
  return badAnalysisSetting(ctx.profile.synonymsApi ? 'synonym requires either `synonyms`, `synonyms_set` or `synonyms_path` to be configured' : 'synonym requires either `synonyms` or `synonyms_path` to be configured');
}

function synonymFactory(graphMode: boolean): TokenFilterFactory {
  return (p: Params, ctx) => {
    const updateable = bool(p, 'updateable', false) ?? false;
    // An updateable filter is lenient unless told otherwise for indices from 8.16 (LENIENT_UPDATEABLE_SYNONYMS).
    const lenient = bool(p, 'lenient', updateable && ctx.profile.updateableSynonymsLenient) ?? false;
    const source = rulesOf(p, ctx, lenient);
    if (isEsError(source)) return source;
    const format = str(p, 'format') === 'wordnet' ? 'wordnet' : 'solr';
    const expand = bool(p, 'expand', true) ?? true;
    const ignoreCase = bool(p, 'ignore_case', false) ?? false;
    const analyze = ruleAnalyzer(ctx);
    const map = parseSynonyms(source.rules, format, expand, ignoreCase ? (t) => {
      const r = analyze(t);
      return typeof r === 'string' ? r : r.map((x) => x.toLowerCase());
    } : analyze, lenient);
    if ('message' in map) {
      return source.sets.length > 0 ? synonymsSetRulesUnbuildable(source.sets.join(','), map.message) : badAnalysisSetting(`failed to build synonyms: ${map.message}`);
    }
    let maxLen = 1;
    for (const k of map.keys()) maxLen = Math.max(maxLen, k.split(SEP).length);
    const f = filter(ctx.name, (s) => (graphMode ? graph(map, maxLen, s, ignoreCase) : flat(map, maxLen, s, ignoreCase)));
    return updateable ? { ...f, updateable: { resources: source.sets } } : f;
  };
}

export const synonymGraphFactory = synonymFactory(true);
export const synonymFlatFactory = synonymFactory(false);
