/** Lucene's PatternReplaceCharFilter: every match replaced, offsets corrected as its processPattern records them. */
import { replaceSpans, type Filtered } from '../offsets.ts';
import { fit } from '../../regex/bounded.ts';

/** A JS replacement string (`$1`, `$<name>`, `$&`, `$$`) expanded for one match. */
export function expandReplacement(replacement: string, m: RegExpMatchArray): string {
  return replacement.replace(/\$(\$|&|<([^>]*)>|(\d{1,2}))/g, (all, what: string, name?: string, num?: string) => {
    if (what === '$') return '$';
    if (what === '&') return m[0];
    if (name !== undefined) return m.groups?.[name] ?? '';
    const n = Number(num);
    return n < m.length ? (m[n] ?? '') : all;
  });
}

/** Replaces every match of a global regex (replacement in JS syntax). */
export function patternReplace(input: string, re: RegExp, replacement: string): Filtered {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const m of input.matchAll(fit(re, input))) {
    const start = m.index!;
    edits.push({ start, end: start + m[0].length, text: expandReplacement(replacement, m) });
  }
  return replaceSpans(input, edits);
}
