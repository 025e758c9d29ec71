/**
 * A write's scripts run as the server runs them (sliced: the scripts between slices, the write after, docs/writePass.ts).
 * An update (its script, and the pipelines of its upsert):
 * the same answer and state as a whole run when nothing interleaves; and when a write lands while the script
 * runs, what ES's TransportUpdateAction does: the index request made from the stale read fails with
 * version_conflict_engine_exception (required seqNo of the read, the current one), retried from a fresh read
 * `retry_on_conflict` times first (UpdateRequest.retryOnConflict, TransportUpdateAction.retryOrFail).
 * An index request through pipelines whose processors run scripts (ScriptProcessor, nested in pipeline,
 * foreach, on_failure, and `if` conditions): the same answer, document and ingest statistics as a whole run.
 */
import { describe, expect, it } from 'vitest';
import { call, callSliced, stateDump, testSimulator } from '../../testkit.ts';
import type { Simulator } from '../../simulator.ts';
import type { WireResponse } from '../../wire/wire.ts';
import type { ProfileName } from '../../profiles.ts';
import { rng } from '../../../harness/model/rng.ts';

const LOOP = 'long s = 0; for (int i = 0; i < 3000; i++) { s += i % 7 }';

function seeded(profile: ProfileName = 'elasticsearch@8.19.0'): Simulator {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/u', { settings: { number_of_shards: 1 } });
  call(sim, 'PUT', '/u/_doc/1', { n: 1, tags: ['a'] });
  return sim;
}

/** A sliced update's first response: run its steps one yield point at a time with `step`. */
function startUpdate(sim: Simulator, pathAndQuery: string, body: unknown): { step: () => WireResponse | undefined } {
  const [path, q] = pathAndQuery.split('?');
  const query = Object.fromEntries(new URLSearchParams(q ?? ''));
  const res = sim.handle({ method: 'POST', path: path!, query, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { sliced: true });
  let done: WireResponse | undefined = res.resume ? undefined : res;
  return {
    step: () => {
      if (!done) done = res.resume!(() => false);
      return done;
    },
  };
}

function finish(u: { step: () => WireResponse | undefined }): WireResponse {
  for (;;) {
    const r = u.step();
    if (r) return r;
  }
}

const BODIES: [string, string, unknown][] = [
  ['a loop writing the source', '/u/_update/1', { script: { source: `${LOOP} ctx._source.s = s` } }],
  ['params and the source shown', '/u/_update/1?_source=true', { script: { source: `${LOOP} ctx._source.tags.add(params.t)`, params: { t: 'b' } } }],
  ['ctx.op none', '/u/_update/1', { script: { source: `${LOOP} ctx.op = 'none'` } }],
  ['ctx.op delete', '/u/_update/1', { script: { source: `${LOOP} ctx.op = 'delete'` } }],
  ['a runtime failure', '/u/_update/1', { script: { source: `${LOOP} ctx._source.x = ctx._source.missing.length()` } }],
  ['a compile failure', '/u/_update/1', { script: { source: 'for (;;' } }],
  ['the loop counter', '/u/_update/1', { script: { source: 'long s = 0; while (true) { s++ }' } }],
  ['a missing document with an upsert', '/u/_update/9', { script: { source: `${LOOP} ctx._source.s = s` }, upsert: { n: 0 } }],
  ['a scripted upsert', '/u/_update/9', { scripted_upsert: true, script: { source: `${LOOP} ctx._source.s = s` }, upsert: { n: 0 } }],
  ['a missing document', '/u/_update/9', { script: { source: `${LOOP} ctx._source.s = s` } }],
  ['a self-referencing source', '/u/_update/1', { script: { source: `${LOOP} ctx._source.ctx = ctx` } }],
  ['a partial document (no script)', '/u/_update/1', { doc: { n: 2 } }],
  ['an explicit stale if_seq_no', '/u/_update/1?if_seq_no=7&if_primary_term=1', { script: { source: `${LOOP} ctx._source.s = s` } }],
  // Stop 51: an update that creates its index (TransportUpdateAction auto-creates it first).
  ['a scripted upsert creating its index', '/fresh/_update/1', { scripted_upsert: true, script: { source: `${LOOP} ctx._source.s = s; ctx._source.t = ctx._now` }, upsert: { n: 0 } }],
  ['an upsert creating its index, the script not run', '/fresh/_update/1', { script: { source: `${LOOP} ctx._source.s = s` }, upsert: { n: 0 } }],
  ['a scripted upsert creating its index, failing', '/fresh/_update/1', { scripted_upsert: true, script: { source: `${LOOP} ctx._source.s = s / 0` }, upsert: { n: 0 } }],
  ['a scripted upsert creating its index, ctx.op none', '/fresh/_update/1', { scripted_upsert: true, script: { source: `${LOOP} ctx.op = 'none'` }, upsert: { n: 0 } }],
  ['no upsert on a missing index', '/fresh/_update/1', { script: { source: `${LOOP} ctx._source.s = s` } }],
];

describe('a scripted update in slices, nothing interleaving', () => {
  for (const profile of ['elasticsearch@8.19.0', 'elasticsearch@7.17.3', 'opensearch@2.19.0'] as ProfileName[]) {
    for (const [name, path, body] of BODIES) {
      // A million loop iterations take seconds: once is enough to hold its error equal.
      if (name === 'the loop counter' && profile !== 'elasticsearch@8.19.0') continue;
      it(`${profile}: ${name}: the whole run's answer and state, byte for byte`, () => {
        const whole = seeded(profile);
        const sliced = seeded(profile);
        const w = call(whole, 'POST', path, body);
        const s = callSliced(sliced, 'POST', path, body);
        expect(s.status).toBe(w.status);
        expect(s.text).toBe(w.text);
        expect(stateDump(sliced)).toBe(stateDump(whole));
      });
    }
  }

  it('yields while its script loops (a path made whole again fails here)', () => {
    const r = callSliced(seeded(), 'POST', '/u/_update/1', { script: { source: `${LOOP} ctx._source.s = s` } });
    expect(r.status).toBe(200);
    expect(r.slices).toBeGreaterThan(10);
  });

  it('yields while the script of an upsert that creates its index loops (stop 51; whole before)', () => {
    const r = callSliced(seeded(), 'POST', '/fresh/_update/1', { scripted_upsert: true, script: { source: `${LOOP} ctx._source.s = s` }, upsert: {} });
    expect(r.status).toBe(201);
    expect(r.slices).toBeGreaterThan(10);
  });

  it('an index created meanwhile (no document in it) is the same read: the upsert goes on, the index kept', () => {
    const sim = seeded();
    const u = startUpdate(sim, '/fresh/_update/1', { scripted_upsert: true, script: { source: `${LOOP} ctx._source.s = s` }, upsert: {} });
    expect(u.step()).toBeUndefined();
    call(sim, 'PUT', '/fresh', { mappings: { properties: { k: { type: 'keyword' } } } });
    const uuid = call(sim, 'GET', '/fresh/_settings').body.fresh.settings.index.uuid;
    expect(finish(u).status).toBe(201);
    expect(call(sim, 'GET', '/fresh/_settings').body.fresh.settings.index.uuid).toBe(uuid);
    expect(call(sim, 'GET', '/fresh/_mapping').body.fresh.mappings.properties.k).toEqual({ type: 'keyword' });
  });
});

describe('a write landing while the script runs', () => {
  it('fails the update with the engine conflict of its read (retry_on_conflict 0, the default)', () => {
    const sim = seeded();
    const u = startUpdate(sim, '/u/_update/1', { script: { source: `${LOOP} ctx._source.s = s` } });
    for (let i = 0; i < 3; i++) expect(u.step()).toBeUndefined();
    expect(call(sim, 'PUT', '/u/_doc/1', { n: 5 }).body._seq_no).toBe(1);
    const r = JSON.parse(finish(u).body);
    expect(r.status).toBe(409);
    expect(r.error.type).toBe('version_conflict_engine_exception');
    expect(r.error.reason).toBe('[1]: version conflict, required seqNo [0], primary term [1]. current document has seqNo [1] and primary term [1]');
    expect(call(sim, 'GET', '/u/_doc/1').body._source).toEqual({ n: 5 });
  });

  it('a delete meanwhile: the conflict of a document no longer there', () => {
    const sim = seeded();
    const u = startUpdate(sim, '/u/_update/1', { script: { source: `${LOOP} ctx._source.s = s` } });
    u.step();
    call(sim, 'DELETE', '/u/_doc/1');
    const r = JSON.parse(finish(u).body);
    expect(r.error.reason).toBe('[1]: version conflict, required seqNo [0], primary term [1]. but no document was found');
  });

  it('a scripted upsert whose document was created meanwhile: the create conflict', () => {
    const sim = seeded();
    const u = startUpdate(sim, '/u/_update/9', { scripted_upsert: true, script: { source: `${LOOP} ctx._source.s = 1` }, upsert: {} });
    u.step();
    call(sim, 'PUT', '/u/_doc/9', { n: 9 });
    const r = JSON.parse(finish(u).body);
    expect(r.error.reason).toBe('[9]: version conflict, document already exists (current version [1])');
  });

  it('retries from a fresh read with retry_on_conflict, so neither write is lost', () => {
    const sim = seeded();
    const u = startUpdate(sim, '/u/_update/1?retry_on_conflict=1', { script: { source: `${LOOP} ctx._source.n += 10` } });
    u.step();
    call(sim, 'PUT', '/u/_doc/1', { n: 5 });
    const r = JSON.parse(finish(u).body);
    expect(r.result).toBe('updated');
    expect(r._seq_no).toBe(2);
    expect(call(sim, 'GET', '/u/_doc/1').body._source).toEqual({ n: 15 });
  });

  it('a write to another document does not conflict', () => {
    const sim = seeded();
    const u = startUpdate(sim, '/u/_update/1', { script: { source: `${LOOP} ctx._source.n += 10` } });
    u.step();
    call(sim, 'PUT', '/u/_doc/2', { n: 5 });
    expect(JSON.parse(finish(u).body)._seq_no).toBe(2);
  });
});

/**
 * Concurrent counter updates in a schedule drawn from a seed (which client steps next is the input): every
 * update that answers `updated` added its 1, none twice, and the versions count every write; without retries
 * some conflict, with enough none does; the same seed gives the same answers.
 */
function schedule(seed: number, retries: number): { answers: string[]; source: unknown; version: number } {
  const sim = seeded();
  call(sim, 'PUT', '/u/_doc/c', { c: 0 });
  const next = rng(seed);
  const q = retries > 0 ? `?retry_on_conflict=${retries}` : '';
  const clients = Array.from({ length: 4 }, () => ({ left: 3, u: undefined as ReturnType<typeof startUpdate> | undefined }));
  const answers: string[] = [];
  while (clients.some((c) => c.left > 0 || c.u)) {
    const live = clients.filter((c) => c.left > 0 || c.u);
    const c = live[Math.floor(next() * live.length)]!;
    if (!c.u) {
      c.u = startUpdate(sim, `/u/_update/c${q}`, { script: { source: `${LOOP.replace('3000', String(200 + Math.floor(next() * 2000)))} ctx._source.c += 1` } });
      c.left--;
    }
    const done = c.u.step();
    if (done) {
      const b = JSON.parse(done.body);
      answers.push(b.result ?? b.error.type);
      c.u = undefined;
    }
  }
  const got = call(sim, 'GET', '/u/_doc/c').body;
  return { answers, source: got._source, version: got._version };
}

describe('interleaved updates under many schedules', () => {
  it('lose no acknowledged increment and count none twice, for 40 seeds, with and without retries', () => {
    let conflicts = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const retries of [0, 20]) {
        const a = schedule(seed, retries);
        const updated = a.answers.filter((x) => x === 'updated').length;
        expect(a.answers.filter((x) => x !== 'updated').every((x) => x === 'version_conflict_engine_exception')).toBe(true);
        expect(a.source).toEqual({ c: updated });
        expect(a.version).toBe(1 + updated);
        if (retries > 0) expect(updated).toBe(12);
        else conflicts += 12 - updated;
        expect(schedule(seed, retries)).toEqual(a);
      }
    }
    expect(conflicts).toBeGreaterThan(0);
  });
});

const PIPELINES: Record<string, unknown> = {
  two: { processors: [{ script: { source: `${LOOP} ctx.a = s` } }, { set: { field: 'b', value: '{{a}}' } }, { script: { source: 'ctx.c = ctx.b + 1' } }] },
  failing: { processors: [{ script: { source: `${LOOP} ctx.x = ctx.missing.length()` } }], on_failure: [{ set: { field: 'err', value: '{{_ingest.on_failure_message}}' } }] },
  ignored: { processors: [{ script: { source: `${LOOP} ctx.x = ctx.missing.length()`, ignore_failure: true } }, { script: { source: `${LOOP} ctx.y = s` } }] },
  raising: { processors: [{ script: { source: `${LOOP} throw new IllegalArgumentException('no ' + s)` } }] },
  selfref: { processors: [{ script: { source: `${LOOP} ctx.me = ctx` } }] },
  nested: { processors: [{ pipeline: { name: 'two' } }, { foreach: { field: 'list', processor: { script: { source: `${LOOP} ctx._ingest._value = ctx._ingest._value * 2 + s` } } } }] },
  meta: { processors: [{ script: { source: `${LOOP} ctx._index = 'moved'; ctx._routing = 'r' + s` } }] },
  dropping: { processors: [{ script: { source: `${LOOP} ctx.a = s` } }, { drop: {} }] },
  conditioned: { processors: [{ set: { if: `${LOOP} return ctx.n > 0 && s > 0`, field: 'p', value: 'yes' } }, { set: { if: `${LOOP} return ctx.n < 0`, field: 'q', value: 'no' } }] },
};

function ingestSim(profile: ProfileName): Simulator {
  const sim = testSimulator({ profile });
  for (const [id, p] of Object.entries(PIPELINES)) call(sim, 'PUT', `/_ingest/pipeline/${id}`, p);
  call(sim, 'PUT', '/fin', { settings: { index: { final_pipeline: 'two' } } });
  return sim;
}

const INGEST: [string, string, string, unknown][] = [
  ['two scripts around a set', 'PUT', '/i/_doc/1?pipeline=two', { n: 1 }],
  ['an auto id', 'POST', '/i/_doc?pipeline=two', { n: 1 }],
  ['a create', 'PUT', '/i/_create/1?pipeline=two', { n: 1 }],
  ['a failure handled by on_failure', 'PUT', '/i/_doc/1?pipeline=failing', { n: 1 }],
  ['an ignored failure', 'PUT', '/i/_doc/1?pipeline=ignored', { n: 1 }],
  ['a failing pipeline', 'PUT', '/i/_doc/1?pipeline=raising', { n: 1 }],
  ['a self-referencing ctx', 'PUT', '/i/_doc/1?pipeline=selfref', { n: 1 }],
  ['a pipeline processor and a foreach', 'PUT', '/i/_doc/1?pipeline=nested', { n: 1, list: [1, 2, 3] }],
  ['metadata changed by the script', 'PUT', '/i/_doc/1?pipeline=meta', { n: 1 }],
  ['a dropped document', 'PUT', '/i/_doc/1?pipeline=dropping', { n: 1 }],
  ['a final pipeline of the index', 'PUT', '/fin/_doc/1', { n: 1 }],
  ['processors under if conditions', 'PUT', '/i/_doc/1?pipeline=conditioned', { n: 1 }],
  ['an upsert through the final pipeline', 'POST', '/fin/_update/2', { doc: { n: 1 }, doc_as_upsert: true }],
  ['a scripted update through the final pipeline', 'POST', '/fin/_update/2', { scripted_upsert: true, script: { source: `${LOOP} ctx._source.u = s` }, upsert: { n: 1 } }],
];

describe('an index request through script processors, in slices', () => {
  for (const profile of ['elasticsearch@8.19.0', 'elasticsearch@7.17.3', 'opensearch@2.19.0'] as ProfileName[]) {
    for (const [name, method, path, body] of INGEST) {
      it(`${profile}: ${name}: the whole run's answer, state and ingest statistics`, () => {
        const whole = ingestSim(profile);
        const sliced = ingestSim(profile);
        const w = call(whole, method, path, body);
        const s = callSliced(sliced, method, path, body);
        expect(s.text).toBe(w.text);
        expect(s.status).toBe(w.status);
        expect(stateDump(sliced)).toBe(stateDump(whole));
        expect(call(sliced, 'GET', '/_nodes/stats/ingest').text).toBe(call(whole, 'GET', '/_nodes/stats/ingest').text);
      });
    }
  }

  it('yields while its scripts loop (a pipeline made whole again fails here)', () => {
    const r = callSliced(ingestSim('elasticsearch@8.19.0'), 'PUT', '/i/_doc/1?pipeline=two', { n: 1 });
    expect(r.status).toBe(201);
    expect(r.slices).toBeGreaterThan(10);
    const u = callSliced(ingestSim('elasticsearch@8.19.0'), 'POST', '/fin/_update/2', { doc: { n: 1 }, doc_as_upsert: true });
    expect(u.slices).toBeGreaterThan(10);
    expect(callSliced(ingestSim('elasticsearch@8.19.0'), 'PUT', '/i/_doc/1?pipeline=conditioned', { n: 1 }).slices).toBeGreaterThan(10);
  });

  it('a write landing meanwhile is kept, and the ingested one lands after it', () => {
    const sim = ingestSim('elasticsearch@8.19.0');
    const res = sim.handle({ method: 'PUT', path: '/i/_doc/1', query: { pipeline: 'two' }, headers: { 'content-type': 'application/json' }, body: '{"n":1}' }, { sliced: true });
    expect(res.resume!(() => false)).toBeUndefined();
    expect(call(sim, 'PUT', '/i/_doc/1', { n: 7 }).body._version).toBe(1);
    let done: WireResponse | undefined;
    while (!done) done = res.resume!(() => false);
    expect(JSON.parse(done.body)).toMatchObject({ result: 'updated', _version: 2 });
    expect(call(sim, 'GET', '/i/_doc/1').body._source).toEqual({ n: 1, a: 8994, b: '8994', c: '89941' });
  });
});

describe('a bulk with scripted items, in slices', () => {
  const LINES: unknown[] = [
    { index: { _index: 'u', _id: '2' } },
    { n: 2 },
    { update: { _index: 'u', _id: '1' } },
    { script: { source: `${LOOP} ctx._source.s = s` } },
    { update: { _index: 'u', _id: '2', retry_on_conflict: 2 } },
    { script: { source: `${LOOP} ctx._source.n += 1` }, _source: true },
    { index: { _index: 'i', _id: '1', pipeline: 'two' } },
    { n: 1 },
    { update: { _index: 'u', _id: '9' } },
    { script: { source: `${LOOP} ctx._source.s = s` } },
    { update: { _index: 'u', _id: '1' } },
    { script: { source: `${LOOP} ctx._source.x = ctx._source.missing.length()` } },
    { update: { _index: 'newer', _id: '1' } },
    { scripted_upsert: true, upsert: {}, script: { source: `${LOOP} ctx._source.s = s` } },
    { update: { _index: 'fin', _id: '3' } },
    { doc: { n: 3 }, doc_as_upsert: true },
    { delete: { _index: 'u', _id: '2' } },
  ];
  const both = (profile: ProfileName): Simulator => {
    const sim = ingestSim(profile);
    call(sim, 'PUT', '/u', { settings: { number_of_shards: 1 } });
    call(sim, 'PUT', '/u/_doc/1', { n: 1, tags: ['a'] });
    return sim;
  };

  for (const profile of ['elasticsearch@8.19.0', 'elasticsearch@7.17.3', 'opensearch@2.19.0'] as ProfileName[]) {
    it(`${profile}: the whole run's answer, state and ingest statistics`, () => {
      const whole = both(profile);
      const sliced = both(profile);
      const w = call(whole, 'POST', '/_bulk?refresh=true', LINES);
      const s = callSliced(sliced, 'POST', '/_bulk?refresh=true', LINES);
      expect(s.text).toBe(w.text);
      expect(stateDump(sliced)).toBe(stateDump(whole));
      expect(call(sliced, 'GET', '/_nodes/stats/ingest').text).toBe(call(whole, 'GET', '/_nodes/stats/ingest').text);
      expect(s.slices).toBeGreaterThan(10);
    });
  }

  it('an item whose document changed while its script ran fails alone, with the engine conflict', () => {
    const sim = both('elasticsearch@8.19.0');
    const res = sim.handle({ method: 'POST', path: '/_bulk', query: {}, headers: { 'content-type': 'application/x-ndjson' }, body: LINES.slice(2, 4).concat(LINES.slice(6, 8)).map((l) => JSON.stringify(l)).join('\n') + '\n' }, { sliced: true });
    expect(res.resume!(() => false)).toBeUndefined();
    call(sim, 'PUT', '/u/_doc/1', { n: 5 });
    let done: WireResponse | undefined;
    while (!done) done = res.resume!(() => false);
    const items = JSON.parse(done.body).items;
    expect(items[0].update.error.type).toBe('version_conflict_engine_exception');
    expect(items[0].update.status).toBe(409);
    expect(items[1].index.result).toBe('created');
  });
});
