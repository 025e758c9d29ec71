/**
 * The run-time of Lucene 9.12's Snowball-generated stemmers (org.tartarus.snowball.SnowballProgram and Among,
 * Snowball 2.0.0; BSD-3-Clause, Copyright (c) 2001 Dr Martin Porter, 2004-2005 Richard Boulton, 2013 Yoshiki
 * Shibukawa, 2006-2019 Olly Betts), ported method for method so the generated classes port line for line.
 *
 * The word is a string of UTF-16 code units, as Java's char[] is; `replace_s` rebuilds it instead of shifting an
 * array. `in_grouping`'s bitmaps are the generated `char[]` tables as numbers.
 */

/** One entry of a generated suffix/prefix table: the string, the index of its longest prefix entry, the result. */
export class Among {
  constructor(
    readonly s: string,
    readonly substring_i: number,
    readonly result: number,
  ) {}
}

export abstract class SnowballProgram {
  protected current = '';
  protected cursor = 0;
  protected limit = 0;
  protected limit_backward = 0;
  protected bra = 0;
  protected ket = 0;

  /** The generated algorithm; its return value is ignored by SnowballFilter (the buffer is the stem). */
  abstract stem(): boolean;

  setCurrent(value: string): void {
    this.current = value;
    this.cursor = 0;
    this.limit = value.length;
    this.limit_backward = 0;
    this.bra = 0;
    this.ket = this.limit;
  }

  getCurrent(): string {
    return this.current;
  }

  private inSet(s: readonly number[], min: number, max: number, ch: number): boolean {
    if (ch > max || ch < min) return false;
    const i = ch - min;
    return (s[i >> 3] & (1 << (i & 7))) !== 0;
  }

  protected in_grouping(s: readonly number[], min: number, max: number): boolean {
    if (this.cursor >= this.limit) return false;
    if (!this.inSet(s, min, max, this.current.charCodeAt(this.cursor))) return false;
    this.cursor++;
    return true;
  }

  protected in_grouping_b(s: readonly number[], min: number, max: number): boolean {
    if (this.cursor <= this.limit_backward) return false;
    if (!this.inSet(s, min, max, this.current.charCodeAt(this.cursor - 1))) return false;
    this.cursor--;
    return true;
  }

  protected out_grouping(s: readonly number[], min: number, max: number): boolean {
    if (this.cursor >= this.limit) return false;
    if (this.inSet(s, min, max, this.current.charCodeAt(this.cursor))) return false;
    this.cursor++;
    return true;
  }

  protected out_grouping_b(s: readonly number[], min: number, max: number): boolean {
    if (this.cursor <= this.limit_backward) return false;
    if (this.inSet(s, min, max, this.current.charCodeAt(this.cursor - 1))) return false;
    this.cursor--;
    return true;
  }

  protected eq_s(s: string): boolean {
    if (this.limit - this.cursor < s.length) return false;
    if (this.current.slice(this.cursor, this.cursor + s.length) !== s) return false;
    this.cursor += s.length;
    return true;
  }

  protected eq_s_b(s: string): boolean {
    if (this.cursor - this.limit_backward < s.length) return false;
    if (this.current.slice(this.cursor - s.length, this.cursor) !== s) return false;
    this.cursor -= s.length;
    return true;
  }

  /** Binary search of a sorted table for the longest entry at the cursor (forwards). */
  protected find_among(v: readonly Among[]): number {
    let i = 0;
    let j = v.length;
    const c = this.cursor;
    const l = this.limit;
    let common_i = 0;
    let common_j = 0;
    let first_key_inspected = false;
    for (;;) {
      const k = i + ((j - i) >> 1);
      let diff = 0;
      let common = common_i < common_j ? common_i : common_j;
      const w = v[k];
      for (let i2 = common; i2 < w.s.length; i2++) {
        if (c + common === l) {
          diff = -1;
          break;
        }
        diff = this.current.charCodeAt(c + common) - w.s.charCodeAt(i2);
        if (diff !== 0) break;
        common++;
      }
      if (diff < 0) {
        j = k;
        common_j = common;
      } else {
        i = k;
        common_i = common;
      }
      if (j - i <= 1) {
        if (i > 0) break;
        if (j === i) break;
        if (first_key_inspected) break;
        first_key_inspected = true;
      }
    }
    for (;;) {
      const w = v[i];
      if (common_i >= w.s.length) {
        this.cursor = c + w.s.length;
        return w.result;
      }
      i = w.substring_i;
      if (i < 0) return 0;
    }
  }

  /** The same, backwards from the cursor (suffixes). */
  protected find_among_b(v: readonly Among[]): number {
    let i = 0;
    let j = v.length;
    const c = this.cursor;
    const lb = this.limit_backward;
    let common_i = 0;
    let common_j = 0;
    let first_key_inspected = false;
    for (;;) {
      const k = i + ((j - i) >> 1);
      let diff = 0;
      let common = common_i < common_j ? common_i : common_j;
      const w = v[k];
      for (let i2 = w.s.length - 1 - common; i2 >= 0; i2--) {
        if (c - common === lb) {
          diff = -1;
          break;
        }
        diff = this.current.charCodeAt(c - 1 - common) - w.s.charCodeAt(i2);
        if (diff !== 0) break;
        common++;
      }
      if (diff < 0) {
        j = k;
        common_j = common;
      } else {
        i = k;
        common_i = common;
      }
      if (j - i <= 1) {
        if (i > 0) break;
        if (j === i) break;
        if (first_key_inspected) break;
        first_key_inspected = true;
      }
    }
    for (;;) {
      const w = v[i];
      if (common_i >= w.s.length) {
        this.cursor = c - w.s.length;
        return w.result;
      }
      i = w.substring_i;
      if (i < 0) return 0;
    }
  }

  /** Replaces [c_bra, c_ket) by s, moving the limit and a cursor at or after the replaced part. */
  protected replace_s(c_bra: number, c_ket: number, s: string): number {
    const adjustment = s.length - (c_ket - c_bra);
    this.current = this.current.slice(0, c_bra) + s + this.current.slice(c_ket);
    this.limit += adjustment;
    if (this.cursor >= c_ket) this.cursor += adjustment;
    else if (this.cursor > c_bra) this.cursor = c_bra;
    return adjustment;
  }

  protected slice_from(s: string): void {
    this.replace_s(this.bra, this.ket, s);
    this.ket = this.bra + s.length;
  }

  protected slice_del(): void {
    this.slice_from('');
  }
}

/** A stem function over one program: setCurrent resets it, and each run sets its own regions and flags. */
export function stemWith(make: () => SnowballProgram): (word: string) => string {
  const program = make();
  return (word) => {
    program.setCurrent(word);
    program.stem();
    return program.getCurrent();
  };
}
