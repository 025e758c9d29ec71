/**
 * significant_text's `source_fields` (SignificantTextAggregatorFactory): the subset's terms come from the named
 * source fields, analysed as the aggregated field is, while the background frequencies stay the field's own
 * (modules/aggregations significant_text.yml "copy_to"). Our own data.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture(
  {
    body: { type: 'text' },
    topic: { type: 'keyword' },
    title: { type: 'keyword', index: false, doc_values: false },
    note: { type: 'keyword', index: false, doc_values: false },
  },
  [
    { topic: 'sea', title: 'Whale', note: 'whale song' },
    { topic: 'sea', title: 'whale' },
    { topic: 'sea', note: 'Whale krill' },
    { topic: 'land', title: 'fox', note: 'fox den' },
    { topic: 'land', title: 'Fox' },
    { topic: 'land', note: 'fox whale' },
  ],
);

describe('significant_text source_fields', () => {
  it('reads the subset\'s text from the listed fields, lower-cased by the field\'s analyzer', () => {
    const r = aggs(st, { t: { terms: { field: 'topic' }, aggs: { s: { significant_text: { field: 'body', source_fields: ['title', 'note'] } } } } }, {}, 'elasticsearch@8.19.0');
    const keys = Object.fromEntries(r.t.buckets.map((b: { key: string; s: { buckets: { key: string; doc_count: number }[] } }) => [b.key, b.s.buckets.map((x) => [x.key, x.doc_count])]));
    expect(keys).toEqual({ land: [['fox', 3]], sea: [['whale', 3]] });
  });

  it('without them the field itself, empty here, gives no term', () => {
    const r = aggs(st, { s: { significant_text: { field: 'body' } } }, {}, 'elasticsearch@8.19.0');
    expect(r.s.buckets).toEqual([]);
  });
});
