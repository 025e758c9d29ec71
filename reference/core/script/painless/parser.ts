/**
 * Painless's parser (PainlessParser.g4) to the tree of ast.ts: functions, statements (the last may end
 * at the end of the script without a semicolon), and expressions by Painless's precedence, lowest first:
 * assignment, `?:` and elvis, `||`, `&&`, `|`, `^`, `&`, equality, `instanceof`, relational, shifts,
 * `=~`/`==~`, additive, multiplicative, unary and casts, postfix chains. Errors are Painless's
 * compile errors at the offending token.
 */
import type { Expr, FnDecl, Program, Stmt, TypeRef } from './ast.ts';
import { lex, isKeyword, type Token } from './lexer.ts';
import { compileError } from './javaError.ts';
import { isTypeName, PRIMITIVES } from './types.ts';
import { JDouble, JFloat, JLong, type JValue } from './values.ts';

/** Deepest expression nesting the parser follows (Painless would overflow the JVM's stack instead). */
const MAX_DEPTH = 200;
/** Longest chain of operators or of `.x`/`[i]`/calls in one expression: a left-deep tree is as deep as its chain. */
const MAX_CHAIN = 2000;

const ASSIGN_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>=', '>>>=']);

/** Binary precedence levels, loosest first (each level left-associative). */
const LEVELS: string[][] = [['|'], ['^'], ['&'], ['==', '!=', '===', '!=='], ['<', '<=', '>', '>='], ['<<', '>>', '>>>'], ['=~', '==~'], ['+', '-'], ['*', '/', '%']];

/** Parses a script into a program, or throws a CompileError. */
export function parse(src: string): Program {
  return new Parser(src).program();
}

class Parser {
  private readonly toks: Token[];
  private i = 0;
  private depth = 0;
  private readonly starts = new Set<number>();
  private regexPos: number | undefined;
  constructor(private readonly src: string) {
    this.toks = lex(src);
  }

  private get t(): Token {
    return this.toks[this.i]!;
  }
  private peek(n = 1): Token {
    return this.toks[Math.min(this.i + n, this.toks.length - 1)]!;
  }
  private is(text: string): boolean {
    const t = this.t;
    return (t.kind === 'op' || t.kind === 'id') && t.text === text;
  }
  private accept(text: string): boolean {
    if (this.is(text)) {
      this.i++;
      return true;
    }
    return false;
  }
  private expect(text: string): Token {
    if (!this.is(text)) this.fail();
    return this.toks[this.i++]!;
  }
  private fail(t: Token = this.t): never {
    if (t.kind === 'eof') compileError(t.pos, 'unexpected end of script.');
    compileError(t.pos, `invalid sequence of tokens near ['${t.text}'].`);
  }

  program(): Program {
    const fns = new Map<string, FnDecl>();
    while (this.isFunctionStart()) {
      const f = this.fn();
      fns.set(f.name, f);
    }
    const stmts: Stmt[] = [];
    while (this.t.kind !== 'eof') stmts.push(this.statement(true));
    if (stmts.length === 0) compileError(0, 'Cannot generate an empty script.');
    settleStatements(fns, stmts);
    return { fns, stmts, statementStarts: [...this.starts].sort((a, b) => a - b), ...(this.regexPos !== undefined ? { regexPos: this.regexPos } : {}) };
  }

  private isFunctionStart(): boolean {
    const save = this.i;
    try {
      if (this.t.kind !== 'id' || !isTypeName(this.t.text)) return false;
      this.type();
      return this.t.kind === 'id' && !isKeyword(this.t.text) && this.peek().text === '(';
    } catch {
      return false;
    } finally {
      this.i = save;
    }
  }

  private fn(): FnDecl {
    const ret = this.type();
    const name = this.t.text;
    this.i++;
    this.expect('(');
    const params: FnDecl['params'] = [];
    if (!this.is(')')) {
      do {
        const type = this.type();
        if (this.t.kind !== 'id') this.fail();
        params.push({ type, name: this.t.text });
        this.i++;
      } while (this.accept(','));
    }
    this.expect(')');
    if (!this.is('{')) this.fail();
    return { name, ret, params, body: this.block() };
  }

  private type(): TypeRef {
    const t = this.t;
    if (t.kind !== 'id' || !isTypeName(t.text)) this.fail();
    this.i++;
    let name = t.text;
    if (name === 'Map' && this.is('.') && this.peek().text === 'Entry') {
      this.i += 2;
      name = 'Map.Entry';
    }
    let dims = 0;
    while (this.is('[') && this.peek().text === ']') {
      this.i += 2;
      dims++;
    }
    return { name, dims };
  }

  /** Whether the tokens here start a declaration `Type name`. */
  private isDeclaration(): boolean {
    const t = this.t;
    if (t.kind !== 'id' || !isTypeName(t.text)) return false;
    let j = this.i + 1;
    if (t.text === 'Map' && this.toks[j]?.text === '.' && this.toks[j + 1]?.text === 'Entry') j += 2;
    while (this.toks[j]?.text === '[' && this.toks[j + 1]?.text === ']') j += 2;
    const n = this.toks[j]!;
    return n.kind === 'id' && !isKeyword(n.text);
  }

  private block(): Stmt {
    const pos = this.expect('{').pos;
    const stmts: Stmt[] = [];
    while (!this.is('}')) {
      if (this.t.kind === 'eof') this.fail();
      stmts.push(this.statement(false));
    }
    this.i++;
    return { k: 'block', pos, stmts };
  }

  /** A statement; at the top level the last one may end at the end of the script. */
  private statement(top: boolean): Stmt {
    const t = this.t;
    if (this.is('{')) return this.block();
    this.starts.add(t.pos);
    const end = (): void => {
      if (this.accept(';')) return;
      if (top && this.t.kind === 'eof') return;
      // The last statement of a block may omit its semicolon (`block: '{' statement* dstatement? '}'`).
      if (!top && this.is('}')) return;
      this.fail();
    };
    if (t.kind === 'id') {
      switch (t.text) {
        case 'if': {
          this.i++;
          this.expect('(');
          const c = this.expr();
          this.expect(')');
          const then = this.trailer(top);
          if (this.accept('else')) return { k: 'if', pos: t.pos, c, then, else: this.trailer(top) };
          return { k: 'if', pos: t.pos, c, then };
        }
        case 'while': {
          this.i++;
          this.expect('(');
          const c = this.expr();
          this.expect(')');
          if (this.accept(';')) return { k: 'while', pos: t.pos, c };
          return { k: 'while', pos: t.pos, c, body: this.trailer(top) };
        }
        case 'do': {
          this.i++;
          const body = this.block();
          this.expect('while');
          this.expect('(');
          const c = this.expr();
          this.expect(')');
          end();
          return { k: 'do', pos: t.pos, body, c };
        }
        case 'for':
          return this.forStatement(top);
        case 'return': {
          this.i++;
          if (this.accept(';') || (top && this.t.kind === 'eof') || (!top && this.is('}'))) return { k: 'return', pos: t.pos };
          const e = this.expr();
          end();
          return { k: 'return', pos: t.pos, e };
        }
        case 'break':
        case 'continue':
          this.i++;
          end();
          return { k: t.text, pos: t.pos };
        case 'throw': {
          this.i++;
          const e = this.expr();
          end();
          return { k: 'throw', pos: t.pos, e };
        }
        case 'try': {
          this.i++;
          const body = this.block();
          const catches: Array<{ type: string; name: string; body: Stmt }> = [];
          while (this.accept('catch')) {
            this.expect('(');
            const type = this.t.text;
            this.i++;
            const name = this.t.text;
            if (this.t.kind !== 'id') this.fail();
            this.i++;
            this.expect(')');
            catches.push({ type, name, body: this.block() });
          }
          if (catches.length === 0) this.fail();
          return { k: 'try', pos: t.pos, body, catches };
        }
      }
    }
    if (this.isDeclaration()) {
      const d = this.declaration();
      end();
      return d;
    }
    const e = this.expr();
    end();
    // The script's last expression is its value where the context returns one (`doc['x'].value * 2`).
    if (top && this.t.kind === 'eof') return { k: 'expr', pos: t.pos, e, implicit: statementProblem(e) ?? '' };
    // Whether an expression may stand here is known once the script is read: the last statement of the
    // script's last block (settleStatements) is its value, whatever it is.
    const problem = statementProblem(e);
    return problem ? { k: 'expr', pos: t.pos, e, problem } : { k: 'expr', pos: t.pos, e };
  }

  /** The body of an if, while or for: a statement or an empty `;`. */
  private trailer(top: boolean): Stmt {
    if (this.is(';')) {
      const pos = this.t.pos;
      this.i++;
      return { k: 'block', pos, stmts: [] };
    }
    return this.statement(top);
  }

  private declaration(): Stmt & { k: 'decl' } {
    const pos = this.t.pos;
    const type = this.type();
    const vars: Array<{ name: string; pos: number; init?: Expr }> = [];
    do {
      const n = this.t;
      if (n.kind !== 'id' || isKeyword(n.text)) this.fail();
      this.i++;
      if (this.accept('=')) vars.push({ name: n.text, pos: n.pos, init: this.expr() });
      else vars.push({ name: n.text, pos: n.pos });
    } while (this.accept(','));
    return { k: 'decl', pos, type, vars };
  }

  private forStatement(top: boolean): Stmt {
    const pos = this.t.pos;
    this.i++;
    this.expect('(');
    // for (Type x : e) and for (x in e)
    if (this.isDeclaration()) {
      const save = this.i;
      const type = this.type();
      const name = this.t.text;
      this.i++;
      if (this.accept(':')) {
        const iter = this.expr();
        this.expect(')');
        return { k: 'each', pos, type, name, iter, ...this.loopBody(top) };
      }
      this.i = save;
    } else if (this.t.kind === 'id' && this.peek().text === 'in') {
      const name = this.t.text;
      this.i += 2;
      const iter = this.expr();
      this.expect(')');
      return { k: 'each', pos, name, iter, ...this.loopBody(top) };
    }
    let init: Stmt | undefined;
    if (!this.is(';')) {
      if (this.isDeclaration()) init = this.declaration();
      else {
        const p = this.t.pos;
        const es = [this.expr()];
        while (this.accept(',')) es.push(this.expr());
        init = es.length === 1 ? { k: 'expr', pos: p, e: es[0]! } : { k: 'block', pos: p, stmts: es.map((e) => ({ k: 'expr' as const, pos: e.pos, e })) };
      }
    }
    this.expect(';');
    const c = this.is(';') ? undefined : this.expr();
    this.expect(';');
    const after: Expr[] = [];
    if (!this.is(')')) {
      do after.push(this.expr());
      while (this.accept(','));
    }
    this.expect(')');
    return { k: 'for', pos, init, c, after, ...this.loopBody(top) };
  }

  private loopBody(top: boolean): { body?: Stmt } {
    if (this.accept(';')) return {};
    return { body: this.statement(top) };
  }

  // ---- expressions ----------------------------------------------------------------------------------

  expr(): Expr {
    if (++this.depth > MAX_DEPTH) compileError(this.t.pos, 'script is too deeply nested');
    try {
      return this.assignment();
    } finally {
      this.depth--;
    }
  }

  private assignment(): Expr {
    const start = this.t.pos;
    const lhs = this.conditional();
    if ((this.t.kind === 'op') && ASSIGN_OPS.has(this.t.text)) {
      const op = this.t.text;
      if (lhs.k !== 'var' && lhs.k !== 'field' && lhs.k !== 'index') compileError(this.t.pos, 'invalid assignment: cannot assign a value to ' + describe(lhs));
      this.i++;
      const value = this.expr();
      return { k: 'assign', pos: start, op, target: lhs, value };
    }
    return lhs;
  }

  private conditional(): Expr {
    const start = this.t.pos;
    const c = this.binary(-2);
    if (this.accept('?')) {
      const a = this.expr();
      this.expect(':');
      const b = this.expr();
      return { k: 'cond', pos: start, c, a, b };
    }
    if (this.accept('?:')) {
      const r = this.expr();
      return { k: 'elvis', pos: start, l: c, r };
    }
    return c;
  }

  /** Levels -2 (`||`), -1 (`&&`), then LEVELS; instanceof sits with the relational operators. */
  private binary(level: number): Expr {
    if (level >= LEVELS.length) return this.unary();
    const start = this.t.pos;
    let l = this.binary(level + 1);
    for (let chain = 0; ; chain++) {
      const t = this.t;
      if (chain > MAX_CHAIN) compileError(t.pos, 'script is too deeply nested');
      if (level === -2 && t.text === '||' && t.kind === 'op') {
        this.i++;
        l = { k: 'bool', pos: start, op: '||', l, r: this.binary(level + 1) };
      } else if (level === -1 && t.text === '&&' && t.kind === 'op') {
        this.i++;
        l = { k: 'bool', pos: start, op: '&&', l, r: this.binary(level + 1) };
      } else if (level >= 0 && t.kind === 'op' && LEVELS[level]!.includes(t.text)) {
        this.i++;
        l = { k: 'binary', pos: start, op: t.text, l, r: this.binary(level + 1) };
      } else if (level === 4 && t.kind === 'id' && t.text === 'instanceof') {
        this.i++;
        l = { k: 'instanceof', pos: start, e: l, type: this.type() };
      } else return l;
    }
  }

  private unary(): Expr {
    const t = this.t;
    if (t.kind === 'op') {
      if (t.text === '++' || t.text === '--') {
        this.i++;
        const target = this.unary();
        if (target.k !== 'var' && target.k !== 'field' && target.k !== 'index') this.fail(t);
        return { k: 'incdec', pos: t.pos, op: t.text, prefix: true, target };
      }
      if (t.text === '-' && this.peek().kind === 'num') {
        this.i++;
        const n = this.t;
        this.i++;
        return this.postfix({ k: 'lit', pos: t.pos, value: numberLiteral('-' + n.text, t.pos) });
      }
      if (t.text === '+' || t.text === '-' || t.text === '!' || t.text === '~') {
        this.i++;
        if (++this.depth > MAX_DEPTH) compileError(t.pos, 'script is too deeply nested');
        try {
          return { k: 'unary', pos: t.pos, op: t.text, e: this.unary() };
        } finally {
          this.depth--;
        }
      }
      if (t.text === '(' && this.isCast()) {
        this.i++;
        const type = this.type();
        this.expect(')');
        return { k: 'cast', pos: t.pos, type, e: this.unary() };
      }
    }
    return this.postfix(this.primary());
  }

  /** `( Type )` followed by something a cast applies to. */
  private isCast(): boolean {
    const n = this.peek();
    if (n.kind !== 'id' || !isTypeName(n.text)) return false;
    let j = this.i + 2;
    if (n.text === 'Map' && this.toks[j]?.text === '.' && this.toks[j + 1]?.text === 'Entry') j += 2;
    while (this.toks[j]?.text === '[' && this.toks[j + 1]?.text === ']') j += 2;
    if (this.toks[j]?.text !== ')') return false;
    const after = this.toks[j + 1]!;
    if (PRIMITIVES.has(n.text) || n.text === 'def') return true;
    // `(String) x` casts; `(String)` followed by an operator would be a parenthesised type name, which is no expression.
    return after.kind !== 'op' || after.text === '(' || after.text === '[' || after.text === '!' || after.text === '~';
  }

  private postfix(e: Expr): Expr {
    for (let chain = 0; ; chain++) {
      const t = this.t;
      if (chain > MAX_CHAIN) compileError(t.pos, 'script is too deeply nested');
      if (t.kind !== 'op') return e;
      if (t.text === '.' || t.text === '?.') {
        this.i++;
        const name = this.t;
        if (name.kind !== 'id' && name.kind !== 'num') this.fail();
        this.i++;
        const nullSafe = t.text === '?.';
        if (this.is('(')) e = { k: 'call', pos: t.pos, obj: e, name: name.text, args: this.args(), nullSafe };
        else e = { k: 'field', pos: t.pos, obj: e, name: name.text, nullSafe };
      } else if (t.text === '[') {
        this.i++;
        const index = this.expr();
        this.expect(']');
        e = { k: 'index', pos: t.pos, obj: e, index };
      } else if (t.text === '++' || t.text === '--') {
        if (e.k !== 'var' && e.k !== 'field' && e.k !== 'index') return e;
        this.i++;
        e = { k: 'incdec', pos: e.pos, op: t.text, prefix: false, target: e };
      } else return e;
    }
  }

  private args(): Expr[] {
    this.expect('(');
    const out: Expr[] = [];
    if (!this.is(')')) {
      do out.push(this.lambdaOrExpr());
      while (this.accept(','));
    }
    this.expect(')');
    return out;
  }

  /** An argument: a lambda `x -> …`, `(x, y) -> …`, `(int x) -> …`, a method reference, or an expression. */
  private lambdaOrExpr(): Expr {
    const t = this.t;
    if (t.kind === 'id' && !isKeyword(t.text) && this.peek().text === '->') {
      this.i += 2;
      return this.lambdaBody(t.pos, [t.text]);
    }
    if (t.text === '(' && t.kind === 'op') {
      const save = this.i;
      this.i++;
      const params: string[] = [];
      let ok = true;
      if (!this.is(')')) {
        do {
          if (this.isDeclaration()) this.type();
          if (this.t.kind !== 'id' || isKeyword(this.t.text)) {
            ok = false;
            break;
          }
          params.push(this.t.text);
          this.i++;
        } while (this.accept(','));
      }
      if (ok && this.accept(')') && this.accept('->')) return this.lambdaBody(t.pos, params);
      this.i = save;
    }
    return this.expr();
  }

  private lambdaBody(pos: number, params: string[]): Expr {
    if (this.is('{')) {
      const b = this.block() as Stmt & { k: 'block' };
      return { k: 'lambda', pos, params, body: b.stmts };
    }
    const e = this.expr();
    return { k: 'lambda', pos, params, body: [{ k: 'return', pos: e.pos, e }] };
  }

  private primary(): Expr {
    const t = this.t;
    switch (t.kind) {
      case 'num':
        this.i++;
        return { k: 'lit', pos: t.pos, value: numberLiteral(t.text, t.pos) };
      case 'str':
        this.i++;
        return { k: 'lit', pos: t.pos, value: t.value! };
      case 'regex':
        this.i++;
        this.regexPos ??= t.pos;
        return { k: 'regex', pos: t.pos, pattern: t.value!, flags: t.flags! };
      case 'eof':
        this.fail();
    }
    if (t.kind === 'op') {
      if (t.text === '(') {
        this.i++;
        const e = this.expr();
        this.expect(')');
        return e;
      }
      if (t.text === '[') return this.initializer();
      this.fail();
    }
    // identifiers
    switch (t.text) {
      case 'true':
      case 'false':
        this.i++;
        return { k: 'lit', pos: t.pos, value: t.text === 'true' };
      case 'null':
        this.i++;
        return { k: 'lit', pos: t.pos, value: null };
      case 'new':
        return this.newExpr();
      case 'this':
        this.i++;
        if (this.accept('::')) {
          const name = this.t.text;
          this.i++;
          return { k: 'methodRef', pos: t.pos, cls: 'this', name };
        }
        this.fail(t);
    }
    if (isKeyword(t.text)) this.fail();
    this.i++;
    if (isTypeName(t.text) && !PRIMITIVES.has(t.text)) {
      if (this.accept('::')) {
        const name = this.t.text;
        this.i++;
        return { k: 'methodRef', pos: t.pos, cls: t.text, name };
      }
      if (this.is('.')) {
        let cls = t.text;
        if (cls === 'Map' && this.peek().text === 'Entry') {
          this.i += 2;
          cls = 'Map.Entry';
        }
        const dot = this.expect('.');
        const name = this.t;
        if (name.kind !== 'id') this.fail();
        this.i++;
        if (this.is('(')) return { k: 'static', pos: dot.pos, cls, name: name.text, args: this.args() };
        return { k: 'staticField', pos: dot.pos, cls, name: name.text };
      }
      if (t.text !== 'def') this.fail(t);
    }
    if (this.is('(')) return { k: 'callFn', pos: t.pos, name: t.text, args: this.args() };
    return { k: 'var', pos: t.pos, name: t.text };
  }

  private initializer(): Expr {
    const pos = this.expect('[').pos;
    if (this.accept(':')) {
      this.expect(']');
      return { k: 'map', pos, entries: [] };
    }
    if (this.accept(']')) return { k: 'list', pos, items: [] };
    const first = this.expr();
    if (this.accept(':')) {
      const entries: Array<[Expr, Expr]> = [[first, this.expr()]];
      while (this.accept(',')) {
        const k = this.expr();
        this.expect(':');
        entries.push([k, this.expr()]);
      }
      this.expect(']');
      return { k: 'map', pos, entries };
    }
    const items = [first];
    while (this.accept(',')) items.push(this.expr());
    this.expect(']');
    return { k: 'list', pos, items };
  }

  private newExpr(): Expr {
    const pos = this.t.pos;
    this.i++;
    const t = this.t;
    if (t.kind !== 'id' || !isTypeName(t.text)) this.fail();
    this.i++;
    let name = t.text;
    if (name === 'Map' && this.is('.') && this.peek().text === 'Entry') {
      this.i += 2;
      name = 'Map.Entry';
    }
    if (this.is('[')) {
      const dims: Expr[] = [];
      let empty = 0;
      while (this.is('[')) {
        this.i++;
        if (this.accept(']')) {
          empty++;
          continue;
        }
        dims.push(this.expr());
        this.expect(']');
      }
      const type = { name, dims: dims.length + empty };
      if (this.is('{')) {
        this.i++;
        const init: Expr[] = [];
        if (!this.is('}')) {
          do init.push(this.expr());
          while (this.accept(','));
        }
        this.expect('}');
        return { k: 'newArray', pos, type, dims: [], init };
      }
      if (dims.length === 0) this.fail();
      return { k: 'newArray', pos, type, dims };
    }
    return { k: 'new', pos, cls: name, args: this.args() };
  }
}

/** Painless refuses expression statements whose value is unused (`1 + 2;`). */
/**
 * Painless's `lastSource`: the script's last statement, and through an if, else, block or try the last
 * statement inside it, is the script's value where the context returns one (`if (x) { doc.a.value }`), so
 * it may be any expression. Every other expression statement must be a statement (`not a statement`,
 * a semantic error: reported after the whole script parsed, the first in source order).
 */
function settleStatements(fns: Map<string, FnDecl>, stmts: Stmt[]): void {
  const markLast = (st: Stmt | undefined): void => {
    if (!st) return;
    switch (st.k) {
      case 'expr':
        if (st.implicit === undefined) st.implicit = st.problem ?? '';
        return;
      case 'block':
        markLast(st.stmts[st.stmts.length - 1]);
        return;
      case 'if':
        markLast(st.then);
        markLast(st.else);
        return;
      case 'try':
        markLast(st.body);
        for (const c of st.catches) markLast(c.body);
        return;
    }
  };
  markLast(stmts[stmts.length - 1]);
  let first: { pos: number; problem: string } | undefined;
  const note = (pos: number, problem: string): void => {
    if (!first || pos < first.pos) first = { pos, problem };
  };
  // DefaultSemanticAnalysisPhase's loop checks: a literal `false` condition is an extraneous loop, a literal
  // `true` one with an empty body (`{}` or `;`, a null block) has no path out; an empty for-each is extraneous.
  const constant = (c: Expr | undefined): boolean | undefined => (c?.k === 'lit' && typeof c.value === 'boolean' ? c.value : undefined);
  const empty = (b: Stmt | undefined): boolean => b === undefined || (b.k === 'block' && b.stmts.length === 0);
  const visit = (st: Stmt | undefined): void => {
    if (!st) return;
    switch (st.k) {
      case 'expr':
        if (st.problem && st.implicit === undefined) note(st.e.pos, st.problem);
        return;
      case 'block':
        for (const x of st.stmts) visit(x);
        return;
      case 'if':
        visit(st.then);
        visit(st.else);
        return;
      case 'while': {
        const c = constant(st.c);
        if (c === false) note(st.pos, 'extraneous while loop');
        else if (c === true && empty(st.body)) note(st.pos, 'no paths escape from while loop');
        visit(st.body);
        return;
      }
      case 'each':
        if (empty(st.body)) note(st.pos, 'extraneous foreach loop');
        visit(st.body);
        return;
      case 'do':
        if (constant(st.c) === false) note(st.pos, 'extraneous do-while loop');
        visit(st.body);
        return;
      case 'for': {
        const c = constant(st.c);
        if (c === false) note(st.pos, 'extraneous for loop');
        else if (c === true && empty(st.body)) note(st.pos, 'no paths escape from for loop');
        visit(st.init);
        visit(st.body);
        return;
      }
      case 'try':
        visit(st.body);
        for (const c of st.catches) visit(c.body);
        return;
    }
  };
  for (const f of fns.values()) visit(f.body);
  for (const st of stmts) visit(st);
  if (first) compileError(first.pos, first.problem);
}

/** Why an expression cannot stand as a statement, or undefined when it can. */
function statementProblem(e: Expr): string | undefined {
  switch (e.k) {
    case 'assign':
    case 'incdec':
    case 'call':
    case 'static':
    case 'new':
    case 'callFn':
      return undefined;
    case 'cond':
    case 'elvis':
      return undefined;
  }
  return `not a statement: result not used from ${describe(e)}`;
}

function describe(e: Expr): string {
  switch (e.k) {
    case 'binary':
    case 'bool':
      return `${opName(e.op)} operation [${e.op}]`;
    case 'var':
      return `symbol [${e.name}]`;
    case 'field':
      return `dot operator [.]`;
    case 'index':
      return `brace operator [[]]`;
    case 'lit':
      return typeof e.value === 'string' ? `string constant [${e.value}]` : e.value === null ? 'null constant' : typeof e.value === 'boolean' ? `boolean constant [${e.value}]` : `numeric constant [${String(e.value instanceof JLong || e.value instanceof JDouble || e.value instanceof JFloat ? e.value.v : e.value)}]`;
    default:
      return `${e.k} operation`;
  }
}

function opName(op: string): string {
  const names: Record<string, string> = {
    '+': 'addition', '-': 'subtraction', '*': 'multiplication', '/': 'division', '%': 'remainder', '&&': 'boolean and', '||': 'boolean or',
    '==': 'equals', '!=': 'not equals', '<': 'less than', '>': 'greater than', '<=': 'less than or equals', '>=': 'greater than or equals',
    '&': 'bitwise and', '|': 'bitwise or', '^': 'xor', '<<': 'left shift', '>>': 'right shift', '>>>': 'unsigned shift', '=~': 'find', '==~': 'match', '===': 'reference equals', '!==': 'reference not equals',
  };
  return names[op] ?? op;
}

/** A numeric literal's value: int, long (`L`), float (`f`), double (`d`, a fraction or an exponent), hex and octal. */
export function numberLiteral(text: string, pos: number): JValue {
  const neg = text.startsWith('-');
  const body = neg ? text.slice(1) : text;
  const last = body[body.length - 1]!.toLowerCase();
  const hex = /^0[xX]/.test(body);
  const isFloating = !hex && (/[.eE]/.test(body) || last === 'f' || last === 'd');
  if (isFloating) {
    const digits = last === 'f' || last === 'd' ? body.slice(0, -1) : body;
    const v = Number((neg ? '-' : '') + digits);
    if (last === 'f') {
      const f = Math.fround(v);
      if (!Number.isFinite(f)) compileError(pos, `Invalid float constant [${text}].`);
      return new JFloat(f);
    }
    if (!Number.isFinite(v)) compileError(pos, `Invalid double constant [${text}].`);
    return new JDouble(v);
  }
  const isLong = last === 'l';
  const digits = isLong ? body.slice(0, -1) : body;
  let big: bigint;
  if (hex) big = BigInt(digits);
  else if (digits.length > 1 && digits.startsWith('0')) {
    if (!/^[0-7]+$/.test(digits)) compileError(pos, `Invalid ${isLong ? 'long' : 'int'} constant [${text}].`);
    big = BigInt('0o' + digits.slice(1));
  } else big = BigInt(digits);
  if (neg) big = -big;
  if (isLong) {
    // Hex and octal literals may spell the full unsigned range (Long.parseUnsignedLong-like for radix 16/8 in Java source).
    if ((hex || digits.startsWith('0')) && big >= 0n && big < 2n ** 64n) return new JLong(BigInt.asIntN(64, big));
    if (big < -(2n ** 63n) || big >= 2n ** 63n) compileError(pos, `Invalid long constant [${text}].`);
    return new JLong(big);
  }
  if ((hex || (digits.length > 1 && digits.startsWith('0'))) && big >= 0n && big < 2n ** 32n) return Number(BigInt.asIntN(32, big));
  if (big < -(2n ** 31n) || big >= 2n ** 31n) compileError(pos, `Invalid int constant [${text}].`);
  return Number(big);
}
