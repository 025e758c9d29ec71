/** Tests of encodeJson. */
import { describe, expect, it } from 'vitest';
import { encodeJson, RawJson } from './json.ts';

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
