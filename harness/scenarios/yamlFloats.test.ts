/**
 * Issue 31: a YAML float in a `do` body reaches the target as Java's runner writes it (`1.0`, a JSON double),
 * never as the integer the `yaml` package reads it as. Data: lines of official files kept in
 * harness/testing/search-suites/.
 */
import { describe, expect, it } from 'vitest';
import { referenceTarget } from '../targets/referenceTarget.ts';
import { fakeTarget, jsonResponse } from '../testing/fakeTarget.ts';
import { runYamlText } from '../testing/runYamlText.ts';
import { serialiseBody } from './body.ts';
import { javaDouble } from './yamlFloats.ts';
import { JavaDouble } from '../model/javaNumberClasses.ts';
import { parseSuite } from './yamlLoader.ts';

describe('javaDouble (Double.toString)', () => {
  it('writes integral doubles with .0 and switches to E notation outside [1e-3, 1e7)', () => {
    // Values checked against java.lang.Double.toString's documented format (Javadoc of Double.toString(double)).
    expect([1, 2.5, -0, 0, 1e7, 1.5e7, 1e-4, 0.001, 123456.5, -3].map(javaDouble)).toEqual(['1.0', '2.5', '-0.0', '0.0', '1.0E7', '1.5E7', '1.0E-4', '0.001', '123456.5', '-3.0']);
  });
});

describe('floats in do bodies', () => {
  // opensearch-project/OpenSearch rest-api-spec/.../test/search/40_indices_boost.yml, "Indices boost using object".
  const official = `---
"Indices boost using object":
  - do:
      search:
        rest_total_hits_as_int: true
        index: _all
        body:
          indices_boost: {test_1: 2.0, test_2: 1.0}
`;

  it('are sent as written by Java: {"test_1":2.0,"test_2":1.0}, not 2 and 1', async () => {
    const target = fakeTarget(() => jsonResponse(200, { hits: { total: 0, hits: [] } }));
    await runYamlText(official, target, { strictWarnings: false });
    expect(target.requests[0]!.body).toBe('{"indices_boost":{"test_1":2.0,"test_2":1.0}}');
  });

  it('read as numbers everywhere else: match keeps a Double, and non-body parameters keep the number', () => {
    const suite = parseSuite(`---
"t":
  - do:
      search: { size: 1.0, body: { query: { range: { price: { gte: 1.0 } } } } }
  - match: { hits.hits.0._score: 1.0 }
`, 't.yml');
    const [d, m] = suite.tests[0]!.steps;
    expect((d!.value as { search: { size: unknown } }).search.size).toBe(1);
    // A match keeps the float's class (Jackson's Double), which counts inside a structure (matchNumberClasses.test.ts).
    expect(m!.value).toEqual({ 'hits.hits.0._score': new JavaDouble(1) });
    // The body keeps the float; JSON.stringify alone (a RawJson outside encodeJson) would still read the number.
    const body = (d!.value as { search: { body: unknown } }).search.body;
    expect(serialiseBody(body).text).toBe('{"query":{"range":{"price":{"gte":1.0}}}}');
    expect(JSON.stringify(body)).toBe('{"query":{"range":{"price":{"gte":1}}}}');
  });

  it('reads floats as SnakeYAML does: a point or an exponent makes a double, hex and plain digits stay integers', () => {
    const suite = parseSuite(`---\n"t":\n  - do: { index: { index: i, body: { a: 1.0, b: .5, c: 1e3, d: 0x1F, e: 12, f: -2.50, g: "1.0" } } }\n`, 't.yml');
    const body = (suite.tests[0]!.steps[0]!.value as { index: { body: unknown } }).index.body;
    expect(serialiseBody(body).text).toBe('{"a":1.0,"b":0.5,"c":1000.0,"d":31,"e":12,"f":-2.5,"g":"1.0"}');
  });

  it('keep every digit of an integer past 2^53, as Jackson reads it (BigInteger), and a safe one as it is', () => {
    // x-pack unsigned_long/10_basic.yml: a term query on 18446744073709551615 (2^64 - 1), which the yaml package rounds to 2^64.
    const suite = parseSuite(`---\n"t":\n  - do: { search: { body: { query: { terms: { ul: [0, 9223372036854775808, 18446744073709551615, -9007199254740993] } } } } }\n`, 't.yml');
    const body = (suite.tests[0]!.steps[0]!.value as { search: { body: unknown } }).search.body;
    expect(serialiseBody(body).text).toBe('{"query":{"terms":{"ul":[0,9223372036854775808,18446744073709551615,-9007199254740993]}}}');
  });

  it('keeps integers, strings and floats in NDJSON bodies', async () => {
    const target = fakeTarget(() => jsonResponse(200, { responses: [] }));
    await runYamlText(`---
"t":
  - do:
      msearch:
        body:
          - index: idx
          - { query: { match_all: { boost: 1.0 } }, size: 10, track_total_hits: "1.0" }
`, target, { strictWarnings: false });
    expect(target.requests[0]!.body).toBe('{"index":"idx"}\n{"query":{"match_all":{"boost":1.0}},"size":10,"track_total_hits":"1.0"}\n');
  });

  it('keep their text beside stash references resolved in the same body', async () => {
    const target = fakeTarget(() => jsonResponse(200, { acknowledged: true, name: 'n1' }));
    await runYamlText(`---\n"t":\n  - do: { indices.create: { index: a } }\n  - set: { name: n }\n  - do: { index: { index: a, body: { x: 1.0, y: $n, z: [2.0, 3] } } }\n`, target, { strictWarnings: false });
    expect(target.requests[1]!.body).toBe('{"x":1.0,"y":"n1","z":[2.0,3]}');
  });

  it('reach the reference as doubles, so a dynamic template for doubles applies (the issue\'s doubleField: 1.0)', async () => {
    // Dynamic templates: `match_mapping_type: double` matches a JSON number with a fraction or exponent
    // (ES docs, "Dynamic templates"; DocumentParser reads 1.0 as VALUE_NUMBER of type DOUBLE).
    const [c] = await runYamlText(
      `---
"t":
  - do:
      indices.create:
        index: floats
        body:
          mappings:
            dynamic_templates:
              - doubles: { match_mapping_type: double, mapping: { type: double } }
  - do:
      index: { index: floats, id: "1", body: { doubleField: 1.0, longField: 1 } }
  - do:
      indices.get_mapping: { index: floats }
  - match: { floats.mappings.properties.doubleField.type: double }
  - match: { floats.mappings.properties.longField.type: long }
`,
      await referenceTarget({ profile: 'elasticsearch@8.19.0' }),
    );
    expect(c!.message).toBe('');
    expect(c!.status).toBe('passed');
  });
});
