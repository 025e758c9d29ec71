/** Tests of encodeJson. */
import { describe, expect, it } from 'vitest';
import { copyJavaMarks, encodeJson, indentJson, markJava, RawJson, typedNumbers } from './json.ts';

const MARK = '\u0000rawjson\u0000';

describe('encodeJson', () => {
  it('splices raw sources verbatim and drops undefined members', () => {
    const v = { a: 1, b: undefined, c: [1, undefined, new RawJson('{"x": 1.0}')], d: new RawJson('[ 1 ]') };
    expect(encodeJson(v)).toBe('{"a":1,"c":[1,null,{"x": 1.0}],"d":[ 1 ]}');
    expect(encodeJson(new RawJson(' {"k":"v"} '))).toBe(' {"k":"v"} ');
    expect(encodeJson(undefined)).toBe('null');
    expect(encodeJson({ s: 'a"b\\', n: NaN, e: {} })).toBe('{"s":"a\\"b\\\\","n":null,"e":{}}');
  });

  it('is not confused by data that looks like its placeholder', () => {
    expect(encodeJson({ m: MARK, r: new RawJson('{"z":"\\u0000"}') })).toBe('{"m":"\\u0000rawjson\\u0000","r":{"z":"\\u0000"}}');
    expect(encodeJson({ [MARK]: new RawJson('1') })).toBe('{"\\u0000rawjson\\u0000":1}');
    expect(encodeJson({ deep: [{ raw: new RawJson('{"a" : [1,2]}') }, MARK] })).toBe('{"deep":[{"raw":{"a" : [1,2]}},"\\u0000rawjson\\u0000"]}');
  });

  it('serialises a RawJson outside encodeJson as the value it holds', () => {
    expect(JSON.stringify({ s: new RawJson('{"a" : 1}') })).toBe('{"s":{"a":1}}');
  });
});

// Jackson writes a Java float or double with Float.toString / Double.toString (JDK 19+ shortest digits):
// `1.0`, `1.23456785E7`, `5.0E-4`; NaN and the infinities quoted (JsonWriteFeature.WRITE_NAN_AS_STRINGS).
describe('Java float and double marks', () => {
  it('print marked numbers as Java does, under a typed root only', () => {
    const hits = { max_score: 1, hits: [] as unknown[] };
    markJava(hits, 'float', ['max_score']);
    const sort = [2, 12345678.5, 0.0005, 3];
    markJava(sort, 'double', ['0', '1', '2']);
    const values = { '50.0': 7, '99.0': NaN };
    markJava(values, 'double');
    const body = { took: 1, hits, sort, values, count: 7 };
    expect(encodeJson(body)).toBe('{"took":1,"hits":{"max_score":1,"hits":[]},"sort":[2,12345678.5,0.0005,3],"values":{"50.0":7,"99.0":null},"count":7}');
    typedNumbers(body);
    expect(encodeJson(body)).toBe('{"took":1,"hits":{"max_score":1.0,"hits":[]},"sort":[2.0,1.23456785E7,5.0E-4,3],"values":{"50.0":7.0,"99.0":"NaN"},"count":7}');
  });

  it('prints a float as its shortest float text, not the double it is held in', () => {
    const o = typedNumbers({ _score: Math.fround(0.2876821) });
    markJava(o, 'float', ['_score']);
    expect(encodeJson(o)).toBe('{"_score":0.2876821}');
  });

  it('takes the slow road with the same text when data looks like a placeholder', () => {
    const o = typedNumbers({ m: '\u0000rawjson\u0000', v: 3 });
    markJava(o, 'double', ['v']);
    expect(encodeJson(o)).toBe('{"m":"\\u0000rawjson\\u0000","v":3.0}');
    const p = typedNumbers({ m: MARK, v: 3, r: new RawJson('1') });
    markJava(p, 'double', ['v']);
    expect(encodeJson(p)).toBe('{"m":"\\u0000rawjson\\u0000","v":3.0,"r":1}');
  });

  it('carries marks to a filtered copy', () => {
    const from = typedNumbers({ a: 1, b: 2 });
    markJava(from, 'double', ['a']);
    const to = { a: 1 };
    copyJavaMarks(from, to);
    expect(encodeJson(to)).toBe('{"a":1.0}');
  });
});

describe('indentJson', () => {
  it('indents as JSON.stringify(v, null, 2) does, keeping number texts', () => {
    const text = '{"a":[1,{"b":"x,y:{}"}],"e":{},"f":[],"g":1.0,"h":"q\\"z"}';
    expect(indentJson(text.replace('1.0', '1'))).toBe(JSON.stringify(JSON.parse(text), null, 2));
    expect(indentJson(text)).toContain('"g": 1.0');
  });
});

describe('encodeJson and exact longs', () => {
  // A long past 2^53 held as a bigint (search/exactSource.ts) prints its digits, as Jackson writes a Long.
  it('writes a bigint that reached a response as its digits, RawJson and Java marks still spliced', () => {
    const body = { a: [1234567890123456789n as unknown as number, 2], r: new RawJson('1.0'), s: 'x' };
    expect(encodeJson(body)).toBe('{"a":[1234567890123456789,2],"r":1.0,"s":"x"}');
  });
});
