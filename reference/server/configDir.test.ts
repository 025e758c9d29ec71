/**
 * `serve --config DIR` (or ES_PATH_CONF): the server reads the node's config directory from disk for the core,
 * and with `--data` a restart starts every open index again from the directory as it is then, as a node's
 * restart does: a changed synonyms file applies, a removed one leaves the index red and is said at start
 * (IndicesService: a shard whose analyzers do not build fails; the index's health is red until it starts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './server.ts';
import { fsConfigReader } from './configDir.ts';
import { send } from './dataTestkit.ts';
import { startSimulator } from '../index.ts';

const fresh = (what: string) => mkdtempSync(join(tmpdir(), `cfx-config-${what}-`));

describe('fsConfigReader', () => {
  it('reads files and listings inside the directory; a missing file is null, bytes not UTF-8 false', () => {
    const dir = fresh('read');
    mkdirSync(join(dir, 'hunspell/en_US'), { recursive: true });
    writeFileSync(join(dir, 'hunspell/en_US/en_US.dic'), '1\nword\n');
    writeFileSync(join(dir, 'hunspell/en_US/en_US.aff'), 'SET UTF-8\n');
    writeFileSync(join(dir, 'latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    const r = fsConfigReader(dir);
    if (typeof r === 'string') throw new Error(r);
    expect(r.read('hunspell/en_US/en_US.dic')).toBe('1\nword\n');
    expect(r.read('hunspell/en_US/')).toBe('en_US.aff\nen_US.dic');
    expect(r.read('nothing.txt')).toBeNull();
    expect(r.read('hunspell')).toBeNull();
    expect(r.read('latin1.txt')).toBe(false);
    expect(fsConfigReader(join(dir, 'absent'))).toMatch(/does not exist$/);
  });
});

describe('serve --config with --data', () => {
  it('a restart reads the directory again: a changed file applies, a removed one leaves the index red and is reported', async () => {
    const conf = fresh('conf');
    const data = fresh('data');
    mkdirSync(join(conf, 'analysis'));
    writeFileSync(join(conf, 'analysis/synonyms.txt'), '# the shop\'s words\nsofa, couch\n');
    const config = () => {
      const r = fsConfigReader(conf);
      if (typeof r === 'string') throw new Error(r);
      return r;
    };
    const body = JSON.stringify({
      settings: { analysis: { filter: { syn: { type: 'synonym_graph', synonyms_path: 'analysis/synonyms.txt' } }, analyzer: { q: { tokenizer: 'whitespace', filter: ['lowercase', 'syn'] } } } },
      mappings: { properties: { name: { type: 'text', analyzer: 'standard', search_analyzer: 'q' } } },
    });
    const tokens = async (s: Awaited<ReturnType<typeof startServer>>) => (JSON.parse((await send(s, 'POST', '/shop/_analyze', JSON.stringify({ analyzer: 'q', text: 'sofa' }))).text) as { tokens: { token: string }[] }).tokens.map((t) => t.token);

    const s1 = await startServer({ port: 0, dataDir: data, config: config(), profile: 'elasticsearch@8.19.0' });
    expect((await send(s1, 'PUT', '/shop', body)).status).toBe(200);
    expect((await send(s1, 'PUT', '/shop/_doc/1?refresh=true', JSON.stringify({ name: 'leather couch' }))).status).toBe(201);
    const hits = JSON.parse((await send(s1, 'POST', '/shop/_search', JSON.stringify({ query: { match: { name: 'sofa' } } }))).text);
    expect(hits.hits.total.value).toBe(1);
    writeFileSync(join(conf, 'analysis/synonyms.txt'), 'sofa, settee\n');
    expect(await tokens(s1)).toEqual(['couch', 'sofa']); // read when the index started, not since
    await s1.close();

    const s2 = await startServer({ port: 0, dataDir: data, config: config(), profile: 'elasticsearch@8.19.0' });
    expect(await tokens(s2)).toEqual(['settee', 'sofa']);
    expect(s2.report).toEqual([]);
    await s2.close();

    rmSync(join(conf, 'analysis/synonyms.txt'));
    const s3 = await startServer({ port: 0, dataDir: data, config: config(), profile: 'elasticsearch@8.19.0' });
    expect(s3.report).toEqual([`index [shop]: its shards did not start (IOException while reading synonyms_path_path: ${conf}/analysis/synonyms.txt); restore the file in the config directory, then POST /shop/_close and /shop/_open`]);
    expect(JSON.parse((await send(s3, 'GET', '/_cluster/health/shop')).text).status).toBe('red');
    expect((await send(s3, 'POST', '/shop/_search', '{}')).status).toBe(503);
    expect(s3.simulator.state.indices.get('shop')?.docs.size).toBe(1); // the data is all there
    writeFileSync(join(conf, 'analysis/synonyms.txt'), 'sofa, divan\n');
    await send(s3, 'POST', '/shop/_close');
    expect(JSON.parse((await send(s3, 'POST', '/shop/_open')).text).shards_acknowledged).toBe(true);
    expect(await tokens(s3)).toEqual(['divan', 'sofa']);
    await s3.close();
  });
});

describe('startSimulator with configFiles (an embedder\'s files as data)', () => {
  it('serves analysis read from the files given; a config folder that does not exist is refused', async () => {
    const es = await startSimulator({ profile: 'elasticsearch@8.19.0', configFiles: { 'analysis/stop.txt': 'the\nof\n' } });
    try {
      const r = await fetch(`${es.url}/_analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tokenizer: 'whitespace', filter: [{ type: 'stop', stopwords_path: 'analysis/stop.txt' }], text: 'the art of war' }) });
      expect(((await r.json()) as { tokens: { token: string }[] }).tokens.map((t) => t.token)).toEqual(['art', 'war']);
    } finally {
      await es.stop();
    }
    await expect(startSimulator({ config: join(fresh('none'), 'absent') })).rejects.toThrow(/does not exist/);
  });
});
