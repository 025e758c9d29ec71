/**
 * Resumable searches: the steps a sliced driver runs give the answer the synchronous path gives, whether
 * they run to their end at once or one step at a time with writes in between, and those writes do not
 * change what the running search sees (a point-in-time view, as a Lucene searcher's reader).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';

const DOCS = 20_000; // several times SLICE_DOCS, so every loop yields more than once

function loaded(): Simulator {
  const sim = testSimulator();
  call(sim, 'PUT', '/r', { mappings: { properties: { name: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'integer' } } } });
  const lines: unknown[] = [];
  for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { name: `document ${i % 97} word${i % 13}`, k: `key${i % 1000}`, n: i % 500 });
  expect(call(sim, 'POST', '/r/_bulk?refresh=true', lines).body.errors).toBe(false);
  return sim;
}

const BODIES: Record<string, unknown> = {
  scored: { query: { bool: { must: { match: { name: 'word3 document' } }, filter: { range: { n: { gte: 10 } } } } }, size: 7 },
  sorted: { query: { wildcard: { k: 'key1*' } }, sort: [{ n: 'desc' }, { k: 'asc' }], size: 5, from: 3 },
  unsorted: { query: { range: { n: { lt: 3 } } }, size: 4 },
  doc_order: { sort: ['_doc'], size: 3, from: 9_990, query: { range: { n: { gte: 250 } } } },
  top1: { query: { term: { k: 'key7' } }, sort: [{ n: 'desc' }], size: 1 },
};

/** Sends a search as the HTTP server does (sliced), and runs its steps one at a time, `between` after each. */
function sliced(sim: Simulator, body: unknown, between: () => void = () => undefined): { text: string; steps: number } {
  const res = sim.handle({ method: 'POST', path: '/r/_search', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { sliced: true });
  expect(res.resume).toBeDefined();
  let steps = 0;
  for (;;) {
    const done = res.resume!(() => false);
    steps++;
    if (done) return { text: done.body, steps };
    between();
  }
}

describe('resumable search', () => {
  const sim = loaded();
  for (const [name, body] of Object.entries(BODIES)) {
    it(`${name}: the sliced answer equals the synchronous one, and the loop yields`, () => {
      const sync = call(sim, 'POST', '/r/_search', body);
      expect(sync.status, sync.text).toBe(200);
      const s = sliced(sim, body);
      expect(s.text).toBe(sync.text);
      expect(s.steps).toBeGreaterThan(2);
    });
  }

  it('writes served between slices do not change what the running search sees', () => {
    const fresh = loaded();
    const body = { query: { match_all: {} }, sort: [{ n: 'asc' }], size: 3, track_total_hits: true };
    const scoredBody = { query: { match: { name: 'word5' } }, size: 3, track_total_hits: true };
    const before = call(fresh, 'POST', '/r/_search', body).text;
    let w = 0;
    // Each step: a new document that would sort first, a delete of one, a refresh.
    const write = () => {
      call(fresh, 'PUT', `/r/_doc/new${w}?refresh=true`, { name: 'word5 word5 word5', k: 'x', n: -1 - w });
      call(fresh, 'DELETE', `/r/_doc/${w++}?refresh=true`);
    };
    expect(sliced(fresh, body, write).text).toBe(before);
    const scoredBefore = call(fresh, 'POST', '/r/_search', scoredBody).text;
    expect(sliced(fresh, scoredBody, write).text).toBe(scoredBefore);
    // And afterwards the writes are seen.
    expect(call(fresh, 'POST', '/r/_search', body).text).not.toBe(before);
  });

  it('count: the sliced answer equals the synchronous one, and the loop yields', () => {
    const body = { query: { range: { n: { gte: 17 } } } };
    const sync = call(sim, 'POST', '/r/_count', body);
    const res = sim.handle({ method: 'POST', path: '/r/_count', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { sliced: true });
    let steps = 0;
    let done;
    while (!(done = res.resume!(() => false))) steps++;
    expect(done.body).toBe(sync.text);
    expect(steps).toBeGreaterThan(2);
  });

  it('APIs that wrap a search or a count run it to its end even when sliced (msearch, search template, _cat/count)', () => {
    const send = (method: string, path: string, body: string | undefined, type = 'application/json') =>
      sim.handle({ method, path, query: {}, headers: body === undefined ? {} : { 'content-type': type }, ...(body === undefined ? {} : { body }) }, { sliced: true });
    const ms = send('POST', '/r/_msearch', `{}\n${JSON.stringify(BODIES.sorted)}\n`, 'application/x-ndjson');
    expect(ms.resume).toBeUndefined();
    expect(JSON.parse(ms.body).responses[0].hits.hits).toEqual(call(sim, 'POST', '/r/_search', BODIES.sorted).body.hits.hits);
    const tpl = send('POST', '/r/_search/template', JSON.stringify({ source: { query: { term: { k: '{{k}}' } } }, params: { k: 'key7' } }));
    expect(tpl.resume).toBeUndefined();
    expect(JSON.parse(tpl.body).hits.total.value).toBe(20);
    const cat = send('GET', '/_cat/count/r', undefined);
    expect(cat.resume).toBeUndefined();
    expect(cat.body).toMatch(/ 20000\n$/);
  });

  it('in-process callers get the answer at once (no resume)', () => {
    const res = sim.handle({ method: 'POST', path: '/r/_search', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(BODIES.sorted) });
    expect(res.resume).toBeUndefined();
    expect(res.status).toBe(200);
  });

  it('a scroll answers at once even when sliced (its context is opened while the request is applied)', () => {
    const res = sim.handle({ method: 'POST', path: '/r/_search', query: { scroll: '1m' }, headers: { 'content-type': 'application/json' }, body: '{"size":2}' }, { sliced: true });
    expect(res.resume).toBeUndefined();
    expect(JSON.parse(res.body)._scroll_id).toBeTypeOf('string');
  });
});
