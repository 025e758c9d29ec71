/**
 * The reindex and data streams: a stream as the source (read through its name, every generation; the alias
 * is made on the new index at the swap), and what is refused, each in one line that says why and what to do:
 * a stream named as the alias, a stream source without --index, a stream or a name a data stream template
 * matches as the destination.
 */
import { describe, expect, it } from 'vitest';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { planOnly, runReindex } from './reindex.ts';
import { summaryLines } from './summary.ts';

const J = { 'content-type': 'application/json' };

/** A stream `events-app` of `docs` documents (a template of our own: priority above the built-in `logs`). */
async function stream(docs: number, copy?: 'native' | 'scroll'): Promise<Target> {
  void copy;
  const t = await referenceTarget({ profile: 'elasticsearch@8.15.0' });
  await t.send({ method: 'PUT', path: '/_index_template/events', headers: J, body: JSON.stringify({ index_patterns: ['events-*'], data_stream: {}, priority: 200, template: { settings: { 'index.lifecycle.name': 'logs@lifecycle' } } }) });
  let body = '';
  for (let i = 0; i < docs; i++) body += `{"create":{"_id":"${i}"}}\n${JSON.stringify({ '@timestamp': '2026-01-01T00:00:00Z', code: `2015-01-0${1 + (i % 9)}`, n: i })}\n`;
  const r = await t.send({ method: 'POST', path: '/events-app/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
  expect(r.kind === 'ok' && r.status).toBe(200);
  return t;
}

describe.each(['native', 'scroll'] as const)('reindex from a data stream (%s copy)', (copy) => {
  it('copies the stream into a new index, makes the alias on it and verifies', async () => {
    const t = await stream(120, copy);
    const r = await runReindex(t, { copy, alias: 'events', from: 'events-app', newIndex: 'events_v2', mapping: { properties: { code: { type: 'keyword' } } }, batch: 25, settleMs: 0 });
    expect(r.error).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.verify).toMatchObject({ identical: 120, lost: 0, different: 0, extra: 0 });
    const al = await t.send({ method: 'GET', path: '/_alias/events' });
    expect(al.kind === 'ok' && Object.keys(al.json as object)).toEqual(['events_v2']);
    const s = await t.send({ method: 'GET', path: '/events_v2/_settings', query: { flat_settings: 'true' } });
    expect(s.kind === 'ok' && (s.json as Record<string, { settings: Record<string, string> }>).events_v2!.settings['index.hidden']).toBeUndefined();
    expect(s.kind === 'ok' && (s.json as Record<string, { settings: Record<string, string> }>).events_v2!.settings['index.lifecycle.name']).toBeUndefined();
    expect(summaryLines(r).join('\n')).toMatch(/source: data stream events-app, read through its name \(every backing index\)/);
    expect(summaryLines(r).join('\n')).toMatch(/data stream events-app is kept; delete it when satisfied: DELETE \/_data_stream\/events-app/);
  });

  it('copies every generation of a rolled-over stream, with what a delete or update by query changed in the older ones', async () => {
    // A log shipper's stream: written, rolled over, written again; then a delete and an update by query
    // through the stream reach the first generation (ES: both run on every backing index).
    const t = await stream(60, copy);
    const ro = await t.send({ method: 'POST', path: '/events-app/_rollover' });
    expect(ro.kind === 'ok' && ro.status).toBe(200);
    let body = '';
    for (let i = 60; i < 90; i++) body += `{"create":{"_id":"${i}"}}\n${JSON.stringify({ '@timestamp': '2026-01-02T00:00:00Z', code: '2015-02-01', n: i })}\n`;
    await t.send({ method: 'POST', path: '/events-app/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
    await t.send({ method: 'POST', path: '/events-app/_delete_by_query', headers: J, body: JSON.stringify({ query: { range: { n: { lt: 10 } } } }) });
    await t.send({ method: 'POST', path: '/events-app/_update_by_query', headers: J, body: JSON.stringify({ query: { term: { n: 20 } }, script: { source: 'ctx._source.n = 2020' } }) });
    const r = await runReindex(t, { copy, alias: 'events', from: 'events-app', newIndex: 'events_v2', mapping: { properties: { code: { type: 'keyword' } } }, batch: 25, settleMs: 0 });
    expect(r.error).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.verify).toMatchObject({ identical: 80, lost: 0, different: 0, extra: 0 });
    expect(r.plan?.catchUp).toMatchObject({ kind: 'full', reason: expect.stringMatching(/^events-app is a data stream: _seq_no is a sequence per backing index/) });
    const got = await t.send({ method: 'GET', path: '/events/_doc/20' });
    expect(got.kind === 'ok' && (got.json as { _source: { n: number } })._source.n).toBe(2020);
    const gone = await t.send({ method: 'GET', path: '/events/_doc/5' });
    expect(gone.kind === 'ok' && gone.status).toBe(404);
  });
});

describe.each(['native', 'scroll'] as const)('a rollover while the reindex runs (%s copy)', (copy) => {
  it('what clients write to the new generation before the swap is carried over', async () => {
    const t = await stream(40, copy);
    // Just as the copy starts, the stream rolls over and takes ten more documents, in its second generation.
    let rolled = false;
    const during: Target = {
      name: t.name,
      close: () => t.close(),
      send: async (req) => {
        const copying = req.path.endsWith('/_reindex') || (req.query?.scroll !== undefined && req.path.includes('events-app'));
        if (copying && !rolled) {
          rolled = true;
          await t.send({ method: 'POST', path: '/events-app/_rollover' });
          let body = '';
          for (let i = 100; i < 110; i++) body += `{"create":{"_id":"${i}"}}\n${JSON.stringify({ '@timestamp': '2026-01-03T00:00:00Z', code: '2015-03-01', n: i })}\n`;
          await t.send({ method: 'POST', path: '/events-app/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
        }
        return t.send(req);
      },
    };
    const r = await runReindex(during, { copy, alias: 'events', from: 'events-app', newIndex: 'events_v2', mapping: { properties: { code: { type: 'keyword' } } }, batch: 25, settleMs: 0 });
    expect(rolled).toBe(true);
    expect(r.error).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.verify).toMatchObject({ identical: 50, lost: 0, different: 0, extra: 0 });
    const late = await t.send({ method: 'GET', path: '/events/_doc/105' });
    expect(late.kind === 'ok' && late.status).toBe(200);
  });
});

describe('what the reindex refuses about data streams', () => {
  it('a stream named as the alias', async () => {
    const t = await stream(3);
    expect(await planOnly(t, { alias: 'events-app', mapping: {} })).toMatch(/^events-app is a data stream, not an alias: .*give --from events-app with --alias/);
  });

  it('a stream source without --index', async () => {
    const t = await stream(3);
    expect(await planOnly(t, { alias: 'events', from: 'events-app', mapping: {} })).toMatch(/^--from events-app is a data stream: give --index/);
  });

  it('a stream, or a name a data stream template matches, as the destination', async () => {
    const t = await stream(3);
    await t.send({ method: 'PUT', path: '/items_v1/_doc/1', headers: J, body: '{"a":1}' });
    await t.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    expect(await planOnly(t, { alias: 'items', newIndex: 'events-app', mapping: {} })).toMatch(/^--index events-app is a data stream: .*op_type create only/);
    expect(await planOnly(t, { alias: 'items', newIndex: 'events-new', mapping: {} })).toMatch(/^--index events-new would become a data stream \(index template \[events\] has data_stream\)/);
    // The built-in logs template (logs-*-*) as well.
    expect(await planOnly(t, { alias: 'items', newIndex: 'logs-items-v2', mapping: {} })).toMatch(/index template \[logs\] has data_stream/);
  });
});
