/** The `do` step: send, check `catch`, warnings and headers. */
import type { WireRequest } from '../../../reference/wire/wire.ts';
import { compareOutcomes } from '../../check/differential.ts';
import { compareSearch, requestBodyJson } from '../../check/searchCompare.ts';
import { invalid, unknown, valid } from '../../check/verdict.ts';
import type { StepRecord } from '../../model/caseResult.ts';
import { describeOutcome, type Outcome } from '../../model/outcome.ts';
import { checkCatch, isValidCatch } from '../catchValue.ts';
import { compileJavaRegex, isRegexLiteral, RegexTranslationError } from '../regex.ts';
import { DO_KEY_FEATURES } from '../features.ts';
import type { ApiCall } from '../../api/apiCall.ts';
import { buildRequest } from '../requestBuilder.ts';
import { StashError } from '../stash.ts';
import { runnerIgnores, type RunnerOf } from '../runnerWarnings.ts';
import { warningTexts } from '../warnings.ts';
import type { Dialect, Lane, Step, StepAnswer, StepContext, StepParser } from './types.ts';

/** A parsed `do` step. */
export interface DoSpec {
  api: string;
  params: Record<string, unknown>;
  body?: unknown;
  catch?: string;
  /** Clients dialect: a catch value that is neither named nor a regex, looked for in the error's text. */
  catchText?: string;
  headers?: Record<string, string>;
  warnings?: string[];
  allowedWarnings?: string[];
  warningsRegex?: string[];
  allowedWarningsRegex?: string[];
  /** Differential extension: compare this step's outcome with the reference's. */
  compare?: { ignore: string[]; search?: boolean };
}

const CONTROL = new Set(['catch', 'headers', 'warnings', 'allowed_warnings', 'warnings_regex', 'allowed_warnings_regex', 'node_selector', 'compare']);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null ? [] : [String(v)]);

/** Parse the value of a `do` step; a string result is a parse error. */
export function parseDoSpec(value: unknown, dialect: Dialect = 'elasticsearch'): DoSpec | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'do takes a mapping';
  const v = value as Record<string, unknown>;
  const apis = Object.keys(v).filter((k) => !CONTROL.has(k));
  if (apis.length !== 1) return `do needs exactly one API, found [${apis.join(', ')}]`;
  const api = apis[0]!;
  const rawParams = v[api] ?? {};
  if (typeof rawParams !== 'object' || Array.isArray(rawParams)) return `parameters of [${api}] must be a mapping`;
  const { body, ...params } = rawParams as Record<string, unknown>;
  const spec: DoSpec = { api, params };
  if (body !== undefined) spec.body = body;
  if (v.catch !== undefined) {
    spec.catch = String(v.catch);
    // The clients' runners match any other catch text against the error's text (tap's t.match on err.toString()).
    if (!isValidCatch(spec.catch) && dialect === 'clients') spec.catchText = spec.catch;
    else if (!isValidCatch(spec.catch)) return `unknown catch value [${spec.catch}]`;
    if (isRegexLiteral(spec.catch)) {
      try {
        compileJavaRegex(spec.catch, false);
      } catch (err) {
        if (err instanceof RegexTranslationError) return `catch ${spec.catch}: ${err.message}`;
        throw err;
      }
    }
  }
  if (v.headers !== undefined) {
    if (typeof v.headers !== 'object' || v.headers === null) return 'headers must be a mapping';
    spec.headers = Object.fromEntries(Object.entries(v.headers).map(([k, x]) => [k, String(x)]));
  }
  if (v.warnings !== undefined) spec.warnings = strings(v.warnings);
  if (v.allowed_warnings !== undefined) spec.allowedWarnings = strings(v.allowed_warnings);
  if (v.warnings_regex !== undefined) spec.warningsRegex = strings(v.warnings_regex);
  if (v.allowed_warnings_regex !== undefined) spec.allowedWarningsRegex = strings(v.allowed_warnings_regex);
  if (v.compare !== undefined && v.compare !== false) {
    const c = v.compare;
    if (c === true) spec.compare = { ignore: [] };
    // `compare: search`: judged as a search (hits, ranks up to ties, scores within a float32 ulp, buckets).
    else if (c === 'search') spec.compare = { ignore: [], search: true };
    else if (typeof c === 'object' && c !== null && !Array.isArray(c)) spec.compare = { ignore: strings((c as Record<string, unknown>).ignore) };
    else return 'compare takes true, search or {ignore: [paths]}';
  }
  return spec;
}

/** Resolve stash references and build the wire request for one lane. */
function requestFor(lane: Lane, spec: DoSpec, ctx: StepContext): ReturnType<typeof buildRequest> {
  const call: ApiCall = { api: spec.api, params: lane.stash.resolve(spec.params) as Record<string, unknown> };
  if (spec.body !== undefined) call.body = lane.stash.resolve(spec.body);
  if (spec.headers) call.headers = lane.stash.resolve(spec.headers) as Record<string, string>;
  const built = buildRequest(ctx.registry, call, ctx.clientsRunner ? { clientsRunner: true } : {});
  if (built.ok && built.dropped) ctx.dropped?.push(...built.dropped.map((p) => `${spec.api} [${p}]`));
  return built;
}

/**
 * Make the outcome the lane's current response and `$body`, as Elasticsearch's `ClientYamlTestResponse`
 * does: a parsed body is the value; any other body (a `_cat` table, an empty 200) is its text, `""` when
 * empty; a HEAD response has no body, so `$body` stays unset.
 */
function remember(lane: Lane, req: WireRequest, outcome: Outcome): void {
  if (outcome.kind !== 'ok') return;
  const head = req.method === 'HEAD';
  const parsed = outcome.json !== undefined;
  const value = parsed ? outcome.json : head ? undefined : outcome.body;
  lane.response = { value, head, parsed, status: outcome.status, outcome };
  lane.stash.setBody(value);
}

/** Clients dialect: an error response whose text contains the catch value. */
function checkCatchText(text: string, status: number, body: string): string | undefined {
  if (status < 400) return `expected an error (catch: ${text}) but got status ${status}`;
  return body.includes(text) ? undefined : `expected an error mentioning [${text}], got ${status} ${body.slice(0, 300)}`;
}

/**
 * Check Warning headers against warnings / allowed_warnings (and their regex forms). `runner`, for an official
 * suite, lets through what that suite's own runner lets through unasked (runnerWarnings.ts).
 */
export function checkWarnings(spec: DoSpec, header: string | undefined, strict: boolean, runner?: RunnerOf): string | undefined {
  const got = warningTexts(header);
  const expected = spec.warnings ?? [];
  const allowed = spec.allowedWarnings ?? [];
  const expectedRe = (spec.warningsRegex ?? []).map((r) => new RegExp(r));
  const allowedRe = (spec.allowedWarningsRegex ?? []).map((r) => new RegExp(r));
  const unexpected = got.filter(
    (w) =>
      !expected.includes(w) &&
      !allowed.includes(w) &&
      !expectedRe.some((r) => r.test(w)) &&
      !allowedRe.some((r) => r.test(w)) &&
      !(runner && runnerIgnores(w, runner)),
  );
  const missing = [...expected.filter((w) => !got.includes(w)), ...expectedRe.filter((r) => !got.some((w) => r.test(w))).map(String)];
  const problems: string[] = [];
  if (missing.length) problems.push(`expected warning${missing.length > 1 ? 's' : ''} not received: ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
  if (strict && unexpected.length) problems.push(`unexpected warning${unexpected.length > 1 ? 's' : ''}: ${unexpected.map((m) => JSON.stringify(m)).join(', ')}`);
  return problems.length ? problems.join('; ') : undefined;
}

/** Run the step on the shadow lane (the reference), so it stays in step with the target. */
async function mirror(ctx: StepContext, spec: DoSpec): Promise<Outcome | undefined> {
  const lane = ctx.shadow;
  if (!lane || lane.broken) return undefined;
  let built: ReturnType<typeof buildRequest>;
  try {
    built = requestFor(lane, spec, ctx);
  } catch (err) {
    lane.broken = (err as Error).message;
    return undefined;
  }
  if (!built.ok) return undefined;
  const outcome = await lane.target.send(built.request);
  remember(lane, built.request, outcome);
  return outcome;
}

/** Null, an empty list or an empty map: a `do` key that asks for nothing. */
const isEmptyValue = (v: unknown): boolean =>
  v === null || v === undefined || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.keys(v as object).length === 0);

/** `do`: call an API, then check status against catch/ignore, warnings, and optionally the reference. */
export const parseDo: StepParser = (value, line, _kind, dialect) => {
  const spec = parseDoSpec(value, dialect);
  if (typeof spec === 'string') return spec;
  // As ClientYamlTestSuite validates: a key needs its feature only when it asks for something (an empty or
  // null `warnings:` expects no warning, which every `do` already checks, so it needs no declaration).
  const needs = Object.entries(value as object).flatMap(([k, v]) => (DO_KEY_FEATURES[k] && !isEmptyValue(v) ? [DO_KEY_FEATURES[k]!] : []));
  const step: Step = {
    kind: 'do',
    line,
    needs,
    run: async (ctx) => runDo(spec, line, ctx),
  };
  return step;
};

/** The check a `do` step answers as (check/verdict.ts). */
const CHECK = 'step:do';

async function runDo(spec: DoSpec, line: number, ctx: StepContext): Promise<StepAnswer> {
  const base: StepRecord = { kind: 'do', api: spec.api, file: ctx.file, line, ok: false, expected: spec.catch ? { catch: spec.catch } : undefined };
  const fail = (message: string, extra: Partial<StepRecord> = {}): StepAnswer => {
    ctx.record({ ...base, ...extra, message });
    return invalid(CHECK, message);
  };
  let built: ReturnType<typeof buildRequest>;
  try {
    built = requestFor(ctx.primary, spec, ctx);
  } catch (err) {
    if (err instanceof StashError) return fail(`${spec.api}: ${err.message}`);
    throw err;
  }
  if (!built.ok) {
    if (built.kind === 'param' && spec.catch === 'param') {
      const message = `refused by the client as expected: ${built.error}`;
      ctx.record({ ...base, ok: true, message });
      return valid(CHECK, message);
    }
    // The client refused to build the request: the target never saw it, so it cannot be to blame. The
    // test (or our API catalogue, which may lack a parameter the official spec has) is: an error.
    const message = built.kind === 'unknown-api' ? `${spec.api}: ${built.error}` : `client-side error, the request was not sent: ${spec.api}: ${built.error}`;
    ctx.record({ ...base, message });
    return unknown(CHECK, message);
  }
  const req = built.request;
  if (spec.catch === 'param') return fail(`${spec.api}: expected the client to refuse the call (catch: param), but it is valid per the API spec`, { request: req });
  const blocked = ctx.guard(req) ?? ctx.unsimulated?.(spec.api, req, ctx.registry.specs.get(spec.api)?.paths.map((p) => p.path) ?? []);
  if (blocked) {
    ctx.record({ ...base, request: req, message: blocked });
    return { skipped: blocked };
  }
  const at = Date.now();
  const [outcome, refOutcome] = await Promise.all([ctx.primary.target.send(req), mirror(ctx, spec)]);
  const rec: StepRecord = { ...base, request: req, outcome, at, done: Date.now(), actor: 'scenario', ...(refOutcome ? { referenceOutcome: refOutcome } : {}) };
  if (outcome.kind === 'info') return fail(`${req.method} ${req.path}: ${describeOutcome(outcome)}`, rec);
  remember(ctx.primary, req, outcome);
  const status = outcome.status;
  const isError = status >= 400 && !built.ignore.includes(status) && !(req.method === 'HEAD' && status === 404);
  if (spec.catch) {
    const problem = spec.catchText !== undefined ? checkCatchText(spec.catchText, status, outcome.body) : checkCatch(spec.catch, status, ctx.primary.response?.value, ctx.runner);
    if (problem) return fail(`${req.method} ${req.path}: ${problem}`, { ...rec, actual: { status, body: ctx.primary.response?.value } });
  } else if (isError) {
    return fail(`${req.method} ${req.path}: unexpected error ${describeOutcome(outcome)}`, rec);
  } else {
    const w = checkWarnings(spec, outcome.headers.warning, ctx.strictWarnings, ctx.runner);
    if (w) return fail(`${req.method} ${req.path}: ${w}`, rec);
  }
  if (spec.compare) {
    if (!ctx.shadow) {
      const message = 'compare: the target is the reference';
      ctx.record({ ...rec, ok: true, message });
      return valid(CHECK, message);
    }
    if (ctx.shadow.broken || !refOutcome) {
      const message = `compare: the reference could not follow this test (${ctx.shadow.broken ?? 'request not built'})`;
      ctx.record({ ...rec, message });
      return unknown(CHECK, message);
    }
    const v = spec.compare.search ? compareSearch(requestBodyJson(req.body), outcome, refOutcome) : compareOutcomes(outcome, refOutcome, spec.compare.ignore);
    if (v.valid !== true) {
      const { message, diff } = v.evidence;
      ctx.record({ ...rec, message, ...(diff ? { diff } : {}) });
      const extra = diff ? { diff } : {};
      return v.valid === 'unknown' ? unknown(CHECK, message, extra) : invalid(CHECK, `${req.method} ${req.path}: ${message}`, extra);
    }
  }
  ctx.record({ ...rec, ok: true });
  return valid(CHECK, `${req.method} ${req.path}: ${status}`);
}

