/**
 * A Painless run in steps (resumable.ts) answers what `execute` answers, value, exception, offset and
 * loop counter alike, wherever a driver stops it; and a long loop is split into many steps of bounded
 * work, so the HTTP server serves others between them (the developers' rule: no request stalls the
 * server; the wall-clock stall is `script_stall_get_ms` in `npm run bench`, not a test).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from './parser.ts';
import { execute } from './interpreter.ts';
import { executeSteps, SCRIPT_SLICE_WORK } from './resumable.ts';
import { CompileError, JavaException } from './javaError.ts';
import { toJavaJsonText, toJson } from './convert.ts';
import { JList, JMap, type JValue } from './values.ts';
import type { RunOptions } from './runOptions.ts';
import { drain } from '../../search/resumable/steps.ts';
import { testSimulator, call } from '../../../testkit.ts';

const OPTS: RunOptions = { regex: 'limited', regexLimitFactor: 6, now: 0, returnsValue: true, loopCounter: 'iterations-no-each' };

function globals(): Map<string, JValue> {
  const ctx = new JMap(true);
  ctx.set('_source', new JMap(true));
  return new Map<string, JValue>([['ctx', ctx], ['params', new JMap(false)], ['log', new JList([])]]);
}

/** What a run leaves: its value or its exception (type, message, offset), and the globals after it. */
function outcome(source: string, steps: boolean, opts: RunOptions = OPTS): string {
  const g = globals();
  let r: string;
  try {
    const p = parse(source);
    const v = steps ? drain(executeSteps(p, g, opts, 1)) : execute(p, g, opts);
    r = toJavaJsonText(v);
  } catch (e) {
    if (e instanceof JavaException) r = `${e.type}: ${e.message} @${e.offset}`;
    else if (e instanceof CompileError) r = `compile ${e.type}: ${e.message} @${e.offset}`;
    else throw e;
  }
  return `${r} | ${JSON.stringify(toJson(g.get('ctx')!))} ${JSON.stringify(toJson(g.get('log')!))}`;
}

const SCRIPTS = [
  'int s = 0; for (int i = 0; i < 10; i++) { s += i } return s',
  'def s = 0; int i = 0; while (i < 7) { i++; if (i == 3) continue; if (i == 6) break; s += i } return s',
  'int i = 0; do { log.add(i); i++ } while (i < 4); return i',
  'def m = 0; for (x in [1, 2, 3]) { for (y in [10, 20]) { if (y == 20 && x == 2) return x * y; m += x * y } } return m',
  'for (int i = 0; i < 3; i++) { for (int j = 0; j < 3; j++) { if (j == 1) break; log.add(i * 10 + j) } } ctx._source.n = log.size()',
  'int i = 0; while (true) { i++ }',
  'for (int i = 0; i < 5; i++) { int k = i; log.add(k) } return log',
  'for (int i = 0; i < 5; i++) { int k = i; k = 10 / (2 - i); log.add(k) }',
  'try { for (int i = 0; i < 5; i++) { log.add(1 / (3 - i)) } } catch (ArithmeticException e) { return e.getMessage() + log.size() }',
  'try { int i = 0; while (true) { i++ } } catch (Exception e) { return 1 }',
  'int f(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i } return s } return f(10)',
  'int f(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i } return s } int t = 0; for (int k = 0; k < 4; k++) { t += f(k) } t',
  'int f(int n) { int s = 0; for (int i = 0; i < n; i++) { s += 10 / (3 - i) } return s } def y = f(5); return y',
  'void g(List l) { for (int i = 0; i < 3; i++) { l.add(i) } } g(log); g(log); log.size()',
  'int f(int n) { for (int i = 0; i < 2; i++) {} return f(n + 1) } f(0)',
  'int f(int n) { for (int i = 0; i < 2; i++) { log.add(i) } return n } int x = 1; int x = f(2); return x',
  'int f(int n) { while (true) {} return n } def z = f(1)',
  'long f(int n) { long s = 0; for (int i = 0; i < n; i++) { s += i } return s } int q; q = f(3); return q',
  'def f(def n) { for (int i = 0; i < 2; i++) { log.add(n) } return n } def a = 0; a += f(5); a -= f(1); a',
  'if (true) { for (int i = 0; i < 3; i++) { log.add(i) } } else { return -1 } return 9',
  'for (def v : params.missing) { log.add(v) }',
  'for (int i = 0; i < 3; i++) { ctx._source["k" + i] = i }',
  'def l = [3, 1, 2]; for (int i = 0; i < 3; i++) { l.sort((a, b) -> { int c = 0; for (int k = 0; k < 3; k++) { c++ } return a - b }) } return l',
  'for (int i = 0; i < 3; i++) { if (i == 2) throw new IllegalArgumentException("at " + i) }',
  'int s = 0; for (def v : [1, 2, "x"]) { s += (int) v } s',
  'while (1) {}',
];

describe('a run in steps answers what execute answers', () => {
  for (const source of SCRIPTS) {
    it(source, () => {
      expect(outcome(source, true)).toBe(outcome(source, false));
    });
  }

  it('counts loops as the version does (statements before 7.10, for-each from 7.13)', () => {
    const src = 'int x = 0; for (def v : [1, 2]) { x++ } for (int i = 0; i < 499999; i++) { x++; x++; } x';
    for (const loopCounter of ['statements', 'iterations', 'iterations-no-each'] as const) {
      const opts = { ...OPTS, loopCounter };
      expect(outcome(src, true, opts)).toBe(outcome(src, false, opts));
    }
  });

  it('on scripts drawn from loops, functions, jumps and failures', () => {
    const expr = fc.constantFrom('i', 'n', '1', '0', 'i / (n - 2)', 'log.size()', 'f(i)', 'params.x');
    const stmt = fc.letrec((tie) => ({
      s: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        expr.map((e) => `log.add(${e});`),
        fc.constantFrom('break;', 'continue;', 'n++;', 'return n;', 'n = f(2);', 'def q = f(n);', 'n += f(1);'),
        fc.tuple(expr, tie('s') as fc.Arbitrary<string>).map(([c, b]) => `if (${c} > 1) { ${b} }`),
        fc.tuple(fc.integer({ min: 0, max: 4 }), tie('s') as fc.Arbitrary<string>).map(([k, b]) => `for (int k = 0; k < ${k}; k++) { i = k; ${b} }`),
        fc.tuple(tie('s') as fc.Arbitrary<string>).map(([b]) => `for (def v : [1, 2]) { i = v; ${b} }`),
        fc.tuple(tie('s') as fc.Arbitrary<string>).map(([b]) => `try { ${b} } catch (ArithmeticException e) { log.add(-1); }`),
      ),
    }));
    const script = fc.tuple(fc.array(stmt.s as fc.Arbitrary<string>, { minLength: 1, maxLength: 3 }), fc.array(stmt.s as fc.Arbitrary<string>, { minLength: 1, maxLength: 4 }))
      .map(([fbody, main]) => `int f(int n) { int i = 0; ${fbody.join(' ').replace(/f\(/g, 'Math.abs(')} return n } int n = 0; int i = 0; ${main.join(' ')} return n`);
    let ran = 0;
    fc.assert(
      fc.property(script, (source) => {
        const fast = outcome(source, false);
        if (!fast.startsWith('compile')) ran++;
        expect(outcome(source, true)).toBe(fast);
      }),
      { numRuns: 300 },
    );
    // Most drawn scripts compile and run (the property is not about compile errors).
    expect(ran).toBeGreaterThan(200);
  });
});

describe('a long loop is split into steps of bounded work', () => {
  it('a million-iteration loop yields every SCRIPT_SLICE_WORK iterations, at the back-edges only', () => {
    const p = parse('int s = 0; for (int i = 0; i < 200000; i++) { s += i; log.add(i) } return s');
    const g = globals();
    const log = g.get('log') as JList;
    const steps = executeSteps(p, g, OPTS);
    let n = 0;
    let seen = 0;
    for (let r = steps.next(); !r.done; r = steps.next()) {
      n++;
      // Each step ran at most a slice of iterations.
      expect(log.items.length - seen).toBeLessThanOrEqual(SCRIPT_SLICE_WORK);
      seen = log.items.length;
    }
    expect(n).toBeGreaterThanOrEqual(Math.floor(200000 / SCRIPT_SLICE_WORK) - 1);
  });

  it("a loop inside a function the script calls yields too (a call is what the statement evaluates first)", () => {
    const p = parse('long f(int n) { long s = 0; for (int i = 0; i < n; i++) { s += i } return s } long t = f(100000); return t');
    let n = 0;
    const steps = executeSteps(p, globals(), OPTS);
    let r = steps.next();
    for (; !r.done; r = steps.next()) n++;
    expect(n).toBeGreaterThan(100);
    expect(toJavaJsonText(r.value)).toBe('4999950000');
  });

  it('POST _scripts/painless/_execute comes back as steps when the driver runs slices, with the answer in-process gives', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const body = JSON.stringify({ script: { source: 'long s = 0; for (int i = 0; i < params.n; i++) { s += i } return s', params: { n: 300000 } } });
    const wire = { method: 'POST', path: '/_scripts/painless/_execute', query: {}, headers: { 'content-type': 'application/json' }, body };
    const res = sim.handle(wire, { sliced: true });
    expect(res.resume).toBeDefined();
    let slices = 1;
    let done = res.resume!(() => false);
    for (; !done; done = res.resume!(() => false)) slices++;
    expect(slices).toBeGreaterThan(300000 / SCRIPT_SLICE_WORK - 2);
    const direct = call(sim, 'POST', '/_scripts/painless/_execute', JSON.parse(body));
    expect(JSON.parse(String(done.body))).toEqual({ result: '44999850000' });
    expect(direct.body).toEqual({ result: '44999850000' });
  });

  it('the document contexts yield too, and a document the index refuses is the answer at once', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/e', { mappings: { properties: { n: { type: 'long' } } } });
    const run = (b: unknown) => sim.handle({ method: 'POST', path: '/_scripts/painless/_execute', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }, { sliced: true });
    const res = run({ context: 'score', context_setup: { index: 'e', document: { n: 3 } }, script: { source: "double s = 0; for (int i = 0; i < 5000; i++) { s += doc['n'].value } return s" } });
    let slices = 1;
    let done = res.resume!(() => false);
    for (; !done; done = res.resume!(() => false)) slices++;
    expect(slices).toBeGreaterThan(5000 / SCRIPT_SLICE_WORK - 2);
    expect(JSON.parse(String(done.body))).toEqual({ result: 15000.0 });
    const refused = run({ context: 'score', context_setup: { index: 'e', document: { n: 'x' } }, script: { source: '1' } });
    const first = refused.resume!(() => false);
    expect(first?.status).toBe(400);
  });
});
