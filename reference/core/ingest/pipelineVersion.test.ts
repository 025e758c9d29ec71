/**
 * A pipeline that sets `_version`/`_version_type`: ES validates the request before the pipeline runs, so an
 * internal version the pipeline sets is not refused as the request's own would be (400) but checked by the
 * engine (409 on a missing document), and an external one writes that version (ES ingest/170_version.yml).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function setup() {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
  for (const type of ['internal', 'external']) {
    call(s, 'PUT', `/_ingest/pipeline/${type}`, { processors: [{ set: { field: '_version', value: 1 } }, { set: { field: '_version_type', value: type } }] });
  }
  return s;
}

describe('versions set by a pipeline', () => {
  it('an internal version from the pipeline is a version conflict, not a validation failure', () => {
    const s = setup();
    const r = call(s, 'PUT', '/test/_doc/1?pipeline=internal', {});
    expect(r.status).toBe(409);
    expect(r.body.error.type).toBe('version_conflict_engine_exception');
    expect(call(s, 'PUT', '/test/_doc/1?pipeline=external', {}).body._version).toBe(1);
    // The document now has version 1, so the same internal version matches it.
    expect(call(s, 'PUT', '/test/_doc/1?pipeline=internal', {}).body._version).toBe(2);
  });
  it("the request's own internal version is still refused", () => {
    const r = call(setup(), 'PUT', '/test/_doc/1?pipeline=external&version=1', {});
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('action_request_validation_exception');
  });
});
