/**
 * redact (x-pack RedactProcessor, ES 8.11+): the docs page ingest/processors/redact.asciidoc and the processor's
 * Java (matchRedact, mergeOverlappingReplacements, the Factory's defaults, extraValidation's license check).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { mergeOverlapping } from './redact.ts';

function cluster(profile = 'elasticsearch@8.19.0', trial = true) {
  const sim = testSimulator({ profile: profile as never });
  if (trial) call(sim, 'POST', '/_license/start_trial?acknowledge=true');
  const simulate = (processor: unknown, source: unknown) =>
    call(sim, 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ redact: processor }] }, docs: [{ _source: source }] });
  return { sim, simulate };
}

describe('redact', () => {
  it('replaces every match with the name of the pattern\'s capture, between < and >', () => {
    const r = cluster().simulate({ field: 'line', patterns: ['%{IP:addr}'] }, { line: 'from 10.1.2.3 to 10.1.2.4 ok' });
    expect(r.body.docs[0].doc._source).toEqual({ line: 'from <addr> to <addr> ok' });
  });
  it('runs each pattern over the text, with the prefix and suffix given, custom patterns from the ECS bank', () => {
    const { simulate } = cluster();
    const r = simulate({ field: 'line', patterns: ['%{IP:HIDDEN}', '%{EMAILADDRESS:HIDDEN}'], prefix: '[', suffix: ']' }, { line: 'ops@example.org wrote from 192.168.0.9' });
    expect(r.body.docs[0].doc._source.line).toBe('[HIDDEN] wrote from [HIDDEN]');
    const custom = simulate({ field: 'line', patterns: ['%{HANDLE:who}'], pattern_definitions: { HANDLE: '#%{USERNAME}' } }, { line: 'ping #night-shift now' });
    expect(custom.body.docs[0].doc._source.line).toBe('ping <who> now');
  });
  it('merges overlapping and touching regions under the longest one\'s name (mergeOverlappingReplacements)', () => {
    expect(mergeOverlapping([{ start: 3, end: 10, name: 'long' }, { start: 0, end: 5, name: 'short' }])).toEqual([{ start: 0, end: 10, name: 'long' }]);
    expect(mergeOverlapping([{ start: 0, end: 3, name: 'abc' }, { start: 3, end: 5, name: 'de' }, { start: 7, end: 8, name: 'x' }])).toEqual([
      { start: 0, end: 5, name: 'abc' },
      { start: 7, end: 8, name: 'x' },
    ]);
  });
  it('ignores a missing field by default; with ignore_missing false it fails the document', () => {
    const { simulate } = cluster();
    expect(simulate({ field: 'line', patterns: ['%{IP:a}'] }, { other: 1 }).body.docs[0].doc._source).toEqual({ other: 1 });
    const r = simulate({ field: 'line', patterns: ['%{IP:a}'], ignore_missing: false }, { other: 1 });
    expect(r.body.docs[0].error).toMatchObject({ type: 'illegal_argument_exception', reason: 'field [line] is null or missing' });
  });
  it('trace_redact marks the document in _ingest once something was redacted', () => {
    const r = cluster().simulate({ field: 'line', patterns: ['%{IP:a}'], trace_redact: true }, { line: 'at 10.0.0.1' });
    expect(r.body.docs[0].doc._ingest._redact).toEqual({ _is_redacted: true });
  });
  it('needs a platinum license: PUT refuses it unless skip_if_unlicensed, a run fails the document or skips', () => {
    const { sim, simulate } = cluster('elasticsearch@8.19.0', false);
    const put = call(sim, 'PUT', '/_ingest/pipeline/p', { processors: [{ redact: { field: 'line', patterns: ['%{IP:a}'] } }] });
    expect(put.status).toBe(400);
    expect(put.body.error).toMatchObject({ type: 'parse_exception', reason: '[skip_if_unlicensed] current license is non-compliant for [redact_processor]', processor_type: 'redact', property_name: 'skip_if_unlicensed' });
    expect(call(sim, 'PUT', '/_ingest/pipeline/p', { processors: [{ redact: { field: 'line', patterns: ['%{IP:a}'], skip_if_unlicensed: true } }] }).status).toBe(200);
    call(sim, 'PUT', '/logs/_doc/1?pipeline=p', { line: 'at 10.0.0.1' });
    expect(call(sim, 'GET', '/logs/_doc/1').body._source.line).toBe('at 10.0.0.1');
    const run = simulate({ field: 'line', patterns: ['%{IP:a}'] }, { line: 'at 10.0.0.1' });
    expect(run.body.docs[0].error).toMatchObject({ type: 'security_exception', reason: 'current license is non-compliant for [redact_processor]', 'license.expired.feature': 'redact_processor' });
  });
  it('refuses an empty pattern list; is no processor type before 8.11 nor in OpenSearch', () => {
    expect(cluster().simulate({ field: 'line', patterns: [] }, {}).body.error.reason).toBe('[patterns] List of patterns must not be empty');
    for (const p of ['elasticsearch@8.10.4', 'opensearch@2.19.0']) {
      expect(cluster(p, false).simulate({ field: 'line', patterns: ['%{IP:a}'] }, {}).body.error.reason).toBe('No processor type exists with name [redact]');
    }
  });
});
