/**
 * doc['f'].value of a long field past 2^53 is Lucene's exact 64-bit value (LongPoint / SortedNumericDocValues
 * hold a Java long; ScriptDocValues.Longs returns it as a Long), so Painless sees the digits the client sent.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function fieldsOf(source: string, script: string, mapping: unknown = { properties: { n: { type: 'long' } } }): unknown {
  const sim = testSimulator();
  call(sim, 'PUT', '/t', { mappings: mapping });
  call(sim, 'PUT', '/t/_doc/1?refresh=true', source);
  const r = call(sim, 'POST', '/t/_search', { script_fields: { x: { script: { source: script } } } });
  return (r.body as { hits: { hits: Array<{ fields: { x: unknown } }> } }).hits.hits[0]!.fields.x;
}

describe('exact long doc values in scripts', () => {
  it('a single long past 2^53, its arithmetic and comparison', () => {
    expect(fieldsOf('{"n":9007199254740993}', "String.valueOf(doc['n'].value)")).toEqual(['9007199254740993']);
    expect(fieldsOf('{"n":9223372036854775807}', "String.valueOf(doc['n'].value + 1)")).toEqual(['-9223372036854775808']);
    expect(fieldsOf('{"n":9007199254740993}', "doc['n'].value > 9007199254740992L")).toEqual([true]);
  });

  it('several values sorted, a dotted path, a numeric string', () => {
    expect(fieldsOf('{"n":[9007199254740995,9007199254740993,"9007199254740994"]}', "String.join(',', doc['n'].stream().map(x -> String.valueOf(x)).collect(Collectors.toList()))")).toEqual(['9007199254740993,9007199254740994,9007199254740995']);
    expect(fieldsOf('{"o":{"n":9007199254740993}}', "String.valueOf(doc['o.n'].value)", { properties: { o: { properties: { n: { type: 'long' } } } } })).toEqual(['9007199254740993']);
  });

  it('safe longs read as before', () => {
    expect(fieldsOf('{"n":42}', "doc['n'].value * 2")).toEqual([84]);
  });
});

describe('unsigned_long doc values in scripts', () => {
  // x-pack unsigned_long/50_script_values.yml: UnsignedLongScriptDocValues.getValue() is a Java long holding
  // the unsigned bits, so 2^64 - 1 reads -1, 2^64 - 3 reads -3, 2^63 reads Long.MIN_VALUE; field(...).getValue(d) too.
  const ul = { properties: { n: { type: 'unsigned_long' } } };
  it('reads the unsigned bits as a signed long', () => {
    expect(fieldsOf('{"n":18446744073709551615}', "String.valueOf(doc['n'].value)", ul)).toEqual(['-1']);
    expect(fieldsOf('{"n":18446744073709551613}', "String.valueOf(field('n').getValue(7L))", ul)).toEqual(['-3']);
    expect(fieldsOf('{"n":9223372036854775808}', "String.valueOf(doc['n'].value)", ul)).toEqual(['-9223372036854775808']);
    expect(fieldsOf('{"n":9223372036854775807}', "String.valueOf(doc['n'].value)", ul)).toEqual(['9223372036854775807']);
    expect(fieldsOf('{"n":12}', "doc['n'].value + 1", ul)).toEqual([13]);
  });
});
