/** Lucene's PatternReplaceCharFilter: every match replaced, offsets corrected as its processPattern records them. */
import { replaceSpans, type Filtered } from '../offsets.ts';

/** Replaces every match of a global regex (replacement in JS syntax). */
export function patternReplace(input: string, re: RegExp, replacement: string): Filtered {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const m of input.matchAll(re)) {
    const start = m.index!;
    const text = m[0].replace(new RegExp(re.source, re.flags.replace('g', '')), replacement);
    edits.push({ start, end: start + m[0].length, text });
  }
  return replaceSpans(input, edits);
}
