/** Tests of dynamic mapping inference. */
import { describe, expect, it } from 'vitest';
import { parseDocument } from './infer.ts';
import { getProfile, type ProfileName } from '../../profiles.ts';
import { emptyMapping, type TypeMapping } from './types.ts';
import { isEsError } from '../errors/index.ts';

function infer(doc: string, profile: ProfileName = 'es6', mapping: TypeMapping = emptyMapping()) {
  return parseDocument({ profile: getProfile(profile), type: '_doc', id: '1', raw: doc }, mapping, JSON.parse(doc));
}

function props(doc: string, profile: ProfileName = 'es6') {
  const r = infer(doc, profile);
  if (isEsError(r)) throw new Error(r.cause.reason);
  return r.mapping.properties;
}

describe('dynamic mapping inference', () => {
  it('maps each JSON kind as ES does', () => {
    expect(props('{"a":1,"b":1.5,"c":true,"d":"x","e":{"f":2},"g":null,"h":[],"i":1.0,"j":1e3}')).toEqual({
      a: { type: 'long' },
      b: { type: 'float' },
      c: { type: 'boolean' },
      d: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
      e: { properties: { f: { type: 'long' } } },
      i: { type: 'float' },
      j: { type: 'float' },
    });
  });
  it('detects dates in the default formats, but not numbers or almost-dates', () => {
    const p = props('{"a":"2015-01-01","b":"2015/01/01 12:00:00","c":"2015-02-30","d":"2015-1-1","e":"2015","f":"2015-01-01T10:00:00Z","g":"2015/01/01"}');
    expect(p.a).toEqual({ type: 'date' });
    expect(p.b).toEqual({ type: 'date', format: 'yyyy/MM/dd HH:mm:ss||yyyy/MM/dd||epoch_millis' });
    expect(p.c.type).toBe('text');
    expect(p.d.type).toBe('text');
    expect(p.e.type).toBe('text');
    expect(p.f).toEqual({ type: 'date' });
    expect(p.g).toEqual({ type: 'date', format: 'yyyy/MM/dd HH:mm:ss||yyyy/MM/dd||epoch_millis' });
  });
  it('ES5 tries dates only with more than one separator', () => {
    expect(props('{"a":"2015-01","b":"2015-01-01"}', 'es5')).toEqual({
      a: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
      b: { type: 'date' },
    });
  });
  it('date_detection false and numeric_detection true', () => {
    const m: TypeMapping = { properties: {}, date_detection: false, numeric_detection: true };
    const r = infer('{"a":"2015-01-01","b":"12","c":"1.5"}', 'es6', m);
    if (isEsError(r)) throw new Error('unexpected');
    expect(r.mapping.properties).toMatchObject({ a: { type: 'text' }, b: { type: 'long' }, c: { type: 'float' } });
  });
  it('expands dotted keys into objects', () => {
    expect(props('{"a.b.c":1}')).toEqual({ a: { properties: { b: { properties: { c: { type: 'long' } } } } } });
  });
  it('a field named only with dots, in each distribution and version (OpenSearch #14911/#15126)', () => {
    const cause = (doc: string, profile: ProfileName) => {
      const r = infer(doc, profile);
      return isEsError(r) ? { status: r.status, type: r.cause.type, reason: r.cause.reason, cause: { type: r.cause.causedBy?.type, reason: r.cause.causedBy?.reason } } : r;
    };
    // OpenSearch 2.17 and later (the 3.x YAML test index/120_field_name.yml): at the top, repeated, nested.
    for (const doc of ['{".":"bar"}', '{"..":"bar"}', '{"foo":{".":"bar"}}']) {
      for (const v of ['opensearch@2.17.0', 'opensearch@3.2.0'] as const) {
        expect(cause(doc, v), `${doc} on ${v}`).toEqual({ status: 400, type: 'mapper_parsing_exception', reason: 'failed to parse', cause: { type: 'illegal_argument_exception', reason: 'field name cannot contain only the character [.]' } });
      }
    }
    // Before 2.17 OpenSearch indexed the split's empty array at -1.
    expect(cause('{".":"bar"}', 'opensearch@2.16.0')).toMatchObject({ cause: { type: 'array_index_out_of_bounds_exception', reason: 'Index -1 out of bounds for length 0' } });
    expect(cause('{".":"bar"}', 'opensearch@1.3.19')).toMatchObject({ cause: { type: 'array_index_out_of_bounds_exception' } });
    // An empty segment beside a name is still ambiguous everywhere, and Elasticsearch keeps that answer for dots alone.
    expect(cause('{".a":"bar"}', 'opensearch@3.2.0')).toMatchObject({ cause: { reason: 'object field starting or ending with a [.] makes object resolution ambiguous: [.a]' } });
    expect(cause('{".":"bar"}', 'es6')).toMatchObject({ cause: { reason: 'object field starting or ending with a [.] makes object resolution ambiguous: [.]' } });
  });
  it('arrays: the first element fixes the type, later ones must fit', () => {
    const r = infer('{"a":[1,"x"]}');
    expect(isEsError(r) && r.cause.reason).toBe("failed to parse field [a] of type [long] in document with id '1'");
  });
  it('dynamic strict and false', () => {
    const strict: TypeMapping = { properties: {}, dynamic: 'strict' };
    const r = infer('{"a":1}', 'es6', strict);
    expect(isEsError(r) && r.cause).toMatchObject({ type: 'strict_dynamic_mapping_exception', reason: 'mapping set to strict, dynamic introduction of [a] within [_doc] is not allowed' });
    const off: TypeMapping = { properties: {}, dynamic: 'false' };
    const r2 = infer('{"a":1}', 'es6', off);
    expect(!isEsError(r2) && r2.changed).toBe(false);
  });
  it('does not modify the input mapping', () => {
    const m = emptyMapping();
    infer('{"a":1}', 'es6', m);
    expect(m).toEqual({ properties: {} });
  });
  it('a concrete value where an object is mapped fails', () => {
    const m: TypeMapping = { properties: { o: { properties: { x: { type: 'long' } } } } };
    const r = infer('{"o":5}', 'es6', m);
    expect(isEsError(r) && r.cause.reason).toBe('object mapping for [o] tried to parse field [o] as object, but found a concrete value');
  });
  it('a disabled object skips a concrete value or arrays of them (DocumentParser checks isEnabled first; OpenSearch 90_late_interaction_score.yml)', () => {
    const m: TypeMapping = { properties: { o: { type: 'object', enabled: false } } };
    expect(isEsError(infer('{"o":5}', 'es8', m))).toBe(false);
    expect(isEsError(infer('{"o":[[0.1,0.2],[0.3]]}', 'es8', m))).toBe(false);
  });
});

describe('leaf types whose values are objects', () => {
  it('a geo_point {lat, lon}, a range {gte, lte} and a join {name, parent} are values, not objects (ES docs of each type)', () => {
    const m: TypeMapping = { properties: { loc: { type: 'geo_point' }, r: { type: 'integer_range' }, j: { type: 'join', relations: { q: 'a' } } } };
    expect(isEsError(parseDocument({ profile: getProfile('es8'), type: '_doc', id: '1', raw: '{}' }, m, { loc: { lat: 1, lon: 2 }, r: { gte: 1, lte: 2 }, j: { name: 'a', parent: '1' } }))).toBe(false);
    expect(isEsError(parseDocument({ profile: getProfile('es8'), type: '_doc', id: '1', raw: '{}' }, { properties: { k: { type: 'keyword' } } }, { k: { a: 1 } }))).toBe(true);
  });
});

describe('a disabled root object', () => {
  it('maps nothing (DocumentParser: root().isEnabled() == false skips the document; docs page retrieve-selected-fields, "Retrieve unmapped fields")', () => {
    const m = { ...emptyMapping(), enabled: false } as TypeMapping;
    const r = infer('{"user_id":"kimchy","session_data":{"object":{"some_field":"some_value"}},"n":"x"}', 'es8', m);
    if (isEsError(r)) throw new Error(r.cause.reason);
    expect(r.changed).toBe(false);
    expect(r.mapping.properties ?? {}).toEqual({});
  });
});

describe('blank field names (walkMember tests trim() only where the first character is not printable ASCII)', () => {
  it('refuses an empty or whitespace-only name, ASCII or not, and maps any other', () => {
    for (const key of ['', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', '\ufeff', ' \u2003 ']) {
      const r = infer(JSON.stringify({ [key]: 1 }), 'es8');
      expect(isEsError(r), JSON.stringify(key)).toBe(true);
    }
    for (const key of [' a', 'a ', '\u00a0b', '\u00e9', '~', '!', '\u3000x']) {
      const r = infer(JSON.stringify({ [key]: 1 }), 'es8');
      expect(isEsError(r), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('multi-fields checked with their parent (checkLeaf walks `fields` by key)', () => {
  it('refuses a value a multi-field cannot take, naming that field type', () => {
    const mapping = { properties: { a: { type: 'keyword', fields: { n: { type: 'long' }, k: { type: 'keyword' } } } } } as unknown as TypeMapping;
    const bad = parseDocument({ profile: getProfile('es8'), type: '_doc', id: '1', raw: '{"a":"x"}' }, mapping, { a: 'x' });
    expect(isEsError(bad) && bad.cause.reason).toContain('[long]');
    expect(isEsError(parseDocument({ profile: getProfile('es8'), type: '_doc', id: '1', raw: '{"a":"12"}' }, mapping, { a: '12' }))).toBe(false);
  });
});
