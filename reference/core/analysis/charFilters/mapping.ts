/**
 * Lucene's MappingCharFilter: the longest rule matching at each position replaces its input, offsets
 * corrected as MappingCharFilter.read records them. Rules come as `a => b` lines (MappingCharFilterFactory,
 * with `\\uXXXX`, `\\n`, `\\t` ... escapes).
 */
import { OffsetMap, type Filtered } from '../offsets.ts';

/** Parses `from => to` rules, or the rule that does not parse. */
export function parseMappings(rules: string[]): Map<string, string> | { bad: string } {
  const out = new Map<string, string>();
  for (const r of rules) {
    const m = /^(.+?)\s*=>\s*(.*)$/s.exec(r);
    if (!m) return { bad: r };
    const from = unescape(m[1].trim());
    if (from === '') return { bad: r };
    out.set(from, unescape(m[2].trim()));
  }
  return out;
}

/**
 * OpenSearch's word lists (Analysis.parseWordList, 2.4+): a line starting with `#` is a comment, but a rule
 * mapping `#` itself (`^\s*#\s*=>`, opensearch-project/OpenSearch#10220) stays.
 */
export function withoutComments(rules: readonly string[]): string[] {
  return rules.filter((r) => !r.startsWith('#') || /^\s*#\s*=>/.test(r));
}

function unescape(s: string): string {
  return s.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_m, e: string) => {
    if (e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e;
  });
}

/** Applies mappings to text. */
export function applyMappings(input: string, map: Map<string, string>): Filtered {
  let maxLen = 0;
  for (const k of map.keys()) maxLen = Math.max(maxLen, k.length);
  const offsets = new OffsetMap();
  let out = '';
  let inputOff = 0;
  while (inputOff < input.length) {
    let match: string | undefined;
    for (let l = Math.min(maxLen, input.length - inputOff); l > 0; l--) {
      const cand = input.slice(inputOff, inputOff + l);
      if (map.has(cand)) {
        match = cand;
        break;
      }
    }
    if (match === undefined) {
      out += input[inputOff++];
      continue;
    }
    const replacement = map.get(match)!;
    inputOff += match.length;
    const diff = match.length - replacement.length;
    if (diff !== 0) {
      const prev = offsets.last();
      if (diff > 0) offsets.add(inputOff - diff - prev, prev + diff);
      else {
        const outputStart = inputOff - prev;
        for (let i = 0; i < -diff; i++) offsets.add(outputStart + i, prev - i - 1);
      }
    }
    out += replacement;
  }
  return { text: out, correct: (o) => offsets.correct(o) };
}
