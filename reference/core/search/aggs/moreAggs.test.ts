/**
 * The rest of the family: ip_range (search.aggregation/42_ip_range.yml shapes), adjacency_matrix (its
 * docs' example), multi_terms, rare_terms, string_stats, boxplot, top_metrics; values computed by hand.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';
import { tCdf } from './tTest.ts';

describe('ip_range', () => {
  const st = fixture({ ip: { type: 'ip' } }, [{ ip: '192.168.1.1' }, { ip: '192.168.1.200' }, { ip: '10.0.0.5' }, { ip: '::1' }], 2);
  it('from/to ranges (sorted by from, to) and a mask', () => {
    const r = aggs(st, { r: { ip_range: { field: 'ip', ranges: [{ from: '192.168.1.0', to: '192.168.1.100' }, { to: '192.168.1.0' }, { mask: '192.168.1.0/24' }] } } });
    expect(r.r.buckets).toEqual([
      { key: '*-192.168.1.0', to: '192.168.1.0', doc_count: 2 },
      { key: '192.168.1.0-192.168.1.100', from: '192.168.1.0', to: '192.168.1.100', doc_count: 1 },
      { key: '192.168.1.0/24', from: '192.168.1.0', to: '192.168.2.0', doc_count: 2 },
    ]);
  });
});

describe('adjacency_matrix', () => {
  it('single filters and intersections with documents, by key (the reference docs example)', () => {
    const st = fixture({ accounts: { type: 'keyword' } }, [{ accounts: ['hillary', 'sidney'] }, { accounts: ['hillary', 'donald'] }, { accounts: ['vladimir', 'donald'] }], 2);
    const r = aggs(st, { m: { adjacency_matrix: { filters: { grpA: { terms: { accounts: ['hillary', 'sidney'] } }, grpB: { terms: { accounts: ['donald', 'mitt'] } }, grpC: { terms: { accounts: ['vladimir', 'nigel'] } } } } } }, { typed_keys: 'true' });
    expect(r['adjacency_matrix#m'].buckets).toEqual([
      { key: 'grpA', doc_count: 2 },
      { key: 'grpA&grpB', doc_count: 1 },
      { key: 'grpB', doc_count: 2 },
      { key: 'grpB&grpC', doc_count: 1 },
      { key: 'grpC', doc_count: 1 },
    ]);
  });
});

describe('multi_terms and rare_terms', () => {
  const st = fixture({ genre: { type: 'keyword' }, product: { type: 'keyword' }, n: { type: 'long' } }, [
    { genre: 'rock', product: 'Product A', n: 1 }, { genre: 'rock', product: 'Product A', n: 2 }, { genre: 'rock', product: 'Product B', n: 3 },
    { genre: 'jazz', product: 'Product B', n: 4 }, { genre: 'electronic', product: 'Product B', n: 5 },
  ], 2);
  it('multi_terms: tuple keys, key_as_string joined by |, count desc then key', () => {
    const r = aggs(st, { m: { multi_terms: { terms: [{ field: 'genre' }, { field: 'product' }] } } }, { typed_keys: 'true' });
    expect(r['multi_terms#m'].buckets.map((b: Body) => [b.key, b.key_as_string, b.doc_count])).toEqual([
      [['rock', 'Product A'], 'rock|Product A', 2],
      [['electronic', 'Product B'], 'electronic|Product B', 1],
      [['jazz', 'Product B'], 'jazz|Product B', 1],
      [['rock', 'Product B'], 'rock|Product B', 1],
    ]);
  });
  it('rare_terms: terms in at most max_doc_count documents across shards, by count then key', () => {
    const r = aggs(st, { r: { rare_terms: { field: 'genre' } } }, { typed_keys: 'true' });
    expect(r['srareterms#r'].buckets).toEqual([{ key: 'electronic', doc_count: 1 }, { key: 'jazz', doc_count: 1 }]);
    expect(aggs(st, { r: { rare_terms: { field: 'product', max_doc_count: 2 } } }).r.buckets).toEqual([{ key: 'Product A', doc_count: 2 }]);
  });
});

describe('string_stats, boxplot, top_metrics', () => {
  const st = fixture({ k: { type: 'keyword' }, n: { type: 'long' }, s: { type: 'long' } }, [{ k: 'aa', n: 1, s: 3 }, { k: 'ab', n: 2, s: 1 }, { k: 'b', n: 3, s: 2 }, { n: 10, s: 9 }]);
  it('string_stats: lengths and entropy over characters', () => {
    const r = aggs(st, { s: { string_stats: { field: 'k', show_distribution: true } } });
    // Characters a, a, a, b, b: p(a) = 0.6, p(b) = 0.4.
    const entropy = -(0.6 * Math.log2(0.6) + 0.4 * Math.log2(0.4));
    expect(r.s).toEqual({ count: 3, min_length: 1, max_length: 2, avg_length: 5 / 3, entropy: expect.closeTo(entropy, 12), distribution: { a: 0.6, b: 0.4 } });
  });
  it('string_stats: the entropy is a Kahan sum in the distribution order, ties in HashMap order', () => {
    // docs string-stats-aggregation.asciidoc over the docs build's `twitter` messages: entropy 3.94617750050791
    // (a plain left-to-right sum gives 3.9461775005079094) and the distribution's key order.
    const messages = ['trying out Elasticsearch', ...[1, 2, 3, 4].map((i) => `some message with the number ${i}`)];
    const tw = fixture({ m: { type: 'keyword' } }, messages.map((m) => ({ m })), 1);
    const r = aggs(tw, { s: { string_stats: { field: 'm', show_distribution: true } } });
    expect(r.s.entropy).toBe(3.94617750050791);
    // (A JS object lists integer-like keys first, so the digits' place is not checked.)
    expect(Object.keys(r.s.distribution).filter((k) => !/\d/.test(k)).join('')).toBe(' esmthairgnoubwcEly');
  });
  it('boxplot: quartiles of the sorting digest (8.9+), whiskers within 1.5 IQR', () => {
    const r = aggs(st, { b: { boxplot: { field: 'n' } } });
    // Sorted 1, 2, 3, 10: q1 = 1.75, q2 = 2.5, q3 = 4.75; IQR 3; upper fence 9.25 excludes 10.
    expect(r.b).toEqual({ min: 1, max: 10, q1: 1.75, q2: 2.5, q3: 4.75, lower: 1, upper: 3 });
  });
  it('boxplot whiskers as InternalBoxplot.whiskers reads centroids: the lower one strictly above its fence', () => {
    const flat = fixture({ n: { type: 'long' } }, [0, 10, 10, 10, 20].map((n) => ({ n })));
    // q1 = q3 = 10, IQR 0: the fences are both 10; the first mean above 10 is 20 (lower), the mean before it 10 (upper).
    expect(aggs(flat, { b: { boxplot: { field: 'n' } } }).b).toEqual({ min: 0, max: 20, q1: 10, q2: 10, q3: 10, lower: 20, upper: 10 });
    // No mean above the upper fence: the maximum (state.getMax()).
    const spread = fixture({ n: { type: 'long' } }, [2, 3, 5, 10, 15].map((n) => ({ n })));
    expect(aggs(spread, { b: { boxplot: { field: 'n' } } }).b).toEqual({ min: 2, max: 15, q1: 3, q2: 5, q3: 10, lower: 2, upper: 15 });
  });
  it('top_metrics: the metrics of the documents that sort first', () => {
    const r = aggs(st, { t: { top_metrics: { metrics: { field: 'n' }, sort: { s: 'desc' }, size: 2 } } });
    expect(r.t).toEqual({ top: [{ sort: [9], metrics: { n: 10 } }, { sort: [3], metrics: { n: 1 } }] });
  });
  it('top_metrics takes exactly one sort (TopMetricsAggregationBuilder): none or two are refused (a mutation probe crashed on {})', () => {
    for (const sort of [{}, [{ s: 'desc' }, { n: 'asc' }], { s: 'desc', n: 'asc' }]) {
      const r = aggs(st, { t: { top_metrics: { metrics: { field: 'n' }, sort } } });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.error)).toContain('[sort] must contain exactly one sort');
    }
  });
});

describe('significant_terms', () => {
  it('JLH: a term common in the foreground and rare in the background scores; the set sizes print', () => {
    // 2 of 3 matching documents have "x"; 2 of 10 documents in the index do.
    const docs = [
      { cls: 'fg', tag: ['x', 'common'] }, { cls: 'fg', tag: ['x', 'common'] }, { cls: 'fg', tag: ['common'] },
      ...Array.from({ length: 7 }, () => ({ cls: 'bg', tag: ['common'] })),
    ];
    // One shard: a background count travels only from shards whose foreground has the term, as in ES.
    const st = fixture({ cls: { type: 'keyword' }, tag: { type: 'keyword' } }, docs, 1);
    const r = aggs(st, { s: { significant_terms: { field: 'tag', min_doc_count: 2 } } }, { typed_keys: 'true' }, 'es8', { query: { term: { cls: 'fg' } } });
    const fg = 2 / 3;
    const bg = 2 / 10;
    expect(r['sigsterms#s']).toEqual({ doc_count: 3, bg_count: 10, buckets: [{ key: 'x', doc_count: 2, score: (fg - bg) * (fg / bg), bg_count: 2 }] });
  });
});

describe('geo_bounds and geo_centroid (the ES reference docs examples: museums of Amsterdam, Antwerp, Paris)', () => {
  const st = fixture({ location: { type: 'geo_point' }, city: { type: 'keyword' } }, [
    { location: 'POINT (4.912350 52.374081)', city: 'Amsterdam' },
    { location: 'POINT (4.901618 52.369219)', city: 'Amsterdam' },
    { location: 'POINT (4.914722 52.371667)', city: 'Amsterdam' },
    { location: 'POINT (4.405200 51.222900)', city: 'Antwerp' },
    { location: 'POINT (2.336389 48.861111)', city: 'Paris' },
    { location: 'POINT (2.327000 48.860000)', city: 'Paris' },
  ]);
  it('bounds and centroid with LatLonPoint quantization', () => {
    const r = aggs(st, { b: { geo_bounds: { field: 'location', wrap_longitude: true } }, c: { geo_centroid: { field: 'location' } } });
    // The docs print top_left 52.374080987647176, 2.3269999679178 and bottom_right 48.85999997612089, 4.91472222
    expect(r.b.bounds.top_left.lat).toBe(52.374080987647176);
    expect(r.b.bounds.top_left.lon).toBe(2.3269999679178);
    expect(r.b.bounds.bottom_right.lat).toBe(48.85999997612089);
    expect(r.c.count).toBe(6);
    // The docs print the centroid as lat 51.00982965203002, lon 3.9662131341174245.
    expect(r.c.location.lat).toBeCloseTo(51.00982965203002, 12);
    expect(r.c.location.lon).toBeCloseTo(3.9662131341174245, 12);
  });
});

describe('significant_text', () => {
  it('scores analysed words of a text field without fielddata', () => {
    const docs = [
      { kind: 'bug', body: 'Crash on startup' }, { kind: 'bug', body: 'crash when saving' }, { kind: 'bug', body: 'the crash again' },
      ...Array.from({ length: 5 }, (_, i) => ({ kind: 'feature', body: `the feature request ${i}` })),
    ];
    const st = fixture({ kind: { type: 'keyword' }, body: { type: 'text' } }, docs);
    const r = aggs(st, { s: { significant_text: { field: 'body', min_doc_count: 3 } } }, {}, 'es8', { query: { term: { kind: 'bug' } } });
    expect(r.s.buckets.map((b: Body) => [b.key, b.doc_count, b.bg_count])).toEqual([['crash', 3, 3]]);
  });
});

describe('children and parent (join field)', () => {
  it('from questions to answers and back (the reference docs\' shape)', () => {
    const st = fixture({ join: { type: 'join', relations: { question: 'answer' } }, tag: { type: 'keyword' }, owner: { type: 'keyword' } }, [
      { join: 'question', tag: 'windows' },
      { join: { name: 'answer', parent: '1' }, owner: 'sam' },
      { join: { name: 'answer', parent: '1' }, owner: 'troll' },
      { join: 'question', tag: 'linux' },
      { join: { name: 'answer', parent: '4' }, owner: 'sam' },
    ]);
    const r = aggs(st, { tags: { terms: { field: 'tag' }, aggs: { to_answers: { children: { type: 'answer' }, aggs: { owners: { terms: { field: 'owner' } } } } } } }, { typed_keys: 'true' });
    expect(r['sterms#tags'].buckets.map((b: Body) => [b.key, b['children#to_answers'].doc_count])).toEqual([['linux', 1], ['windows', 2]]);
    const p = aggs(st, { owners: { terms: { field: 'owner' }, aggs: { q: { parent: { type: 'answer' }, aggs: { tags: { terms: { field: 'tag' } } } } } } });
    expect(p.owners.buckets.map((b: Body) => [b.key, b.q.doc_count, b.q.tags.buckets.map((t: Body) => t.key)])).toEqual([['sam', 2, ['linux', 'windows']], ['troll', 1, ['windows']]]);
  });
});

describe('geohash_grid and geotile_grid (the ES reference docs\' museums)', () => {
  const st = fixture({ location: { type: 'geo_point' } }, [
    'POINT (4.912350 52.374081)', 'POINT (4.901618 52.369219)', 'POINT (4.914722 52.371667)', 'POINT (4.405200 51.222900)', 'POINT (2.336389 48.861111)', 'POINT (2.327000 48.860000)',
  ].map((location) => ({ location })));
  it('geohash precision 3: u17 (3), u09 (2), u15 (1)', () => {
    const r = aggs(st, { g: { geohash_grid: { field: 'location', precision: 3 } } });
    expect(r.g.buckets).toEqual([{ key: 'u17', doc_count: 3 }, { key: 'u09', doc_count: 2 }, { key: 'u15', doc_count: 1 }]);
  });
  it('geotile precision 8: 8/131/84 (3), 8/129/88 (2), 8/131/85 (1)', () => {
    const r = aggs(st, { g: { geotile_grid: { field: 'location', precision: 8 } } });
    expect(r.g.buckets).toEqual([{ key: '8/131/84', doc_count: 3 }, { key: '8/129/88', doc_count: 2 }, { key: '8/131/85', doc_count: 1 }]);
  });
});

describe('ip_prefix', () => {
  it('IPv4 networks of 24 bits, sorted by address, with netmask and the appended length', () => {
    const st = fixture({ ip: { type: 'ip' } }, [{ ip: '192.168.1.12' }, { ip: '192.168.1.200' }, { ip: '10.1.2.3' }, { ip: '2001:db8::1' }]);
    const r = aggs(st, { p: { ip_prefix: { field: 'ip', prefix_length: 24, append_prefix_length: true } } });
    // 2001:db8::1 keeps its low 32 bits under an IPv4 mask (0.0.0.1 → 0.0.0.0/24), as IpPrefixAggregator
    // masks every address (ipPrefix.test.ts; ES's ip_prefix.yml "Mixed IPv4 and IPv6 with is_ipv6 false").
    expect(r.p.buckets).toEqual([
      { key: '0.0.0.0/24', doc_count: 1, is_ipv6: false, prefix_length: 24, netmask: '255.255.255.0' },
      { key: '10.1.2.0/24', doc_count: 1, is_ipv6: false, prefix_length: 24, netmask: '255.255.255.0' },
      { key: '192.168.1.0/24', doc_count: 2, is_ipv6: false, prefix_length: 24, netmask: '255.255.255.0' },
    ]);
  });
});

describe('matrix_stats', () => {
  const docs = [[1, 2], [2, 4.5], [3, 5], [4, 9], [10, 11], [6, 3]].map(([a, b]) => ({ a, b }));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const as = docs.map((d) => d.a);
  const bs = docs.map((d) => d.b);
  it('sample variance, covariance and correlation; the same over 3 shards', () => {
    const ma = mean(as);
    const mb = mean(bs);
    const va = as.reduce((s, x) => s + (x - ma) ** 2, 0) / 5;
    const vb = bs.reduce((s, x) => s + (x - mb) ** 2, 0) / 5;
    const cov = as.reduce((s, x, i) => s + (x - ma) * (bs[i]! - mb), 0) / 5;
    for (const shards of [1, 3]) {
      const r = aggs(fixture({ a: { type: 'long' }, b: { type: 'double' } }, docs, shards), { m: { matrix_stats: { fields: ['a', 'b'] } } });
      expect(r.m.doc_count).toBe(6);
      const fa = r.m.fields.find((f: Body) => f.name === 'a');
      expect(fa.count).toBe(6);
      expect(fa.mean).toBeCloseTo(ma, 12);
      expect(fa.variance).toBeCloseTo(va, 10);
      expect(fa.covariance.b).toBeCloseTo(cov, 10);
      expect(fa.correlation.b).toBeCloseTo(cov / Math.sqrt(va * vb), 10);
      expect(fa.correlation.a).toBe(1);
    }
  });
});

describe('geo_distance (the reference docs\' rings around Amsterdam)', () => {
  it('km rings from 52.3760, 4.894: 3 museums within 100 km, 1 within 300, 2 beyond', () => {
    const st = fixture({ location: { type: 'geo_point' } }, [
      'POINT (4.912350 52.374081)', 'POINT (4.901618 52.369219)', 'POINT (4.914722 52.371667)', 'POINT (4.405200 51.222900)', 'POINT (2.336389 48.861111)', 'POINT (2.327000 48.860000)',
    ].map((location) => ({ location })));
    const r = aggs(st, { rings: { geo_distance: { field: 'location', origin: '52.3760, 4.894', unit: 'km', ranges: [{ to: 100 }, { from: 100, to: 300 }, { from: 300 }] } } }, { typed_keys: 'true' });
    expect(r['geo_distance#rings'].buckets).toEqual([
      // GeoDistanceAggregationBuilder.parseRange: an open lower bound is 0.0 (printed), keyed `*`.
      { key: '*-100.0', from: 0, to: 100, doc_count: 3 },
      { key: '100.0-300.0', from: 100, to: 300, doc_count: 1 },
      { key: '300.0-*', from: 300, doc_count: 2 },
    ]);
  });
});

describe('t_test', () => {
  it('the t distribution CDF matches known values (df 10: P(T ≤ -2.228) ≈ 0.025; df 1: Cauchy)', () => {
    expect(tCdf(-2.2281388519649385, 10)).toBeCloseTo(0.025, 10);
    expect(tCdf(1, 1)).toBeCloseTo(0.75, 13);
  });
  it('paired and Welch tests over two fields (the reference docs\' shape: startup_time_before/after)', () => {
    const docs = [[1000, 900], [1100, 1000], [1200, 1050], [1300, 1250], [1100, 1000], [1400, 1250]].map(([b, a]) => ({ before: b, after: a }));
    const st = fixture({ before: { type: 'long' }, after: { type: 'long' } }, docs, 2);
    const diffs = docs.map((d) => d.before - d.after);
    const m = diffs.reduce((s, x) => s + x, 0) / 6;
    const v = diffs.reduce((s, x) => s + (x - m) ** 2, 0) / 5;
    const t = m / Math.sqrt(v / 6);
    const r = aggs(st, { p: { t_test: { a: { field: 'before' }, b: { field: 'after' }, type: 'paired' } } });
    expect(r.p.value).toBeCloseTo(2 * tCdf(-t, 5), 12);
    expect(aggs(st, { w: { t_test: { a: { field: 'before' }, b: { field: 'after' } } } }).w.value).toBeGreaterThan(0);
  });
});
