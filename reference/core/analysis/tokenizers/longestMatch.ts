/**
 * A JFlex-style scanner: at each position every rule is tried, the longest match wins and ties go to
 * the earlier rule; a character no rule matches is skipped. Lucene's ClassicTokenizer is such a grammar.
 */
import { tok, type Tok } from '../token.ts';

export interface Rule {
  type: string;
  re: RegExp;
}

/** Compiles a rule's source as a sticky Unicode regex. */
export function rule(type: string, source: string): Rule {
  return { type, re: new RegExp(source, 'uy') };
}

/** Tokens of text by the rules. */
export function scan(text: string, rules: readonly Rule[]): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < text.length) {
    let best: { len: number; type: string } | undefined;
    for (const r of rules) {
      r.re.lastIndex = i;
      const m = r.re.exec(text);
      if (m && m[0].length > 0 && (!best || m[0].length > best.len)) best = { len: m[0].length, type: r.type };
    }
    if (!best) {
      i += text.codePointAt(i)! > 0xffff ? 2 : 1;
      continue;
    }
    out.push(tok(text.slice(i, i + best.len), i, i + best.len, best.type));
    i += best.len;
  }
  return out;
}
