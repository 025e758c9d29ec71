/**
 * Lucene's WordDelimiterIterator (9.12, shared by WordDelimiterFilter and WordDelimiterGraphFilter): walks a term's
 * UTF-16 units and yields its subwords, breaking at delimiters, lower-to-upper case changes and letter/digit
 * changes, and skipping an English possessive `'s`. Ported field for field; `current`/`end` are the subword's
 * bounds, `end === DONE` when there are no more.
 */
export const LOWER = 0x01;
export const UPPER = 0x02;
export const DIGIT = 0x04;
export const SUBWORD_DELIM = 0x08;
export const ALPHA = 0x03;
export const ALPHANUM = 0x07;
export const DONE = -1;

/** WordDelimiterIterator.getType: Java's Character.getType of one UTF-16 unit, as a subword class. */
export function getType(ch: number): number {
  if (ch >= 0xd800 && ch <= 0xdfff) return ALPHA | DIGIT; // Character.SURROGATE: never split a pair
  const s = String.fromCharCode(ch);
  if (/\p{Lu}/u.test(s)) return UPPER;
  if (/\p{Ll}/u.test(s)) return LOWER;
  if (/[\p{Lt}\p{Lm}\p{Lo}\p{Mn}\p{Me}\p{Mc}]/u.test(s)) return ALPHA;
  if (/[\p{Nd}\p{Nl}\p{No}]/u.test(s)) return DIGIT;
  return SUBWORD_DELIM;
}

/**
 * DEFAULT_WORD_DELIM_TABLE: the first 256 chars by Character.isLowerCase / isUpperCase / isDigit (so `ª` and `º`
 * are lower case, and `²` or `¼`, digits to getType, are delimiters here).
 */
export const DEFAULT_WORD_DELIM_TABLE: Uint8Array = (() => {
  const tab = new Uint8Array(256);
  for (let i = 0; i < 256; i++) {
    const s = String.fromCharCode(i);
    let code = 0;
    if (/\p{Lowercase}/u.test(s)) code |= LOWER;
    else if (/\p{Uppercase}/u.test(s)) code |= UPPER;
    else if (/\p{Nd}/u.test(s)) code |= DIGIT;
    tab[i] = code === 0 ? SUBWORD_DELIM : code;
  }
  return tab;
})();

export const isAlpha = (type: number): boolean => (type & ALPHA) !== 0;
export const isDigit = (type: number): boolean => (type & DIGIT) !== 0;
export const isSubwordDelim = (type: number): boolean => (type & SUBWORD_DELIM) !== 0;
const isUpper = (type: number): boolean => (type & UPPER) !== 0;

export class WordDelimiterIterator {
  text = '';
  length = 0;
  startBounds = 0;
  endBounds = 0;
  current = 0;
  end = 0;
  private hasFinalPossessive = false;
  private skipPossessive = false;

  constructor(
    private readonly charTypeTable: Uint8Array,
    readonly splitOnCaseChange: boolean,
    readonly splitOnNumerics: boolean,
    readonly stemEnglishPossessive: boolean,
  ) {}

  /** The next subword; its bounds in current/end, or end = DONE. */
  next(): number {
    this.current = this.end;
    if (this.current === DONE) return DONE;
    if (this.skipPossessive) {
      this.current += 2;
      this.skipPossessive = false;
    }
    let lastType = 0;
    while (this.current < this.endBounds && isSubwordDelim((lastType = this.charType(this.current)))) this.current++;
    if (this.current >= this.endBounds) return (this.end = DONE);
    for (this.end = this.current + 1; this.end < this.endBounds; this.end++) {
      const type = this.charType(this.end);
      if (this.isBreak(lastType, type)) break;
      lastType = type;
    }
    if (this.end < this.endBounds - 1 && this.endsWithPossessive(this.end + 2)) this.skipPossessive = true;
    return this.end;
  }

  /** The current subword's type: its first char's, LOWER and UPPER as ALPHA. */
  type(): number {
    if (this.end === DONE) return 0;
    const type = this.charType(this.current);
    return type === LOWER || type === UPPER ? ALPHA : type;
  }

  setText(text: string, length: number): void {
    this.text = text;
    this.length = this.endBounds = length;
    this.current = this.startBounds = this.end = 0;
    this.skipPossessive = this.hasFinalPossessive = false;
    this.setBounds();
  }

  private isBreak(lastType: number, type: number): boolean {
    if ((type & lastType) !== 0) return false;
    if (!this.splitOnCaseChange && isAlpha(lastType) && isAlpha(type)) return false;
    if (isUpper(lastType) && isAlpha(type)) return false;
    if (!this.splitOnNumerics && ((isAlpha(lastType) && isDigit(type)) || (isDigit(lastType) && isAlpha(type)))) return false;
    return true;
  }

  /** Whether the term is one subword, possibly between delimiters. */
  isSingleWord(): boolean {
    if (this.hasFinalPossessive) return this.current === this.startBounds && this.end === this.endBounds - 2;
    return this.current === this.startBounds && this.end === this.endBounds;
  }

  private setBounds(): void {
    while (this.startBounds < this.length && isSubwordDelim(this.charType(this.startBounds))) this.startBounds++;
    while (this.endBounds > this.startBounds && isSubwordDelim(this.charType(this.endBounds - 1))) this.endBounds--;
    if (this.endsWithPossessive(this.endBounds)) this.hasFinalPossessive = true;
    this.current = this.startBounds;
  }

  private endsWithPossessive(pos: number): boolean {
    const t = this.text;
    return (
      this.stemEnglishPossessive &&
      pos > 2 &&
      t[pos - 2] === "'" &&
      (t[pos - 1] === 's' || t[pos - 1] === 'S') &&
      isAlpha(this.charType(pos - 3)) &&
      (pos === this.endBounds || isSubwordDelim(this.charType(pos)))
    );
  }

  private charType(i: number): number {
    const ch = this.text.charCodeAt(i);
    return ch < this.charTypeTable.length ? this.charTypeTable[ch] : getType(ch);
  }
}
