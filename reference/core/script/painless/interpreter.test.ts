/**
 * The language, case by case: Java's numeric semantics (JLS §15.17 integer division and remainder, §5.6
 * promotion, §15.19 shifts, Double.toString), Painless's operators and statements (the Painless language
 * spec: painless-operators-*, painless-statements, painless-lambdas, painless-regexes), the allowlisted
 * methods (painless-api-reference-shared), and the exceptions ES prints (cannot access method/field [x]
 * from a null def reference: Painless's DefBootstrap.checkNull; `/ by zero`; Index n out of bounds for length m).
 */
import { describe, expect, it } from 'vitest';
import { runJava } from '../runScript.ts';
import { fromJson, toJavaJsonText } from './convert.ts';
import type { JValue } from './values.ts';
import { getProfile } from '../../../profiles.ts';

const env = { profile: getProfile('es8'), now: Date.UTC(2026, 0, 1) };

/** The script's return value as XContent prints it, or `type: reason` of the cause of its error. */
function run(source: string, vars: Record<string, unknown> = {}): string {
  const globals = new Map<string, JValue>(Object.entries(vars).map(([k, v]) => [k, fromJson(v)]));
  const r = runJava({ source }, 'score', globals, env);
  if (r.ok) return toJavaJsonText(r.value);
  const c = r.error.cause.causedBy!;
  return `${c.type}: ${c.reason}`;
}

const VALUES: Array<[string, string]> = [
  // Java's collection hashCodes (AbstractList: 31·h + e from 1; AbstractSet: sum; AbstractMap: sum of key ^ value).
  // The diversified_sampler docs example (aggregations/bucket/diversified-sampler-aggregation.asciidoc,
  // elastic/elasticsearch@0a5cb63d) diversifies on `doc['tags'].values.hashCode()` and needs two tag lists to differ.
  ["return ['elasticsearch', 'kibana'].hashCode()", '1746856756'],
  ["return ['kibana', 'logstash'].hashCode()", '1310387426'],
  ['return [].hashCode()', '1'],
  ["return ['a': 1].hashCode()", '96'],
  ["return new HashSet(['a', 'b']).hashCode()", '195'],
  // a script's last expression is its value where the context returns one (score, filter, painless_test)
  ['1 + 1', '2'],
  // HEX needs a digit (PainlessLexer.g4): `0x1F` is 31; `0X` alone lexed as one number once threw out of the
  // parser (BigInt of "0X") where a compile error is due (found by runScript.fuzz.test.ts, seed 1218684916).
  ['return 0x1F', '31'],
  ['return 0x10L', '16'],
  ["def x = 'a'; x + 'b'", '"ab"'],
  // Painless's lastSource: the last statement inside the script's last if, else, block or try is its value
  // (OpenSearch's 70_mov_fn_agg.yml runs `if (values.length > 1) { MovingFunctions.holtWinters(…)}`).
  ['if (true) { 1 + 2 }', '3'],
  ["if (false) { 1 } else { 'x' + 'y' }", '"xy"'],
  ['{ def a = 2; a * 2 }', '4'],
  ["try { Integer.parseInt('z') } catch (NumberFormatException e) { -1 }", '-1'],
  // a script that ends without returning gives its execute's default: ScoreScript returns a double
  ['if (false) { 1 }', '0.0'],
  // XContentBuilder writes a date as strict_date_optional_time_nanos (50_script_doc_values.yml's '2017-01-01T12:11:12.000Z')
  ["return ZonedDateTime.parse('2017-01-01T12:11:12Z')", '"2017-01-01T12:11:12.000Z"'],
  ["return Instant.parse('2017-01-01T12:11:12.5Z')", '"2017-01-01T12:11:12.500Z"'],
  // a lambda given as a functional interface (ES's 20_scriptfield.yml: `boolean compare(Supplier s, def v)`)
  ['boolean compare(Supplier s, def v) { return s.get() == v } compare(() -> { return 1 }, 1)', 'true'],
  ['def apply(Function f, def x) { return f.apply(x) } apply(x -> x * 2, 21)', '42'],
  // DayOfWeek from a date (20_scriptfield.yml: 2017-01-01 is a Sunday, 7)
  ["ZonedDateTime.parse('2017-01-01T00:00:00Z').dayOfWeekEnum.value", '7'],
  ["ZonedDateTime.parse('2017-02-01T00:00:00Z').getDayOfWeekEnum().name()", '"WEDNESDAY"'],
  // DayOfWeek/Month.getDisplayName(TextStyle, Locale): x-pack runtime_fields/80_multiple_indices.yml's day_of_week
  // script names the day with TextStyle.FULL in Locale.ROOT ("Monday").
  ["ZonedDateTime.parse('2017-02-01T00:00:00Z').dayOfWeekEnum.getDisplayName(TextStyle.FULL, Locale.ROOT)", '"Wednesday"'],
  ["ZonedDateTime.parse('2017-02-01T00:00:00Z').getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH)", '"Feb"'],
  ["DayOfWeek d = ZonedDateTime.parse('2017-01-01T00:00:00Z').dayOfWeekEnum; d.getDisplayName(TextStyle.NARROW, Locale.US)", '"S"'],
  // java.time with zones and formatters (java.time's own toString and DateTimeFormatter pattern letters)
  ["return DateTimeFormatter.ofPattern('yyyy-MM-dd HH:mm:ss EEE MMM a').format(ZonedDateTime.parse('2020-01-31T10:00:00Z'))", '"2020-01-31 10:00:00 Fri Jan AM"'],
  ["return ZonedDateTime.parse('2020-01-31T10:00:00Z').format(DateTimeFormatter.ISO_LOCAL_DATE)", '"2020-01-31"'],
  ["return ZonedDateTime.parse('2020-07-31T10:00:00Z').withZoneSameInstant(ZoneId.of('Europe/Paris')).toString()", '"2020-07-31T12:00+02:00[Europe/Paris]"'],
  ["return ZonedDateTime.parse('2020-01-31T10:00:00Z').withZoneSameInstant(ZoneId.of('Europe/Paris')).getHour()", '11'],
  ["return ZonedDateTime.parse('2020-01-01T00:00:00+01:00').toString()", '"2020-01-01T00:00+01:00"'],
  ["return ZonedDateTime.parse('2020-01-01T00:00:00+01:00').toInstant().toString()", '"2019-12-31T23:00:00Z"'],
  ["return ZonedDateTime.parse('2020-01-31T10:15:30Z').truncatedTo(ChronoUnit.HOURS).toString()", '"2020-01-31T10:00Z"'],
  ["return Instant.parse('2020-01-01T00:00:00Z').atZone(ZoneId.of('UTC')).toString()", '"2020-01-01T00:00Z[UTC]"'],
  ["return ZonedDateTime.parse('2020-01-01T00:00:00Z').getMonth().toString()", '"JANUARY"'],
  // literals and Java's printing of each type
  ['return 1', '1'],
  ['return 1L', '1'],
  ['return 1.0', '1.0'],
  ['return 1f', '1.0'],
  ['return 0x1F', '31'],
  ['return 017', '15'],
  ['return 1e10', '1.0E10'],
  ['return 1.5e-5', '1.5E-5'],
  ['return 0.001', '0.001'],
  ['return 1234567.0', '1234567.0'],
  ['return 12345678.0', '1.2345678E7'],
  ["return 'it''s'.length()", 'compile'],
  ['return "a\\"b"', '"a\\"b"'],
  // integer arithmetic wraps and truncates
  ['return 2147483647 + 1', '-2147483648'],
  ['return 9223372036854775807L + 1', '-9223372036854775808'],
  ['return 7 / 2', '3'],
  ['return -7 / 2', '-3'],
  ['return -7 % 3', '-1'],
  ['return 7.0 / 2', '3.5'],
  ['return 1 / 2.0f', '0.5'],
  ['return 10 * 1L', '10'],
  // Jackson quotes non-finite doubles (JsonWriteFeature.WRITE_NAN_AS_STRINGS).
  ['return 1.0 / 0', '"Infinity"'],
  ['return 0.1 + 0.2', '0.30000000000000004'],
  ['return 1.0f / 3', '0.33333334'],
  ['return (int) 3.99', '3'],
  ['return (int) -3.99', '-3'],
  ['return (long) 1e30', '9223372036854775807'],
  ['return (int) 3000000000L', '-1294967296'],
  ['return (byte) 200', '-56'],
  ['return (char) 65 + 1', '66'],
  ["return (char) 'a'", '"a"'],
  ['return 1 << 33', '2'],
  ['return 1L << 33', '8589934592'],
  ['return -8 >> 1', '-4'],
  ['return -8 >>> 28', '15'],
  ['return 6 & 3 | 8 ^ 1', '11'],
  ['return ~5', '-6'],
  ['int i = 5; i += 2.7; return i', '7'],
  ['def i = 5; i += 2.7; return i', '7.7'],
  ['long l = 1; l *= 3; return l', '3'],
  ['int i = 0; i++; ++i; return i--', '2'],
  ['double d = 1; return d', '1.0'],
  // strings
  ["return 'a' + 1 + 2", '"a12"'],
  ["return 1 + 2 + 'a'", '"3a"'],
  ["return 'x' + 1.0 + null + true", '"x1.0nulltrue"'],
  ["return 'x' + [1, 2] + ['k': 'v']", '"x[1, 2]{k=v}"'],
  ["return 'Hello'.substring(1, 3).toUpperCase()", '"EL"'],
  ["return 'a-b-c'.splitOnToken('-')", '["a","b","c"]'],
  ["return String.join(',', ['a', 'b'])", '"a,b"'],
  ["return 'abc'.charAt(1)", '"b"'],
  ["return 'abc'.indexOf('c') + 'abc'.contains('b')", 'class_cast_exception'],
  ["return '  x '.trim()", '"x"'],
  ["return 'aXbX'.replace('X', '-')", '"a-b-"'],
  ['return String.format("%d-%s", 3, "x")', '"3-x"'],
  // comparison and logic
  ['return 1 == 1.0', 'true'],
  ['return 1 < 2L && 2.5 > 2', 'true'],
  ["return 'a' == 'a'", 'true'],
  ['return [1, 2] == [1, 2]', 'true'],
  ["return ['a': 1] == ['a': 1]", 'true'],
  ['return 1 != 2 || false', 'true'],
  ['return !(1 > 2) ? 1 : 2', '1'],
  ['return null ?: 5', '5'],
  ['def x = null; return x?.length()', 'null'],
  ['return 1 instanceof Integer && 1L instanceof Long && 1.0 instanceof Double', 'true'],
  ["return 'a' instanceof String && [] instanceof List && [:] instanceof Map", 'true'],
  // statements
  ['int t = 0; for (int i = 0; i < 5; i++) { if (i == 3) continue; t += i } return t', '7'],
  ['int t = 0; for (def x : [1, 2, 3]) { t += x } return t', '6'],
  ['int t = 0; for (x in [1, 2, 3]) { if (x == 3) break; t += x } return t', '3'],
  ['int i = 0; while (i < 10) { i += 3 } return i', '12'],
  ['int i = 0; do { i++ } while (i < 3); return i', '3'],
  ['if (false) { return 1 } else if (true) { return 2 } else { return 3 }', '2'],
  ['int[] a = new int[3]; a[0] = 4; return a[0] + a.length + a[-1]', '7'],
  ['String[] s = new String[] {"a", "b"}; return s[1]', '"b"'],
  ['int f(int x) { return x * 2 } return f(21)', '42'],
  ["try { throw new IllegalArgumentException('boom') } catch (IllegalArgumentException e) { return e.getMessage() }", '"boom"'],
  ['try { return 1 / 0 } catch (ArithmeticException e) { return e.getMessage() }', '"/ by zero"'],
  // collections
  ['def l = [3, 1, 2]; l.sort((a, b) -> a - b); return l', '[1,2,3]'],
  ['def l = [3, 1, 2]; Collections.sort(l); l.add(0, 9); return l', '[9,1,2,3]'],
  ['def l = [1, 2, 3, 4]; l.removeIf(x -> x % 2 == 0); return l', '[1,3]'],
  ['return [1, 2, 3].stream().filter(x -> x > 1).map(x -> x * 10).collect(Collectors.toList())', '[20,30]'],
  ['return [1, 2, 3].stream().mapToInt(x -> x).sum()', '6'],
  ["return ['a', 'b'].stream().collect(Collectors.joining('|'))", '"a|b"'],
  ['def t = 0; [1, 2].forEach(x -> t += x); return t', 'compile'],
  ['def l = []; [1, 2].forEach(x -> l.add(x * 2)); return l', '[2,4]'],
  ['return [1, 2, 3].contains(2) && [1, 2].indexOf(2) == 1 && [].isEmpty()', 'true'],
  ['return [1, 2, 3].subList(1, 3)', '[2,3]'],
  ["def m = ['b': 1]; m.a = 2; m['c'] = 3; m.put('d', 4); return m", '{"a":2,"b":1,"c":3,"d":4}'],
  ["def m = [:]; m.z = 1; m.a = 2; m.m = 3; return m.keySet()", '["a","z","m"]'],
  ["def m = ['a': 1]; return m.getOrDefault('x', 5) + m.containsKey('a') ", 'class_cast_exception'],
  ["def m = ['a': 1]; return m.missing", 'null'],
  ["def m = ['a': 1, 'b': 2]; int t = 0; for (def e : m.entrySet()) { t += e.getValue() } return t", '3'],
  ["def m = ['a': 1]; m.computeIfAbsent('b', k -> 7); m.merge('a', 5, (x, y) -> x + y); return m", '{"a":6,"b":7}'],
  ["def m = ['a': 1, 'b': 2]; m.remove('a'); return m.size()", '1'],
  ['def s = new HashSet(); s.add(1); s.add(1); s.add(2); return s.size()', '2'],
  ['def l = new ArrayList(); l.add(1L); return l.get(0) + 1', '2'],
  ["return [1, 2, 3].join(',')", '"1,2,3"'],
  ['return [1, 2, 3].sum()', '6.0'],
  // statics
  // java.lang.txt allowlists Math.abs/max/min(double) and long round(double) only: ints and longs widen
  ['return Math.max(3, 7) + Math.min(2L, 5L)', '9.0'],
  ['return Math.abs(-9007199254740993L)', '9.007199254740992E15'],
  ['return Math.max(-0.0, 0.0)', '0.0'],
  ['return Math.min(-0.0, 0.0)', '-0.0'],
  ['return Math.round(2.5f)', '3'],
  ['long r = Math.round(2.5f); return r', '3'],
  ['return Math.floorDiv(7, 2)', 'illegal_argument_exception: unknown static method [Math, floorDiv/2]'],
  // Integer.max(int,int) and Long.max(long,long) keep their type, exact past 2^53
  ['return Long.max(9007199254740993L, 9007199254740992L)', '9007199254740993'],
  ['return Long.min(9007199254740993L, 9007199254740995L)', '9007199254740993'],
  ['return Integer.max(3, 7)', '7'],
  ['return Long.toString(9007199254740993L, 16)', '"20000000000001"'],
  ['return Double.max(1, 2)', '2.0'],
  ['return Math.abs(-2.5)', '2.5'],
  ['return Math.round(2.5) + Math.round(-2.5)', '1'],
  ['return Math.floor(1.7) + Math.ceil(1.2)', '3.0'],
  ['return Math.sqrt(16)', '4.0'],
  ['return Math.pow(2, 10)', '1024.0'],
  ["return Integer.parseInt('42') + Long.parseLong('1')", '43'],
  ["return Double.parseDouble('1.5')", '1.5'],
  ['return Integer.MAX_VALUE + Long.MAX_VALUE', '-9223372034707292162'],
  ["return Boolean.parseBoolean('TRUE')", 'true'],
  ['return Objects.equals(null, null) && Objects.isNull(null)', 'true'],
  ["return Character.isDigit((char) '7')", 'true'],
  // regexes (7.10+: limited, so allowed)
  ["return 'foo123' =~ /\\d+/", 'true'],
  ["return 'foo123' ==~ /\\d+/", 'false'],
  ["def m = /(\\w+)@(\\w+)/.matcher('me@host'); return m.matches() ? m.group(2) : null", '"host"'],
  ["return /a/i.matcher('A').matches()", 'true'],
  ["return 'a1b2'.replaceAll(/\\d/, m -> '#')", '"a#b#"'],
  // time
  ['return Instant.ofEpochMilli(0L).plusSeconds(60).toEpochMilli()', '60000'],
  ["return ZonedDateTime.parse('2020-01-02T03:04:05Z').getYear()", '2020'],
  ["return ChronoUnit.DAYS.between(Instant.ofEpochMilli(0L), Instant.ofEpochMilli(172800000L))", '2'],
];

describe('Painless values', () => {
  it.each(VALUES)('%s → %s', (source, expected) => {
    const got = run(source);
    if (expected === 'compile' || expected === 'class_cast_exception') expect(got.startsWith(expected === 'compile' ? '' : expected), got).toBe(true);
    else expect(got).toBe(expected);
  });
});

const ERRORS: Array<[string, string]> = [
  ['return 1 / 0', 'arithmetic_exception: / by zero'],
  ['return 1L % 0L', 'arithmetic_exception: / by zero'],
  ['def x = null; return x.foo', 'null_pointer_exception: cannot access method/field [foo] from a null def reference'],
  ['def x = null; return x.size()', 'null_pointer_exception: cannot access method/field [size] from a null def reference'],
  ['return [1].get(5)', 'index_out_of_bounds_exception: Index 5 out of bounds for length 1'],
  ['int[] a = new int[2]; return a[2]', 'array_index_out_of_bounds_exception: Index 2 out of bounds for length 2'],
  ["return 'abc'.substring(5)", 'string_index_out_of_bounds_exception: begin 5, end 3, length 3'],
  ["return Integer.parseInt('x1')", 'number_format_exception: For input string: "x1"'],
  ["return ['a'].remove('a')", 'class_cast_exception: Cannot cast java.lang.String to java.lang.Integer'],
  ["return 'a'.foo()", 'illegal_argument_exception: dynamic method [java.lang.String, foo/0] not found'],
  ['return [1] - 1', 'class_cast_exception: Cannot apply [-] operation to types [java.util.ArrayList] and [java.lang.Integer].'],
  ['int i = 1L', 'class_cast_exception: Cannot implicitly cast def [long] to int'],
  ['int n = 0; while (true) { n++ }', 'painless_error: The maximum number of statements that can be executed in a loop has been reached.'],
  // loops Painless refuses at compile time (DefaultSemanticAnalysisPhase; ES's 20_scriptfield.yml: `while (true) {}`)
  ['while (true) {}', 'illegal_argument_exception: no paths escape from while loop'],
  ['while (true);', 'illegal_argument_exception: no paths escape from while loop'],
  ['while (false) { return 1 }', 'illegal_argument_exception: extraneous while loop'],
  ['for (int i = 0; true; i++) {}', 'illegal_argument_exception: no paths escape from for loop'],
  ['for (int i = 0; false; i++) { return 1 }', 'illegal_argument_exception: extraneous for loop'],
  ['for (def x : [1]) {}', 'illegal_argument_exception: extraneous foreach loop'],
  ['int i = 0; do { i++ } while (false)', 'illegal_argument_exception: extraneous do-while loop'],
  ['for (;;) { def x = 1 }', 'painless_error: The maximum number of statements that can be executed in a loop has been reached.'],
  ["throw new IllegalStateException('no')", 'illegal_state_exception: no'],
  ["throw new IllegalArgumentException('no')", 'illegal_argument_exception: no'],
  ['return missing', 'illegal_argument_exception: cannot resolve symbol [missing]'],
  ["return ZoneId.of('Nowhere/Land')", 'zone_rules_exception: Unknown time-zone ID: Nowhere/Land'],
  ['1 + 1; return 1', 'illegal_argument_exception: not a statement: result not used from addition operation [+]'],
  // only the last statement of the last block is the value: an earlier one (or one in a loop) is not
  ['if (true) { 1 + 1; 2 }', 'illegal_argument_exception: not a statement: result not used from addition operation [+]'],
  ['for (int i = 0; i < 1; i++) { i + 1 } return 1', 'illegal_argument_exception: not a statement: result not used from addition operation [+]'],
  ['if (true) { 1 + 1 } return 2', 'illegal_argument_exception: not a statement: result not used from addition operation [+]'],
  ['return 1 +', 'illegal_argument_exception: unexpected end of script.'],
  ['', 'illegal_argument_exception: Cannot generate an empty script.'],
  ['return 2147483648', 'illegal_argument_exception: Invalid int constant [2147483648].'],
  ['int x = 1; int x = 2', 'illegal_argument_exception: variable [x] is already defined'],
  // Names are resolved before anything runs: a branch that never runs is still checked.
  ['if (false) { nope = 1 } return 1', 'illegal_argument_exception: cannot resolve symbol [nope]'],
  ['def l = [1]; l.forEach(x -> { def y = x }); return y', 'illegal_argument_exception: cannot resolve symbol [y]'],
];

describe('Painless errors', () => {
  it.each(ERRORS)('%s → %s', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it('stops at Debug.explain and shows the value (the docs\' "Debugging Painless": painless_class, to_string, java_class)', () => {
    const r = runJava({ source: 'Debug.explain(ctx._source)' }, 'update', new Map([['ctx', fromJson({ _source: { foo: 'bar' } })]]), env);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.error.cause.meta!).slice(0, 3)).toEqual(['painless_class', 'to_string', 'java_class']);
      expect(r.error.cause.meta!.to_string).toBe('{foo=bar}');
      expect(r.error.cause.meta!.painless_class).toBe('java.util.LinkedHashMap');
      expect(r.error.cause.causedBy!.type).toBe('painless_explain_error');
    }
  });

  it('refuses a bare last expression in a void script: it is no statement there', () => {
    const r = runJava({ source: 'ctx._source.a + 1' }, 'update', new Map([['ctx', fromJson({ _source: { a: 1 } })]]), env);
    expect(!r.ok && r.error.cause.causedBy!.reason).toBe('not a statement: result not used from addition operation [+]');
    expect(runJava({ source: 'ctx._source.a = 2' }, 'update', new Map([['ctx', fromJson({ _source: { a: 1 } })]]), env).ok).toBe(true);
  });

  it('refuses a value returned from a void script (update, reindex, ingest) at compile time', () => {
    const r = runJava({ source: "String a = 'x'; return a + 1" }, 'update', new Map(), env);
    expect(!r.ok && r.error.cause.causedBy).toEqual({ type: 'class_cast_exception', reason: 'Cannot cast from [java.lang.String] to [void].', es: false });
    expect(runJava({ source: 'if (true) { return } def f = [1].stream().map(x -> { return x }).count()' }, 'update', new Map(), env).ok).toBe(true);
  });

  it('stops a regex whose backtracking could explode, as limited mode does (CircuitBreakingException)', () => {
    const r = runJava({ source: "return 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab' ==~ /(a+)+$/" }, 'score', new Map(), env);
    expect(!r.ok && r.error.cause.causedBy!.type).toBe('circuit_breaking_exception');
    expect(runJava({ source: "return 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab' ==~ /a+b/" }, 'score', new Map(), env)).toMatchObject({ ok: true, value: true });
  });

  it('answers `0x` without a hex digit with a compile error, never a throw', () => {
    for (const source of ['0X', 'return 0x', '0xg']) {
      const r = runJava({ source }, 'score', new Map(), env);
      expect(!r.ok && r.error.cause.reason, source).toBe('compile error');
    }
  });

  it('refuses a regex where the version has them off (ES < 7.10), at compile time', () => {
    const r = runJava({ source: "return 'a' =~ /a/" }, 'update', new Map(), { profile: getProfile('es6'), now: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.cause.reason).toBe('compile error');
      expect(r.error.cause.causedBy!.type).toBe('illegal_state_exception');
      expect(r.error.cause.causedBy!.reason).toContain('Regexes are disabled. Set [script.painless.regex.enabled] to [true]');
    }
  });

  it('prints a runtime error at the statement it happened in (PainlessScript.convertToScriptException)', () => {
    const source = "int total = 0; for (item in params.x.inventory) { total += 1 }";
    const r = runJava({ source }, 'update', new Map([['params', fromJson({ x: null })]]), env);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const meta = r.error.cause.meta!;
      expect(meta.position).toEqual({ offset: 36, start: 15, end: 50 });
      expect(meta.script_stack).toEqual(['for (item in params.x.inventory) { ', '                     ^---- HERE']);
    }
  });

  it('names a long script by its first 256 characters in a runtime error (Location.computeSourceName)', () => {
    const source = 'def x = null;\nx.foo()';
    const r = runJava({ source }, 'update', new Map(), env);
    expect(!r.ok && r.error.cause.meta!.script).toBe('def x = null; ...');
  });
});
