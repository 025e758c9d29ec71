/**
 * `match` tells 1 from 1.0 inside a structure and not at the asserted path, as Elasticsearch's runner does:
 * test/yaml-rest-runner MatchAssertion.assertMatches compares two numbers of different classes by their
 * doubles, but a map or a list through MapMatcher / ListMatcher, whose leaves are `equalTo` (Object.equals:
 * Integer 1 is not Double 1.0). Jackson reads a JSON or YAML token with a point or an exponent as a Double.
 */
import { describe, expect, it } from 'vitest';
import { classedJson, JavaDouble } from '../model/javaNumberClasses.ts';
import type { WireResponse } from '../../reference/wire/wire.ts';
import { fakeTarget } from '../testing/fakeTarget.ts';
import { runYamlText } from '../testing/runYamlText.ts';

const text = (body: string): WireResponse => ({ status: 200, headers: { 'content-type': 'application/json' }, body });

async function verdict(responseBody: string, asserts: string): Promise<string> {
  const target = fakeTarget(() => text(responseBody));
  const [c] = await runYamlText(`---\n"t":\n  - do: { search: { index: i } }\n${asserts}`, target);
  const diff = c!.steps.map((s) => s.diff ?? '').join('');
  return c!.status === 'passed' ? 'passed' : `${c!.status}: ${c!.message} ${diff}`;
}

describe('classedJson', () => {
  it('reads float tokens as JavaDouble, integers as numbers (bigints past 2^53), and leaves strings alone', () => {
    expect(classedJson('{"a":1.0,"b":[2,2.5e3,-0.5],"c":"1.0","d":18446744073709551615,"e\\"1.0":1}')).toEqual({
      a: new JavaDouble(1, '1.0'),
      b: [2, new JavaDouble(2500, '2.5e3'), new JavaDouble(-0.5, '-0.5')],
      c: '1.0',
      d: 18446744073709551615n,
      'e"1.0': 1,
    });
  });
});

describe('match and the class of a number', () => {
  it('at the asserted path: 1 and 1.0 are equal either way (doubleValue)', async () => {
    expect(await verdict('{"v":1.0,"w":1}', '  - match: { v: 1 }\n  - match: { w: 1.0 }\n')).toBe('passed');
  });

  it('inside a map or a list: an integer is not a double of the same value, either way round', async () => {
    // The shape of aggregation values that ES prints as doubles (`"value": 1.0`) asserted through their parent.
    expect(await verdict('{"agg":{"value":1.0}}', '  - match: { agg: { value: 1 } }\n')).toMatch(/^failed: .*structures differ/);
    expect(await verdict('{"agg":{"value":1}}', '  - match: { agg: { value: 1.0 } }\n')).toMatch(/^failed/);
    expect(await verdict('{"l":[1.0,2]}', '  - match: { l: [1, 2] }\n')).toMatch(/^failed/);
    expect(await verdict('{"agg":{"value":1.0},"l":[1.0,2]}', '  - match: { agg: { value: 1.0 } }\n  - match: { l: [1.0, 2] }\n')).toBe('passed');
  });

  it('a stashed number put into a structure compares by value (the runner stashes the response\'s own object)', async () => {
    const asserts = '  - set: { agg.value: v }\n  - match: { agg: { value: $v } }\n  - match: { $body: { agg: { value: 1.0 } } }\n';
    expect(await verdict('{"agg":{"value":1.0}}', asserts)).toBe('passed');
  });

  it('the message names the double as Java writes it', async () => {
    expect(await verdict('{"agg":{"value":1.0}}', '  - match: { agg: { value: 1 } }\n')).toMatch(/expected 1, got 1\.0/);
  });

  it('not in the clients suite: its runners (JavaScript) read every number as a double', async () => {
    const target = fakeTarget(() => text('{"agg":{"value":1.0},"l":[1,2.0]}'));
    const yaml = `---\nrequires:\n  serverless: true\n  stack: true\n---\n"t":\n  - do: { search: { index: i } }\n  - match: { agg: { value: 1 } }\n  - match: { l: [1.0, 2] }\n`;
    const [c] = await runYamlText(yaml, target);
    expect(c!.message).toBe('');
    expect(c!.status).toBe('passed');
  });

  it('not in our own scenarios: they judge the JSON value, so a server printing 2.0 as 2 is not blamed', async () => {
    const asserts = '  - match: { agg: { value: 1 } }\n  - match: { l: [1.0, 2] }\n';
    const own = await runYamlText(`---\n"t":\n  - do: { search: { index: i } }\n${asserts}`, fakeTarget(() => text('{"agg":{"value":1.0},"l":[1,2.0]}')), { ownScenarios: true, area: 'search' });
    expect(own[0]!.message).toBe('');
    expect(own[0]!.status).toBe('passed');
    // The values still count: another number fails.
    const [c] = await runYamlText(`---\n"t":\n  - do: { search: { index: i } }\n  - match: { agg: { value: 2 } }\n`, fakeTarget(() => text('{"agg":{"value":1.0}}')), { ownScenarios: true, area: 'search' });
    expect(c!.status).toBe('failed');
  });
});
