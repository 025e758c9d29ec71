/**
 * The official Elasticsearch client (8.x) rolling a write alias over against the served simulator, as a log
 * shipper does: writes through the alias land in the newest index, reads through it see every index.
 */
import { describe, expect, it } from 'vitest';
import { Client, errors } from '@elastic/elasticsearch';
import { failure, servedClient } from './fixture.ts';

describe('official client 8.x: rollover of a write alias', () => {
  const served = servedClient('es8', (url) => new Client({ node: url }));

  it('rolls when max_docs is reached, keeps the old index readable, and refuses a second writer', async () => {
    await served.client.indices.create({ index: 'ship-000001', aliases: { ship: { is_write_index: true } } });
    await served.client.index({ index: 'ship', id: 'a', document: { msg: 'first' }, refresh: true });

    const early = await served.client.indices.rollover({ alias: 'ship', conditions: { max_docs: 2 } });
    expect(early).toMatchObject({ rolled_over: false, old_index: 'ship-000001', new_index: 'ship-000002', conditions: { '[max_docs: 2]': false } });
    expect(await served.client.indices.exists({ index: 'ship-000002' })).toBe(false);

    await served.client.index({ index: 'ship', id: 'b', document: { msg: 'second' }, refresh: true });
    const rolled = await served.client.indices.rollover({ alias: 'ship', conditions: { max_docs: 2 } });
    expect(rolled).toMatchObject({ acknowledged: true, shards_acknowledged: true, rolled_over: true, dry_run: false, new_index: 'ship-000002' });

    const aliases = await served.client.indices.getAlias({ name: 'ship' });
    expect(aliases).toEqual({
      'ship-000001': { aliases: { ship: { is_write_index: false } } },
      'ship-000002': { aliases: { ship: { is_write_index: true } } },
    });
    const written = await served.client.index({ index: 'ship', id: 'c', document: { msg: 'third' }, refresh: true });
    expect(written._index).toBe('ship-000002');
    expect((await served.client.count({ index: 'ship' })).count).toBe(3);

    const err = await failure(served.client.indices.rollover({ alias: 'ship', new_index: 'ship-000001' }), errors.ResponseError);
    expect(err.statusCode).toBe(400);
    expect(err.body).toMatchObject({ error: { type: 'resource_already_exists_exception' } });
    expect(Object.keys(await served.client.indices.getAlias({ name: 'ship' })).sort()).toEqual(['ship-000001', 'ship-000002']);
  });
});
