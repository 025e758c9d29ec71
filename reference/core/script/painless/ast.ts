/** The syntax tree of a Painless script. Every node keeps `pos`, the offset Painless reports errors at. */
import type { JValue } from './values.ts';

/** A declared type: `int`, `def`, `String`, `List`, `int[]`... */
export interface TypeRef {
  name: string;
  dims: number;
}

export type Expr =
  | { k: 'lit'; pos: number; value: JValue }
  | { k: 'regex'; pos: number; pattern: string; flags: string }
  | { k: 'var'; pos: number; name: string }
  | { k: 'field'; pos: number; obj: Expr; name: string; nullSafe: boolean }
  | { k: 'index'; pos: number; obj: Expr; index: Expr }
  | { k: 'call'; pos: number; obj: Expr; name: string; args: Expr[]; nullSafe: boolean }
  | { k: 'static'; pos: number; cls: string; name: string; args: Expr[] }
  | { k: 'staticField'; pos: number; cls: string; name: string }
  | { k: 'new'; pos: number; cls: string; args: Expr[] }
  | { k: 'newArray'; pos: number; type: TypeRef; dims: Expr[]; init?: Expr[] }
  | { k: 'list'; pos: number; items: Expr[] }
  | { k: 'map'; pos: number; entries: Array<[Expr, Expr]> }
  | { k: 'unary'; pos: number; op: string; e: Expr }
  | { k: 'binary'; pos: number; op: string; l: Expr; r: Expr }
  | { k: 'bool'; pos: number; op: '&&' | '||'; l: Expr; r: Expr }
  | { k: 'cond'; pos: number; c: Expr; a: Expr; b: Expr }
  | { k: 'elvis'; pos: number; l: Expr; r: Expr }
  | { k: 'assign'; pos: number; op: string; target: Expr; value: Expr }
  | { k: 'incdec'; pos: number; op: '++' | '--'; prefix: boolean; target: Expr }
  | { k: 'cast'; pos: number; type: TypeRef; e: Expr }
  | { k: 'instanceof'; pos: number; e: Expr; type: TypeRef }
  | { k: 'lambda'; pos: number; params: string[]; body: Stmt[] }
  | { k: 'methodRef'; pos: number; cls: string; name: string }
  | { k: 'callFn'; pos: number; name: string; args: Expr[] };

export type Stmt =
  | { k: 'block'; pos: number; stmts: Stmt[] }
  | { k: 'decl'; pos: number; type: TypeRef; vars: Array<{ name: string; pos: number; init?: Expr }> }
  /** `problem`: why the expression is no statement (`not a statement: …`), an error unless it is the script's value. */
  /** `implicit`: the script's last statement (or the last inside its last if, else, block or try), returned where the context returns a value; the text is Painless's `not a statement` error where it returns none ('' when it is a statement anyway). */
  | { k: 'expr'; pos: number; e: Expr; implicit?: string; problem?: string }
  | { k: 'if'; pos: number; c: Expr; then: Stmt; else?: Stmt }
  | { k: 'while'; pos: number; c: Expr; body?: Stmt }
  | { k: 'do'; pos: number; body: Stmt; c: Expr }
  | { k: 'for'; pos: number; init?: Stmt; c?: Expr; after: Expr[]; body?: Stmt }
  | { k: 'each'; pos: number; type?: TypeRef; name: string; iter: Expr; body?: Stmt }
  | { k: 'return'; pos: number; e?: Expr }
  | { k: 'break'; pos: number }
  | { k: 'continue'; pos: number }
  | { k: 'throw'; pos: number; e: Expr }
  | { k: 'try'; pos: number; body: Stmt; catches: Array<{ type: string; name: string; body: Stmt }> };

/** A user function declared at the top of a script. */
export interface FnDecl {
  name: string;
  ret: TypeRef;
  params: Array<{ type: TypeRef; name: string }>;
  body: Stmt;
}

/** A parsed script: its functions, its statements, and the start offsets of every statement (for script_stack). */
export interface Program {
  fns: Map<string, FnDecl>;
  stmts: Stmt[];
  statementStarts: number[];
  /** Offset of the first regex literal (refused where regexes are disabled). */
  regexPos?: number;
}
