/**
 * The one entry point that runs a script: resolves a stored script, compiles (cached by source), gives the
 * context's variables to the interpreter as Java values and writes them back as plain JSON, and turns any
 * failure into Elasticsearch's ScriptException (`script_exception` with script_stack, script, lang,
 * position and the Java cause). Nothing a script does escapes as a JS exception.
 */
import type { Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { inlineScriptTooLarge, isEsError, iterableSelfReferencing, scriptException, scriptLangNotSimulated, scriptLangUnsupported, storedScriptMissing, type EsError } from '../errors/index.ts';
import { parse } from './painless/parser.ts';
import { execute, type RunOptions } from './painless/interpreter.ts';
import { executeSteps, programLoops } from './painless/resumable.ts';
import type { Steps } from '../search/resumable/steps.ts';
import { CompileError, JavaException } from './painless/javaError.ts';
import { ensureNoSelfReferences, fromJson, toJson } from './painless/convert.ts';
import type { Program } from './painless/ast.ts';
import { JDouble, JFunction, JMap, type JValue } from './painless/values.ts';
import { scriptStack, compileStack, sourceName } from './scriptStack.ts';
import { resolveNames } from './painless/resolve.ts';
import { parseScriptSpec as parseSpec, type ScriptSpec as Spec } from './scriptSpec.ts';
export { withRawParams } from './scriptSpec.ts';

export interface ScriptSpec {
  source?: string;
  id?: string;
  lang?: string;
  params?: Record<string, Json>;
}

export type ScriptContextName = 'update' | 'update_by_query' | 'reindex' | 'ingest' | 'filter' | 'score' | 'field' | 'sort' | 'aggs' | 'runtime' | 'template' | 'analysis';

export type ScriptOutcome = { ok: true; value: unknown } | { ok: false; error: EsError };

export interface ScriptEnv {
  profile: Profile;
  state?: ClusterState;
  now: number;
  /** The value of a script that ends without returning, when its context's execute returns a primitive (moving_fn's 0.0). */
  fallOff?: JValue;
}

/** The defaults of the contexts whose execute returns a primitive (FilterScript's boolean, ScoreScript's double). */
const FALL_OFF: Partial<Record<ScriptContextName, JValue>> = { filter: false, score: new JDouble(0) };

/** Reads ES's script object (string shorthand, `source`/`inline`, `id`, `lang`, `params`, `options`). */
export function parseScriptSpec(json: Json, profile?: Profile): ScriptSpec | EsError {
  return parseSpec(json, profile) as Spec | EsError;
}

const cache = new Map<string, Program | CompileError>();
const CACHE_MAX = 500;

/** Compiles a painless source (cached: ES's script cache is keyed by source too). */
function compile(source: string): Program | CompileError {
  let hit = cache.get(source);
  if (hit) return hit;
  try {
    hit = parse(source);
  } catch (e) {
    if (e instanceof CompileError) hit = e;
    else if (e instanceof RangeError) hit = new CompileError(0, 'illegal_argument_exception', 'script is too deeply nested');
    else throw e;
  }
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(source, hit);
  return hit;
}

/** The script's source, lang and the name errors print, resolving a stored script by id. */
/** `script.max_size_in_bytes`'s default. */
export const MAX_SCRIPT_BYTES = 65535;

function resolve(spec: ScriptSpec, env: ScriptEnv): { source: string; lang: string; name?: string } | EsError {
  if (spec.source !== undefined && spec.source.length * 3 > MAX_SCRIPT_BYTES) {
    const size = new TextEncoder().encode(spec.source).length;
    if (size > MAX_SCRIPT_BYTES) return inlineScriptTooLarge(MAX_SCRIPT_BYTES, spec.source.length, spec.source);
  }
  if (spec.id !== undefined) {
    const stored = env.state?.storedScripts?.get(spec.id);
    if (!stored) return storedScriptMissing(spec.id);
    return { source: stored.source, lang: stored.lang, name: spec.id };
  }
  return { source: spec.source ?? '', lang: spec.lang ?? 'painless' };
}

/** Whether a script (resolved and compiled as a run would) loops, so one run of it may be long; false when it does not compile. */
export function scriptLoops(spec: ScriptSpec, env: ScriptEnv): boolean {
  const resolved = resolve(spec, env);
  if (isEsError(resolved) || resolved.lang !== 'painless') return false;
  const program = compile(resolved.source);
  return !(program instanceof CompileError) && programLoops(program);
}

/**
 * Compiles (cached by source) and runs a script with its context's variables. `vars` holds plain JSON
 * values (objects, arrays, strings, numbers, booleans, null), e.g. `{ ctx: { _source: {...}, op: 'index' } }`;
 * the script may change them in place, and after the run they are plain JSON again.
 */
export function runScript(spec: ScriptSpec, context: ScriptContextName, vars: Record<string, unknown>, env: ScriptEnv): ScriptOutcome {
  const globals = globalsOf(vars);
  return settleVars(runJava(spec, context, globals, env), context, vars, globals);
}

/** runScript as resumable steps (runJavaSteps): the same outcome, the same variables written back. */
export function* runScriptSteps(spec: ScriptSpec, context: ScriptContextName, vars: Record<string, unknown>, env: ScriptEnv): Steps<ScriptOutcome> {
  const globals = globalsOf(vars);
  return settleVars(yield* runJavaSteps(spec, context, globals, env), context, vars, globals);
}

function globalsOf(vars: Record<string, unknown>): Map<string, JValue> {
  const globals = new Map<string, JValue>();
  for (const [k, v] of Object.entries(vars)) globals.set(k, fromJson(v));
  return globals;
}

/** A run's outcome as runScript answers it, its variables written back into `vars` when it succeeded. */
function settleVars(r: JavaOutcome, context: ScriptContextName, vars: Record<string, unknown>, globals: Map<string, JValue>): ScriptOutcome {
  if (!r.ok) return r;
  // A map that contains itself cannot be written back (ScriptProcessor checks the document with the hint
  // "ingest script"); the variables stay as they were.
  for (const v of globals.values()) {
    try {
      ensureNoSelfReferences(v);
    } catch (e) {
      if (e instanceof JavaException) return { ok: false, error: iterableSelfReferencing(context === 'ingest' ? 'ingest script' : undefined) };
      throw e;
    }
  }
  // Write the (possibly replaced) variables back as plain JSON; top-level objects are refilled in place.
  // An ingest document keeps a long past 2^53 exact (as a bigint): IngestDocument holds a Java Long.
  const exactLongs = context === 'ingest';
  for (const [k, v] of globals) {
    const json = toJson(v, exactLongs);
    const cur = vars[k];
    if (cur && typeof cur === 'object' && !Array.isArray(cur) && json && typeof json === 'object' && !Array.isArray(json)) {
      for (const key of Object.keys(cur)) delete (cur as Record<string, unknown>)[key];
      Object.assign(cur, json);
    } else vars[k] = json;
  }
  return { ok: true, value: r.value === null ? null : toJson(r.value) };
}

/**
 * Runs a script over Java values (the update and reindex paths use it directly, so a double stays `1.0`
 * when written back). `globals` is changed in place; the value is the script's return value.
 */
export function runJava(spec: ScriptSpec, context: ScriptContextName, globals: Map<string, JValue>, env: ScriptEnv): JavaOutcome {
  const run = prepare(spec, context, globals, env);
  if ('error' in run) return run;
  try {
    return { ok: true, value: execute(run.program, globals, run.opts) };
  } catch (e) {
    return failure(run, e);
  }
}

/**
 * runJava as resumable steps (painless/resumable.ts): a yield point at loop back-edges every slice of
 * work, for the APIs a driver runs in slices (the painless execute API). Same outcome as runJava.
 */
export function* runJavaSteps(spec: ScriptSpec, context: ScriptContextName, globals: Map<string, JValue>, env: ScriptEnv): Steps<JavaOutcome> {
  const run = prepare(spec, context, globals, env);
  if ('error' in run) return run;
  try {
    return { ok: true, value: yield* executeSteps(run.program, globals, run.opts) };
  } catch (e) {
    return failure(run, e);
  }
}

type JavaOutcome = { ok: true; value: JValue } | { ok: false; error: EsError };

/** A script ready to run: its program, source and name, and the options of its context and version. */
interface Prepared {
  program: Program;
  source: string;
  name?: string;
  withPos: boolean;
  opts: RunOptions;
}

/** Resolves, compiles and checks a script and fills its context's globals (params, field API, functions). */
function prepare(spec: ScriptSpec, _context: ScriptContextName, globals: Map<string, JValue>, env: ScriptEnv): Prepared | { ok: false; error: EsError } {
  const resolved = resolve(spec, env);
  if (isEsError(resolved)) return { ok: false, error: resolved };
  if (resolved.lang !== 'painless') {
    if (resolved.lang === 'expression' || resolved.lang === 'mustache') return { ok: false, error: scriptLangNotSimulated(resolved.lang) };
    return { ok: false, error: scriptLangUnsupported(resolved.lang) };
  }
  const { source } = resolved;
  const withPos = env.profile.scriptErrorPosition;
  const program = compile(source);
  if (program instanceof CompileError) return { ok: false, error: compileFailure(source, program, withPos) };
  const regex = env.profile.painlessRegex;
  if (program.regexPos !== undefined && regex === 'false') {
    return {
      ok: false,
      error: compileFailure(
        source,
        new CompileError(
          program.regexPos,
          'illegal_state_exception',
          "Regexes are disabled. Set [script.painless.regex.enabled] to [true] in elasticsearch.yaml to allow them. Be careful though, regexes break out of Painless's protection against deep recursion and long loops.",
        ),
        withPos,
      ),
    };
  }
  // AnalysisPredicateScript's execute takes the token only: its scripts have no `params`.
  if (!globals.has('params') && _context !== 'analysis') {
    const raw = (spec as Spec).javaParams;
    if (raw instanceof JMap) globals.set('params', raw);
    else {
      const params = new JMap(false);
      for (const [k, v] of Object.entries(spec.params ?? {})) params.set(k, fromJson(v));
      globals.set('params', params);
    }
  }
  // Script.params is Collections.unmodifiableMap, and the write contexts hand it to the script as it is
  // (UpdateScript, IngestScript); a single node never loses that by serialising it (OpenSearch#10561).
  const params = globals.get('params');
  if (VOID_CONTEXTS.has(_context) && params instanceof JMap) params.unmodifiable = true;
  // The field API (`field('f')`) of the contexts with a `doc` (search/scripts/fieldApi.ts), where the version has it.
  const doc = globals.get('doc') as { fieldApi?: (name: string) => JValue } | undefined;
  if (env.profile.painlessFieldApi && typeof doc?.fieldApi === 'function' && !globals.has('fn:field/1')) {
    const lookup = doc as { fieldApi: (name: string) => JValue & { special(name: string, args: JValue[]): JValue | undefined } };
    globals.set('fn:field/1', new JFunction(1, ([n]) => lookup.fieldApi(String(n))));
    // `$(name, default)`: the field's first value or the default (the allowlist's shorthand of field(name).get(default)).
    globals.set('fn:$/2', new JFunction(2, ([n, d]) => lookup.fieldApi(String(n)).special('get', [d ?? null])!));
  }
  for (const [name, fn] of CONTEXT_FUNCTIONS[_context]?.(globals, env.profile) ?? []) globals.set(name, fn);
  const names = namesError(program, [...globals.keys()], VOID_CONTEXTS.has(_context));
  if (names) return { ok: false, error: compileFailure(source, names, withPos) };
  const opts: RunOptions = {
    regex,
    regexLimitFactor: 6,
    now: env.now,
    returnsValue: !VOID_CONTEXTS.has(_context),
    fallOff: env.fallOff ?? FALL_OFF[_context] ?? null,
    loopCounter: env.profile.painlessLoopCounter,
    cidr: env.profile.painlessCidr,
    fieldObjects: env.profile.painlessFieldApi,
    jodaDateMethods: env.profile.painlessJodaDateMethods,
    stringDigests: stringDigests(_context, env.profile),
    statics: CONTEXT_STATICS[_context],
  };
  return { program, source, ...(resolved.name !== undefined ? { name: resolved.name } : {}), withPos, opts };
}

/** A run's exception as the ScriptException ES answers (anything else is the simulator's own bug: rethrown). */
function failure(run: Prepared, e: unknown): { ok: false; error: EsError } {
  const { source, withPos } = run;
  if (e instanceof CompileError) return { ok: false, error: compileFailure(source, e, withPos) };
  if (e instanceof JavaException) {
    const offset = e.offset ?? 0;
    const { stack, position } = scriptStack(source, run.program.statementStarts, offset);
    const name = run.name ?? sourceName(source);
    return { ok: false, error: scriptException('runtime error', stack, name, 'painless', withPos ? position : undefined, { type: e.type, message: e.message, meta: e.esMeta }, e.headers) };
  }
  if (e instanceof RangeError) {
    // The JS stack ran out: the StackOverflowError Java would raise.
    return { ok: false, error: scriptException('runtime error', [], sourceName(source), 'painless', undefined, { type: 'stack_overflow_error', message: null }) };
  }
  throw e;
}

/**
 * Compiles a request's script before a job starts (ES builds its ScriptApplier, compiling the script,
 * before the first search): a missing stored script or a compile error fails the request even when no
 * document matches.
 */
export function checkScript(spec: ScriptSpec, context: ScriptContextName, env: ScriptEnv): EsError | undefined {
  const r = resolve(spec, env);
  if (isEsError(r)) return r;
  if (r.lang !== 'painless') return r.lang === 'expression' || r.lang === 'mustache' ? scriptLangNotSimulated(r.lang) : scriptLangUnsupported(r.lang);
  return runCompileCheck(r.source, env.profile, context);
}

/** Compiles a painless source as `PUT /_scripts` does: the compile error, or undefined when it compiles. */
export function runCompileCheck(source: string, profile: Profile, context?: ScriptContextName): EsError | undefined {
  const program = compile(source);
  if (program instanceof CompileError) return compileFailure(source, program, profile.scriptErrorPosition);
  const vars = context ? CONTEXT_VARS[context] : undefined;
  if (vars) {
    const withField = profile.painlessFieldApi && vars.includes('doc') ? ['fn:field/1', 'fn:$/2'] : [];
    const names = namesError(program, [...vars, ...withField, ...(context === 'analysis' ? [] : ['params'])], VOID_CONTEXTS.has(context!));
    if (names) return compileFailure(source, names, profile.scriptErrorPosition);
  }
  return undefined;
}

/** The String digests a context's allowlist has: the ingest allowlist's sha1/sha256, OpenSearch 2.19's update allowlist's. */
function stringDigests(context: ScriptContextName, profile: Profile): readonly string[] {
  if (context === 'ingest') return ['sha1', 'sha256'];
  if ((context === 'update' || context === 'update_by_query' || context === 'reindex') && profile.painlessUpdateStringDigests) return ['sha1', 'sha256'];
  return [];
}

/** Contexts whose scripts return nothing (UpdateScript, IngestScript… `execute()` is void). */
const VOID_CONTEXTS = new Set<ScriptContextName>(['update', 'update_by_query', 'reindex', 'ingest']);

/** The variables each context gives its scripts (the contexts others wire add theirs here). */
const CONTEXT_VARS: Partial<Record<ScriptContextName, string[]>> = {
  update: ['ctx'],
  update_by_query: ['ctx'],
  reindex: ['ctx'],
  ingest: ['ctx'],
  analysis: ['token'],
};

type StaticClass = (name: string, args: JValue[]) => JValue | undefined;
/** The static classes a context's allowlist adds (ingest's `Processors`), registered by the module that owns them. */
const CONTEXT_STATICS: Partial<Record<ScriptContextName, Record<string, StaticClass>>> = {};

/** Adds a static class to a context's allowlist (the ingest module registers `Processors`). */
export function registerContextStatics(context: ScriptContextName, cls: string, impl: StaticClass): void {
  CONTEXT_STATICS[context] = { ...CONTEXT_STATICS[context], [cls]: impl };
}

type ContextFunctions = (globals: ReadonlyMap<string, JValue>, profile: Profile) => ReadonlyArray<readonly [string, JFunction]>;
/** The functions a context's allowlist adds over its variables (ingest's `metadata()`), registered by their module. */
const CONTEXT_FUNCTIONS: Partial<Record<ScriptContextName, ContextFunctions>> = {};

/** Adds `fn:name/arity` functions to a context's scripts (the ingest module registers `metadata()`). */
export function registerContextFunctions(context: ScriptContextName, make: ContextFunctions): void {
  CONTEXT_FUNCTIONS[context] = make;
}

/** Sets the variables (and `fn:name/arity` functions) a context gives its scripts, for its compile check. */
export function registerContextVars(context: ScriptContextName, vars: string[]): void {
  CONTEXT_VARS[context] = vars;
}

const RESOLVED = new WeakMap<Program, Map<string, CompileError | null>>();

/** The names check of a program for a set of context variables (cached per program and set). */
function namesError(program: Program, globals: string[], voidContext: boolean): CompileError | undefined {
  const key = globals.sort().join(',') + (voidContext ? '/void' : '');
  let byKey = RESOLVED.get(program);
  if (!byKey) RESOLVED.set(program, (byKey = new Map()));
  let r = byKey.get(key);
  if (r === undefined) {
    try {
      resolveNames(program, globals, voidContext);
      r = null;
    } catch (e) {
      // Out of JS stack on a pathological tree: Painless would fail to compile it too.
      if (e instanceof RangeError) r = new CompileError(0, 'illegal_argument_exception', 'script is too deeply nested');
      else if (!(e instanceof CompileError)) throw e;
      else r = e;
    }
    byKey.set(key, r);
  }
  return r ?? undefined;
}

function compileFailure(source: string, e: CompileError, withPos: boolean): EsError {
  const { stack, position } = compileStack(source, e.offset);
  return scriptException('compile error', stack, source, 'painless', withPos ? position : undefined, { type: e.type, message: e.message });
}
