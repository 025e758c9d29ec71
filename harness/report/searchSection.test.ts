/** The reports' search section: the request, both answers side by side with the differing rows marked, and the replay. */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { okOutcome } from '../model/outcome.ts';
import { renderHtml } from './htmlReport.ts';
import { renderMarkdown } from './markdownReport.ts';
import type { RunReport } from './runReport.ts';

const json = (v: unknown) => okOutcome(200, { 'content-type': 'application/json' }, JSON.stringify(v), 0);
const hits = (ids: Array<[string, number]>) => ({ hits: { total: { value: 3, relation: 'eq' }, max_score: 2, hits: ids.map(([id, s]) => ({ _index: 'sq', _id: id, _score: s, _source: {} })) }, aggregations: { a: { buckets: [{ key: 'red', doc_count: 2 }, { key: 'blue', doc_count: 1 }] } } });

const failed: CaseResult = {
  id: 'property:search-hits', area: 'search', file: 'properties/search-hits', line: 0, name: 'generated queries find the same hits',
  status: 'failed', message: 'POST /sq/_search: search: 1 difference(s) [seed 7, path 0:1, 3 shrinks] · counterexample: counterexamples/property_search-hits.yml', ms: 1,
  steps: [{
    kind: 'property', file: 'properties/search-hits', line: 0, ok: false, api: 'search',
    request: { method: 'POST', path: '/sq/_search', body: '{"query":{"match":{"title":"fox"}},"aggs":{"a":{"terms":{"field":"tag"}}}}' },
    referenceOutcome: json(hits([['1', 2], ['2', 1], ['3', 0.5]])),
    outcome: json({ ...hits([['1', 2], ['2', 1]]), aggregations: { a: { buckets: [{ key: 'red', doc_count: 3 }] } } }),
    diff: '~ hits.hits: expected "3 hits", got "2 hits"',
  }],
};
const report: RunReport = { command: 'run', target: { name: 'http://t', kind: 'url', profile: 'elasticsearch@8.19.0', reference: { name: 'http://r', version: '2.19.0', distribution: 'opensearch', profile: 'opensearch@2.19.0' } }, startedAt: 'now', durationMs: 1, cases: [failed], notes: [] };

describe('search section', () => {
  it('Markdown: the request, both sides with the missing hit and the merged bucket marked, and the replay', () => {
    const md = renderMarkdown(report);
    expect(md).toContain('## Search differences');
    expect(md).toContain('"match":{"title":"fox"}');
    expect(md).toMatch(/\| 2 \| \*\*✗ 3\*\* \| \*\*✗ 0\.5\*\* \| {2}\| {2}\|/);
    expect(md).toMatch(/\| aggregations\.a \| \*\*✗ red\*\* \| 2 \| \*\*✗ 3\*\* \|/);
    expect(md).toContain('--property search-hits --seed 7 --path 0:1');
    expect(md).toContain('--specs <report>/counterexamples/property_search-hits.yml');
    expect(md).toContain('Reference: the live cluster `http://r` (opensearch 2.19.0)');
  });
  it('HTML: side by side, differing rows highlighted', () => {
    const html = renderHtml(report);
    expect(html).toContain('Search differences (1)');
    expect(html).toContain('<tr class="bad"><td class="n">2</td><td>3</td>');
    expect(html).toContain('Reference hits');
    expect(html).toContain('the live cluster <b>http://r</b>');
  });
  it('no search difference, no section', () => {
    expect(renderMarkdown({ ...report, cases: [{ ...failed, status: 'passed' }] })).not.toContain('Search differences');
  });
});
