/**
 * What each field type gives a search script, through `doc['f']` (ScriptDocValues) and the field API
 * (`field('f')`, the DocValuesFields of Painless's org.elasticsearch.script.fields.txt allowlist), as ES 8.x
 * gives it (lang-painless 50_script_doc_values.yml, 55_script_doc_values_dup.yml, 60_script_doc_values_binary.yml):
 * - the field API's values are of the type's Java class (an integer field's ints, a float field's floats),
 *   `doc[]`'s are Longs and Doubles;
 * - a field mapped `doc_values: false` refuses `doc[]` (MappedFieldType.failIfNoDocValues, the SEARCH fielddata
 *   operation) while `field()` reads its source values, sorted (the SCRIPT operation's source fallback);
 * - date_nanos keeps its nanoseconds; geo points come in LatLonDocValuesField order; longs past 2^53 stay exact;
 * - Augmentation's removed Joda methods throw UnsupportedOperationException naming their replacement.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

const MAPPING = {
  properties: {
    i: { type: 'integer' }, s: { type: 'short' }, f: { type: 'float' }, h: { type: 'half_float' }, l: { type: 'long' },
    lnd: { type: 'long', doc_values: false }, knd: { type: 'keyword', doc_values: false },
    n: { type: 'date_nanos' }, d: { type: 'date' }, g: { type: 'geo_point' }, ip: { type: 'ip' }, bin: { type: 'binary', doc_values: true },
  },
};
const DOC =
  '{"i": [17, 5], "s": 3, "f": 3.141592654, "h": 1.5, "l": [1152921504606846976, -1, -576460752303423488, -1], "lnd": [9, 2, 5], "knd": ["b", "a"],' +
  ' "n": ["2015-01-01T12:10:30.987654321Z", "2015-01-01T12:10:30.123456789Z"], "d": "2017-01-01T12:11:12", "g": [[-71.34, 41.12], [60.32, 21.25]],' +
  ' "ip": "192.168.0.19", "bin": "U29tZSBiaW5hcnkgYmxvYg=="}';

/** The script field's value as the response's JSON text, or `type: reason` of the script's failure. */
function run(source: string, profile: ProfileName = 'elasticsearch@8.19.0'): string {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/t', { mappings: MAPPING });
  call(sim, 'PUT', '/t/_doc/1?refresh=true', DOC);
  const r = call(sim, 'POST', '/t/_search', { script_fields: { x: { script: { source } } } });
  if (r.status !== 200) {
    const c = (r.body as { error: { failed_shards: Array<{ reason: { caused_by: { type: string; reason: string } } }> } }).error.failed_shards[0]!.reason.caused_by;
    return `${c.type}: ${c.reason}`;
  }
  return /"fields":\{"x":(\[.*?\])\}/.exec(r.text)![1]!;
}

describe('field types in search scripts', () => {
  // IntegerDocValuesField iterates ints, FloatDocValuesField holds floats (Float.toString), ShortDocValuesField's
  // get(int) casts its default; doc[] of a float is the double of the float (ScriptDocValues.Doubles).
  it('the field API holds the type of the field, doc[] longs and doubles', () => {
    expect(run("int t = 0; for (int v : field('i')) { t += v } t")).toBe('[22]');
    expect(run("field('f').get(-1).toString()")).toBe('["3.1415927"]');
    expect(run("doc['f'].value")).toBe('[3.1415927410125732]');
    expect(run("field('f').get(1, -1).toString() + '|' + (field('s').get(7) instanceof Short)")).toBe('["-1.0|true"]');
    expect(run("field('h').asDouble(0.0) / 4 + field('h').get(0.0)")).toBe('[1.875]');
    expect(run("(long)($('i', 0) + $('f', 0F))")).toBe('[8]');
  });

  // `short d = -1;` types the constant as a short (Painless's ENumeric takes the declared type).
  it('an int constant declared as a short or byte narrows', () => {
    expect(run("short d = -1; byte b = 7; field('nope').get(d) + b")).toBe('[6]');
  });

  it('doc_values: false refuses doc[] and the field API reads the source, sorted', () => {
    expect(run("doc['lnd'].value")).toBe("illegal_argument_exception: Can't load fielddata on [lnd] because fielddata is unsupported on fields of type [long]. Use doc values instead.");
    expect(run("field('lnd').get(1, 0L) + ':' + field('knd').get('')")).toBe('["5:a"]');
  });

  it('date_nanos keeps its nanoseconds; Joda-era methods are refused, ChronoField reads instead', () => {
    expect(run("doc['n'].value")).toBe('["2015-01-01T12:10:30.123456789Z"]');
    expect(run("field('n').get(1, null).getNano()")).toBe('[987654321]');
    expect(run("doc['d'].value.getHourOfDay()")).toBe('unsupported_operation_exception: [getHourOfDay] is no longer available; use [getHour()] instead');
    expect(run("doc['d'].value.get(ChronoField.MINUTE_OF_DAY) + ',' + doc['d'].value.get(IsoFields.WEEK_BASED_YEAR)")).toBe('["731,2016"]');
  });

  // ES 7's JodaCompatibleZonedDateTime (OpenSearch keeps it) still answers the Joda getters; GeoPoint and
  // IPAddress are no classes a script may construct there.
  it('before 8.0 and in OpenSearch the Joda getters answer', () => {
    expect(run("doc['d'].value.getHourOfDay() + ',' + doc['d'].value.getYearOfCentury()", 'elasticsearch@7.17.0')).toBe('["12,17"]');
    expect(run("doc['d'].value.getWeekyear()", 'opensearch@2.19.0')).toBe('[2016]');
    expect(run("new IPAddress('10.0.0.1')", 'opensearch@2.19.0')).toContain('constructor [IPAddress, <init>/1] not found');
  });

  // LatLonDocValuesField sorts by the encoded latitude first; GeoPointScriptDocValues' centroid and bounds.
  it('geo points in doc values order, with centroid and bounding box; GeoPoint and IPAddress defaults', () => {
    expect(run("doc['g'].get(0).lat")).toBe('[21.249999990686774]');
    expect(run("doc['g'].getBoundingBox().topLeft().lon")).toBe('[-71.34000004269183]');
    expect(run("field('nope').get(new GeoPoint(1.5, 2.5))")).toBe('[{"lat":1.5,"lon":2.5}]');
    expect(run("field('ip').get(new IPAddress('127.0.0.1')).toString() + field('ip').asString('')")).toBe('["192.168.0.19192.168.0.19"]');
  });

  // XContent writes a script field's Java values as they are: a Long's digits, a Double's `3.0`, a Float's Float.toString.
  it('longs past 2^53 stay exact, doubles print as doubles; a binary field gives BytesRefs', () => {
    expect(run("doc['l']")).toBe('[-576460752303423488,-1,-1,1152921504606846976]');
    expect(run("[3.0, 1.5f, ['n': 2.0]]")).toBe('[3.0,1.5,{"n":2.0}]');
    expect(run("doc['bin'].get(0).utf8ToString()")).toBe('["Some binary blob"]');
  });
});
