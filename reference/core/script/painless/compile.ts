/**
 * Turns syntax-tree nodes into closures once per node (kept on the node, so a cached program keeps them):
 * the hot paths (variables, literals, operators, field and method access, assignments, loops) run
 * without re-dispatching on the node's kind, which a tree walk over nodes of many shapes pays at every
 * visit. Semantics stay in interpreter.ts; a closure that can fail gives the JavaException its node's
 * offset, as the tree walk did.
 */
import type { Expr, Stmt } from './ast.ts';
import { JavaException, compileError } from './javaError.ts';
import { invokeMethod, readField } from './methods.ts';
import { JList, JMap, className, type JValue } from './values.ts';
import { BREAK, CONTINUE, Scope, countStatements, declares, type Machine as Interpreter, type Signal } from './scope.ts';

export type Ev = (it: Interpreter, s: Scope) => JValue;
export type Ex = (it: Interpreter, s: Scope) => Signal;

const EXPRS = new WeakMap<Expr, Ev>();
const STMTS = new WeakMap<Stmt, Ex>();

/** Gives a failure inside `f` the offset `pos` unless an inner node already set one. */
function at(pos: number, f: Ev): Ev {
  return (it, s) => {
    try {
      return f(it, s);
    } catch (x) {
      if (x instanceof JavaException && x.offset === undefined) x.offset = pos;
      throw x;
    }
  };
}

/** The closure of an expression. */
export function compileExpr(e: Expr): Ev {
  let f = EXPRS.get(e);
  if (!f) EXPRS.set(e, (f = build(e)));
  return f;
}

function build(e: Expr): Ev {
  switch (e.k) {
    case 'lit': {
      const v = e.value;
      return () => v;
    }
    case 'var': {
      const { name, pos } = e;
      return (_it, s) => {
        const slot = s.lookup(name);
        if (!slot) compileError(pos, `cannot resolve symbol [${name}]`);
        return slot.value;
      };
    }
    case 'field': {
      const obj = compileExpr(e.obj);
      const { name, nullSafe, pos } = e;
      return at(pos, (it, s) => {
        const o = obj(it, s);
        if (o === null) {
          if (nullSafe) return null;
          return it.fail(pos, 'null_pointer_exception', `cannot access method/field [${name}] from a null def reference`);
        }
        if (o instanceof JMap) return o.get(name) ?? null;
        return readField(o, name, it);
      });
    }
    case 'index': {
      const obj = compileExpr(e.obj);
      const idx = compileExpr(e.index);
      const pos = e.pos;
      return at(pos, (it, s) => {
        const o = obj(it, s);
        const i = idx(it, s);
        return it.readIndex(o, i, pos);
      });
    }
    case 'call': {
      const obj = compileExpr(e.obj);
      const args = e.args.map(compileExpr);
      const { name, nullSafe, pos } = e;
      return at(pos, (it, s) => {
        const o = obj(it, s);
        if (o === null) {
          if (nullSafe) return null;
          return it.fail(pos, 'null_pointer_exception', `cannot access method/field [${name}] from a null def reference`);
        }
        const a: JValue[] = new Array(args.length);
        for (let i = 0; i < args.length; i++) a[i] = args[i]!(it, s);
        return invokeMethod(o, name, a, it);
      });
    }
    case 'binary': {
      const l = compileExpr(e.l);
      const r = compileExpr(e.r);
      const op = e.op;
      if (op === '+' || op === '-' || op === '*') {
        return at(e.pos, (it, s) => {
          const a = l(it, s);
          const b = r(it, s);
          if (typeof a === 'number' && typeof b === 'number') return op === '+' ? (a + b) | 0 : op === '-' ? (a - b) | 0 : Math.imul(a, b);
          return it.binary(op, a, b);
        });
      }
      if (op === '<' || op === '<=' || op === '>' || op === '>=') {
        return at(e.pos, (it, s) => {
          const a = l(it, s);
          const b = r(it, s);
          if (typeof a === 'number' && typeof b === 'number') return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
          return it.binary(op, a, b);
        });
      }
      return at(e.pos, (it, s) => it.binary(op, l(it, s), r(it, s)));
    }
    case 'bool': {
      const l = compileExpr(e.l);
      const r = compileExpr(e.r);
      const and = e.op === '&&';
      const lp = e.l.pos;
      const rp = e.r.pos;
      return (it, s) => {
        const a = l(it, s);
        if (typeof a !== 'boolean') it.fail(lp, 'class_cast_exception', `Cannot cast ${a === null ? 'null' : className(a)} to java.lang.Boolean`);
        if (and ? !a : a) return a;
        const b = r(it, s);
        if (typeof b !== 'boolean') it.fail(rp, 'class_cast_exception', `Cannot cast ${b === null ? 'null' : className(b)} to java.lang.Boolean`);
        return b;
      };
    }
    case 'cond': {
      const c = compileExpr(e.c);
      const a = compileExpr(e.a);
      const b = compileExpr(e.b);
      const cp = e.c.pos;
      return (it, s) => {
        const v = c(it, s);
        if (typeof v !== 'boolean') it.fail(cp, 'class_cast_exception', `Cannot cast ${v === null ? 'null' : className(v)} to java.lang.Boolean`);
        return v ? a(it, s) : b(it, s);
      };
    }
    case 'elvis': {
      const l = compileExpr(e.l);
      const r = compileExpr(e.r);
      return (it, s) => {
        const v = l(it, s);
        return v !== null ? v : r(it, s);
      };
    }
    case 'incdec': {
      const t = e.target;
      if (t.k === 'var') {
        const { name } = t;
        const plus = e.op === '++';
        const prefix = e.prefix;
        return at(e.pos, (it, s) => {
          const slot = s.lookup(name);
          if (!slot) compileError(t.pos, `cannot resolve symbol [${name}]`);
          const old = slot.value;
          if (typeof old === 'number' && (!slot.type || slot.type.name === 'int' || slot.type.name === 'def')) {
            const next = plus ? (old + 1) | 0 : (old - 1) | 0;
            slot.value = next;
            return prefix ? next : old;
          }
          return it.evalAt(e, s);
        });
      }
      return (it, s) => it.evalAt(e, s);
    }
    case 'assign': {
      const t = e.target;
      const value = compileExpr(e.value);
      if (t.k === 'var' && e.op === '=') {
        const { name, pos } = t;
        return at(e.pos, (it, s) => {
          const v = value(it, s);
          const slot = s.lookup(name);
          if (!slot) compileError(pos, `cannot resolve symbol [${name}]`);
          slot.value = slot.type ? it.coerce(v, slot.type, pos) : v;
          return slot.value;
        });
      }
      if (t.k === 'var' && (e.op === '+=' || e.op === '-=')) {
        const { name, pos } = t;
        const op = e.op[0]!;
        return at(e.pos, (it, s) => {
          const slot = s.lookup(name);
          if (!slot) compileError(pos, `cannot resolve symbol [${name}]`);
          const old = slot.value;
          const v = value(it, s);
          if (typeof old === 'number' && typeof v === 'number' && (!slot.type || slot.type.name === 'int' || slot.type.name === 'def')) {
            slot.value = op === '+' ? (old + v) | 0 : (old - v) | 0;
            return slot.value;
          }
          let next = it.binary(op, old, v);
          if (slot.type && slot.type.dims === 0 && slot.type.name !== 'def') next = it.cast(next, slot.type, pos);
          slot.value = slot.type ? it.coerce(next, slot.type, pos) : next;
          return slot.value;
        });
      }
      if (t.k === 'field' && e.op === '=') {
        const obj = compileExpr(t.obj);
        const { name, pos } = t;
        return at(e.pos, (it, s) => {
          const o = obj(it, s);
          const v = value(it, s);
          if (o instanceof JMap) {
            // The map shortcut's put runs at the field's node (an unmodifiable params map fails there).
            if (o.unmodifiable) it.fail(pos, 'unsupported_operation_exception', null);
            o.set(name, v);
            return v;
          }
          if (o === null) return it.fail(pos, 'null_pointer_exception', `cannot access method/field [${name}] from a null def reference`);
          invokeMethod(o, 'set' + name.charAt(0).toUpperCase() + name.slice(1), [v], it);
          return v;
        });
      }
      return (it, s) => it.evalAt(e, s);
    }
    case 'list': {
      const items = e.items.map(compileExpr);
      return at(e.pos, (it, s) => new JList(items.map((f) => f(it, s))));
    }
    case 'unary': {
      const x = compileExpr(e.e);
      const op = e.op;
      if (op === '!') {
        const p = e.pos;
        return (it, s) => {
          const v = x(it, s);
          if (typeof v !== 'boolean') it.fail(p, 'class_cast_exception', `Cannot cast ${v === null ? 'null' : className(v)} to java.lang.Boolean`);
          return !v;
        };
      }
      return at(e.pos, (it, s) => it.unary(op, x(it, s)));
    }
  }
  return (it, s) => it.evalAt(e, s);
}

/** The closure of a statement. */
export function compileStmt(st: Stmt): Ex {
  let f = STMTS.get(st);
  if (!f) STMTS.set(st, (f = buildStmt(st)));
  return f;
}

const BODIES = new WeakMap<Stmt, Ex>();
const CONDS = new WeakMap<Expr, (it: Interpreter, s: Scope) => boolean>();
const NO_BODY: Ex = () => undefined;

/** The closure of a loop's or an if's body (a block that declares nothing runs in its parent's scope). */
export function compileBody(b: Stmt | undefined): Ex {
  if (!b) return NO_BODY;
  let f = BODIES.get(b);
  if (!f) BODIES.set(b, (f = bodyOf(b)));
  return f;
}

/** The closure of a condition (a non-boolean is a ClassCastException at its node). */
export function compileCond(e: Expr): (it: Interpreter, s: Scope) => boolean {
  let f = CONDS.get(e);
  if (!f) CONDS.set(e, (f = condOf(e)));
  return f;
}

function bodyOf(b: Stmt | undefined): Ex {
  if (!b) return NO_BODY;
  if (b.k === 'block') {
    const stmts = b.stmts.map(compileStmt);
    const fresh = declares(b);
    return (it, s) => {
      const inner = fresh ? new Scope(s) : s;
      for (const x of stmts) {
        const r = x(it, inner);
        if (r !== undefined) return r;
      }
      return undefined;
    };
  }
  const one = compileStmt(b);
  const fresh = b.k === 'decl';
  return (it, s) => one(it, fresh ? new Scope(s) : s);
}

function condOf(e: Expr): (it: Interpreter, s: Scope) => boolean {
  const f = compileExpr(e);
  const pos = e.pos;
  return (it, s) => {
    const v = f(it, s);
    if (typeof v !== 'boolean') it.fail(pos, 'class_cast_exception', `Cannot cast ${v === null ? 'null' : className(v)} to java.lang.Boolean`);
    return v as boolean;
  };
}

function buildStmt(st: Stmt): Ex {
  switch (st.k) {
    case 'expr': {
      const f = compileExpr(st.e);
      // The script's last statement is its value where the context returns one (Painless's lastSource).
      if (st.implicit !== undefined) return (it, s) => {
        const v = f(it, s);
        return it.opts.returnsValue ? { value: v } : undefined;
      };
      return (it, s) => {
        f(it, s);
        return undefined;
      };
    }
    case 'block': {
      const stmts = st.stmts.map(compileStmt);
      return (it, s) => {
        const inner = new Scope(s);
        for (const x of stmts) {
          const r = x(it, inner);
          if (r !== undefined) return r;
        }
        return undefined;
      };
    }
    case 'if': {
      const c = condOf(st.c);
      const then = bodyOf(st.then);
      const els = st.else ? bodyOf(st.else) : undefined;
      return (it, s) => (c(it, s) ? then(it, s) : els ? els(it, s) : undefined);
    }
    case 'while': {
      const c = condOf(st.c);
      const body = bodyOf(st.body);
      const n = countStatements(st.body);
      const pos = st.pos;
      return (it, s) => {
        while (c(it, s)) {
          it.tick(pos, n);
          const r = body(it, s);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
        }
        return undefined;
      };
    }
    case 'for': {
      const init = st.init ? compileStmt(st.init) : undefined;
      const c = st.c ? condOf(st.c) : undefined;
      const after = st.after.map(compileExpr);
      const body = bodyOf(st.body);
      const n = countStatements(st.body);
      const pos = st.pos;
      return (it, s) => {
        const inner = new Scope(s);
        if (init) init(it, inner);
        while (!c || c(it, inner)) {
          it.tick(pos, n);
          const r = body(it, inner);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
          for (const a of after) a(it, inner);
        }
        return undefined;
      };
    }
    case 'return': {
      const e = st.e ? compileExpr(st.e) : undefined;
      return (it, s) => ({ value: e ? e(it, s) : null });
    }
    case 'break':
      return () => BREAK;
    case 'continue':
      return () => CONTINUE;
  }
  return (it, s) => it.stmtWalk(st, s);
}

