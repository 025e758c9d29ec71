/**
 * Synonym rules as Lucene's parsers read them into a SynonymMap: Solr format (SolrSynonymParser:
 * `a, b, c` equivalences, expanded all-to-all or, with `expand: false`, to the first; `a, b => c, d`
 * explicit mappings) and WordNet format (WordnetSynonymParser: `s(id,n,'word',…).` lines grouped by
 * synset). Each word or phrase is analyzed by the chain before the filter; outputs are deduplicated per
 * input, in the order rules give them.
 */

/**
 * input (analyzed tokens joined by U+0000) → its outputs, each a token path, and whether the input's own
 * tokens are kept (`keepOrig`: SynonymMap.Builder.add's includeOrig, or-ed over the rules). As Lucene's
 * parsers add them: an equivalence expanded (`a, b`) maps each word to the others and keeps the original,
 * which the filters emit as it is, after the synonyms in a graph and before them when flat (ES's YAML
 * analysis-common tests: `wibble, quack` gives quack, wibble with synonym_graph and wibble, quack with
 * synonym); an explicit mapping (`a => a, foo`) or an equivalence not expanded (`a, b` to `a`) drops the
 * original, so a word that maps to itself comes back as an output, of type SYNONYM (SolrSynonymParser,
 * WordnetSynonymParser).
 */
export type SynonymMap = Map<string, { outputs: string[][]; keepOrig: boolean }>;

/** Splits on unescaped separators (SolrSynonymParser.split). */
function split(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && i + 1 < s.length) {
      cur += s[i] + s[i + 1];
      i++;
    } else if (s.startsWith(sep, i)) {
      out.push(cur);
      cur = '';
      i += sep.length - 1;
    } else cur += s[i];
  }
  out.push(cur);
  return out;
}

function unescape(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}

/** A rule that does not parse or analyze: the 1-based line and why. */
export interface RuleProblem {
  line: number;
  message: string;
}

type Analyze = (text: string) => string[] | string;

/** Builds the map of rules in a format; `lenient` skips rules that fail. */
export function parseSynonyms(rules: string[], format: 'solr' | 'wordnet', expand: boolean, analyze: Analyze, lenient: boolean): SynonymMap | RuleProblem {
  const map: SynonymMap = new Map();
  // SynonymMap.Builder.add with dedup: an output once per input, includeOrig or-ed.
  const add = (input: string[], output: string[], includeOrig: boolean): void => {
    const key = input.join('\u0000');
    let entry = map.get(key);
    if (!entry) map.set(key, (entry = { outputs: [], keepOrig: false }));
    entry.keepOrig ||= includeOrig;
    const out = output.join('\u0000');
    if (!entry.outputs.some((o) => o.join('\u0000') === out)) entry.outputs.push(output);
  };
  const words = (line: number, s: string): string[] | RuleProblem => {
    const r = analyze(unescape(s).trim());
    if (typeof r === 'string') return { line, message: r };
    if (r.length === 0) return { line, message: `term: ${s.trim()} was completely eliminated by analyzer` };
    return r;
  };
  if (format === 'wordnet') {
    let synset: string[][] = [];
    let id: string | undefined;
    const flush = (): void => {
      if (synset.length > 1) {
        // WordnetSynonymParser.addInternal: every other word of the synset kept beside the original, or all to the first.
        synset.forEach((a, i) => {
          if (expand) synset.forEach((b, j) => { if (i !== j) add(a, b, true); });
          else add(a, synset[0], false);
        });
      }
      synset = [];
    };
    for (let i = 0; i < rules.length; i++) {
      const line = rules[i].trim();
      if (line === '') continue;
      const m = /^s\((\d+),\d+,'((?:[^']|'')*)',/.exec(line);
      if (!m) {
        if (lenient) continue;
        return { line: i + 1, message: `Invalid synonym rule at line ${i + 1}` };
      }
      if (m[1] !== id) flush();
      id = m[1];
      const w = words(i + 1, m[2].replace(/''/g, "'"));
      if ('message' in w) {
        if (lenient) continue;
        return w;
      }
      synset.push(w);
    }
    flush();
    return map;
  }
  for (let i = 0; i < rules.length; i++) {
    const line = rules[i];
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const sides = split(line, '=>');
    if (sides.length > 2) {
      if (lenient) continue;
      return { line: i + 1, message: `more than one explicit mapping specified on the same line` };
    }
    // Lenient (ESSolrSynonymParser): a term that fails to analyze reads as empty, and the pairs it is in are skipped.
    const parse = (side: string): (string[] | null)[] | RuleProblem => {
      const out: (string[] | null)[] = [];
      for (const part of split(side, ',')) {
        const w = words(i + 1, part);
        if ('message' in w) {
          if (!lenient) return w;
          out.push(null);
        } else out.push(w);
      }
      return out;
    };
    const inputs = parse(sides[0]);
    const outputs = sides.length === 2 ? parse(sides[1]) : inputs;
    if ('message' in inputs || 'message' in outputs) return ('message' in inputs ? inputs : outputs) as RuleProblem;
    // SolrSynonymParser.addInternal: `=>` maps each input to every output without the original; an
    // equivalence expanded maps each word to every other one (by place, not text) keeping it, else to the first.
    if (sides.length === 2) {
      for (const a of inputs) for (const b of outputs) if (a && b) add(a, b, false);
    } else if (expand) {
      inputs.forEach((a, i) => inputs.forEach((b, j) => { if (a && b && i !== j) add(a, b, true); }));
    } else {
      for (const a of inputs) if (a && inputs[0]) add(a, inputs[0], false);
    }
  }
  return map;
}
