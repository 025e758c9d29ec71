/**
 * Bounded and safe: whatever text arrives as a script, runScript answers a value or an EsError (never a
 * JS exception out of it), and finishes (the loop counter ends every loop; allocation and call-depth
 * guards stand in for the JVM's heap and stack). Scripts are drawn from Painless's own tokens, so most
 * of them parse and run, and from arbitrary text.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runScript } from './runScript.ts';
import { getProfile } from '../../profiles.ts';

const env = { profile: getProfile('es8'), now: 0 };

const TOKENS = [
  'ctx', '_source', 'params', 'x', 'y', 'def', 'int', 'long', 'double', 'String', 'List', 'Map', 'new', 'ArrayList', 'HashMap', 'return', 'if', 'else',
  'for', 'while', 'do', 'break', 'continue', 'in', 'true', 'false', 'null', '0', '1', '2147483647', '1L', '1.5', '1e308', "'s'", '"t"', '/a+/', '(', ')', '[',
  ']', '{', '}', ';', ',', '.', '?.', '?:', '?', ':', '=', '+=', '-=', '*=', '/=', '%=', '<<=', '++', '--', '+', '-', '*', '/', '%', '<<', '>>', '>>>', '&', '|', '^', '~', '!',
  '&&', '||', '==', '!=', '<', '>', '<=', '>=', '===', '=~', '==~', '->', 'instanceof', 'add', 'size', 'get', 'put', 'length', 'substring', 'stream', 'map', 'filter',
  'collect', 'Collectors', 'toList', 'Math', 'max', 'removeIf', 'sort', 'throw', 'try', 'catch', 'Exception', 'e', ' ',
];

const tokenScript = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((ts) => ts.join(' '));
const loopScript = fc
  .tuple(fc.constantFrom('while (true) ', 'for (;;) ', 'do ', 'for (int i = 0; i < 100000000; i++) '), fc.constantFrom('{ x.add(1) }', '{ x = x + "a" }', '{ x.addAll(x) }', '{ }', '{ y++ }'))
  .map(([loop, body]) => `def x = []; def y = 0; ${loop}${body}${loop.startsWith('do') ? ' while (true)' : ''}`);

/** Scripts from a small grammar of what applications write, so that most of them parse and run. */
const grammar = fc.letrec((tie) => ({
  atom: fc.constantFrom(
    '1', '2L', '0', '-1', '1.5', '2147483647', "'s'", 'null', 'true', 'x', 'y', 'ctx._source.a', 'ctx._source.b', 'ctx._source.c.d', 'ctx._source.missing', "ctx._source['a']", '[1, 2]', "['k': 1]", 'new ArrayList()',
    // java.time with zones and formatters (javaZones.ts): a huge plusDays or a bad pattern must stay a Java error.
    "ZonedDateTime.parse('2020-03-29T01:30:00+01:00')", "ZoneId.of('Europe/Paris')", "DateTimeFormatter.ofPattern('yyyy-MM-dd HH:mm EEE')", "DateTimeFormatter.ofPattern('qqq')", 'DateTimeFormatter.ISO_LOCAL_DATE',
  ),
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('atom') as fc.Arbitrary<string>,
    fc.tuple(tie('expr') as fc.Arbitrary<string>, fc.constantFrom('+', '-', '*', '/', '%', '==', '<', '&&', '?:', '<<', '&'), tie('expr') as fc.Arbitrary<string>).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(
      tie('expr') as fc.Arbitrary<string>,
      fc.constantFrom('.size()', '.length()', '.add(1)', '.get(0)', '.toString()', '?.size()', '.contains(1)', '[0]', '.isEmpty()', ".withZoneSameInstant(ZoneId.of('Asia/Kolkata'))", '.truncatedTo(ChronoUnit.DAYS)', '.format(DateTimeFormatter.ofPattern(\'yyyy-MM-dd\'))', '.plusDays(100000000000L)', '.getMonth()', '.getDayOfWeekEnum()'),
    ).map(([a, m]) => `${a}${m}`),
    fc.tuple(fc.constantFrom('(int) ', '(long) ', '(double) ', '(String) ', '!', '-'), tie('expr') as fc.Arbitrary<string>).map(([c, a]) => `${c}${a}`),
  ),
  stmt: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(fc.constantFrom('x', 'y', 'ctx._source.a', 'ctx._source.n', 'ctx.op'), fc.constantFrom('=', '+=', '-='), tie('expr') as fc.Arbitrary<string>).map(([t, op, e]) => `${t} ${op} ${e};`),
    fc.tuple(tie('expr') as fc.Arbitrary<string>, tie('stmt') as fc.Arbitrary<string>).map(([c, b]) => `if (${c}) { ${b} }`),
    fc.tuple(tie('expr') as fc.Arbitrary<string>, tie('stmt') as fc.Arbitrary<string>).map(([c, b]) => `while (${c}) { ${b} }`),
    fc.tuple(tie('expr') as fc.Arbitrary<string>, tie('stmt') as fc.Arbitrary<string>).map(([c, b]) => `for (def v : ${c}) { ${b} }`),
    tie('expr').map((e) => `return ${e};`),
  ),
}));
const programScript = fc.array(grammar.stmt as fc.Arbitrary<string>, { minLength: 1, maxLength: 4 }).map((ss) => `def x = 1; def y = [0]; ${ss.join(' ')}`);

function runOnce(source: string, context: 'update' | 'score' = 'update'): void {
  const vars = { ctx: { _source: { a: 1, b: [1, 2], c: { d: 'x' } }, op: 'index' } };
  // "Always ends" is Painless's loop limit (a million iterations), not a clock: a run that never ended would
  // hit the test's timeout. No wall-clock bound here: a loop of a million date parses takes seconds on a loaded
  // machine and is still correct (speed belongs to the benchmark).
  const r = runScript({ source }, context, vars, env);
  expect(typeof r.ok).toBe('boolean');
  if (!r.ok) expect(r.error.kind).toBe('es-error');
}

describe('runScript on any text', () => {
  it('never throws and always ends, on token soup', () => {
    fc.assert(fc.property(tokenScript, (s) => runOnce(s)), { numRuns: 400 });
  });

  it('never throws and always ends, on scripts from a grammar of what applications write', () => {
    // A score script may return a value, so the grammar's `return` statements run too.
    fc.assert(fc.property(programScript, (s) => runOnce(s, 'score')), { numRuns: 300 });
  });

  it('never throws on chains of java.time calls with zones, formatters and extreme amounts', () => {
    const receiver = fc.constantFrom("ZonedDateTime.parse('2020-03-29T01:30:00+01:00')", "Instant.parse('2020-01-01T00:00:00Z')", "ZonedDateTime.parse('2020-01-01T00:00:00Z[Europe/Paris]')", 'Instant.ofEpochMilli(-62135596800000L)');
    const call = fc.constantFrom(
      ".withZoneSameInstant(ZoneId.of('Asia/Kolkata'))", ".atZone(ZoneId.of('-05:30'))", '.truncatedTo(ChronoUnit.DAYS)', '.truncatedTo(ChronoUnit.WEEKS)', '.plusDays(100000000000L)', '.minusHours(3)',
      '.getMonth()', '.getDayOfWeekEnum()', '.getHour()', '.toInstant()', ".format(DateTimeFormatter.ofPattern('yyyy-MM-dd HH:mm:ss.SSS EEEE MMMM a Z XXX x'))", ".format(DateTimeFormatter.ofPattern('qqq'))",
      '.format(DateTimeFormatter.ISO_ZONED_DATE_TIME)', '.format(DateTimeFormatter.ISO_INSTANT)', '.toString()',
    );
    const script = fc.tuple(receiver, fc.array(call, { minLength: 1, maxLength: 3 })).map(([r, cs]) => `def t = ${r}; return t${cs.join('')}`);
    fc.assert(fc.property(script, (s) => runOnce(s, 'score')), { numRuns: 200 });
  });

  it('never throws and always ends, on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => runOnce(s)), { numRuns: 300 });
  });

  it('answers a compile error, never a JS stack overflow, for trees too deep to walk', () => {
    // Each under script.max_size_in_bytes (65535), which refuses longer sources before they are parsed.
    const deep = ['return ' + '1+'.repeat(30000) + '1', 'def x = [:]; return x' + '.a'.repeat(30000), 'return ' + '('.repeat(5000) + '1' + ')'.repeat(5000), '{'.repeat(30000) + '}'.repeat(30000), 'return [' + '['.repeat(30000) + ']'.repeat(30001)];
    for (const source of deep) {
      const r = runScript({ source }, 'score', {}, env);
      expect(!r.ok && r.error.cause.reason).toBe('compile error');
    }
    // A long but sane chain still runs.
    const ok = runScript({ source: 'return ' + '1+'.repeat(1999) + '1' }, 'score', {}, env);
    expect(ok).toEqual({ ok: true, value: 2000 });
  });

  it('ends every unbounded loop with the loop counter or the memory guard (or refuses it when it cannot end)', () => {
    fc.assert(
      fc.property(loopScript, (s) => {
        const r = runScript({ source: s }, 'update', {}, env);
        expect(r.ok).toBe(false);
        // `while (true) { }`: Painless's semantic phase refuses a loop with no path out before it runs.
        if (!r.ok && r.error.cause.causedBy?.reason === 'no paths escape from while loop') return;
        if (!r.ok) expect(['painless_error', 'out_of_memory_error']).toContain(r.error.cause.causedBy?.type);
      }),
      { numRuns: 6 },
    );
  });
});
