/**
 * Runs a parsed Painless program over its context's variables. Values keep Java's types (values.ts);
 * control flow returns signals instead of throwing; every loop iteration counts against Painless's
 * `max_loop_counter`, so no script runs unbounded. A failing operation throws a JavaException whose
 * offset is the node that was running (the innermost one, as Painless's line numbers point).
 */
import type { Expr, FnDecl, Program, Stmt, TypeRef } from './ast.ts';
import { JavaException, compileError, exceptionAncestors, javaThrow } from './javaError.ts';
import { arith, bitwise, castNumber, compareNumbers, isNumeric, numKind, shift, toNumber } from './javaNumbers.ts';
import { javaToString } from './javaString.ts';
import { callStatic, getStaticField, construct } from './statics.ts';
import { invokeMethod, readField, callFunction, type Runtime } from './methods.ts';
import { compileRegex } from './regex.ts';
import { compileExpr, compileStmt } from './compile.ts';
import { BREAK, CONTINUE, Scope, countStatements, declares, type Machine, type Signal } from './scope.ts';
import type { RunOptions } from './runOptions.ts';
import { noteWork } from '../../search/resumable/steps.ts';

export type { RunOptions } from './runOptions.ts';
import { JArray, JChar, JFunction, JList, JLong, JMap, JSet, JSmall, JDouble, JFloat, className, javaEquals, type JValue } from './values.ts';

/** ES's default `script.painless.max_loop_counter` (CompilerSettings.MAX_LOOP_COUNTER). */
export const MAX_LOOP_COUNTER = 1_000_000;
/** How deep user functions and lambdas may call each other before a StackOverflowError. */
export const MAX_CALL_DEPTH = 64;

/** Runs a program with its globals (ctx, params…); returns the script's return value (null when none). */
export function execute(program: Program, globals: Map<string, JValue>, opts: RunOptions): JValue {
  const it = new Interpreter(program, globals, opts);
  try {
    return it.run();
  } finally {
    // The document loops of a search pace their yield points by it (search/resumable/steps.ts).
    noteWork(it.loops + 1);
  }
}

export class Interpreter implements Runtime, Machine {
  /** Loop iterations counted so far (read by resumable.ts, which yields by them). */
  loops = 0;
  /** User function and lambda calls in progress (resumable.ts's calls count here too). */
  depth = 0;
  /** The context's variables (ctx, params…): the scope user functions run over. */
  readonly global: Scope;
  /**
   * The value of a user-function call resumable.ts has already run in steps, taken once by the call's node
   * when the statement holding it then runs as a closure (see resumable.ts `leadingCall`).
   */
  preset: { at: Expr; value: JValue } | undefined;
  constructor(
    readonly program: Program,
    globals: Map<string, JValue>,
    readonly opts: RunOptions,
  ) {
    this.global = new Scope();
    for (const [k, v] of globals) this.global.vars.set(k, { value: v });
  }

  run(): JValue {
    const scope = new Scope(this.global);
    const r = this.block(this.program.stmts, scope);
    // A script that ends without returning returns its execute method's default (0 for a double, false
    // for a boolean, null for an Object: Painless's auto-return).
    return r && typeof r === 'object' ? r.value : (this.opts.fallOff ?? null);
  }

  /**
   * Counts one loop iteration of a body of `n` statements (Painless's loop counter: `iinc` by the count, or
   * by one from 7.10, then a PainlessError unless what is left is still > 0, so the millionth count throws).
   */
  tick(pos: number, n: number): void {
    this.loops += this.opts.loopCounter === 'statements' ? Math.max(1, n) : 1;
    if (this.loops >= MAX_LOOP_COUNTER) {
      const e = new JavaException('painless_error', 'The maximum number of statements that can be executed in a loop has been reached.');
      e.offset = pos;
      throw e;
    }
  }

  /** Runtime hook for methods that run a callback per element (forEach, removeIf, sort…). */
  count(n: number): void {
    this.loops += n;
    if (this.loops > MAX_LOOP_COUNTER * 10) javaThrow('painless_error', 'The maximum number of statements that can be executed in a loop has been reached.');
  }

  block(stmts: Stmt[], scope: Scope): Signal {
    for (const s of stmts) {
      const r = this.stmt(s, scope);
      if (r !== undefined) return r;
    }
    return undefined;
  }

  body(s: Stmt | undefined, scope: Scope): Signal {
    if (!s) return undefined;
    // A body that declares nothing needs no scope of its own (one Map fewer per loop iteration).
    if (s.k === 'block') return this.block(s.stmts, declares(s) ? new Scope(scope) : scope);
    return this.stmt(s, s.k === 'decl' ? new Scope(scope) : scope);
  }

  stmt(s: Stmt, scope: Scope): Signal {
    return compileStmt(s)(this, scope);
  }

  /** The tree-walking execution of a statement, for the kinds compile.ts does not turn into closures. */
  stmtWalk(s: Stmt, scope: Scope): Signal {
    switch (s.k) {
      case 'block':
        return this.block(s.stmts, new Scope(scope));
      case 'expr':
        this.expr(s.e, scope);
        return undefined;
      case 'decl':
        for (const v of s.vars) {
          if (scope.lookup(v.name)) compileError(v.pos, `variable [${v.name}] is already defined`);
          const value = v.init ? this.coerce(narrowConstant(v.init, this.expr(v.init, scope), s.type), s.type, v.pos) : defaultValue(s.type);
          scope.vars.set(v.name, { value, type: s.type });
        }
        return undefined;
      case 'if':
        if (this.cond(s.c, scope)) return this.body(s.then, scope);
        return s.else ? this.body(s.else, scope) : undefined;
      case 'while': {
        const n = countStatements(s.body);
        while (this.cond(s.c, scope)) {
          this.tick(s.pos, n);
          const r = this.body(s.body, scope);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
        }
        return undefined;
      }
      case 'do': {
        const n = countStatements(s.body);
        do {
          this.tick(s.pos, n);
          const r = this.body(s.body, scope);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
        } while (this.cond(s.c, scope));
        return undefined;
      }
      case 'for': {
        const inner = new Scope(scope);
        if (s.init) this.stmt(s.init.k === 'block' ? s.init : s.init, inner);
        const n = countStatements(s.body);
        while (!s.c || this.cond(s.c, inner)) {
          this.tick(s.pos, n);
          const r = this.body(s.body, inner);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
          for (const a of s.after) this.expr(a, inner);
        }
        return undefined;
      }
      case 'each': {
        const iterable = this.expr(s.iter, scope);
        const items = this.iterate(iterable, s.iter.pos);
        const n = countStatements(s.body);
        const counted = this.opts.loopCounter !== 'iterations-no-each';
        for (const item of items) {
          if (counted) this.tick(s.pos, n);
          const inner = new Scope(scope);
          inner.vars.set(s.name, { value: s.type ? this.coerce(item, s.type, s.pos) : item, type: s.type });
          const r = this.body(s.body, inner);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
        }
        return undefined;
      }
      case 'return':
        return { value: s.e ? this.expr(s.e, scope) : null };
      case 'break':
        return BREAK;
      case 'continue':
        return CONTINUE;
      case 'throw': {
        const v = this.expr(s.e, scope);
        if (v instanceof JavaException) {
          v.offset = s.pos;
          throw v;
        }
        if (v === null) {
          const e = new JavaException('null_pointer_exception', null);
          e.offset = s.pos;
          throw e;
        }
        javaThrow('class_cast_exception', `Cannot cast from [${className(v)}] to [java.lang.Throwable].`);
        break;
      }
      case 'try':
        try {
          return this.body(s.body, scope);
        } catch (e) {
          const c = this.caught(s, e, scope);
          return this.body(c.body, c.scope);
        }
    }
  }

  /** The catch clause of `s` that takes `e`, its scope holding the exception; `e` thrown again when none does (a PainlessError never is caught). */
  caught(s: Stmt & { k: 'try' }, e: unknown, scope: Scope): { body: Stmt; scope: Scope } {
    if (!(e instanceof JavaException) || e.type === 'painless_error') throw e;
    const ancestors = exceptionAncestors(e.javaClass);
    for (const c of s.catches) {
      if (ancestors.includes(c.type)) {
        const inner = new Scope(scope);
        inner.vars.set(c.name, { value: e as unknown as JValue });
        return { body: c.body, scope: inner };
      }
    }
    throw e;
  }

  iterate(v: JValue, pos: number): JValue[] {
    if (v instanceof JList || v instanceof JArray) return [...v.items];
    if (v instanceof JSet) return v.items();
    if (v instanceof JMap) return this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to java.lang.Iterable`);
    if (v === null) return this.fail(pos, 'null_pointer_exception', null);
    const it = v as { iterate?: () => JValue[] };
    if (typeof it.iterate === 'function') return it.iterate();
    return this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to java.lang.Iterable`);
  }

  fail(pos: number, type: string, message: string | null): never {
    const e = new JavaException(type, message);
    e.offset = pos;
    throw e;
  }

  cond(e: Expr, scope: Scope): boolean {
    const v = this.expr(e, scope);
    if (typeof v !== 'boolean') this.fail(e.pos, 'class_cast_exception', `Cannot cast ${v === null ? 'null' : className(v)} to java.lang.Boolean`);
    return v;
  }

  /** Evaluates an expression; a JavaException leaving it without an offset takes this node's. */
  expr(e: Expr, scope: Scope): JValue {
    return compileExpr(e)(this, scope);
  }

  /** The tree-walking evaluation of a node, for the kinds compile.ts does not turn into closures. */
  evalAt(e: Expr, scope: Scope): JValue {
    try {
      return this.eval(e, scope);
    } catch (x) {
      if (x instanceof JavaException && x.offset === undefined) x.offset = e.pos;
      throw x;
    }
  }

  eval(e: Expr, scope: Scope): JValue {
    switch (e.k) {
      case 'lit':
        return e.value;
      case 'regex':
        return compileRegex(e.pattern, e.flags, this.opts);
      case 'var': {
        const slot = scope.lookup(e.name);
        if (!slot) compileError(e.pos, `cannot resolve symbol [${e.name}]`);
        return slot.value;
      }
      case 'field': {
        const obj = this.expr(e.obj, scope);
        if (obj === null) {
          if (e.nullSafe) return null;
          this.fail(e.pos, 'null_pointer_exception', `cannot access method/field [${e.name}] from a null def reference`);
        }
        return readField(obj, e.name, this);
      }
      case 'index': {
        const obj = this.expr(e.obj, scope);
        const idx = this.expr(e.index, scope);
        return this.readIndex(obj, idx, e.pos);
      }
      case 'call': {
        const obj = this.expr(e.obj, scope);
        if (obj === null) {
          if (e.nullSafe) return null;
          this.fail(e.pos, 'null_pointer_exception', `cannot access method/field [${e.name}] from a null def reference`);
        }
        const args = e.args.map((a) => this.expr(a, scope));
        return invokeMethod(obj, e.name, args, this);
      }
      case 'static':
        return callStatic(e.cls, e.name, e.args.map((a) => this.expr(a, scope)), this);
      case 'staticField':
        return getStaticField(e.cls, e.name);
      case 'new':
        return construct(e.cls, e.args.map((a) => this.expr(a, scope)), this);
      case 'newArray':
        return this.newArray(e, scope);
      case 'list': {
        const l = new JList(e.items.map((x) => this.expr(x, scope)));
        return l;
      }
      case 'map': {
        const m = new JMap(true);
        for (const [k, v] of e.entries) m.set(this.expr(k, scope), this.expr(v, scope));
        return m;
      }
      case 'unary':
        return this.unary(e.op, this.expr(e.e, scope));
      case 'binary':
        return this.binary(e.op, this.expr(e.l, scope), this.expr(e.r, scope));
      case 'bool': {
        const l = this.cond(e.l, scope);
        if (e.op === '&&' ? !l : l) return l;
        return this.cond(e.r, scope);
      }
      case 'cond':
        return this.cond(e.c, scope) ? this.expr(e.a, scope) : this.expr(e.b, scope);
      case 'elvis': {
        const l = this.expr(e.l, scope);
        return l !== null ? l : this.expr(e.r, scope);
      }
      case 'assign':
        return this.assign(e, scope);
      case 'incdec': {
        const old = this.load(e.target, scope);
        if (old === null) this.fail(e.pos, 'null_pointer_exception', null);
        if (!isNumeric(old)) this.fail(e.pos, 'class_cast_exception', `Cannot apply [${e.op === '++' ? '+' : '-'}] operation to type [${className(old)}].`);
        let next = arith(e.op === '++' ? '+' : '-', old, 1);
        next = this.narrowBack(e.target, scope, next, old);
        this.store(e.target, scope, next);
        return e.prefix ? next : old;
      }
      case 'cast':
        return this.cast(this.expr(e.e, scope), e.type, e.pos);
      case 'instanceof':
        return instanceOf(this.expr(e.e, scope), e.type);
      case 'lambda':
        return this.lambda(e.params, e.body, scope);
      case 'methodRef':
        return this.methodRef(e.cls, e.name, e.pos);
      case 'callFn': {
        const done = this.preset;
        if (done !== undefined && done.at === e) {
          this.preset = undefined;
          return done.value;
        }
        const fn = this.program.fns.get(e.name);
        if (!fn || fn.params.length !== e.args.length) {
          const bound = this.global.vars.get(`fn:${e.name}/${e.args.length}`);
          if (bound) return callFunction(bound.value, e.args.map((a) => this.expr(a, scope)), this);
          compileError(e.pos, `Unknown call [${e.name}] with [${e.args.length}] arguments.`);
        }
        return this.callUser(fn, e.args.map((a) => this.expr(a, scope)), e.pos);
      }
    }
  }

  callUser(fn: FnDecl, args: JValue[], pos: number): JValue {
    if (++this.depth > MAX_CALL_DEPTH) {
      this.depth = 0;
      this.fail(pos, 'stack_overflow_error', null);
    }
    try {
      const scope = new Scope(this.global);
      fn.params.forEach((p, i) => scope.vars.set(p.name, { value: this.coerce(args[i] ?? null, p.type, pos), type: p.type }));
      const r = this.body(fn.body, scope);
      const v = r && typeof r === 'object' ? r.value : null;
      return fn.ret.name === 'void' ? null : this.coerce(v, fn.ret, pos);
    } finally {
      this.depth--;
    }
  }

  lambda(params: string[], body: Stmt[], scope: Scope): JFunction {
    return new JFunction(params.length, (args) => {
      if (++this.depth > MAX_CALL_DEPTH) {
        this.depth = 0;
        javaThrow('stack_overflow_error', null);
      }
      try {
        const inner = new Scope(scope);
        params.forEach((p, i) => inner.vars.set(p, { value: args[i] ?? null }));
        const r = this.block(body, inner);
        return r && typeof r === 'object' ? r.value : null;
      } finally {
        this.depth--;
      }
    });
  }

  methodRef(cls: string, name: string, pos: number): JFunction {
    if (cls === 'this') {
      const fn = this.program.fns.get(name);
      if (!fn) compileError(pos, `Unknown reference [this::${name}] matching [${name}]`);
      return new JFunction(fn.params.length, (args) => this.callUser(fn, args, pos));
    }
    if (name === 'new') return new JFunction(-1, (args) => construct(cls, args, this));
    // Type::method: a static method, or an instance method whose receiver is the first argument.
    return new JFunction(-1, (args) => {
      try {
        return callStatic(cls, name, args, this);
      } catch (e) {
        if (!(e instanceof JavaException) || !e.message?.startsWith('unknown static') || args.length === 0) throw e;
        return invokeMethod(args[0]!, name, args.slice(1), this);
      }
    });
  }

  /** Calls a function value with arguments (lambdas, method references). */
  call(f: JValue, args: JValue[]): JValue {
    return callFunction(f, args, this);
  }

  newArray(e: Expr & { k: 'newArray' }, scope: Scope): JValue {
    const elem = e.type.dims > 1 ? e.type.name + '[]'.repeat(e.type.dims - 1) : e.type.name;
    if (e.init) return new JArray(elem, e.init.map((x) => this.coerce(this.expr(x, scope), { name: elem, dims: 0 }, x.pos)));
    const make = (dims: JValue[], level: number): JArray => {
      const n = dims[level]!;
      if (typeof n !== 'number') javaThrow('class_cast_exception', `Cannot cast ${className(n)} to int`);
      if (n < 0) javaThrow('negative_array_size_exception', String(n));
      this.allocate(n);
      const name = e.type.name + '[]'.repeat(e.type.dims - level - 1);
      const items: JValue[] = [];
      for (let i = 0; i < n; i++) items.push(level + 1 < dims.length ? make(dims, level + 1) : level + 1 < e.type.dims ? null : defaultValue({ name: e.type.name, dims: 0 }));
      return new JArray(name, items);
    };
    return make(e.dims.map((d) => this.expr(d, scope)), 0);
  }

  /** Refuses allocations Java would run out of heap for (the simulator's memory guard). */
  allocate(n: number): void {
    if (n > 5_000_000) javaThrow('out_of_memory_error', 'Java heap space');
  }

  readIndex(obj: JValue, idx: JValue, pos: number): JValue {
    if (obj === null) this.fail(pos, 'null_pointer_exception', null);
    if (obj instanceof JMap) return obj.get(idx) ?? null;
    if (obj instanceof JList || obj instanceof JArray) {
      const i = this.listIndex(obj, idx, pos);
      return obj.items[i]!;
    }
    return this.fail(pos, 'illegal_argument_exception', `Attempting to address a non-array-like type [${className(obj)}] as an array.`);
  }

  listIndex(obj: JList | JArray, idx: JValue, pos: number): number {
    if (typeof idx !== 'number' && !(idx instanceof JSmall) && !(idx instanceof JChar)) {
      this.fail(pos, 'class_cast_exception', `Cannot cast ${idx === null ? 'null' : className(idx)} to java.lang.Number`);
    }
    let i = toNumber(idx as JValue);
    // Painless normalises a negative index from the end (Def.normalizeIndex).
    if (i < 0) i += obj.items.length;
    if (i < 0 || i >= obj.items.length) {
      this.fail(pos, obj instanceof JArray ? 'array_index_out_of_bounds_exception' : 'index_out_of_bounds_exception', `Index ${toNumber(idx as JValue)} out of bounds for length ${obj.items.length}`);
    }
    return i;
  }

  load(target: Expr, scope: Scope): JValue {
    return this.expr(target, scope);
  }

  /** Stores into a variable, a map key, a list element or an array slot. */
  store(target: Expr, scope: Scope, value: JValue): void {
    if (target.k === 'var') {
      const slot = scope.lookup(target.name);
      if (!slot) compileError(target.pos, `cannot resolve symbol [${target.name}]`);
      slot.value = slot.type ? this.coerce(value, slot.type, target.pos) : value;
      return;
    }
    if (target.k === 'field') {
      const obj = this.expr(target.obj, scope);
      if (obj === null) this.fail(target.pos, 'null_pointer_exception', `cannot access method/field [${target.name}] from a null def reference`);
      if (obj instanceof JMap) {
        obj.set(target.name, value);
        return;
      }
      invokeMethod(obj, 'set' + target.name.charAt(0).toUpperCase() + target.name.slice(1), [value], this);
      return;
    }
    if (target.k === 'index') {
      const obj = this.expr(target.obj, scope);
      const idx = this.expr(target.index, scope);
      if (obj === null) this.fail(target.pos, 'null_pointer_exception', null);
      if (obj instanceof JMap) {
        obj.set(idx, value);
        return;
      }
      if (obj instanceof JList || obj instanceof JArray) {
        const i = this.listIndex(obj, idx, target.pos);
        obj.items[i] = obj instanceof JArray ? this.coerce(value, { name: obj.elem, dims: 0 }, target.pos) : value;
        return;
      }
      this.fail(target.pos, 'illegal_argument_exception', `Attempting to address a non-array-like type [${className(obj)}] as an array.`);
    }
  }

  assign(e: Expr & { k: 'assign' }, scope: Scope): JValue {
    if (e.op === '=') {
      const v = this.expr(e.value, scope);
      this.store(e.target, scope, v);
      return e.target.k === 'var' ? scope.lookup(e.target.name)!.value : v;
    }
    const old = this.load(e.target, scope);
    const r = this.expr(e.value, scope);
    const op = e.op.slice(0, -1);
    let next = this.binary(op, old, r);
    next = this.narrowBack(e.target, scope, next, old);
    this.store(e.target, scope, next);
    return next;
  }

  /** Compound assignment to a typed variable casts back to its type (Java's implicit narrowing in `i += 1.5`). */
  narrowBack(target: Expr, scope: Scope, next: JValue, _old: JValue): JValue {
    if (target.k !== 'var') return next;
    const t = scope.lookup(target.name)?.type;
    if (!t || t.dims > 0 || t.name === 'def') return next;
    return this.cast(next, t, target.pos);
  }

  unary(op: string, v: JValue): JValue {
    if (op === '!') {
      if (typeof v !== 'boolean') javaThrow('class_cast_exception', `Cannot cast ${v === null ? 'null' : className(v)} to java.lang.Boolean`);
      return !v;
    }
    if (v === null) javaThrow('null_pointer_exception', null);
    if (!isNumeric(v)) javaThrow('class_cast_exception', `Cannot apply [${op}] operation to type [${className(v)}].`);
    if (op === '+') return castNumber(v, numKind(v)!);
    if (op === '-') return arith('-', numKind(v) === 'long' ? new JLong(0n) : numKind(v) === 'double' ? new JDouble(-0) : numKind(v) === 'float' ? new JFloat(-0) : 0, v);
    const k = numKind(v);
    if (k !== 'int' && k !== 'long') javaThrow('class_cast_exception', `Cannot apply [~] operation to type [${className(v)}].`);
    return bitwise('^', v, k === 'long' ? new JLong(-1n) : -1);
  }

  binary(op: string, l: JValue, r: JValue): JValue {
    switch (op) {
      case '==':
        return defEquals(l, r);
      case '!=':
        return !defEquals(l, r);
      case '===':
        return l === r || (typeof l !== 'object' && javaEquals(l, r)) || (isNumeric(l) && isNumeric(r) && typeof l === 'object' && javaEquals(l, r));
      case '!==':
        return !this.binary('===', l, r);
      case '=~':
      case '==~': {
        const p = r as { matcher?: (s: string) => JValue };
        if (typeof l !== 'string') javaThrow('class_cast_exception', `Cannot cast from [${l === null ? 'null' : className(l)}] to [java.lang.String].`);
        if (!p || typeof p.matcher !== 'function') javaThrow('class_cast_exception', `Cannot cast ${r === null ? 'null' : className(r)} to java.util.regex.Pattern`);
        const m = p.matcher(l) as unknown as { find: () => boolean; matches: () => boolean };
        return op === '=~' ? m.find() : m.matches();
      }
    }
    if (op === '+' && (typeof l === 'string' || typeof r === 'string')) {
      const s = javaToString(l) + javaToString(r);
      if (s.length > 50_000_000) javaThrow('out_of_memory_error', 'Java heap space');
      return s;
    }
    if (l === null || r === null) {
      if (op === '&' || op === '|' || op === '^') javaThrow('null_pointer_exception', null);
      javaThrow('null_pointer_exception', null);
    }
    if (typeof l === 'boolean' && typeof r === 'boolean' && (op === '&' || op === '|' || op === '^')) {
      return op === '&' ? l && r : op === '|' ? l || r : l !== r;
    }
    if (!isNumeric(l) || !isNumeric(r)) javaThrow('class_cast_exception', `Cannot apply [${op}] operation to types [${className(l)}] and [${className(r)}].`);
    switch (op) {
      case '+':
      case '-':
      case '*':
      case '/':
      case '%':
        return arith(op, l, r);
      case '<':
        return compareNumbers(l, r) < 0;
      case '<=':
        return compareNumbers(l, r) <= 0;
      case '>':
        return compareNumbers(l, r) > 0;
      case '>=':
        return compareNumbers(l, r) >= 0;
      case '<<':
      case '>>':
      case '>>>':
      case '&':
      case '|':
      case '^': {
        const lk = numKind(l), rk = numKind(r);
        if (lk === 'float' || lk === 'double' || rk === 'float' || rk === 'double') {
          javaThrow('class_cast_exception', `Cannot apply [${op}] operation to types [${className(l)}] and [${className(r)}].`);
        }
        return op.startsWith('<') || op.startsWith('>') ? shift(op, l, r) : bitwise(op, l, r);
      }
    }
    return javaThrow('illegal_argument_exception', `unknown operator [${op}]`);
  }

  /** Explicit cast `(type) value`. */
  cast(v: JValue, t: TypeRef, pos: number): JValue {
    if (t.dims > 0 || t.name === 'def' || t.name === 'Object') return v;
    if (typeof v === 'number' && t.name === 'int') return v;
    const prim = PRIMITIVE_KINDS[t.name];
    if (prim) {
      if (v === null) this.fail(pos, 'null_pointer_exception', null);
      if (t.name === 'boolean') {
        if (typeof v !== 'boolean') this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to boolean`);
        return v;
      }
      if (t.name === 'char' && typeof v === 'string' && v.length === 1) return new JChar(v.charCodeAt(0));
      if (!isNumeric(v)) this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to ${t.name}`);
      return castNumber(v, prim as 'int');
    }
    return this.coerce(v, t, pos);
  }

  /** Implicit conversion on assignment to a typed variable (widening only; def narrows with a check). */
  coerce(v: JValue, t: TypeRef, pos: number): JValue {
    if (t.name === 'def' || t.name === 'Object' || t.name === 'void') return v;
    if (typeof v === 'number' && t.name === 'int' && t.dims === 0) return v;
    if (t.dims > 0) {
      if (v !== null && !(v instanceof JArray)) this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to ${t.name}${'[]'.repeat(t.dims)}`);
      return v;
    }
    const prim = PRIMITIVE_KINDS[t.name];
    if (prim) {
      if (v === null) this.fail(pos, 'null_pointer_exception', null);
      if (t.name === 'boolean') {
        if (typeof v !== 'boolean') this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to boolean`);
        return v;
      }
      const from = numKind(v);
      if (from === undefined) this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to ${t.name}`);
      if (!widens(v, prim)) this.fail(pos, 'class_cast_exception', `Cannot implicitly cast def [${unboxedName(v)}] to ${t.name}`);
      return castNumber(v, prim as 'int');
    }
    if (v === null) return null;
    if (!instanceOf(v, t)) this.fail(pos, 'class_cast_exception', `Cannot cast ${className(v)} to ${BOXED_CLASS[t.name] ?? t.name}`);
    // A boxed declaration (Integer, Long, Double) widens like its primitive.
    const boxed = BOXED_PRIM[t.name];
    return boxed ? castNumber(v, boxed) : v;
  }
}

const PRIMITIVE_KINDS: Record<string, 'int' | 'long' | 'float' | 'double' | 'char' | 'byte' | 'short' | 'boolean'> = {
  int: 'int', long: 'long', float: 'float', double: 'double', char: 'char', byte: 'byte', short: 'short', boolean: 'boolean',
} as never;

const BOXED_PRIM: Record<string, 'int' | 'long' | 'float' | 'double'> = { Integer: 'int', Long: 'long', Float: 'float', Double: 'double' };
const BOXED_CLASS: Record<string, string> = {
  String: 'java.lang.String', Integer: 'java.lang.Integer', Long: 'java.lang.Long', Double: 'java.lang.Double', Float: 'java.lang.Float', Boolean: 'java.lang.Boolean',
  List: 'java.util.List', Map: 'java.util.Map', Set: 'java.util.Set', Number: 'java.lang.Number', ArrayList: 'java.util.ArrayList', HashMap: 'java.util.HashMap',
};

function unboxedName(v: JValue): string {
  const k = numKind(v);
  if (v instanceof JChar) return 'char';
  if (v instanceof JSmall) return v.kind;
  return k ?? className(v);
}

const WIDTH: Record<string, number> = { byte: 0, short: 1, int: 2, long: 3, float: 4, double: 5 };

const NARROW_RANGE: Record<string, [number, number]> = { byte: [-128, 127], short: [-32768, 32767], char: [0, 65535] };

/**
 * An int literal declared as a byte, short or char takes that type when it fits (`short s = -1;`): Painless
 * types a numeric constant by the type it is assigned to (ENumeric's expected type), as javac narrows a
 * constant (JLS §5.2). A computed int still needs a cast.
 */
function narrowConstant(init: Expr, v: JValue, t: TypeRef): JValue {
  const range = t.dims === 0 ? NARROW_RANGE[t.name] : undefined;
  if (!range || init.k !== 'lit' || typeof v !== 'number' || v < range[0] || v > range[1]) return v;
  return castNumber(v, t.name as 'byte');
}

function widens(v: JValue, to: string): boolean {
  if (typeof v === 'number') return to !== 'char' && to !== 'byte' && to !== 'short';
  if (v instanceof JChar) return to === 'char' || WIDTH[to]! >= 2;
  if (to === 'char') return false;
  const from = v instanceof JSmall ? v.kind : numKind(v)!;
  return WIDTH[from]! <= WIDTH[to]!;
}


function defaultValue(t: TypeRef): JValue {
  if (t.dims > 0) return null;
  switch (t.name) {
    case 'int':
      return 0;
    case 'long':
      return new JLong(0n);
    case 'float':
      return new JFloat(0);
    case 'double':
      return new JDouble(0);
    case 'boolean':
      return false;
    case 'char':
      return new JChar(0);
    case 'byte':
    case 'short':
      return new JSmall(0, t.name);
  }
  return null;
}


/** Painless's `==` on def values: numbers compare by value after promotion, others by `equals`. */
export function defEquals(l: JValue, r: JValue): boolean {
  if (l === null || r === null) return l === r;
  if (isNumeric(l) && isNumeric(r)) return compareNumbers(l, r) === 0;
  return javaEquals(l, r);
}

/** `value instanceof Type`. */
export function instanceOf(v: JValue, t: TypeRef): boolean {
  if (v === null) return false;
  if (t.dims > 0) return v instanceof JArray;
  switch (t.name) {
    case 'def':
    case 'Object':
      return true;
    case 'int':
    case 'Integer':
      return typeof v === 'number';
    case 'long':
    case 'Long':
      return v instanceof JLong;
    case 'double':
    case 'Double':
      return v instanceof JDouble;
    case 'float':
    case 'Float':
      return v instanceof JFloat;
    case 'char':
    case 'Character':
      return v instanceof JChar;
    case 'byte':
    case 'Byte':
      return v instanceof JSmall && v.kind === 'byte';
    case 'short':
    case 'Short':
      return v instanceof JSmall && v.kind === 'short';
    case 'boolean':
    case 'Boolean':
      return typeof v === 'boolean';
    case 'Number':
      return isNumeric(v) && !(v instanceof JChar);
    case 'String':
    case 'CharSequence':
      return typeof v === 'string';
    case 'List':
    case 'ArrayList':
      return v instanceof JList;
    case 'Collection':
    case 'Iterable':
      return v instanceof JList || v instanceof JSet;
    case 'Map':
      return v instanceof JMap;
    case 'HashMap':
      return v instanceof JMap && v.hashed;
    case 'LinkedHashMap':
      return v instanceof JMap && !v.hashed;
    case 'Set':
    case 'HashSet':
      return v instanceof JSet;
    case 'Comparable':
      return typeof v === 'string' || isNumeric(v) || typeof v === 'boolean';
    // A lambda or method reference converts to the functional interface it is given as (Painless's FunctionRef).
    case 'Function':
    case 'BiFunction':
    case 'Supplier':
    case 'Predicate':
    case 'BiPredicate':
    case 'Consumer':
    case 'BiConsumer':
    case 'Comparator':
    case 'Runnable':
    case 'UnaryOperator':
    case 'BinaryOperator':
      if (v instanceof JFunction) return true;
  }
  if (v instanceof JavaException) return exceptionAncestors(v.javaClass).includes(t.name);
  const cls = className(v);
  return cls === t.name || cls.endsWith('.' + t.name);
}
