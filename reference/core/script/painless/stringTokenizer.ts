/**
 * java.util.StringTokenizer, which Painless's java.util allowlist has (the nginx integration's ingest
 * pipeline splits IP addresses with it): tokens are the maximal runs of non-delimiter characters, the
 * delimiters themselves one-character tokens when `returnDelims` is set.
 */
import { javaThrow } from './javaError.ts';
import { noMethod, type Runtime } from './methods.ts';
import { javaToString } from './javaString.ts';
import type { JValue } from './values.ts';

const DEFAULT_DELIMITERS = ' \t\n\r\f';

export class JStringTokenizer {
  readonly jclass = 'java.util.StringTokenizer';
  private pos = 0;
  constructor(
    private readonly s: string,
    private delims: string = DEFAULT_DELIMITERS,
    private readonly returnDelims = false,
  ) {}

  /** Where the next token starts (past skipped delimiters). */
  private skip(from: number): number {
    let i = from;
    if (!this.returnDelims) while (i < this.s.length && this.delims.includes(this.s[i]!)) i++;
    return i;
  }

  /** Where the token starting at `from` ends. */
  private scan(from: number): number {
    if (from < this.s.length && this.returnDelims && this.delims.includes(this.s[from]!)) return from + 1;
    let i = from;
    while (i < this.s.length && !this.delims.includes(this.s[i]!)) i++;
    return i;
  }

  private next(): string {
    const start = this.skip(this.pos);
    if (start >= this.s.length) return javaThrow('no_such_element_exception', null);
    this.pos = this.scan(start);
    return this.s.slice(start, this.pos);
  }

  private count(): number {
    let n = 0;
    for (let i = this.skip(this.pos); i < this.s.length; i = this.skip(this.scan(i))) n++;
    return n;
  }

  invoke(name: string, a: JValue[], _rt: Runtime): JValue {
    switch (`${name}/${a.length}`) {
      case 'hasMoreTokens/0':
      case 'hasMoreElements/0':
        return this.skip(this.pos) < this.s.length;
      case 'nextToken/0':
      case 'nextElement/0':
        return this.next();
      case 'nextToken/1':
        this.delims = javaToString(a[0]!);
        return this.next();
      case 'countTokens/0':
        return this.count();
    }
    return noMethod(this as unknown as JValue, name, a.length);
  }
}

/** `new StringTokenizer(str[, delim[, returnDelims]])`; a null string is Java's NullPointerException. */
export function newStringTokenizer(a: JValue[]): JValue | undefined {
  if (a.length < 1 || a.length > 3) return undefined;
  if (a[0] === null) return javaThrow('null_pointer_exception', null);
  return new JStringTokenizer(javaToString(a[0]!), a.length > 1 ? javaToString(a[1]!) : DEFAULT_DELIMITERS, a.length > 2 && a[2] === true) as unknown as JValue;
}
