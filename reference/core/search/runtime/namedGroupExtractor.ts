/**
 * `grok(pattern)` and `dissect(pattern[, appendSeparator])` of runtime field scripts (x-pack runtime-fields'
 * NamedGroupExtractor, allowlisted for the field script contexts): an extractor whose `extract(String)` is the
 * map of the pattern's named captures, or null when the input does not match. Grok uses the legacy (non-ECS)
 * pattern bank and reports a bad pattern as `error compiling grok pattern [p]: <why>`, as ES does.
 */
import type { Json } from '../../json.ts';
import { JFunction, type JObject, type JValue } from '../../script/painless/values.ts';
import { fromJson } from '../../script/painless/convert.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { builtinGrokBank } from '../../ingest/grok/bank.ts';
import { GrokNumberFormat, grokCaptures, grokToRegex } from '../../ingest/grok/compile.ts';
import { compileGrok } from '../../ingest/processors/grok.ts';
import { joniWarnings } from '../../ingest/joniChecks.ts';
import { registerCompileTimeOnly } from '../../script/painless/resolve.ts';
import { dissectParse, dissectParser } from '../../ingest/processors/dissect.ts';
import { IngestFailure } from '../../ingest/failure.ts';
import { grokMatchInterrupted } from '../../errors/index.ts';
import { RegexBudgetExceeded } from '../../regex/bounded.ts';

/** org.elasticsearch.xpack.runtimefields.NamedGroupExtractor. */
class JNamedGroupExtractor implements JObject {
  readonly jclass = 'org.elasticsearch.xpack.runtimefields.NamedGroupExtractor';
  constructor(private readonly run: (input: string) => Record<string, Json> | null | undefined) {}
  invoke(name: string, args: JValue[]): JValue {
    if (name === 'extract' && args.length === 1) {
      const input = args[0];
      if (input === null || input === undefined) return javaThrow('null_pointer_exception', null);
      const r = this.run(String(input));
      return r ? fromJson(r) : null;
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
}

/**
 * NamedGroupExtractor.GrokHelper#grok: compiles the pattern and refuses one Joni warns about (it matches
 * once up front to collect the warnings: "emitted warnings: [...]").
 */
function grokExtractor(pattern: string): JNamedGroupExtractor {
  const bank = builtinGrokBank(false);
  // A field several groups capture is a list (8.7's Grok; runtime fields cannot see the profile here).
  const g = compileGrok([pattern], bank, false, true);
  if (typeof g === 'string') javaThrow('illegal_argument_exception', `error compiling grok pattern [${pattern}]: ${g}`);
  const warnings = joniWarnings(grokToRegex(pattern, bank));
  if (warnings.length > 0) javaThrow('illegal_argument_exception', `error compiling grok pattern [${pattern}]: emitted warnings: [${warnings.join(', ')}]`);
  return new JNamedGroupExtractor((s) => {
    try {
      return grokCaptures(g, s) as Record<string, Json> | undefined;
    } catch (e) {
      // GrokCaptureType's NumberFormatException, thrown through the script.
      if (e instanceof GrokNumberFormat) javaThrow('number_format_exception', e.floating && e.text.trim() === '' ? 'empty String' : `For input string: "${e.text}"`);
      // The runtime fields' GrokHelper runs Joni under a watchdog too (1s by default): its RuntimeException.
      if (e instanceof RegexBudgetExceeded) javaThrow('runtime_exception', grokMatchInterrupted().cause.reason);
      throw e;
    }
  });
}

function dissectExtractor(pattern: string, separator: string): JNamedGroupExtractor {
  try {
    const p = dissectParser(pattern, separator);
    return new JNamedGroupExtractor((s) => dissectParse(p, s));
  } catch (e) {
    if (e instanceof IngestFailure) javaThrow('illegal_argument_exception', e.error.cause.reason);
    throw e;
  }
}

// grok and dissect are `@compile_time_only` in the runtime fields allowlist: Painless builds the extractor
// while compiling the script, so a bad pattern fails the search even when no document reaches the call.
registerCompileTimeOnly('fn:grok/1', ([p]) => grokExtractor(String(p)));
registerCompileTimeOnly('fn:dissect/1', ([p]) => dissectExtractor(String(p), ''));
registerCompileTimeOnly('fn:dissect/2', ([p, sep]) => dissectExtractor(String(p), String(sep)));

/** The script globals of the extractors (`fn:grok/1`, `fn:dissect/1`, `fn:dissect/2`). */
export function extractorGlobals(): [string, JValue][] {
  return [
    ['fn:grok/1', new JFunction(1, ([p]) => grokExtractor(String(p)))],
    ['fn:dissect/1', new JFunction(1, ([p]) => dissectExtractor(String(p), ''))],
    ['fn:dissect/2', new JFunction(2, ([p, sep]) => dissectExtractor(String(p), String(sep)))],
  ];
}
