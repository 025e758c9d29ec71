/**
 * Which tokens of a field match what the query looks for: terms, automata, and phrases by position
 * (Lucene's PhraseHelper turns phrases into span queries, so only the tokens inside a matching span are
 * highlighted, never a phrase's words elsewhere). With weight matches (Lucene's Matches API, ES ≥ 8.9 when
 * `require_field_match` holds), a phrase is one match from its first token to its last.
 */
import type { FieldQuery, PhraseSpec } from './extract.ts';
import type { HlToken } from './fieldTokens.ts';

/** A match to highlight: offsets, what matched (a term, an automaton, a phrase) and its frequency in the field. */
export interface HlMatch {
  start: number;
  end: number;
  label: string;
  freq: number;
}

function termAt(p: PhraseSpec, i: number, term: string): boolean {
  return p.prefixLast && i === p.terms.length - 1 ? term.startsWith(p.terms[i]!) : term === p.terms[i];
}

/** The token indexes of each occurrence of a phrase (ordered when slop is 0, within slop otherwise). */
export function phraseOccurrences(p: PhraseSpec, tokens: HlToken[]): number[][] {
  const byPos = new Map<number, number[]>();
  tokens.forEach((t, i) => {
    const l = byPos.get(t.position);
    if (l) l.push(i);
    else byPos.set(t.position, [i]);
  });
  const n = p.terms.length;
  const out: number[][] = [];
  for (let k = 0; k < tokens.length; k++) {
    if (!termAt(p, 0, tokens[k]!.term)) continue;
    const p0 = tokens[k]!.position;
    const pick: number[] = [k];
    let ok = true;
    for (let i = 1; i < n && ok; i++) {
      const want = p0 + (p.positions[i]! - p.positions[0]!);
      let found = -1;
      for (let d = 0; d <= p.slop && found < 0; d++) {
        for (const at of d === 0 ? [want] : [want + d, want - d]) {
          const c = byPos.get(at)?.find((j) => termAt(p, i, tokens[j]!.term) && !pick.includes(j));
          if (c !== undefined) {
            found = c;
            break;
          }
        }
      }
      if (found < 0) ok = false;
      else pick.push(found);
    }
    if (!ok) continue;
    if (p.slop > 0) {
      const ps = pick.map((j) => tokens[j]!.position);
      if (Math.max(...ps) - Math.min(...ps) - (n - 1) > p.slop) continue;
    }
    out.push(pick);
  }
  return out;
}

/** Indexes of the tokens the query matches (for the plain and fvh highlighters), with the phrases found. */
export function matchedTokens(q: FieldQuery, tokens: HlToken[]): Set<number> {
  const hit = new Set<number>();
  tokens.forEach((t, i) => {
    if (q.terms.has(t.term) || q.automata.some((a) => a.accepts(t.term))) hit.add(i);
  });
  for (const p of q.phrases) for (const occ of phraseOccurrences(p, tokens)) for (const j of occ) hit.add(j);
  return hit;
}

/** The unified highlighter's matches in offset order (OffsetsEnum order: start, end, term). */
export function unifiedMatches(q: FieldQuery, tokens: HlToken[], weightMatches: boolean): HlMatch[] {
  const freq = new Map<string, number>();
  for (const t of tokens) freq.set(t.term, (freq.get(t.term) ?? 0) + 1);
  const out: HlMatch[] = [];
  const plain = new Set<number>();
  tokens.forEach((t, i) => {
    if (q.terms.has(t.term)) {
      plain.add(i);
      out.push({ start: t.start, end: t.end, label: t.term, freq: freq.get(t.term)! });
    }
  });
  for (const a of q.automata) {
    let sum = 0;
    for (const [term, n] of freq) if (a.accepts(term)) sum += n;
    if (sum === 0) continue;
    tokens.forEach((t, i) => {
      if (!plain.has(i) && a.accepts(t.term)) out.push({ start: t.start, end: t.end, label: a.label, freq: sum });
    });
  }
  const seen = new Set<number>();
  const phraseTokens: number[] = [];
  for (const p of q.phrases) {
    const occs = phraseOccurrences(p, tokens);
    if (weightMatches) {
      for (const occ of occs) {
        const ts = occ.map((j) => tokens[j]!);
        out.push({ start: Math.min(...ts.map((t) => t.start)), end: Math.max(...ts.map((t) => t.end)), label: p.terms.join(' '), freq: occs.length });
      }
      continue;
    }
    for (const occ of occs) for (const j of occ) if (!plain.has(j) && !seen.has(j)) {
      seen.add(j);
      phraseTokens.push(j);
    }
  }
  const collected = new Map<string, number>();
  for (const j of phraseTokens) collected.set(tokens[j]!.term, (collected.get(tokens[j]!.term) ?? 0) + 1);
  for (const j of phraseTokens) out.push({ start: tokens[j]!.start, end: tokens[j]!.end, label: tokens[j]!.term, freq: collected.get(tokens[j]!.term)! });
  out.sort((a, b) => a.start - b.start || a.end - b.end || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return out;
}
