/**
 * Lucene expressions (`lang: expression`, lucene/expressions JavascriptCompiler): a numeric language of
 * doubles. Literals (decimal, hex `0x`, octal `0…`), variables (`_score`, `doc['f'].value`, `doc['f'].min()`,
 * a param by name: a variable is one token of identifiers, `['…']` and `.member`, with `()` after a member),
 * the default functions (Math and `haversin`), and Javascript's operators: arithmetic, comparison (1 or 0),
 * logical, bitwise and shifts on longs, `?:`. Parsing yields a tree; evaluation binds each variable through
 * a function the caller gives.
 */

export type Expr =
  | { k: 'num'; v: number }
  | { k: 'var'; name: string }
  | { k: 'call'; fn: string; args: Expr[] }
  | { k: 'un'; op: string; a: Expr }
  | { k: 'bin'; op: string; a: Expr; b: Expr }
  | { k: 'cond'; c: Expr; t: Expr; f: Expr };

/** A parse failure: java.text.ParseException with its offset. */
export class ExpressionParseError {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

/** JavascriptCompiler.DEFAULT_FUNCTIONS, with their arities. */
const FUNCTIONS: Record<string, [number, (...a: number[]) => number]> = {
  abs: [1, Math.abs],
  acos: [1, Math.acos],
  acosh: [1, Math.acosh],
  asin: [1, Math.asin],
  asinh: [1, Math.asinh],
  atan: [1, Math.atan],
  atan2: [2, Math.atan2],
  atanh: [1, Math.atanh],
  ceil: [1, Math.ceil],
  cos: [1, Math.cos],
  cosh: [1, Math.cosh],
  exp: [1, Math.exp],
  floor: [1, Math.floor],
  haversin: [4, haversinKm],
  ln: [1, Math.log],
  log10: [1, Math.log10],
  logn: [2, (base, x) => Math.log(x) / Math.log(base)],
  max: [2, Math.max],
  min: [2, Math.min],
  pow: [2, Math.pow],
  sin: [1, Math.sin],
  sinh: [1, Math.sinh],
  sqrt: [1, Math.sqrt],
  tan: [1, Math.tan],
  tanh: [1, Math.tanh],
};

/** SloppyMath.haversinMeters / 1000 (the expressions' `haversin` is in kilometres), with the earth's mean radius. */
function haversinKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const h1 = (1 - Math.cos((lat2 - lat1) * toRad)) / 2;
  const h2 = (1 - Math.cos((lon2 - lon1) * toRad)) / 2;
  const h = h1 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * h2;
  return 2 * 6371.0087714 * Math.asin(Math.min(1, Math.sqrt(h)));
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  private ws(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }
  private peek(t: string): boolean {
    this.ws();
    return this.s.startsWith(t, this.i);
  }
  private eat(t: string): boolean {
    if (!this.peek(t)) return false;
    this.i += t.length;
    return true;
  }
  private fail(what?: string): never {
    this.ws();
    if (this.i >= this.s.length) throw new ExpressionParseError(`Invalid expression '${this.s}': Unexpected end of expression`, this.i);
    throw new ExpressionParseError(what ?? `Invalid expression '${this.s}': unexpected character '${this.s[this.i]}' on line (1) position (${this.i})`, this.i);
  }

  parse(): Expr {
    this.ws();
    if (this.i >= this.s.length) throw new ExpressionParseError(`Invalid expression '${this.s}': Unexpected empty expression`, 0);
    const e = this.cond();
    this.ws();
    if (this.i < this.s.length) this.fail();
    return e;
  }

  private cond(): Expr {
    const c = this.binary(0);
    if (this.eat('?')) {
      const t = this.cond();
      if (!this.eat(':')) this.fail();
      const f = this.cond();
      return { k: 'cond', c, t, f };
    }
    return c;
  }

  private static readonly LEVELS: string[][] = [['||'], ['&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<=', '>=', '<', '>'], ['>>>', '<<', '>>'], ['+', '-'], ['*', '/', '%']];

  private binary(level: number): Expr {
    if (level >= Parser.LEVELS.length) return this.unary();
    let a = this.binary(level + 1);
    for (;;) {
      this.ws();
      // `|` is not the start of `||`, nor `<` of `<<` (each level takes its longest operator).
      const longer: Record<string, string> = { '|': '||', '&': '&&', '<': '<<', '>': '>>' };
      const op = Parser.LEVELS[level]!.find((o) => this.s.startsWith(o, this.i) && !(longer[o] !== undefined && this.s.startsWith(longer[o]!, this.i)));
      if (!op) return a;
      this.i += op.length;
      a = { k: 'bin', op, a, b: this.binary(level + 1) };
    }
  }

  private unary(): Expr {
    for (const op of ['-', '+', '!', '~']) if (this.eat(op)) return op === '+' ? this.unary() : { k: 'un', op, a: this.unary() };
    return this.primary();
  }

  private primary(): Expr {
    this.ws();
    if (this.eat('(')) {
      const e = this.cond();
      if (!this.eat(')')) this.fail();
      return e;
    }
    const rest = this.s.slice(this.i);
    const num = /^(0[xX][0-9a-fA-F]+|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)/.exec(rest);
    if (num) {
      this.i += num[0].length;
      const t = num[0];
      const v = /^0[xX]/.test(t) ? parseInt(t.slice(2), 16) : /^0\d+$/.test(t) ? parseInt(t, 8) : Number(t);
      return { k: 'num', v };
    }
    const id = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(rest);
    if (!id) this.fail();
    this.i += id[0].length;
    // A function call: a known name followed by `(`.
    if (this.peek('(') && !/[.\]]/.test(id[0])) {
      const f = FUNCTIONS[id[0]];
      if (!f) throw new ExpressionParseError(`Invalid expression '${this.s}': Unrecognized function call (${id[0]}).`, this.i);
      this.eat('(');
      const args: Expr[] = [];
      if (!this.eat(')')) {
        do args.push(this.cond());
        while (this.eat(','));
        if (!this.eat(')')) this.fail();
      }
      if (args.length !== f[0]) throw new ExpressionParseError(`Invalid expression '${this.s}': Expected (${f[0]}) arguments for function call (${id[0]}), but found (${args.length}).`, this.i);
      return { k: 'call', fn: id[0], args };
    }
    // A variable: identifier, then `['x']`, `["x"]` or `.member`, a member possibly followed by `()`.
    let name = id[0];
    for (;;) {
      const r = this.s.slice(this.i);
      const br = /^\[\s*('[^']*'|"[^"]*")\s*\]/.exec(r);
      if (br) {
        name += `['${br[1]!.slice(1, -1)}']`;
        this.i += br[0].length;
        continue;
      }
      const mem = /^\.([A-Za-z_$][A-Za-z0-9_$]*)(\(\))?/.exec(r);
      if (mem) {
        name += `.${mem[1]}${mem[2] ?? ''}`;
        this.i += mem[0].length;
        continue;
      }
      break;
    }
    return { k: 'var', name };
  }
}

/** Parses an expression's source (the ParseException as ExpressionParseError). */
export function parseExpression(source: string): Expr {
  return new Parser(source).parse();
}

/** The variables an expression reads, in order of first use. */
export function variablesOf(e: Expr, out: string[] = []): string[] {
  switch (e.k) {
    case 'var':
      if (!out.includes(e.name)) out.push(e.name);
      break;
    case 'call':
      e.args.forEach((a) => variablesOf(a, out));
      break;
    case 'un':
      variablesOf(e.a, out);
      break;
    case 'bin':
      variablesOf(e.a, out);
      variablesOf(e.b, out);
      break;
    case 'cond':
      variablesOf(e.c, out);
      variablesOf(e.t, out);
      variablesOf(e.f, out);
      break;
  }
  return out;
}

/** A double as Java's `(long)` cast makes it (saturating, NaN to 0). */
function toLong(x: number): bigint {
  if (Number.isNaN(x)) return 0n;
  if (x >= 9223372036854775807) return 9223372036854775807n;
  if (x <= -9223372036854775808) return -9223372036854775808n;
  return BigInt(Math.trunc(x));
}

function bool(b: boolean): number {
  return b ? 1 : 0;
}

/** Evaluates an expression with each variable's value from `bind`. */
export function evaluate(e: Expr, bind: (name: string) => number): number {
  switch (e.k) {
    case 'num':
      return e.v;
    case 'var':
      return bind(e.name);
    case 'call':
      return FUNCTIONS[e.fn]![1](...e.args.map((a) => evaluate(a, bind)));
    case 'un': {
      const a = evaluate(e.a, bind);
      if (e.op === '-') return -a;
      if (e.op === '!') return bool(a === 0);
      return Number(BigInt.asIntN(64, ~toLong(a)));
    }
    case 'cond':
      return evaluate(e.c, bind) !== 0 ? evaluate(e.t, bind) : evaluate(e.f, bind);
    case 'bin': {
      if (e.op === '&&') return bool(evaluate(e.a, bind) !== 0 && evaluate(e.b, bind) !== 0);
      if (e.op === '||') return bool(evaluate(e.a, bind) !== 0 || evaluate(e.b, bind) !== 0);
      const a = evaluate(e.a, bind);
      const b = evaluate(e.b, bind);
      switch (e.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
        case '<':
          return bool(a < b);
        case '<=':
          return bool(a <= b);
        case '>':
          return bool(a > b);
        case '>=':
          return bool(a >= b);
        case '==':
          return bool(a === b);
        case '!=':
          return bool(a !== b);
      }
      const x = toLong(a);
      const y = toLong(b);
      const sh = BigInt(Number(y & 63n));
      switch (e.op) {
        case '&':
          return Number(x & y);
        case '|':
          return Number(x | y);
        case '^':
          return Number(x ^ y);
        case '<<':
          return Number(BigInt.asIntN(64, x << sh));
        case '>>':
          return Number(x >> sh);
        default:
          return Number(BigInt.asUintN(64, x) >> sh);
      }
    }
  }
}
