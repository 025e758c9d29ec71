/** Tests of _msearch. */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import type { ProfileName } from '../../profiles.ts';
import { MSEARCH_EMPTY_FIRST_LINE } from '../deprecations.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function sim(profile: ProfileName = 'es8') {
  const s = new Simulator({ profile, now: () => Date.UTC(2026, 0, 1), seed: 5 });
  const t = profile === 'default' || profile === 'es5' ? 'item' : '_doc';
  for (const [i, id, foo] of [['index_1', '1', 'bar'], ['index_1', '2', 'baz'], ['index_1', '3', 'foo'], ['index_2', '1', 'foo']] as const) {
    s.handle({ method: 'PUT', path: `/${i}/${t}/${id}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ foo }) });
  }
  return (path: string, body: string, query: Record<string, string> = {}) => {
    const r = s.handle({ method: 'POST', path, query, headers: { 'content-type': 'application/x-ndjson' }, body });
    return { status: r.status, warning: r.headers.warning, json: JSON.parse(r.body) as Body };
  };
}

const nd = (xs: unknown[]): string => xs.map((x) => JSON.stringify(x)).join('\n') + '\n';

describe('_msearch', () => {
  it('answers each search on its own, errors included, with a status per item', () => {
    const call = sim();
    const r = call('/_msearch', nd([{ index: 'index_*' }, { query: { match: { foo: 'foo' } } }, { index: 'index_3' }, { query: { match_all: {} } }, {}, { query: { match_all: {} } }]), { rest_total_hits_as_int: 'true' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual(['took', 'responses']);
    const [a, b, c] = r.json.responses;
    expect([a.hits.total, a.status]).toEqual([2, 200]);
    expect([b.status, b.error.root_cause[0].type, b.error.root_cause[0].index]).toEqual([404, 'index_not_found_exception', 'index_3']);
    expect([c.hits.total, c.status]).toEqual([4, 200]);
  });

  it('the path index is the default; header options override the URL', () => {
    const call = sim();
    const r = call('/index_1/_msearch', nd([{}, {}, { index: 'index_2' }, {}, { index: 'nope', ignore_unavailable: true }, {}]), { rest_total_hits_as_int: 'true' });
    expect(r.json.responses.map((x: Body) => x.hits.total)).toEqual([3, 1, 0]);
  });

  it('a bad header or body fails the whole request; the body must end with a newline', () => {
    const call = sim();
    expect(call('/_msearch', nd([{ index: 'index_1', unknown_key: 1 }, {}])).json.error.reason).toBe('key [unknown_key] is not supported in the metadata section');
    expect(call('/_msearch', nd([{}, { query: { bogus: {} } }])).json.error.type).toBe('parsing_exception');
    expect(call('/_msearch', '{}\n{}').json.error.reason).toBe('The msearch request must be terminated by a newline [\\n]');
    expect(call('/_msearch', '{}\n').json.error.reason).toBe('Validation Failed: 1: no requests added;');
    const inexact = call('/_msearch', nd([{}, { track_total_hits: 10 }]), { rest_total_hits_as_int: 'true' });
    expect(inexact.json.error.reason).toBe('[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got 10');
  });

  it('an empty first line: an empty header in ES 8, skipped in ES 6, skipped with a warning in OpenSearch', () => {
    const body = '\n{"index":"index_1"}\n{}\n';
    // ES 8 reads `{"index":…}` as the first search's body.
    expect(sim('es8')('/_msearch', body).json.error.reason).toBe('Unknown key for a VALUE_STRING in [index].');
    expect(sim('es6')('/_msearch', body).json.responses).toHaveLength(1);
    const os = sim('opensearch2')('/_msearch', body);
    expect(os.json.responses).toHaveLength(1);
    expect(os.warning).toContain(MSEARCH_EMPTY_FIRST_LINE);
  });

  it('ES 6 takes `type` in a header; ES 8 refuses it', () => {
    expect(sim('es6')('/_msearch', nd([{ index: 'index_1', type: '_doc' }, {}])).json.responses[0].hits.total).toBe(3);
    expect(sim('es8')('/_msearch', nd([{ index: 'index_1', type: '_doc' }, {}])).json.error.reason).toBe('key [type] is not supported in the metadata section');
  });
});
