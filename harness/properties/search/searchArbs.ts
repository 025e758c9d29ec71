/**
 * Generators for search properties: a realistic mapping (text with an analyzer, keyword, numbers, dates, an
 * object with sub-fields, a `nested` list of objects), documents whose text comes from a small vocabulary (so queries match, with
 * duplicates, missing values and arrays), queries (bool trees of full-text, term-level, range, exists and
 * prefix leaves, `nested` leaves with each score mode, with boosts and minimum_should_match) and aggregations
 * (terms, histogram, date_histogram, range, filters, `nested` over the list, with metric sub-aggregations). Every request is one the version accepts: the choices that
 * depend on the version come from the profile's capabilities (a refused request is the harness's bug).
 */
import fc from 'fast-check';
import { getProfile, type ProfileName } from '../../../reference/profiles.ts';

/** Words the documents and queries share: stems (`run`/`running`/`runs`) and a stop word for the analyzers to differ on. */
export const VOCABULARY = ['quick', 'brown', 'fox', 'jumps', 'lazy', 'dog', 'running', 'runs', 'run', 'the'] as const;
const TAGS = ['red', 'green', 'blue', 'Blue'] as const;
const NAMES = ['ann', 'bob', 'cy'] as const;
const DAYS = ['2020-01-03', '2020-01-17', '2020-02-01', '2020-02-29T12:00:00Z', '2020-03-15', '2021-01-01'] as const;

/** The generated mapping: which analyzer and numeric types this run uses. */
export interface SearchMapping {
  analyzer: 'standard' | 'english' | 'whitespace' | 'simple';
  intType: 'long' | 'integer' | 'short';
  realType: 'double' | 'float' | 'half_float' | 'scaled_float';
}

/** The mapping's `properties`. Field names are fixed, so queries and aggregations can name them. */
export function mappingProperties(m: SearchMapping): Record<string, unknown> {
  return {
    title: { type: 'text', analyzer: m.analyzer },
    body: { type: 'text' },
    tag: { type: 'keyword' },
    n: { type: m.intType },
    price: m.realType === 'scaled_float' ? { type: 'scaled_float', scaling_factor: 100 } : { type: m.realType },
    d: { type: 'date' },
    author: { properties: { name: { type: 'keyword' }, bio: { type: 'text' } } },
    // Each comment its own hidden Lucene document: a nested query matches within one comment, never across two.
    comments: { type: 'nested', properties: { who: { type: 'keyword' }, text: { type: 'text' }, stars: { type: 'integer' } } },
  };
}

export const mappingArb: fc.Arbitrary<SearchMapping> = fc.record({
  analyzer: fc.constantFrom('standard', 'english', 'whitespace', 'simple'),
  intType: fc.constantFrom('long', 'integer', 'short'),
  realType: fc.constantFrom('double', 'float', 'half_float', 'scaled_float'),
});

const words = (min: number, max: number): fc.Arbitrary<string> => fc.array(fc.constantFrom(...VOCABULARY), { minLength: min, maxLength: max }).map((w) => w.join(' '));
/** A value, an array of values, or nothing (a missing field). */
const maybe = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | T[] | undefined> =>
  fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: fc.array(a, { minLength: 1, maxLength: 3 }) }, { weight: 2, arbitrary: fc.constant(undefined) });
/** Prices in quarters: exact in every real type (half_float keeps 11 bits, enough below 64). */
const price = fc.integer({ min: 0, max: 40 }).map((q) => q / 4);

/** One document; absent fields are left out. */
export const docArb: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    title: maybe(words(1, 5)),
    body: maybe(words(0, 8)),
    tag: maybe(fc.constantFrom(...TAGS)),
    n: maybe(fc.integer({ min: -5, max: 30 })),
    price: maybe(price),
    d: maybe(fc.constantFrom(...DAYS)),
    author: fc.option(fc.record({ name: fc.constantFrom(...NAMES), bio: words(1, 3) }, { requiredKeys: ['name'] }), { nil: undefined }),
    // Comments: none, one, or several (the same author twice, so within-one-comment matters), some fields missing.
    comments: fc.option(fc.array(fc.record({ who: fc.constantFrom(...NAMES), text: words(1, 4), stars: fc.integer({ min: 1, max: 5 }) }, { requiredKeys: ['who'] }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  })
  .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));

/** Documents: up to 12, some repeated exactly (duplicates score and count alike). */
export const docsArb: fc.Arbitrary<Array<Record<string, unknown>>> = fc
  .tuple(fc.array(docArb, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 3 }))
  .map(([docs, dups]) => [...docs, ...dups.map((i) => docs[i % docs.length]!)]);

type Query = Record<string, unknown>;
const TEXT_FIELDS = ['title', 'body', 'author.bio'] as const;
const boost = fc.option(fc.constantFrom(0.5, 2, 3.5), { nil: undefined });
const withBoost = (q: Record<string, unknown>, b: number | undefined): Record<string, unknown> => (b === undefined ? q : { ...q, boost: b });

/** The leaves: full-text (match, match_phrase, multi_match), term-level (term, terms, prefix), range, exists. */
export const leafArb: fc.Arbitrary<Query> = fc.oneof(
  fc.tuple(fc.constantFrom(...TEXT_FIELDS), words(1, 3), fc.option(fc.constantFrom('or', 'and'), { nil: undefined }), boost).map(([f, q, op, b]) => ({
    match: { [f]: withBoost({ query: q, ...(op ? { operator: op } : {}) }, b) },
  })),
  fc.tuple(fc.constantFrom(...TEXT_FIELDS), words(2, 2), fc.constantFrom(0, 1)).map(([f, q, slop]) => ({ match_phrase: { [f]: { query: q, ...(slop ? { slop } : {}) } } })),
  fc.tuple(words(1, 2), fc.subarray([...TEXT_FIELDS, 'title^2'], { minLength: 1 }), fc.constantFrom('best_fields', 'most_fields'), boost).map(([q, fields, type, b]) => ({
    multi_match: withBoost({ query: q, fields, type }, b),
  })),
  fc.tuple(fc.oneof(fc.constantFrom(...TAGS).map((v) => ['tag', v] as const), fc.constantFrom(...NAMES).map((v) => ['author.name', v] as const), fc.integer({ min: 0, max: 12 }).map((v) => ['n', v] as const)), boost).map(([[f, v], b]) => ({
    term: { [f]: withBoost({ value: v }, b) },
  })),
  fc.subarray([...TAGS], { minLength: 1 }).map((vs) => ({ terms: { tag: vs } })),
  fc.tuple(fc.constantFrom('tag', 'author.name'), fc.constantFrom('b', 'r', 'gr', 'a', 'Bl')).map(([f, p]) => ({ prefix: { [f]: { value: p } } })),
  fc.tuple(fc.constantFrom('n', 'price'), fc.integer({ min: -2, max: 25 }), fc.integer({ min: 0, max: 15 }), fc.boolean()).map(([f, lo, width, incl]) => ({
    range: { [f]: { [incl ? 'gte' : 'gt']: lo, lt: lo + width } },
  })),
  fc.tuple(fc.constantFrom(...DAYS), fc.constantFrom('lte', 'lt')).map(([day, op]) => ({ range: { d: { gte: '2020-01-10', [op]: day } } })),
  fc.constantFrom('title', 'tag', 'n', 'price', 'd', 'author', 'author.name').map((f) => ({ exists: { field: f } })),
);

/** A leaf inside one comment: term on its author, match on its text, range on its stars, or two of them together. */
const commentLeafArb: fc.Arbitrary<Query> = fc.oneof(
  fc.constantFrom(...NAMES).map((v) => ({ term: { 'comments.who': v } })),
  words(1, 2).map((q) => ({ match: { 'comments.text': q } })),
  fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 3 })).map(([lo, w]) => ({ range: { 'comments.stars': { gte: lo, lte: lo + w } } })),
  fc.tuple(fc.constantFrom(...NAMES), words(1, 2)).map(([who, q]) => ({ bool: { must: [{ term: { 'comments.who': who } }, { match: { 'comments.text': q } }] } })),
);

/** A `nested` leaf over the comments, with each score mode (ES's default `avg` when none is given). */
export const nestedLeafArb: fc.Arbitrary<Query> = fc
  .tuple(commentLeafArb, fc.option(fc.constantFrom('avg', 'max', 'min', 'sum', 'none'), { nil: undefined }), boost)
  .map(([query, mode, b]) => ({ nested: withBoost({ path: 'comments', query, ...(mode ? { score_mode: mode } : {}) }, b) }));

/** minimum_should_match in its forms: a count, a negative count, a percentage. */
const msm = fc.option(fc.constantFrom(1, 2, -1, '50%', '75%'), { nil: undefined });

/** A bool tree of the leaves, two levels deep at most, with boosts and minimum_should_match. */
export const queryArb: fc.Arbitrary<Query> = fc.letrec<{ q: Query; bool: Query }>((tie) => ({
  q: fc.oneof({ maxDepth: 2, depthIdentifier: 'q' }, { weight: 3, arbitrary: leafArb }, { weight: 1, arbitrary: nestedLeafArb }, { weight: 2, arbitrary: tie('bool') }),
  bool: fc
    .record({
      must: fc.array(tie('q'), { maxLength: 2 }),
      should: fc.array(tie('q'), { maxLength: 3 }),
      filter: fc.array(tie('q'), { maxLength: 2 }),
      must_not: fc.array(tie('q'), { maxLength: 1 }),
      msm,
      b: boost,
    })
    .map(({ msm: m, b, ...clauses }) => {
      const kept = Object.fromEntries(Object.entries(clauses).filter(([, v]) => v.length > 0));
      return { bool: { ...kept, ...(m !== undefined && clauses.should.length > 0 ? { minimum_should_match: m } : {}), ...(b !== undefined ? { boost: b } : {}) } };
    }),
})).q;

/** How date_histogram takes its interval at this version (profiles/aggregations.ts). */
function dateInterval(profile: ProfileName, calendar: boolean): Record<string, string> {
  const p = getProfile(profile) as { dateHistogramInterval?: string };
  if (p.dateHistogramInterval === 'interval') return { interval: calendar ? 'month' : '7d' };
  return calendar ? { calendar_interval: 'month' } : { fixed_interval: '7d' };
}

const NUMERIC = ['n', 'price'] as const;

/** Metric sub-aggregations: exact ones and the approximate ones (cardinality, percentiles). */
const metricArb: fc.Arbitrary<Record<string, unknown>> = fc.tuple(fc.constantFrom('avg', 'sum', 'min', 'max', 'cardinality', 'percentiles', 'value_count'), fc.constantFrom(...NUMERIC, 'tag')).map(([m, f]) => {
  const field = (m === 'cardinality' || m === 'value_count') ? f : f === 'tag' ? 'n' : f;
  return m === 'percentiles' ? { percentiles: { field, percents: [25, 50, 95] } } : { [m]: { field } };
});

/** A bucket aggregation with up to two metric sub-aggregations (and, for terms, a bucket sub-aggregation). */
export function aggArb(profile: ProfileName): fc.Arbitrary<Record<string, unknown>> {
  const subs = fc.array(metricArb, { maxLength: 2 }).map((ms) => (ms.length ? { aggs: Object.fromEntries(ms.map((m, i) => [`m${i}`, m])) } : {}));
  const bucket = fc.oneof(
    fc.tuple(fc.constantFrom('tag', 'n', 'author.name'), fc.constantFrom(undefined, 2, 10), fc.constantFrom(undefined, { _key: 'asc' }, { _count: 'asc' })).map(([field, size, order]) => ({
      terms: { field, ...(size !== undefined ? { size } : {}), ...(order ? { order } : {}) },
    })),
    fc.tuple(fc.constantFrom(...NUMERIC), fc.constantFrom(2.5, 5, 10), fc.constantFrom(0, 1)).map(([field, interval, mdc]) => ({ histogram: { field, interval, min_doc_count: mdc } })),
    fc.boolean().map((cal) => ({ date_histogram: { field: 'd', ...dateInterval(profile, cal) } })),
    fc.constantFrom(...NUMERIC).map((field) => ({ range: { field, ranges: [{ to: 2 }, { from: 2, to: 7.5 }, { from: 7.5 }] } })),
    fc.tuple(leafArb, leafArb).map(([a, b]) => ({ filters: { filters: { first: a, second: b } } })),
    // Buckets over the comments themselves: counts are of comments, not of the documents holding them.
    fc.constantFrom<Record<string, unknown>>({ terms: { field: 'comments.who' } }, { histogram: { field: 'comments.stars', interval: 2 } }, { avg: { field: 'comments.stars' } }).map((inner) => ({
      nested: { path: 'comments' },
      aggs: { inner },
    })),
  );
  return fc.tuple(bucket, subs, fc.option(fc.constantFrom('tag', 'author.name'), { nil: undefined })).map(([b, s, inner]) => {
    // A nested bucket keeps its own sub-aggregation over the comments (document-level metrics do not apply inside it).
    if ('nested' in b) return b;
    const sub = inner && 'histogram' in b ? { aggs: { ...(s as { aggs?: object }).aggs, inner: { terms: { field: inner } } } } : s;
    return { ...b, ...sub };
  });
}
