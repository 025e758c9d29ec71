/**
 * Offset correction as Lucene's BaseCharFilter keeps it: at each output offset where the text changed
 * length, the cumulative difference to the input; an offset is corrected by the difference recorded at
 * the last point at or before it (`BaseCharFilter.correct`).
 */
export class OffsetMap {
  private readonly offs: number[] = [];
  private readonly diffs: number[] = [];

  /** Records a cumulative difference from an output offset on (`addOffCorrectMap`: same offset overwrites). */
  add(off: number, cumulativeDiff: number): void {
    const n = this.offs.length;
    if (n > 0 && this.offs[n - 1] === off) this.diffs[n - 1] = cumulativeDiff;
    else {
      this.offs.push(off);
      this.diffs.push(cumulativeDiff);
    }
  }

  /** The last cumulative difference recorded (0 before any). */
  last(): number {
    return this.diffs.length ? this.diffs[this.diffs.length - 1] : 0;
  }

  /** The input offset of an output offset. */
  correct(off: number): number {
    let lo = 0;
    let hi = this.offs.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.offs[mid] <= off) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? off : off + this.diffs[found];
  }
}

/** A char filter's output: the new text and how its offsets map back to its input. */
export interface Filtered {
  text: string;
  correct: (off: number) => number;
}

/**
 * Applies replacements of input spans (in order, not overlapping) and records corrections as Lucene's
 * PatternReplaceCharFilter does: a shorter replacement shifts later offsets at its output end; a longer
 * one maps each extra character back to the last character of the replaced span.
 */
export function replaceSpans(input: string, edits: ReadonlyArray<{ start: number; end: number; text: string }>): Filtered {
  const map = new OffsetMap();
  let out = '';
  let last = 0;
  let cumulative = 0;
  for (const e of edits) {
    out += input.slice(last, e.start);
    const before = out.length;
    out += e.text;
    last = e.end;
    const groupSize = e.end - e.start;
    const replacementSize = e.text.length;
    if (replacementSize < groupSize) {
      cumulative += groupSize - replacementSize;
      map.add(before + replacementSize, cumulative);
    } else {
      for (let i = groupSize; i < replacementSize; i++) map.add(before + i, --cumulative);
    }
  }
  out += input.slice(last);
  return { text: out, correct: (o) => map.correct(o) };
}
