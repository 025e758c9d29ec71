/**
 * A Painless run as resumable steps (search/resumable/steps.ts): the same interpreter, the same closures,
 * but the statements that can run long are walked by generators that offer a yield point at each loop's
 * back-edge once SCRIPT_SLICE_WORK iterations have run since the last one. A driver that stops there (the
 * HTTP server) serves other clients in between; one that drains runs the script to its end. The answer,
 * the errors, their offsets and the loop counter are those of `execute`, because only the control flow of
 * the spine is re-walked here; every expression, declaration and loop body without a loop runs as its
 * compiled closure (compile.ts), so a steps run costs a generator per loop entered, not per statement.
 *
 * The spine: loop statements, and the blocks, ifs and trys that hold one, followed from the script's body
 * into the user functions it calls where the call is what a statement evaluates first (`f(x);`,
 * `return f(x);`, `def y = f(x);`, `y = f(x);`, `y += f(x);`): there the call runs in steps, and the
 * statement then runs as its closure with the call's node answering the value (Interpreter.preset), so
 * nothing the statement evaluates changes order. What stays synchronous: a loop-free body, lambdas and
 * method references (a callback of sort, forEach, removeIf runs inside a Java method), a call nested in a
 * larger expression, recursion without loops. Each of those still counts against the loop counter.
 *
 * Why this design (stop 48): the first version went through a generator for every loop body, and a
 * million-iteration `while` loop took 2-3x as long as `execute`. Running the fast interpreter first and
 * re-running in steps past a budget would need proof that its side effects on ctx, params and aggregation
 * state are undone. Walking only the spine costs 12% over `execute` for a million-iteration loop drained
 * at once (222 against 249 ms, best of 7 on a loaded machine), so the contexts that can drive steps use it
 * from the start; every other context keeps `execute`.
 */
import type { Expr, FnDecl, Program, Stmt } from './ast.ts';
import { JavaException } from './javaError.ts';
import { compileBody, compileCond, compileExpr } from './compile.ts';
import { BREAK, CONTINUE, Scope, countStatements, declares, type Signal } from './scope.ts';
import { Interpreter, MAX_CALL_DEPTH, type RunOptions } from './interpreter.ts';
import type { JValue } from './values.ts';
import { noteWork, type Steps } from '../../search/resumable/steps.ts';

/**
 * Loop iterations between two yield points. The core offers points, the driver decides by its clock
 * (10 ms slices in the server), so they are offered often: 256 iterations are ~0.1 ms of `s += i` and
 * ~4 ms of `ZonedDateTime.parse` on a loaded machine, and a yield through a few generators costs about a
 * microsecond (a million-iteration loop ran 12% slower drained in steps than in `execute`).
 */
export const SCRIPT_SLICE_WORK = 256;

/** Runs a program as resumable steps; the same value or JavaException as `execute`. */
export function* executeSteps(program: Program, globals: Map<string, JValue>, opts: RunOptions, slice = SCRIPT_SLICE_WORK): Steps<JValue> {
  const run = new StepRun(new Interpreter(program, globals, opts), spineOf(program), slice);
  try {
    const r = yield* run.block(program.stmts, new Scope(run.it.global));
    return r && typeof r === 'object' ? r.value : (opts.fallOff ?? null);
  } finally {
    noteWork(run.it.loops + 1);
  }
}

/** Whether a program loops (a loop, or a call of a function that does, on its spine): its run may be long. */
export function programLoops(program: Program): boolean {
  const sp = spineOf(program);
  return program.stmts.some((s) => sp.stmt(s));
}

/** Which statements of a program are on its spine (hold a loop, or lead with a call of a function that does). */
interface Spine {
  stmt(s: Stmt): boolean;
  /** The user-function call a statement evaluates first, when that function is on the spine. */
  call(s: Stmt): (Expr & { k: 'callFn' }) | undefined;
}

const SPINES = new WeakMap<Program, Spine>();

function spineOf(program: Program): Spine {
  let sp = SPINES.get(program);
  if (sp) return sp;
  const onSpine = new Map<Stmt, boolean>();
  const longFns = new Map<FnDecl, boolean>();
  const longFn = (fn: FnDecl): boolean => {
    let v = longFns.get(fn);
    if (v === undefined) {
      // A recursive cycle alone holds no loop: false while it is being decided.
      longFns.set(fn, false);
      v = stmt(fn.body);
      longFns.set(fn, v);
    }
    return v;
  };
  const call = (s: Stmt): (Expr & { k: 'callFn' }) | undefined => {
    const e = leadingCall(s);
    if (!e) return undefined;
    const fn = program.fns.get(e.name);
    return fn && fn.params.length === e.args.length && longFn(fn) ? e : undefined;
  };
  const stmt = (s: Stmt | undefined): boolean => {
    if (!s) return false;
    let v = onSpine.get(s);
    if (v !== undefined) return v;
    switch (s.k) {
      case 'while':
      case 'do':
      case 'for':
      case 'each':
        v = true;
        break;
      case 'block':
        v = s.stmts.some(stmt);
        break;
      case 'if':
        v = stmt(s.then) || stmt(s.else);
        break;
      case 'try':
        v = stmt(s.body) || s.catches.some((c) => stmt(c.body));
        break;
      default:
        v = call(s) !== undefined;
    }
    onSpine.set(s, v);
    return v;
  };
  sp = { stmt, call };
  SPINES.set(program, sp);
  return sp;
}

/** The user-function call a statement evaluates before anything else of it (see the module comment). */
function leadingCall(s: Stmt): (Expr & { k: 'callFn' }) | undefined {
  let e: Expr | undefined;
  if (s.k === 'expr' || s.k === 'return') e = s.e;
  else if (s.k === 'decl' && s.vars.length === 1) e = s.vars[0]!.init;
  if (e?.k === 'assign' && e.target.k === 'var' && (e.op === '=' || e.op === '+=' || e.op === '-=')) e = e.value;
  return e?.k === 'callFn' ? e : undefined;
}

class StepRun {
  private mark = 0;
  /** Each-loop iterations the loop counter leaves out (`iterations-no-each`): work all the same. */
  private uncounted = 0;
  constructor(
    readonly it: Interpreter,
    private readonly spine: Spine,
    private readonly slice: number,
  ) {}

  /** The back-edge's yield point: offered once `slice` iterations ran since the last one. */
  private due(): boolean {
    const work = this.it.loops + this.uncounted;
    if (work - this.mark < this.slice) return false;
    this.mark = work;
    return true;
  }

  *block(stmts: Stmt[], scope: Scope): Steps<Signal> {
    for (const s of stmts) {
      const r = this.spine.stmt(s) ? yield* this.stmt(s, scope) : this.it.stmt(s, scope);
      if (r !== undefined) return r;
    }
    return undefined;
  }

  /** Interpreter.body in steps: a block that declares nothing shares its parent's scope. */
  *body(s: Stmt | undefined, scope: Scope): Steps<Signal> {
    if (!s) return undefined;
    if (!this.spine.stmt(s)) return this.it.body(s, scope);
    return yield* this.spineBody(s, scope);
  }

  /** A body on the spine (the loops call it only for those: a loop-free body runs without a generator). */
  *spineBody(s: Stmt, scope: Scope): Steps<Signal> {
    if (s.k === 'block') return yield* this.block(s.stmts, declares(s) ? new Scope(scope) : scope);
    return yield* this.stmt(s, s.k === 'decl' ? new Scope(scope) : scope);
  }

  /** A spine statement, as Interpreter.stmtWalk and compile.ts's closures run it. */
  *stmt(s: Stmt, scope: Scope): Steps<Signal> {
    const it = this.it;
    switch (s.k) {
      case 'block':
        return yield* this.block(s.stmts, new Scope(scope));
      case 'if':
        if (it.cond(s.c, scope)) return yield* this.body(s.then, scope);
        return s.else ? yield* this.body(s.else, scope) : undefined;
      case 'while': {
        const n = countStatements(s.body);
        const long = s.body !== undefined && this.spine.stmt(s.body);
        const body = compileBody(s.body), c = compileCond(s.c);
        while (c(it, scope)) {
          it.tick(s.pos, n);
          const r = long ? yield* this.spineBody(s.body!, scope) : body(it, scope);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
          if (this.due()) yield;
        }
        return undefined;
      }
      case 'do': {
        const n = countStatements(s.body);
        const long = this.spine.stmt(s.body);
        const body = compileBody(s.body);
        do {
          it.tick(s.pos, n);
          const r = long ? yield* this.spineBody(s.body, scope) : body(it, scope);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
          if (this.due()) yield;
        } while (it.cond(s.c, scope));
        return undefined;
      }
      case 'for': {
        const inner = new Scope(scope);
        if (s.init) it.stmt(s.init, inner);
        const n = countStatements(s.body);
        const long = s.body !== undefined && this.spine.stmt(s.body);
        const body = compileBody(s.body), c = s.c ? compileCond(s.c) : undefined;
        const after = s.after.map(compileExpr);
        while (!c || c(it, inner)) {
          it.tick(s.pos, n);
          const r = long ? yield* this.spineBody(s.body!, inner) : body(it, inner);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
          for (const a of after) a(it, inner);
          if (this.due()) yield;
        }
        return undefined;
      }
      case 'each': {
        const items = it.iterate(it.expr(s.iter, scope), s.iter.pos);
        const n = countStatements(s.body);
        const counted = it.opts.loopCounter !== 'iterations-no-each';
        const long = s.body !== undefined && this.spine.stmt(s.body);
        const body = compileBody(s.body);
        for (const item of items) {
          if (counted) it.tick(s.pos, n);
          else this.uncounted++;
          const inner = new Scope(scope);
          inner.vars.set(s.name, { value: s.type ? it.coerce(item, s.type, s.pos) : item, type: s.type });
          const r = long ? yield* this.spineBody(s.body!, inner) : body(it, inner);
          if (r === BREAK) break;
          if (r !== undefined && r !== CONTINUE) return r;
          if (this.due()) yield;
        }
        return undefined;
      }
      case 'try':
        try {
          return yield* this.body(s.body, scope);
        } catch (e) {
          const c = it.caught(s, e, scope);
          return yield* this.body(c.body, c.scope);
        }
      default:
        return yield* this.leading(s, scope);
    }
  }

  /**
   * A statement whose first evaluation is a call of a spine function: the call in steps, then the
   * statement as its closure, the call's node answering the value it returned.
   */
  private *leading(s: Stmt, scope: Scope): Steps<Signal> {
    const e = this.spine.call(s)!;
    // `def y = f()` checks the name before it evaluates: a redeclaration fails first, as the closure would.
    if (s.k === 'decl' && scope.lookup(s.vars[0]!.name)) return this.it.stmt(s, scope);
    // `y += f()` reads y before the call: only a local y, which no function can reach, may be read after it.
    const a = s.k === 'expr' || s.k === 'return' ? s.e : undefined;
    if (a?.k === 'assign' && a.op !== '=' && a.target.k === 'var' && this.it.global.vars.get(a.target.name) === scope.lookup(a.target.name)) return this.it.stmt(s, scope);
    const value = yield* this.call(e, scope);
    this.it.preset = { at: e, value };
    return this.it.stmt(s, scope);
  }

  /** Interpreter.eval's `callFn` and callUser in steps (a failure takes the call's offset as evalAt gives it). */
  private *call(e: Expr & { k: 'callFn' }, scope: Scope): Steps<JValue> {
    const it = this.it;
    try {
      const fn = it.program.fns.get(e.name)!;
      const args = e.args.map((a) => it.expr(a, scope));
      if (++it.depth > MAX_CALL_DEPTH) {
        it.depth = 0;
        it.fail(e.pos, 'stack_overflow_error', null);
      }
      try {
        const inner = new Scope(it.global);
        fn.params.forEach((p, i) => inner.vars.set(p.name, { value: it.coerce(args[i] ?? null, p.type, e.pos), type: p.type }));
        const r = yield* this.body(fn.body, inner);
        const v = r && typeof r === 'object' ? r.value : null;
        return fn.ret.name === 'void' ? null : it.coerce(v, fn.ret, e.pos);
      } finally {
        it.depth--;
      }
    } catch (x) {
      if (x instanceof JavaException && x.offset === undefined) x.offset = e.pos;
      throw x;
    }
  }
}
