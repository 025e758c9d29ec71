/**
 * Lucene's RSLPStemmerBase: a stemmer description of named steps, each an ordered list of rules
 * `{"suffix", minStem, "replacement", {exceptions}}`, parsed from the RSLP text format. A step is skipped for
 * words shorter than its minimum (computed from its rules when given as 0) or not ending in one of its
 * conditions; otherwise its first matching rule fires. Exceptions are whole words (flag 1) or suffixes (flag 0).
 */
import { endsWith } from './stemUtil.ts';

interface Rule {
  suffix: string;
  min: number;
  replacement: string;
  /** Whole-word exceptions (flag 1) or suffix exceptions (flag 0); none when absent. */
  exceptions?: { words: Set<string> } | { suffixes: string[] };
}

export interface Step {
  name: string;
  rules: Rule[];
  min: number;
  conditions: string[] | null;
}

function matches(rule: Rule, s: string[], len: number): boolean {
  if (!(len - rule.suffix.length >= rule.min && endsWith(s, len, rule.suffix))) return false;
  const exc = rule.exceptions;
  if (!exc) return true;
  if ('words' in exc) return !exc.words.has(s.slice(0, len).join(''));
  return !exc.suffixes.some((x) => endsWith(s, len, x));
}

/** Applies a step: the new length (the buffer may grow, as Lucene's oversized one does). */
export function applyStep(step: Step, s: string[], len: number): number {
  if (len < step.min) return len;
  if (step.conditions && !step.conditions.some((c) => endsWith(s, len, c))) return len;
  for (const rule of step.rules) {
    if (!matches(rule, s, len)) continue;
    const start = len - rule.suffix.length;
    for (let i = 0; i < rule.replacement.length; i++) s[start + i] = rule.replacement[i]!;
    return start + rule.replacement.length;
  }
  return len;
}

const HEADER = /^\{\s*"([^"]*)",\s*([0-9]+),\s*(0|1),\s*\{(.*)\},\s*$/;
const STRIP = /^\{\s*"([^"]*)",\s*([0-9]+)\s*\}\s*(,|(\}\s*;))$/;
const REPLACE = /^\{\s*"([^"]*)",\s*([0-9]+),\s*"([^"]*)"\}\s*(,|(\}\s*;))$/;
const EXCEPT = /^\{\s*"([^"]*)",\s*([0-9]+),\s*"([^"]*)",\s*\{(.*)\}\s*\}\s*(,|(\}\s*;))$/;

function parseList(s: string): string[] | null {
  if (s.length === 0) return null;
  return s.split(',').map((x) => x.trim().slice(1, -1));
}

/** Parses an RSLP description into its steps by name (a malformed description is a programming error). */
export function parseRslp(text: string): Map<string, Step> {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0 && l[0] !== '#');
  const steps = new Map<string, Step>();
  let i = 0;
  while (i < lines.length) {
    const h = HEADER.exec(lines[i++]!);
    if (!h) throw new Error(`illegal RSLP step header: ${lines[i - 1]}`);
    const wholeWords = h[3] === '1';
    const rules: Rule[] = [];
    for (;;) {
      const line = lines[i++];
      if (line === undefined) throw new Error('unterminated RSLP step');
      let m: RegExpExecArray | null;
      if ((m = STRIP.exec(line))) rules.push({ suffix: m[1]!, min: Number(m[2]), replacement: '' });
      else if ((m = REPLACE.exec(line))) rules.push({ suffix: m[1]!, min: Number(m[2]), replacement: m[3]! });
      else if ((m = EXCEPT.exec(line))) {
        const list = parseList(m[4]!) ?? [];
        rules.push({ suffix: m[1]!, min: Number(m[2]), replacement: m[3]!, exceptions: wholeWords ? { words: new Set(list) } : { suffixes: list } });
      } else throw new Error(`illegal RSLP rule: ${line}`);
      if (line.endsWith(';')) break;
    }
    let min = Number(h[2]);
    if (min === 0) min = Math.min(...rules.map((r) => r.min + r.suffix.length));
    steps.set(h[1]!, { name: h[1]!, rules, min, conditions: parseList(h[4]!) });
  }
  return steps;
}
