/**
 * The dangling indices APIs on the one node: nothing is ever dangling, so the list is empty and an import or
 * delete fails as TransportImportDanglingIndexAction / TransportDeleteDanglingIndexAction fail for a UUID no
 * node reports ("No dangling index found for UUID [...]", a 400, checked before accept_data_loss; ES's
 * DanglingIndicesIT.testDanglingIndicesMustExistToBeImported). Before 7.9 the paths do not exist.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('dangling indices', () => {
  it('elasticsearch@8.19.0: an empty list under the nodes header', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/kept');
    const r = call(sim, 'GET', '/_dangling');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ _nodes: { total: 1, successful: 1, failed: 0 }, cluster_name: expect.any(String), dangling_indices: [] });
  });

  for (const [method, flag] of [['POST', '?accept_data_loss=true'], ['DELETE', ''], ['DELETE', '?accept_data_loss=false']] as const) {
    it(`${method} ${flag || 'without accept_data_loss'}: no dangling index has the UUID, and nothing changes`, () => {
      const sim = testSimulator({ profile: 'opensearch@2.19.0' });
      call(sim, 'PUT', '/kept');
      const uuid = call(sim, 'GET', '/kept/_settings').body.kept.settings.index.uuid;
      const r = call(sim, method, `/_dangling/${uuid}${flag}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: `No dangling index found for UUID [${uuid}]` });
      expect(call(sim, 'GET', '/kept').status).toBe(200);
    });
  }

  it('an accept_data_loss that is not a boolean is refused first', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'POST', '/_dangling/abc?accept_data_loss=yes');
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('Failed to parse value [yes] as only [true] or [false] are allowed.');
  });

  it('elasticsearch@7.8.0: no such API', () => {
    const sim = testSimulator({ profile: 'elasticsearch@7.8.0' });
    expect(call(sim, 'POST', '/_dangling/abc?accept_data_loss=true').status).not.toBe(200);
    expect(call(sim, 'GET', '/_dangling').body).not.toHaveProperty('dangling_indices');
  });
});
