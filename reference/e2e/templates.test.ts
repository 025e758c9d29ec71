/**
 * Index templates and date-math names through the official clients, unchanged: the Elasticsearch 8
 * client against the `es8` profile (composable, component and legacy templates, the deprecation warning
 * it surfaces, `_simulate_index`, `_cat/templates`, a date-math index written through an encoded path)
 * and the OpenSearch client against `opensearch2` (the same calls in its dialect, and its wording of a
 * missing component template). Also: the reindex procedure's new index takes the templates its name matches.
 */
import { describe, expect, it } from 'vitest';
import { Client, errors } from '@elastic/elasticsearch';
import { Client as OsClient, errors as osErrors } from '@opensearch-project/opensearch';
import { referenceTarget } from '../../harness/targets/referenceTarget.ts';
import { runReindex } from '../../harness/reindex/reindex.ts';
import { failure, servedClient } from './fixture.ts';

const DEPRECATED = 'Legacy index templates are deprecated in favor of composable templates.';

/** Today's `yyyy.MM.dd` in UTC, as `<…{now/d}>` resolves it (a run across midnight UTC may differ by a day). */
const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '.');

describe('official client 8.x against es8: templates and date-math names', () => {
  const served = servedClient('es8', (url) => new Client({ node: url }));

  it('composes a component and an index template into a new index', async () => {
    expect(await served.client.cluster.putComponentTemplate({ name: 'logs_base', template: { settings: { number_of_shards: 2 }, mappings: { properties: { host: { type: 'keyword' } } } } })).toEqual({ acknowledged: true });
    expect(
      await served.client.indices.putIndexTemplate({
        name: 'logs',
        index_patterns: ['logs-*'],
        priority: 10,
        composed_of: ['logs_base'],
        template: { settings: { number_of_replicas: 0 }, mappings: { properties: { msg: { type: 'text' } } }, aliases: { all_logs: {} } },
      }),
    ).toEqual({ acknowledged: true });
    expect(await served.client.indices.existsIndexTemplate({ name: 'logs' })).toBe(true);
    const got = await served.client.indices.getIndexTemplate({ name: 'logs' });
    expect(got.index_templates).toEqual([
      {
        name: 'logs',
        index_template: {
          index_patterns: ['logs-*'],
          template: { settings: { index: { number_of_replicas: '0' } }, mappings: { properties: { msg: { type: 'text' } } }, aliases: { all_logs: {} } },
          composed_of: ['logs_base'],
          priority: 10,
        },
      },
    ]);
    const sim = await served.client.indices.simulateIndexTemplate({ name: 'logs-web' });
    expect(sim.template.mappings).toEqual({ properties: { host: { type: 'keyword' }, msg: { type: 'text' } } });
    expect(sim.template.settings).toEqual({ index: { number_of_shards: '2', number_of_replicas: '0' } });

    await served.client.index({ index: 'logs-web', id: '1', document: { host: 'a', msg: 'hello', n: 1 } });
    const idx = await served.client.indices.get({ index: 'logs-web' });
    expect(idx['logs-web']!.aliases).toEqual({ all_logs: {} });
    expect(idx['logs-web']!.settings!.index!.number_of_shards).toBe('2');
    expect(idx['logs-web']!.mappings!.properties).toEqual({ host: { type: 'keyword' }, msg: { type: 'text' }, n: { type: 'long' } });
  });

  it('refuses a second template of the same priority over the same names', async () => {
    const err = await failure(served.client.indices.putIndexTemplate({ name: 'logs_web', index_patterns: ['logs-web*'], priority: 10 }), errors.ResponseError);
    expect(err.statusCode).toBe(400);
    expect((err.body as { error: { type: string } }).error.type).toBe('illegal_argument_exception');
    expect(await served.client.indices.existsIndexTemplate({ name: 'logs_web' })).toBe(false);
    const missing = await failure(served.client.indices.getIndexTemplate({ name: 'logs_web' }), errors.ResponseError);
    expect(missing.statusCode).toBe(404);
  });

  it('puts a legacy template with the deprecation warning; the composable template still wins', async () => {
    const r = await served.client.indices.putTemplate({ name: 'old_logs', index_patterns: ['logs-*', 'metrics-*'], order: 1, settings: { number_of_shards: 3 } }, { meta: true });
    // One Warning header line each, as ES sends them (the client keeps the raw lines).
    expect(r.warnings).toEqual([
      `299 Elasticsearch-8.15.0-1a77947 "${DEPRECATED}"`,
      // `metrics` is the node's built-in template (metrics-*-*, ES ≥ 7.9), which a fresh cluster holds.
      expect.stringContaining('"legacy template [old_logs] has index patterns [logs-*, metrics-*] matching patterns from existing composable templates [logs,metrics] with patterns (logs => [logs-*],metrics => [metrics-*-*]);'),
    ]);
    expect(await served.client.indices.existsTemplate({ name: 'old_logs' })).toBe(true);
    expect((await served.client.indices.getTemplate({ name: 'old_logs' })).old_logs!.index_patterns).toEqual(['logs-*', 'metrics-*']);
    await served.client.indices.create({ index: 'logs-db' });
    await served.client.indices.create({ index: 'metrics-db' });
    const settings = await served.client.indices.getSettings({ index: 'logs-db,metrics-db' });
    expect(settings['logs-db']!.settings!.index!.number_of_shards).toBe('2');
    expect(settings['metrics-db']!.settings!.index!.number_of_shards).toBe('3');
    const cat = await served.client.cat.templates({ name: '*logs', format: 'json', s: 'name' });
    expect(cat.map((row) => [row.name, row.index_patterns, row.order])).toEqual([
      ['logs', '[logs-*]', '10'],
      ['old_logs', '[logs-*, metrics-*]', '1'],
    ]);
    expect(await served.client.indices.deleteTemplate({ name: 'old_logs' })).toEqual({ acknowledged: true });
    expect(await served.client.indices.existsTemplate({ name: 'old_logs' })).toBe(false);
  });

  it('writes through a date-math name, which the client sends encoded', async () => {
    const r = await served.client.index({ index: '<events-{now/d}>', id: '1', document: { a: 1 } });
    expect(r._index).toMatch(/^events-\d{4}\.\d{2}\.\d{2}$/);
    expect([today(), r._index.slice('events-'.length)]).toContain(r._index.slice('events-'.length));
    const doc = await served.client.get({ index: '<events-{now/d}>', id: '1' });
    expect(doc._source).toEqual({ a: 1 });
    const s = await served.client.indices.getSettings({ index: r._index, name: 'index.provided_name' });
    expect(s[r._index]!.settings!.index!.provided_name).toBe('<events-{now/d}>');
  });

  it('refuses to drop a component template in use', async () => {
    const err = await failure(served.client.cluster.deleteComponentTemplate({ name: 'logs_base' }), errors.ResponseError);
    expect(err.body).toMatchObject({ error: { type: 'illegal_argument_exception', reason: 'component templates [logs_base] cannot be removed as they are still in use by index templates [logs]' } });
    await served.client.indices.deleteIndexTemplate({ name: 'logs' });
    expect(await served.client.cluster.deleteComponentTemplate({ name: 'logs_base' })).toEqual({ acknowledged: true });
  });
});

describe('OpenSearch client against opensearch2: templates', () => {
  const served = servedClient('opensearch2', (url) => new OsClient({ node: url }));

  it('puts and reads composable and legacy templates, without a deprecation warning', async () => {
    await served.client.cluster.putComponentTemplate({ name: 'base', body: { template: { mappings: { properties: { host: { type: 'keyword' } } } } } });
    const put = await served.client.indices.putIndexTemplate({ name: 'logs', body: { index_patterns: ['logs-*'], composed_of: ['base'], template: { settings: { number_of_replicas: 0 } } } });
    expect(put.body).toEqual({ acknowledged: true });
    const legacy = await served.client.indices.putTemplate({ name: 'other', body: { index_patterns: ['other-*'], settings: { number_of_shards: 2 } } });
    expect(legacy.warnings ?? null).toBeNull();
    await served.client.indices.create({ index: 'logs-1' });
    await served.client.indices.create({ index: 'other-1' });
    const m = await served.client.indices.getMapping({ index: 'logs-1' });
    expect(m.body['logs-1'].mappings).toEqual({ properties: { host: { type: 'keyword' } } });
    const s = await served.client.indices.getSettings({ index: 'other-1' });
    expect(s.body['other-1']?.settings?.index?.number_of_shards).toBe('2');
    const got = await served.client.indices.getIndexTemplate({ name: 'logs' });
    expect(got.body.index_templates[0]?.index_template.composed_of).toEqual(['base']);
  });

  it('says a missing component template is a missing index_template, as OpenSearch does', async () => {
    const err = await failure(served.client.cluster.deleteComponentTemplate({ name: 'nothing' }), osErrors.ResponseError);
    expect(err.statusCode).toBe(404);
    expect(err.body).toMatchObject({ error: { type: 'index_template_missing_exception', reason: 'index_template [nothing] missing' } });
  });
});

describe('the reindex procedure takes templates into account, as a real cluster does', () => {
  it("creates the new index with the template's settings and mappings beside the given mapping", async () => {
    const t = await referenceTarget({ profile: 'es8' });
    const J = { 'content-type': 'application/json' };
    await t.send({ method: 'PUT', path: '/_index_template/items', headers: J, body: JSON.stringify({ index_patterns: ['items_*'], template: { settings: { number_of_replicas: 0 }, mappings: { properties: { name: { type: 'keyword' } } } } }) });
    let body = '';
    for (let i = 0; i < 30; i++) body += `{"index":{"_id":"${i}"}}\n${JSON.stringify({ code: `2015-01-0${1 + (i % 9)}`, name: `n${i}` })}\n`;
    await t.send({ method: 'POST', path: '/items_v1/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
    const r = await runReindex(t, { alias: 'items', from: 'items_v1', mapping: { properties: { code: { type: 'keyword' } } }, batch: 10, settleMs: 0 });
    expect(r.ok).toBe(true);
    const got = await t.send({ method: 'GET', path: '/items_v2' });
    const v2 = (got.kind === 'ok' ? got.json : {}) as { items_v2: { mappings: unknown; settings: { index: Record<string, unknown> } } };
    expect(v2.items_v2.mappings).toEqual({ properties: { code: { type: 'keyword' }, name: { type: 'keyword' } } });
    expect(v2.items_v2.settings.index.number_of_replicas).toBe('0');
    await t.close();
  });
});
