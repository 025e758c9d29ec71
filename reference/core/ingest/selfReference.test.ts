/**
 * A script that leaves `ctx` containing itself (`ctx.foo = ctx`). From ES 8.3 the script processor passes and
 * the write fails when IngestService generates the source (ES ingest/190_script_processor.yml, "Test adding
 * circular references fails pipeline", skipped before 8.3), so ignore_failure cannot hide it; before, the
 * script processor itself failed (its failure ignorable).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function indexThrough(profile: string) {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ script: { ignore_failure: true, source: 'ctx.foo = ctx' } }] });
  return call(s, 'PUT', '/t/_doc/1?pipeline=p', { foo: 'bar' });
}

describe('a self-referencing ctx', () => {
  it('ES 8.3+: the write fails naming the pipeline, the self-reference as its cause', () => {
    const r = indexThrough('elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].reason).toBe('Failed to generate the source document for ingest pipeline [p]');
    expect(r.body.error.caused_by.reason).toBe('Iterable object is self-referencing itself (ingest script)');
  });
  it('before: the script processor fails, and ignore_failure lets the document through unchanged', () => {
    const r = indexThrough('elasticsearch@8.2.3');
    expect(r.status).toBe(201);
  });
});
