/**
 * Painless's semantic pass over variables, before anything runs: every name must be declared in an
 * enclosing scope (or be one of the context's variables) and no name may be declared twice in nested
 * scopes. Painless reports these at compile time, so a typo in a branch that never runs is still an error.
 */
import type { Expr, Program, Stmt } from './ast.ts';
import { JavaException, compileError } from './javaError.ts';
import type { JValue } from './values.ts';

/**
 * Context functions an allowlist marks `@compile_time_only` (runtime fields' `grok`, `dissect`), by their
 * `fn:name/arity` key: Painless runs them while compiling, on constant arguments only, so a bad pattern
 * fails the script's compilation even where the call never runs. The check throws a JavaException to refuse.
 */
const COMPILE_TIME_ONLY = new Map<string, (args: JValue[]) => void>();

/** Marks a context function compile-time only, with what it does to its constant arguments at compile time. */
export function registerCompileTimeOnly(fn: string, check: (args: JValue[]) => void): void {
  COMPILE_TIME_ONLY.set(fn, check);
}

/** The value of an argument Painless's constant folding makes a constant: a literal, or strings joined with `+`. */
function constantOf(e: Expr): { v: JValue } | undefined {
  if (e.k === 'lit') return { v: e.value };
  if (e.k === 'binary' && e.op === '+') {
    const l = constantOf(e.l);
    const r = constantOf(e.r);
    if (l && r && (typeof l.v === 'string' || typeof r.v === 'string')) return { v: String(l.v) + String(r.v) };
  }
  return undefined;
}

const ORDINALS = ['1st', '2nd', '3rd'];

/**
 * A compile-time-only call: each argument must be a constant (the message is the one runtime_fields'
 * 250_grok.yml pins, whose `[]` is the argument node as Painless prints it), then the function runs and a
 * failure of it is the compile error.
 */
function compileTimeCall(e: Extract<Expr, { k: 'callFn' }>, check: (args: JValue[]) => void): void {
  const args: JValue[] = [];
  e.args.forEach((a, i) => {
    const c = constantOf(a);
    if (!c) compileError(e.pos, `All arguments of the [${e.name}] method must be constants, but the [${ORDINALS[i] ?? `${i + 1}th`}] argument [] is not`);
    args.push(c.v);
  });
  try {
    check(args);
  } catch (x) {
    if (x instanceof JavaException) compileError(e.pos, x.message ?? '', x.type);
    throw x;
  }
}

class Names {
  private readonly own = new Map<string, string>();
  constructor(private readonly parent?: Names) {}
  has(n: string): boolean {
    return this.own.has(n) || (this.parent?.has(n) ?? false);
  }
  typeOf(n: string): string {
    return this.own.get(n) ?? this.parent?.typeOf(n) ?? 'def';
  }
  add(n: string, pos: number, type = 'def'): void {
    if (this.has(n)) compileError(pos, `variable [${n}] is already defined`);
    this.own.set(n, type);
  }
}

const CANONICAL: Record<string, string> = { String: 'java.lang.String', List: 'java.util.List', Map: 'java.util.Map', Set: 'java.util.Set', Object: 'java.lang.Object' };

/** The static type Painless gives an expression, as its cast errors print it (`def` where it cannot tell). */
function staticType(e: Expr, scope: Names): string {
  switch (e.k) {
    case 'lit': {
      const v = e.value;
      if (typeof v === 'string') return 'java.lang.String';
      if (typeof v === 'number') return 'int';
      if (typeof v === 'boolean') return 'boolean';
      if (v === null) return 'null';
      const c = (v as object).constructor.name;
      return c === 'JLong' ? 'long' : c === 'JDouble' ? 'double' : c === 'JFloat' ? 'float' : 'def';
    }
    case 'var': {
      const t = scope.typeOf(e.name);
      return CANONICAL[t] ?? t;
    }
    case 'binary':
      if (['==', '!=', '<', '<=', '>', '>=', '===', '!==', '=~', '==~'].includes(e.op)) return 'boolean';
      if (e.op === '+' && (staticType(e.l, scope) === 'java.lang.String' || staticType(e.r, scope) === 'java.lang.String')) return 'java.lang.String';
      return 'def';
    case 'bool':
    case 'instanceof':
      return 'boolean';
    case 'cast':
      return CANONICAL[e.type.name] ?? e.type.name;
  }
  return 'def';
}

/** Checks a program's names against the context's variables; throws the first CompileError. */
export function resolveNames(p: Program, globals: readonly string[], voidContext = false): void {
  returnsVoid = voidContext;
  const top = new Names();
  for (const g of globals) top.add(g, 0);
  inFunction = true;
  for (const f of p.fns.values()) {
    const scope = new Names();
    for (const prm of f.params) scope.add(prm.name, 0, prm.type.name);
    stmt(f.body, scope, p);
  }
  inFunction = false;
  const body = new Names(top);
  for (const s of p.stmts) stmt(s, body, p);
  returnsVoid = false;
}

/** Whether the script's own body returns void (update, reindex and ingest scripts): `return x` cannot compile. */
let returnsVoid = false;
/** Inside a user function or a lambda, `return x` returns from that, not from the script. */
let inFunction = false;

function stmt(s: Stmt | undefined, scope: Names, p: Program): void {
  if (!s) return;
  switch (s.k) {
    case 'block': {
      const inner = new Names(scope);
      for (const x of s.stmts) stmt(x, inner, p);
      return;
    }
    case 'decl':
      for (const v of s.vars) {
        if (v.init) expr(v.init, scope, p);
        scope.add(v.name, v.pos, s.type.dims > 0 ? s.type.name + '[]'.repeat(s.type.dims) : s.type.name);
      }
      return;
    case 'expr':
      expr(s.e, scope, p);
      if (s.implicit && returnsVoid) compileError(s.e.pos, s.implicit);
      return;
    case 'if':
      expr(s.c, scope, p);
      stmt(s.then, new Names(scope), p);
      stmt(s.else, new Names(scope), p);
      return;
    case 'while':
    case 'do':
      expr(s.c, scope, p);
      stmt(s.body, new Names(scope), p);
      return;
    case 'for': {
      const inner = new Names(scope);
      stmt(s.init, inner, p);
      if (s.c) expr(s.c, inner, p);
      for (const a of s.after) expr(a, inner, p);
      stmt(s.body, new Names(inner), p);
      return;
    }
    case 'each': {
      expr(s.iter, scope, p);
      const inner = new Names(scope);
      inner.add(s.name, s.pos);
      stmt(s.body, inner, p);
      return;
    }
    case 'return':
      if (s.e) {
        expr(s.e, scope, p);
        if (returnsVoid && !inFunction) compileError(s.e.pos, `Cannot cast from [${staticType(s.e, scope)}] to [void].`, 'class_cast_exception');
      }
      return;
    case 'throw':
      expr(s.e, scope, p);
      return;
    case 'try': {
      stmt(s.body, new Names(scope), p);
      for (const c of s.catches) {
        const inner = new Names(scope);
        inner.add(c.name, s.pos);
        stmt(c.body, inner, p);
      }
      return;
    }
  }
}

function expr(e: Expr, scope: Names, p: Program): void {
  switch (e.k) {
    case 'var':
      if (!scope.has(e.name)) compileError(e.pos, `cannot resolve symbol [${e.name}]`);
      return;
    case 'field':
      expr(e.obj, scope, p);
      return;
    case 'index':
      expr(e.obj, scope, p);
      expr(e.index, scope, p);
      return;
    case 'call':
      expr(e.obj, scope, p);
      for (const a of e.args) expr(a, scope, p);
      return;
    case 'static':
    case 'new':
    case 'callFn':
      for (const a of e.args) expr(a, scope, p);
      if (e.k === 'callFn') {
        const f = p.fns.get(e.name);
        // A context's own functions (score scripts' saturation, decayNumericGauss…) are globals `fn:name/arity`.
        const key = `fn:${e.name}/${e.args.length}`;
        const own = f !== undefined && f.params.length === e.args.length;
        if (!own && !scope.has(key)) compileError(e.pos, `Unknown call [${e.name}] with [${e.args.length}] arguments.`);
        const check = own ? undefined : COMPILE_TIME_ONLY.get(key);
        if (check) compileTimeCall(e, check);
      }
      return;
    case 'newArray':
      for (const d of e.dims) expr(d, scope, p);
      for (const x of e.init ?? []) expr(x, scope, p);
      return;
    case 'list':
      for (const x of e.items) expr(x, scope, p);
      return;
    case 'map':
      for (const [k, v] of e.entries) {
        expr(k, scope, p);
        expr(v, scope, p);
      }
      return;
    case 'unary':
    case 'cast':
    case 'instanceof':
      expr(e.e, scope, p);
      return;
    case 'binary':
    case 'bool':
    case 'elvis':
      expr(e.l, scope, p);
      expr(e.r, scope, p);
      return;
    case 'cond':
      expr(e.c, scope, p);
      expr(e.a, scope, p);
      expr(e.b, scope, p);
      return;
    case 'assign':
      expr(e.target, scope, p);
      expr(e.value, scope, p);
      return;
    case 'incdec':
      expr(e.target, scope, p);
      return;
    case 'lambda': {
      const inner = new Names(scope);
      for (const prm of e.params) inner.add(prm, e.pos);
      const outer = inFunction;
      inFunction = true;
      for (const s of e.body) stmt(s, inner, p);
      inFunction = outer;
      return;
    }
  }
}
