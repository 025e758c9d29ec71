/**
 * Resumable searches: the steps a sliced driver runs give the answer the synchronous path gives, whether
 * they run to their end at once or one step at a time with writes in between, and those writes do not
 * change what the running search sees (a point-in-time view, as a Lucene searcher's reader).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';
import { SCORE_RANGE } from './scoredSteps.ts';

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

  it('a merged segment longer than SCORE_RANGE is scored a doc-id range at a time: same answer, a yield per range', () => {
    const merged = loaded();
    expect(call(merged, 'POST', '/r/_forcemerge?max_num_segments=1').status).toBe(200);
    // Few hits (under SLICE_DOCS): the emitting loop never yields, so every yield but the last is a range's.
    const body = { query: { bool: { must: { match: { name: 'word12' } }, must_not: { term: { k: 'key12' } } } }, size: 3 };
    const sync = call(merged, 'POST', '/r/_search', body);
    expect(sync.body.hits.total.value).toBeLessThan(4096);
    const s = sliced(merged, body);
    expect(s.text).toBe(sync.text);
    expect(s.steps).toBeGreaterThan(Math.ceil(DOCS / SCORE_RANGE));
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

  /** Sends a request sliced and runs its steps one at a time, `between` after each: the answer and how many steps. */
  const stepped = (method: string, path: string, body: string | undefined, type = 'application/json', query: Record<string, string> = {}, between: () => void = () => undefined) => {
    const res = sim.handle({ method, path, query, headers: body === undefined ? {} : { 'content-type': type }, ...(body === undefined ? {} : { body }) }, { sliced: true });
    expect(res.resume, path).toBeDefined();
    let steps = 0;
    for (;;) {
      const done = res.resume!(() => false);
      steps++;
      if (done) return { done, steps };
      between();
    }
  };

  it('msearch runs each search in slices: it yields between and within them, same answer as unsliced', () => {
    const nd = `{}\n${JSON.stringify(BODIES.sorted)}\n{"index":"r"}\n${JSON.stringify(BODIES.scored)}\n{"index":"missing"}\n{}\n`;
    const sync = call(sim, 'POST', '/r/_msearch', nd, { 'content-type': 'application/x-ndjson' });
    const one = stepped('POST', '/r/_search', JSON.stringify(BODIES.sorted)).steps;
    const s = stepped('POST', '/r/_msearch', nd, 'application/x-ndjson');
    expect(s.done.body).toBe(sync.text);
    expect(JSON.parse(s.done.body).responses.map((r: { status: number }) => r.status)).toEqual([200, 200, 404]);
    // More steps than its first search alone: the second one yields too.
    expect(s.steps).toBeGreaterThan(one + 1);
  });

  it('search templates, msearch templates and _cat/count run in slices too', () => {
    const tplBody = JSON.stringify({ source: { query: { wildcard: { k: '{{k}}' } } }, params: { k: 'key1*' } });
    const tpl = stepped('POST', '/r/_search/template', tplBody);
    expect(tpl.done.body).toBe(call(sim, 'POST', '/r/_search/template', JSON.parse(tplBody)).text);
    expect(tpl.steps).toBeGreaterThan(2);
    const mt = stepped('POST', '/r/_msearch/template', `{}\n${tplBody}\n`, 'application/x-ndjson');
    expect(JSON.parse(mt.done.body).responses[0].hits.total.value).toBe(JSON.parse(tpl.done.body).hits.total.value);
    expect(mt.steps).toBeGreaterThan(2);
    const cat = stepped('GET', '/_cat/count/r', undefined, 'application/json', { q: 'n:[10 TO 400]' });
    expect(cat.done.body).toMatch(/ 15640\n$/);
    expect(cat.steps).toBeGreaterThan(2);
  });

  it('count with terminate_after yields as well, same answer', () => {
    const body = JSON.stringify({ query: { range: { n: { gte: 17 } } } });
    const query = { terminate_after: '5000' };
    const sync = sim.handle({ method: 'POST', path: '/r/_count', query, headers: { 'content-type': 'application/json' }, body });
    const s = stepped('POST', '/r/_count', body, 'application/json', query);
    expect(s.done.body).toBe(sync.body);
    expect(JSON.parse(s.done.body)).toMatchObject({ count: 5000, terminated_early: true });
    expect(s.steps).toBeGreaterThan(2);
  });

  it('in-process callers get the answer at once (no resume)', () => {
    const res = sim.handle({ method: 'POST', path: '/r/_search', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(BODIES.sorted) });
    expect(res.resume).toBeUndefined();
    expect(res.status).toBe(200);
  });

  it("a scroll's first page is answered whole, even by a slicing driver (see apis/search.ts)", () => {
    const body = JSON.stringify({ query: { range: { n: { gte: 17 } } }, sort: [{ n: 'desc' }], size: 2 });
    const res = sim.handle({ method: 'POST', path: '/r/_search', query: { scroll: '1m' }, headers: { 'content-type': 'application/json' }, body }, { sliced: true });
    expect(res.resume).toBeUndefined();
    const page = JSON.parse(res.body);
    expect(page.hits.hits.map((h: { sort: number[] }) => h.sort[0])).toEqual([499, 499]);
    const next = call(sim, 'POST', '/_search/scroll', { scroll: '1m', scroll_id: page._scroll_id });
    expect(next.status).toBe(200);
    expect(next.body.hits.hits.length).toBe(2);
  });
});
