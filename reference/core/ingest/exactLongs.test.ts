/**
 * Longs past 2^53 through ingest: IngestDocument holds Java Longs (Jackson reads an integral token that
 * does not fit an int as a Long), so a script's `(long)9223372036854775807L` or a source's long is written
 * and read back exactly. Expected values: OpenSearch's ingest-common YAML test 190_script_processor.yml,
 * "Test painless data types" (`match: { _source.long: 9223372036854775807 }`, commit 9540519).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { ingestJsonText, javaClassName, parseIngestJson } from './javaValues.ts';

const MAX = '9223372036854775807';

describe('exact longs in ingest documents', () => {
  it('a script writes Long.MAX_VALUE and GET returns its digits (190_script_processor "painless data types")', () => {
    const sim = testSimulator();
    const put = call(sim, 'PUT', '/_ingest/pipeline/p', { processors: [{ script: { source: 'ctx.long = (long)9223372036854775807L; ctx.next = ctx.long - 1' } }] });
    expect(put.status).toBe(200);
    expect(call(sim, 'PUT', '/test/_doc/1?pipeline=p', { a: 1 }).status).toBe(201);
    const got = call(sim, 'GET', '/test/_doc/1');
    expect(got.text).toContain(`"long":${MAX}`);
    expect(got.text).toContain('"next":9223372036854775806');
  });

  it('a source long past 2^53 reaches the script exact and keeps Java arithmetic', () => {
    const sim = testSimulator();
    call(sim, 'PUT', '/_ingest/pipeline/p', { processors: [{ script: { source: 'ctx.b = ctx.a + 1; ctx.eq = ctx.a == 9007199254740993L' } }] });
    expect(call(sim, 'PUT', '/test/_doc/1?pipeline=p', '{"a":9007199254740993}').status).toBe(201);
    const got = call(sim, 'GET', '/test/_doc/1');
    expect(got.text).toContain('"_source":{"a":9007199254740993,"b":9007199254740994,"eq":true}');
  });

  it('simulate prints the exact long in the document', () => {
    const sim = testSimulator();
    const r = call(sim, 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ script: { source: 'ctx.long = Long.MAX_VALUE' } }] }, docs: [{ _source: {} }] });
    expect(r.status).toBe(200);
    expect(r.text).toContain(`"long":${MAX}`);
  });

  it('the value helpers: parse, print and the Java class of a bigint', () => {
    const v = parseIngestJson(`{"x":${MAX},"y":[1,2.5,-9007199254740993]}`) as Record<string, unknown>;
    expect(v.x).toBe(BigInt(MAX));
    expect(javaClassName(v.x)).toBe('java.lang.Long');
    expect(ingestJsonText(v)).toBe(`{"x":${MAX},"y":[1,2.5,-9007199254740993]}`);
    expect(ingestJsonText({ a: 1 })).toBe('{"a":1}');
  });
});
