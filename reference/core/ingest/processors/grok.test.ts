/**
 * The grok processor and GET _ingest/processor/grok (GrokProcessor, RestGrokPatternsAction): ECS captures
 * as nested objects, the configuration messages, trace_match, ignore_missing, a capture its type cannot
 * parse, and what each version has (ecs_compatibility 7.16, lists 8.7, the cycle message 8.16). Messages as
 * ingest-common's 120_grok.yml and GrokProcessorFactoryTests assert them; log lines of our own.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles/names.ts';

function run(processor: Record<string, unknown>, source: Record<string, unknown>, profile: ProfileName = 'elasticsearch@8.19.0') {
  const r = call(testSimulator({ profile }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ grok: processor }] }, docs: [{ _index: 'i', _id: '1', _source: source }] });
  return r;
}
const doc = (r: ReturnType<typeof run>) => r.body.docs[0].doc;
const docError = (r: ReturnType<typeof run>) => r.body.docs[0].error;

const SYSLOG = 'Nov  3 07:15:02 gateway7 sshd[4242]: session opened for user ops';

describe('grok processor', () => {
  it('ecs_compatibility v1: dotted ECS captures become objects, typed as the bank says', () => {
    const r = run({ field: 'message', patterns: ['%{SYSLOGLINE}'], ecs_compatibility: 'v1' }, { message: SYSLOG });
    expect(doc(r)._source).toEqual({
      message: 'session opened for user ops',
      timestamp: 'Nov  3 07:15:02',
      host: { hostname: 'gateway7' },
      process: { name: 'sshd', pid: 4242 },
    });
    const legacy = run({ field: 'message', patterns: ['%{SYSLOGLINE}'] }, { message: SYSLOG });
    expect(doc(legacy)._source).toMatchObject({ logsource: 'gateway7', program: 'sshd', pid: '4242' });
  });

  it('a bracketed name is the field name as written (GrokCaptureConfig does not read `[a][b]`)', () => {
    expect(doc(run({ field: 'm', patterns: ['%{WORD:[shop][item]} %{WORD:shop.till}'] }, { m: 'bagel north' }))._source).toEqual({ m: 'bagel north', '[shop][item]': 'bagel', shop: { till: 'north' } });
  });

  it('patterns from the rest of the bank: HAPROXY, JAVA stack frames, REDIS, RUBY_LOGGER', () => {
    const frame = run({ field: 'm', patterns: ['%{JAVASTACKTRACEPART}'], ecs_compatibility: 'v1' }, { m: '    at com.shop.cart.Checkout.pay(Checkout.java:88)' });
    expect(doc(frame)._source).toMatchObject({ java: { log: { origin: { class: { name: 'com.shop.cart.Checkout' } } } }, log: { origin: { function: 'pay', file: { name: 'Checkout.java', line: 88 } } } });
    const ruby = run({ field: 'm', patterns: ['%{RUBY_LOGGER}'] }, { m: 'I, [2024-02-03T10:11:12.000123 #311]  INFO -- worker: job done' });
    expect(doc(ruby)._source).toMatchObject({ pid: '311', loglevel: 'INFO', progname: 'worker', message: 'job done' });
    const redis = run({ field: 'm', patterns: ['%{REDISLOG}'], ecs_compatibility: 'v1' }, { m: '[977] 14 Mar 09:01:02 * Background saving started' });
    expect(doc(redis)._source).toMatchObject({ process: { pid: 977 }, timestamp: '14 Mar 09:01:02' });
  });

  it('pattern_definitions extend the bank; an unknown pattern is refused as 120_grok.yml words it', () => {
    const r = run({ field: 'm', patterns: ['%{ORDER:order}-%{INT:n:int}'], pattern_definitions: { ORDER: 'ORD%{INT}' } }, { m: 'ORD77-3' });
    expect(doc(r)._source).toEqual({ m: 'ORD77-3', order: 'ORD77', n: 3 });
    const bad = run({ field: 'm', patterns: ['%{INVALID_PATTERN:field}'] }, { m: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.reason).toBe("[patterns] Invalid regex pattern found in: [%{INVALID_PATTERN:field}]. Unable to find pattern [INVALID_PATTERN] in Grok's pattern dictionary");
    expect(run({ field: 'm', patterns: ['['] }, { m: 'x' }).body.error.reason).toBe('[patterns] Invalid regex pattern found in: [[]. premature end of char-class');
  });

  it('circular pattern_definitions: the version\'s message (8.16 one path, 8.15 the older walk)', () => {
    const defs = { A: 'x%{B}', B: 'y%{A}' };
    expect(run({ field: 'm', patterns: ['%{A}'], pattern_definitions: defs }, { m: 'x' }).body.error.reason).toBe('[patterns] Invalid regex pattern found in: [%{A}]. circular reference detected: A->B->A');
    expect(run({ field: 'm', patterns: ['%{A}'], pattern_definitions: defs }, { m: 'x' }, 'elasticsearch@8.15.0').body.error.reason).toBe('[patterns] Invalid regex pattern found in: [%{A}]. circular reference in pattern [B][y%{A}] back to pattern [A]');
    expect(run({ field: 'm', patterns: ['%{A}'], pattern_definitions: { A: '%{MISSING}' } }, { m: 'x' }).body.error.reason).toBe('[patterns] Invalid regex pattern found in: [%{A}]. pattern [A] is referencing a non-existent pattern [MISSING]');
  });

  it('ecs_compatibility: only disabled or v1, and unknown before 7.16', () => {
    expect(run({ field: 'm', patterns: ['%{WORD:w}'], ecs_compatibility: 'v8' }, { m: 'x' }).body.error.reason).toBe("[ecs_compatibility] unsupported mode 'v8'");
    const old = run({ field: 'm', patterns: ['%{WORD:w}'], ecs_compatibility: 'v1' }, { m: 'x' }, 'elasticsearch@7.15.0');
    expect(old.status).toBe(400);
    expect(JSON.stringify(old.body.error)).toContain('ecs_compatibility');
    expect(run({ field: 'm', patterns: [] }, { m: 'x' }).body.error.reason).toBe('[patterns] List of patterns must not be empty');
  });

  it('trace_match names the pattern that matched; ignore_missing skips a missing field', () => {
    const r = run({ field: 'm', patterns: ['%{INT:i}$', '%{WORD:w}'], trace_match: true }, { m: 'abc' });
    expect(doc(r)._source).toEqual({ m: 'abc', w: 'abc' });
    expect(doc(r)._ingest._grok_match_index).toBe('1');
    expect(doc(run({ field: 'gone', patterns: ['%{WORD:w}'], ignore_missing: true }, { m: 'x' }))._source).toEqual({ m: 'x' });
    expect(docError(run({ field: 'gone', patterns: ['%{WORD:w}'] }, { m: 'x' })).reason).toBe('field [gone] not present as part of path [gone]');
    expect(docError(run({ field: 'm', patterns: ['%{INT:i}'] }, { m: 'abc' })).reason).toBe('Provided Grok expressions do not match field value: [abc]');
  });

  it('a typed capture that does not parse fails the document with NumberFormatException', () => {
    const e = docError(run({ field: 'm', patterns: ['%{NOTSPACE:n:int}'] }, { m: '12.5' }));
    expect(e.type).toBe('number_format_exception');
    expect(e.reason).toBe('For input string: "12.5"');
    expect(docError(run({ field: 'm', patterns: ['%{INT:n:int}'] }, { m: '3000000000' })).reason).toBe('For input string: "3000000000"');
    expect(doc(run({ field: 'm', patterns: ['%{INT:n:long}'] }, { m: '3000000000' }))._source.n).toBe(3000000000);
  });

  it('a field captured twice is a list from 8.7, the first capture before', () => {
    const p = { field: 'm', patterns: ['%{WORD:tag} %{WORD:tag}'] };
    expect(doc(run(p, { m: 'red blue' }))._source.tag).toEqual(['red', 'blue']);
    expect(doc(run(p, { m: 'red blue' }, 'elasticsearch@8.6.0'))._source.tag).toBe('red');
  });

  it("OpenSearch 3.3's capture_all_matches lists them on request (121_grok_capture_all_matches.yml); unknown before", () => {
    const p = { field: 'm', patterns: ['%{WORD:tag} %{WORD:tag}'] };
    expect(doc(run(p, { m: 'rye spelt' }, 'opensearch@3.3.0'))._source.tag).toBe('rye');
    expect(doc(run({ ...p, capture_all_matches: true }, { m: 'rye spelt' }, 'opensearch@3.3.0'))._source.tag).toEqual(['rye', 'spelt']);
    expect(run({ ...p, capture_all_matches: true }, { m: 'rye spelt' }, 'opensearch@2.19.0').status).toBe(400);
  });

  it('an unclosed quote does not backtrack for ever (QS is atomic, as in Joni)', () => {
    const started = Date.now();
    const r = run({ field: 'm', patterns: ['%{QS:q} end'] }, { m: `"${'a\\"b '.repeat(4000)}` });
    expect(docError(r).reason).toContain('Provided Grok expressions do not match field value');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('GET _ingest/processor/grok', () => {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  it('lists the legacy bank in file order, or sorted with s; ecs_compatibility=v1 the ECS bank', () => {
    const legacy = call(sim, 'GET', '/_ingest/processor/grok').body.patterns;
    expect(Object.keys(legacy)).toHaveLength(318);
    expect(Object.keys(legacy)[0]).toBe('S3_REQUEST_LINE');
    // `GET _ingest/processor/grok?s` as the grok processor's reference page writes it.
    const sorted = Object.keys(call(sim, 'GET', '/_ingest/processor/grok?s').body.patterns);
    expect(sorted.slice(0, 3)).toEqual(['BACULA_CAPACITY', 'BACULA_DEVICE', 'BACULA_DEVICEPATH']);
    expect(sorted).toEqual([...sorted].sort());
    const ecs = call(sim, 'GET', '/_ingest/processor/grok?ecs_compatibility=v1').body.patterns;
    expect(ecs.SYSLOGPROG).toBe('%{PROG:process.name}(?:\\[%{POSINT:process.pid:int}\\])?');
    expect(ecs.ZEEK_CONN).toBeDefined();
  });
  it('refuses another mode, and the parameter before 7.16', () => {
    const r = call(sim, 'GET', '/_ingest/processor/grok?ecs_compatibility=v2');
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('unsupported ECS compatibility mode [v2]');
    const old = call(testSimulator({ profile: 'elasticsearch@7.15.0' }), 'GET', '/_ingest/processor/grok?ecs_compatibility=v1');
    expect(old.body.error.reason).toBe('request [/_ingest/processor/grok] contains unrecognized parameter: [ecs_compatibility]');
  });
});
