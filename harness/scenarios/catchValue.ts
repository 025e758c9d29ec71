/** Named `catch:` values and the statuses they accept. */
import { compileJavaRegex, isRegexLiteral } from './regex.ts';
import type { RunnerOf } from './runnerWarnings.ts';
import { compareVersions, parseVersion } from './version.ts';

/** Named `catch:` values and the statuses they accept (FORMAT.md §2). */
const NAMED: Record<string, (status: number) => boolean> = {
  bad_request: (s) => s === 400,
  unauthorized: (s) => s === 401,
  forbidden: (s) => s === 403,
  missing: (s) => s === 404,
  request_timeout: (s) => s === 408,
  conflict: (s) => s === 409,
  // Elasticsearch's 8.x/9.x runner (DoSection CATCHES, commit 040c17bb): `gone` is 410.
  gone: (s) => s === 410,
  unavailable: (s) => s === 503,
  request: (s) => s >= 400 && ![400, 401, 403, 404, 408, 409, 410].includes(s),
};

/**
 * Whether the suite's runner knows 410. Elasticsearch's DoSection added `gone` in 8.11 (elastic/elasticsearch#98752,
 * 2023-08) and took 410 out of `request` with it; OpenSearch's DoSection and Elasticsearch's before 8.11 have no
 * `gone`, so a 410 is one of the errors their `request` accepts. Without a runner (our own scenarios), as today's.
 */
function runnerKnowsGone(runner: RunnerOf | undefined): boolean {
  return runner === undefined || (runner.distribution === 'elasticsearch' && compareVersions(parseVersion(runner.version), [8, 11]) >= 0);
}

/** Whether a `catch:` value is one the runner understands (`param` is handled before sending). */
export function isValidCatch(v: string): boolean {
  return v === 'param' || v in NAMED || isRegexLiteral(v);
}

/** Render `error` as the Java runner would (`Map.toString()`), to match regexes written against it. */
function javaString(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(javaString).join(', ')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${k}=${javaString(x)}`).join(', ')}}`;
  return String(v);
}

/** Judge an error response against a catch value; returns a failure message or undefined when it fits. */
export function checkCatch(catchValue: string, status: number, body: unknown, runner?: RunnerOf): string | undefined {
  if (status < 400) return `expected an error (catch: ${catchValue}) but got status ${status}`;
  if (catchValue === 'request' && status === 410 && !runnerKnowsGone(runner)) return undefined;
  // Their DoSection throws "catch value [gone] not supported" for a value it does not know.
  if (catchValue === 'gone' && !runnerKnowsGone(runner)) return `catch value [gone] not supported by this suite's runner`;
  const named = NAMED[catchValue];
  if (named) return named(status) ? undefined : `expected catch: ${catchValue}, got status ${status}`;
  if (isRegexLiteral(catchValue)) {
    const error = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
    if (error === undefined) return `expected an error body matching ${catchValue} but the response has no [error]`;
    const re = compileJavaRegex(catchValue, false);
    const forms = typeof error === 'string' ? [error] : [JSON.stringify(error), javaString(error)];
    return forms.some((f) => re.test(f)) ? undefined : `error ${JSON.stringify(error).slice(0, 300)} does not match ${catchValue}`;
  }
  return `unknown catch value [${catchValue}]`;
}
