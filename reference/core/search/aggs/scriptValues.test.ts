/**
 * A `script` as a values source: the avg docs' script and value-script examples (avg-aggregation.asciidoc of
 * 7.x, on the `exams` setup of docs/build.gradle: grades 100 and 50), terms keys as ScriptBytesValues prints
 * them (Long.toString) or as numbers with `value_type`, and the errors a script source raises.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const EXAMS = fixture({ grade: { type: 'long' } }, [{ grade: 100 }, { grade: 50 }]);
const st = fixture({ n: { type: 'long' }, k: { type: 'keyword' } }, [{ n: 1, k: 'a' }, { n: 2, k: 'b' }, { n: 3, k: 'a' }], 2);

describe('script values sources', () => {
  it('avg over a script (75.0), and a value script with params on a field (_value * 1.2 → 90.0)', () => {
    expect(aggs(EXAMS, { avg_grade: { avg: { script: { source: 'doc.grade.value' } } } }).avg_grade.value).toBe(75);
    const corrected = { avg: { field: 'grade', script: { lang: 'painless', source: '_value * params.correction', params: { correction: 1.2 } } } };
    expect(aggs(EXAMS, { avg_corrected_grade: corrected }).avg_corrected_grade.value).toBe(90);
  });
  it('terms over a script: string keys without value_type (Long.toString), numbers with value_type long', () => {
    const s = aggs(st, { t: { terms: { script: "doc['n'].value" } } }, { typed_keys: 'true' });
    expect(s['sterms#t'].buckets.map((b: { key: unknown }) => b.key)).toEqual(['1', '2', '3']);
    const l = aggs(st, { t: { terms: { script: "doc['n'].value", value_type: 'long' } } }, { typed_keys: 'true' });
    expect(l['lterms#t'].buckets.map((b: { key: unknown }) => b.key)).toEqual([1, 2, 3]);
  });
  it('field + script: _value is each field value (a keyword\'s string here)', () => {
    const r = aggs(st, { t: { terms: { field: 'k', script: '_value.toUpperCase()' } } });
    expect(r.t.buckets).toEqual([{ key: 'A', doc_count: 2 }, { key: 'B', doc_count: 1 }]);
  });
  it('a script returning a list gives several values; min and max read them sorted', () => {
    const r = aggs(st, { s: { stats: { script: "[100, doc['n'].value]" } } });
    expect(r.s).toMatchObject({ count: 6, min: 1, max: 100, sum: 306 });
  });
  it('errors: a runtime error is the shard\'s script_exception; a compile error too; a string where a number is wanted', () => {
    const rt = aggs(st, { a: { avg: { script: "doc['nope'].value" } } });
    expect([rt.status, rt.error.type, rt.error.root_cause[0].type, rt.error.root_cause[0].reason]).toEqual([400, 'search_phase_execution_exception', 'script_exception', 'runtime error']);
    const ce = aggs(st, { a: { avg: { script: "doc['n'].value +" } } });
    expect(ce.error.root_cause[0].reason).toBe('compile error');
    // ValuesSource.Numeric.Script's ScriptDoubleValues refuses a String.
    const str = aggs(st, { a: { avg: { script: "'x'" } } });
    expect(str.error.root_cause[0]).toEqual({ type: 'aggregation_execution_exception', reason: 'Unsupported script value [x], expected a number, date, or boolean' });
    // ValuesSourceRegistry: a script yielding strings is no source for min (ValuesSourceConfig.getDescription).
    const kw = aggs(st, { a: { min: { script: "doc['k'].value", value_type: 'string' } } });
    expect(kw.error.root_cause[0].reason).toBe('Script yielding [string] is not supported for aggregation [min]');
  });
  it('neither field nor script: ES\'s required-one-of message', () => {
    expect(aggs(st, { a: { avg: {} } }).error.reason).toBe('Required one of fields [field, script], but none were specified. ');
  });
});

describe('composite sources with a script', () => {
  it('a terms source over a script pages string keys; a histogram source over a script rounds its numbers', () => {
    const r = aggs(st, { c: { composite: { sources: [{ up: { terms: { script: "doc['k'].value.toUpperCase()" } } }, { h: { histogram: { script: "doc['n'].value * 10", interval: 20 } } }] } } });
    expect(r.c.buckets.map((b: { key: unknown; doc_count: number }) => [b.key, b.doc_count])).toEqual([
      [{ up: 'A', h: 0 }, 1],
      [{ up: 'A', h: 20 }, 1],
      [{ up: 'B', h: 20 }, 1],
    ]);
  });
});

describe('missing with a script', () => {
  it('stands in for documents the script gives no value', () => {
    const r = aggs(st, { a: { avg: { script: "doc['n'].value == 2 ? null : doc['n'].value", missing: 10 } } });
    // (1 + 10 + 3) / 3
    expect(r.a.value).toBeCloseTo(14 / 3, 12);
  });
});

describe('terms over a script object alone (OpenSearch painless/30_search.yml)', () => {
  it('a script object with lang is no terms lookup: the terms aggregation runs it', () => {
    const r = aggs(st, { t: { terms: { script: { lang: 'painless', source: "doc['k'].value" } } } });
    expect(r.t.buckets).toEqual([{ key: 'a', doc_count: 2 }, { key: 'b', doc_count: 1 }]);
  });
  it('a map that contains itself: ScriptBytesValues refuses it (the shard failure is an illegal_argument_exception)', () => {
    const r = aggs(st, { g: { terms: { script: { lang: 'painless', source: 'def x = [:] ; def y = [:] ; x.a = y ; y.a = x ; return x' } } } });
    expect([r.status, r.error.type, r.error.reason]).toEqual([400, 'search_phase_execution_exception', 'all shards failed']);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'Iterable object is self-referencing itself (ScriptBytesValues value)' });
  });
});

describe('lang: expression as a values source (ExpressionScriptEngine.newAggregationScript)', () => {
  it('a script alone and a value script with _value; params by bare name', () => {
    const e = (source: string, extra: Record<string, unknown> = {}) => ({ script: { lang: 'expression', source, ...extra } });
    expect(aggs(EXAMS, { a: { avg: e("doc['grade'].value * 2") } }).a.value).toBe(150);
    expect(aggs(EXAMS, { a: { avg: { field: 'grade', ...e('_value * f', { params: { f: 0.5 } }) } } }).a.value).toBe(37.5);
    // A terms key from a double script value is its Double.toString.
    expect(aggs(st, { t: { terms: e("doc['n'].value + 1") } }).t.buckets.map((b: { key: unknown }) => b.key)).toEqual(['2.0', '3.0', '4.0']);
  });
  it('a variable it cannot bind is the shard\'s link error', () => {
    const r = aggs(st, { a: { avg: { script: { lang: 'expression', source: "doc['n'].value * params.f" } } } });
    expect(r.error.root_cause[0]).toMatchObject({ type: 'script_exception', reason: 'link error', lang: 'expression' });
  });
});
