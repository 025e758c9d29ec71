/**
 * html_strip runs Lucene's HTMLStripCharFilter (HtmlStripProcessor), block-level tags as newlines:
 * pinned by ES's ingest-common 40_mutate.yml, where `<title>` counts as block-level too.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

const strip = (value: string) =>
  call(testSimulator({ profile: 'elasticsearch@8.19.0' as never }), 'POST', '/_ingest/pipeline/_simulate', {
    pipeline: { processors: [{ html_strip: { field: 'f' } }] },
    docs: [{ _source: { f: value } }],
  }).body.docs[0].doc._source.f;

describe('html_strip', () => {
  it('turns block-level tags (title among them) into newlines and drops inline ones', () => {
    expect(strip('<div>one <title>two</title> <i>three</i></div>')).toBe('\none \ntwo\n three\n');
  });
  it('decodes entities and drops comments as the char filter does', () => {
    expect(strip('a&amp;b<!-- c -->&#65;')).toBe('a&bA');
  });
});
