// Keys as the Java runner reads them: ES's percentiles_bucket.yml (modules/aggregations) matches
// `aggregations.d.values` against a mapping written `1.0: 1.0`, `5.0_as_string: "1.00"`, which Jackson
// reads with the keys "1.0" and "5.0_as_string"; the `yaml` package made the first "1".
import { describe, expect, it } from 'vitest';
import { parseSuite } from './yamlLoader.ts';
// A match value keeps its floats' class (../model/javaNumberClasses.ts).
import { JavaDouble } from '../model/javaNumberClasses.ts';

describe('keepKeyText', () => {
  it('keeps a numeric key as written, in match values and request bodies alike', () => {
    const suite = parseSuite(
      ['t:', '  - do: { search: { body: { aggs: { 2: { terms: { field: f } } } } } }', '  - match: { v: { 1.0: 1.0, 50.0_as_string: "1.00", 0x1F: a, true: b } }'].join('\n'),
      'f.yml',
    );
    expect(suite.errors).toEqual([]);
    const [doStep, matchStep] = suite.tests[0]!.steps;
    expect(Object.keys((doStep!.value as { search: { body: { aggs: object } } }).search.body.aggs)).toEqual(['2']);
    expect((matchStep!.value as { v: Record<string, unknown> }).v).toEqual({ '1.0': new JavaDouble(1), '50.0_as_string': '1.00', '0x1F': 'a', true: 'b' });
  });

  it('leaves quoted keys and values alone', () => {
    const suite = parseSuite(['t:', '  - match: { "1.0": 1.0, k: 2.50 }'].join('\n'), 'f.yml');
    expect(suite.tests[0]!.steps[0]!.value).toEqual({ '1.0': new JavaDouble(1), k: new JavaDouble(2.5) });
  });
});
