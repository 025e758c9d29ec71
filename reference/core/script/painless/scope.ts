/**
 * What the interpreter and the closures of compile.ts share: scopes of variables, the control-flow
 * signals, and the interpreter's operations the closures call (Machine), so neither module imports the other.
 */
import type { Expr, Stmt, TypeRef } from './ast.ts';
import type { JValue } from './values.ts';
import type { Runtime } from './methods.ts';

export const BREAK = 1;
export const CONTINUE = 2;
export interface Ret {
  value: JValue;
}
export type Signal = undefined | typeof BREAK | typeof CONTINUE | Ret;

export interface Slot {
  value: JValue;
  type?: TypeRef;
}

export class Scope {
  readonly vars = new Map<string, Slot>();
  constructor(readonly parent?: Scope) {}
  lookup(name: string): Slot | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const v = s.vars.get(name);
      if (v) return v;
    }
    return undefined;
  }
}


export function countStatements(s: Stmt | undefined): number {
  if (!s) return 1;
  return s.k === 'block' ? s.stmts.length : 1;
}

const DECLARES = new WeakMap<Stmt, boolean>();

/** Whether a block declares a variable at its own level (then each run of it needs a fresh scope). */
export function declares(s: Stmt & { k: 'block' }): boolean {
  let d = DECLARES.get(s);
  if (d === undefined) DECLARES.set(s, (d = s.stmts.some((x) => x.k === 'decl')));
  return d;
}

/** The interpreter's operations a compiled closure calls. */
export interface Machine extends Runtime {
  fail(pos: number, type: string, message: string | null): never;
  readIndex(obj: JValue, idx: JValue, pos: number): JValue;
  binary(op: string, l: JValue, r: JValue): JValue;
  unary(op: string, v: JValue): JValue;
  cast(v: JValue, t: TypeRef, pos: number): JValue;
  coerce(v: JValue, t: TypeRef, pos: number): JValue;
  tick(pos: number, n: number): void;
  evalAt(e: Expr, scope: Scope): JValue;
  stmtWalk(s: Stmt, scope: Scope): Signal;
}
