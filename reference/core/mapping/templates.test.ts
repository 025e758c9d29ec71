/** Tests of dynamic templates (numbers by their token, match_pattern regex). */
import { describe, expect, it } from 'vitest';
import { parseDocument } from './infer.ts';
import { parseTypeMapping } from './parse.ts';
import { getProfile, type ProfileName } from '../../profiles.ts';
import { isEsError, type EsError } from '../errors/index.ts';
import type { TypeMapping } from './types.ts';
import { mergeMapping } from './merge.ts';

function mapping(body: unknown, profile: ProfileName, warnings: string[] = []): TypeMapping | EsError {
  return parseTypeMapping(body as never, { profile: getProfile(profile), warnings });
}

function index(m: TypeMapping, doc: string, profile: ProfileName) {
  return parseDocument({ profile: getProfile(profile), type: '_doc', id: '1', raw: doc }, m, JSON.parse(doc));
}

const templates = [
  { dates: { match_mapping_type: 'date', mapping: { type: 'keyword' } } },
  { counts: { match: 'n_*', mapping: { type: 'integer' } } },
  { later_counts: { match: 'n_*', mapping: { type: 'short' } } },
];

describe('dynamic templates', () => {
  for (const profile of ['es5', 'es6', 'es8', 'opensearch2'] as ProfileName[]) {
    it(`${profile}: the first matching template wins; date only for detected dates`, () => {
      const m = mapping({ dynamic_templates: templates }, profile) as TypeMapping;
      const r = index(m, '{"code":"2015-01-01","n_x":5,"text":"A-17"}', profile);
      if (isEsError(r)) throw new Error(r.cause.reason);
      expect(r.mapping.properties.code).toEqual({ type: 'keyword' });
      expect(r.mapping.properties.n_x).toEqual({ type: 'integer' });
      expect(r.mapping.properties.text.type).toBe('text');
    });
  }
  it('a template value that does not fit is rejected as a value error of the new field', () => {
    const m = mapping({ dynamic_templates: templates }, 'es8') as TypeMapping;
    const r = index(m, '{"n_x":"abc"}', 'es8');
    expect(isEsError(r) && r.cause.type).toBe('document_parsing_exception');
  });
  it('unknown match_mapping_type: ES 5 warns and drops the template, ES 6+ reject', () => {
    const warnings: string[] = [];
    const m = mapping({ dynamic_templates: [{ t: { match_mapping_type: 'text', mapping: {} } }] }, 'es5', warnings) as TypeMapping;
    expect(m.dynamic_templates).toEqual([]);
    expect(warnings[0]).toMatch(/^match_mapping_type \[text\] is invalid and will be ignored/);
    for (const p of ['es6', 'es8', 'opensearch2'] as ProfileName[]) {
      const e = mapping({ dynamic_templates: [{ t: { match_mapping_type: 'text', mapping: {} } }] }, p) as EsError;
      expect(e.cause.type).toBe('illegal_argument_exception');
      expect(e.cause.reason).toBe('No field type matched on [text], possible values are [object, string, long, double, boolean, date, binary]');
    }
  });
  it('content no type accepts: ES 8 rejects, OpenSearch warns and keeps it', () => {
    const t = [{ bad: { match_mapping_type: 'string', mapping: { type: 'nope' } } }];
    const e = mapping({ dynamic_templates: t }, 'es8') as EsError;
    expect(e.cause.type).toBe('illegal_argument_exception');
    expect(e.cause.causedBy?.reason).toBe('No mapper found for type [nope]');
    const warnings: string[] = [];
    const m = mapping({ dynamic_templates: t }, 'opensearch2', warnings) as TypeMapping;
    expect(isEsError(m)).toBe(false);
    expect(warnings).toEqual(['dynamic template [bad] has invalid content [{"match_mapping_type":"string","mapping":{"type":"nope"}}], caused by [No mapper found for type [nope]]']);
  });
  it('put mapping: ES 5/6 merge templates by name in place, ES 7+ replace the list', () => {
    const a = [{ a: { match: 'a', mapping: { type: 'keyword' } } }, { b: { match: 'b', mapping: { type: 'keyword' } } }];
    const b = [{ b: { match: 'b', mapping: { type: 'long' } } }, { c: { match: 'c', mapping: { type: 'keyword' } } }];
    const names = (p: ProfileName) => {
      const cur = mapping({ dynamic_templates: a }, p) as TypeMapping;
      const inc = mapping({ dynamic_templates: b }, p) as TypeMapping;
      const merged = mergeMapping(getProfile(p), cur, inc) as TypeMapping;
      return (merged.dynamic_templates as object[]).map((t) => Object.keys(t)[0]);
    };
    expect(names('es6')).toEqual(['a', 'b', 'c']);
    expect(names('es8')).toEqual(['b', 'c']);
    expect(names('opensearch2')).toEqual(['b', 'c']);
  });
  it('OpenSearch strict_allow_templates: maps from templates, refuses the rest with its own wording', () => {
    const m = mapping({ dynamic: 'strict_allow_templates', dynamic_templates: templates }, 'opensearch2') as TypeMapping;
    expect(isEsError(index(m, '{"n_x":1}', 'opensearch2'))).toBe(false);
    const e = index(m, '{"other":1}', 'opensearch2') as EsError;
    expect(e.cause.type).toBe('strict_dynamic_mapping_exception');
    expect(e.cause.reason).toBe('mapping set to strict_allow_templates, dynamic introduction of [other] within [_doc] is not allowed');
    expect((mapping({ dynamic: 'strict_allow_templates' }, 'es8') as EsError).cause.reason).toBe('Could not convert [dynamic.dynamic] to boolean');
  });
  it('ES 8 runtime templates and dynamic: runtime add runtime fields by full path', () => {
    const m = mapping({ dynamic_templates: [{ rt: { match_mapping_type: 'string', runtime: {} } }] }, 'es8') as TypeMapping;
    const r = index(m, '{"o":{"s":"x"}}', 'es8');
    if (isEsError(r)) throw new Error(r.cause.reason);
    expect(r.mapping.runtime).toEqual({ 'o.s': { type: 'keyword' } });
    const rt = mapping({ dynamic: 'runtime' }, 'es8') as TypeMapping;
    const r2 = index(rt, '{"n":1.5}', 'es8');
    if (isEsError(r2)) throw new Error(r2.cause.reason);
    expect(r2.mapping.runtime).toEqual({ n: { type: 'double' } });
    expect((mapping({ dynamic: 'runtime' }, 'opensearch2') as EsError).cause.reason).toBe('Could not convert [dynamic.dynamic] to boolean');
  });
});

describe('numbers read by their token', () => {
  const m = (p: ProfileName) => mapping({ properties: { d: { type: 'date' }, l: { type: 'long' } } }, p) as TypeMapping;
  it('1e3 into a date: a valid epoch in ES 5/6 (BigDecimal), rejected by ES 7+ and OpenSearch', () => {
    expect(isEsError(index(m('es6'), '{"d":1e3}', 'es6'))).toBe(false);
    const e = index(m('es8'), '{"d":1e3}', 'es8') as EsError;
    expect(e.cause.reason).toBe("[1:6] failed to parse field [d] of type [date] in document with id '1'. Preview of field's value: '1000.0'");
  });
  it('an integer beyond long: the overflow as each version surfaces it', () => {
    const types = (['es6', 'opensearch2', 'es8'] as ProfileName[]).map((p) => (index(m(p), '{"l":9223372036854775808}', p) as EsError).cause.causedBy?.type);
    expect(types).toEqual(['json_parse_exception', 'input_coercion_exception', 'x_content_parse_exception']);
    expect(isEsError(index(m('es8'), '{"l":-9223372036854775808}', 'es8'))).toBe(false);
  });
  it('a new integer beyond long: ES 5/6 cannot map it, ES 7.3+ map a long that overflows', () => {
    const e6 = index(mapping({}, 'es6') as TypeMapping, '{"b":9223372036854775808}', 'es6') as EsError;
    expect(e6.cause.causedBy).toMatchObject({ type: 'illegal_state_exception', reason: 'No matching token for number_type [BIG_INTEGER]' });
    const e8 = index(mapping({}, 'es8') as TypeMapping, '{"b":9223372036854775808}', 'es8') as EsError;
    expect(e8.cause.reason).toMatch(/failed to parse field \[b\] of type \[long\]/);
  });
});

describe('dynamic templates with match_pattern regex', () => {
  it('match a field name by an automaton: a catastrophic pattern over a long name answers at once', () => {
    const m = mapping({ dynamic_templates: [{ kw: { match_pattern: 'regex', match: '^(a|aa)*b$', mapping: { type: 'keyword' } } }] }, 'es8') as TypeMapping;
    const long = 'a'.repeat(5000);
    const r = index(m, JSON.stringify({ [long]: 'x', [`${long}b`]: 'y' }), 'es8');
    if (isEsError(r)) throw new Error(r.cause.reason);
    expect(r.mapping.properties[long].type).toBe('text');
    expect(r.mapping.properties[`${long}b`]).toEqual({ type: 'keyword' });
  });

  it('refuse, when put, a pattern that needs backtracking (a back-reference), naming it', () => {
    const e = mapping({ dynamic_templates: [{ t: { match_pattern: 'regex', match: '(a)\\1', mapping: { type: 'keyword' } } }] }, 'es8');
    expect(isEsError(e) && e.cause.reason).toMatch(/^The escape \\1 in a regular expression \(dynamic template \[t\], pattern \[\(a\)\\1\]\) is not supported by this simulator$/);
  });
});
