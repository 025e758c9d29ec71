/**
 * `*_path` analysis settings read from the node's config directory, given here as data (`configFiles`), as
 * Elasticsearch reads them: Analysis.getWordList (a line without text or starting with `#` skipped, the rest
 * trimmed; the file named wins over the inline list where ES reads it with getWordSet), parseWords (the inline
 * stop/common words and articles win over the file), getReaderFromFile for synonyms (the parser skips blank
 * and `#` lines), the errors for a missing file, a file outside the directory and one that is not UTF-8, and
 * when a changed file applies (at close/open, `_reload_search_analyzers` for updateable filters, a restart).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { Simulator } from '../../simulator.ts';
import { mapReader, resolveConfigPath, wordListOf } from './configFiles.ts';

const P = 'elasticsearch@8.19.0' as const;

function sim(files: Record<string, string | Uint8Array>) {
  return testSimulator({ profile: P, configFiles: files });
}

function terms(r: { body: { tokens?: { token: string }[] } }): string[] {
  return (r.body.tokens ?? []).map((t) => t.token);
}

describe('word lists from the config directory', () => {
  const files = {
    'analysis/stop.txt': '# words we drop\n\nthe\n  an  \r\nof\n',
    'analysis/keep.txt': 'apple\nPear\n',
    'analysis/protect.txt': 'running\n',
    'analysis/override.txt': 'mice => mouse\nfeet, foot => foot\n',
    'analysis/map.txt': '# digits\nph => f\n',
    'analysis/parts.txt': 'fire\nwork\n',
  };

  it('reads each *_path file: comments and blank lines skipped, lines trimmed', () => {
    const s = sim(files);
    const r = call(s, 'PUT', '/w', {
      settings: {
        analysis: {
          char_filter: { m: { type: 'mapping', mappings_path: 'analysis/map.txt' } },
          filter: {
            st: { type: 'stop', stopwords_path: 'analysis/stop.txt' },
            kp: { type: 'keep', keep_words_path: 'analysis/keep.txt', keep_words_case: true },
            km: { type: 'keyword_marker', keywords_path: 'analysis/protect.txt' },
            so: { type: 'stemmer_override', rules_path: 'analysis/override.txt' },
            dc: { type: 'dictionary_decompounder', word_list_path: 'analysis/parts.txt' },
          },
          analyzer: {
            stops: { tokenizer: 'standard', filter: ['lowercase', 'st'] },
            keeps: { tokenizer: 'whitespace', filter: ['kp'] },
            stems: { tokenizer: 'whitespace', filter: ['km', 'so', 'porter_stem'] },
            mapped: { tokenizer: 'whitespace', char_filter: ['m'] },
            parts: { tokenizer: 'whitespace', filter: ['dc'] },
            std: { type: 'standard', stopwords_path: 'analysis/stop.txt' },
          },
        },
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(terms(call(s, 'POST', '/w/_analyze', { analyzer: 'stops', text: 'The art of an age' }))).toEqual(['art', 'age']);
    expect(terms(call(s, 'POST', '/w/_analyze', { analyzer: 'std', text: 'The art of an age' }))).toEqual(['art', 'age']);
    expect(terms(call(s, 'POST', '/w/_analyze', { analyzer: 'keeps', text: 'apple pear Pear plum' }))).toEqual(['apple', 'pear', 'Pear']);
    expect(terms(call(s, 'POST', '/w/_analyze', { analyzer: 'stems', text: 'running jumping mice feet' }))).toEqual(['running', 'jump', 'mouse', 'foot']);
    expect(terms(call(s, 'POST', '/w/_analyze', { analyzer: 'mapped', text: 'phone' }))).toEqual(['fone']);
    expect(terms(call(s, 'POST', '/w/_analyze', { analyzer: 'parts', text: 'firework' }))).toEqual(['firework', 'fire', 'work']);
  });

  it('the inline stop words win over the file; the file wins over inline keywords (getWordSet)', () => {
    const s = sim(files);
    expect(call(s, 'PUT', '/w', { settings: { analysis: { filter: {
      st: { type: 'stop', stopwords: ['art'], stopwords_path: 'analysis/stop.txt' },
      km: { type: 'keyword_marker', keywords: ['jumping'], keywords_path: 'analysis/protect.txt' },
    }, analyzer: { a: { tokenizer: 'whitespace', filter: ['st', 'km', 'porter_stem'] } } } } }).status).toBe(200);
    expect(terms(call(s, 'POST', '/w/_analyze', { analyzer: 'a', text: 'the art running jumping' }))).toEqual(['the', 'running', 'jump']);
  });

  it('wordListOf is Analysis.loadWordList', () => {
    expect(wordListOf('# c\n a \n\n\t\nb\r\n #not a comment\n')).toEqual(['a', 'b', '#not a comment']);
  });
});

describe('paths and errors', () => {
  const put = (s: Simulator, path: string) => call(s, 'PUT', '/e', { settings: { analysis: { filter: { st: { type: 'stop', stopwords_path: path } } } } });

  it('resolves against the config directory as ES prints it, refusing what lands outside', () => {
    const r = mapReader({}, '/etc/es');
    expect(resolveConfigPath(r, 'analysis/a.txt')).toEqual({ shown: '/etc/es/analysis/a.txt', rel: 'analysis/a.txt' });
    expect(resolveConfigPath(r, '/etc/es/a.txt')).toEqual({ shown: '/etc/es/a.txt', rel: 'a.txt' });
    expect(resolveConfigPath(r, 'x/../a.txt').rel).toBe('a.txt');
    expect(resolveConfigPath(r, '../a.txt')).toEqual({ shown: '/etc/es/../a.txt', rel: undefined });
    expect(resolveConfigPath(r, '/etc/passwd').rel).toBeUndefined();
  });

  it('a missing file, a file outside the directory and one not in UTF-8 are refused as ES refuses them, changing nothing', () => {
    const s = sim({ 'bad.txt': new Uint8Array([0x61, 0xff, 0x0a]), 'ok.txt': 'a\n' });
    const missing = put(s, 'analysis/none.txt');
    expect(missing.status).toBe(400);
    expect(missing.body.error.reason).toBe('IOException while reading stopwords_path: /usr/share/elasticsearch/config/analysis/none.txt');
    expect(put(s, '../ok.txt').body.error.reason).toBe('Access denied trying to read file stopwords_path: /usr/share/elasticsearch/config/../ok.txt');
    expect(put(s, '/etc/passwd').body.error.reason).toBe('Access denied trying to read file stopwords_path: /etc/passwd');
    expect(put(s, 'bad.txt').body.error.reason).toBe('Unsupported character encoding detected while reading stopwords_path: /usr/share/elasticsearch/config/bad.txt - files must be UTF-8 encoded');
    expect(call(s, 'HEAD', '/e').status).toBe(404);
    expect(put(s, '/usr/share/elasticsearch/config/ok.txt').status).toBe(200);
  });
});

describe('synonyms_path', () => {
  const syn = '# ours\n\nlaptop, notebook\nquick => fast\n';
  const wordnet = "s(100000001,1,'couch',n,1,0).\ns(100000001,2,'sofa',n,1,0).\n";
  const settings = (filter: Record<string, unknown>) => ({ settings: { analysis: { filter: { s: filter }, analyzer: { a: { tokenizer: 'whitespace', filter: ['s'] } } } } });

  it('reads Solr and WordNet files, with expand and lenient', () => {
    const s = sim({ 'analysis/syn.txt': syn, 'analysis/wn.txt': wordnet, 'analysis/broken.txt': 'a => b => c\nx, y\n' });
    call(s, 'PUT', '/g', settings({ type: 'synonym_graph', synonyms_path: 'analysis/syn.txt' }));
    expect(terms(call(s, 'POST', '/g/_analyze', { analyzer: 'a', text: 'quick laptop' }))).toEqual(['fast', 'notebook', 'laptop']);
    call(s, 'PUT', '/n', settings({ type: 'synonym', synonyms_path: 'analysis/syn.txt', expand: false }));
    expect(terms(call(s, 'POST', '/n/_analyze', { analyzer: 'a', text: 'notebook' }))).toEqual(['laptop']);
    call(s, 'PUT', '/wn', settings({ type: 'synonym', synonyms_path: 'analysis/wn.txt', format: 'wordnet' }));
    expect(terms(call(s, 'POST', '/wn/_analyze', { analyzer: 'a', text: 'sofa' }))).toEqual(['sofa', 'couch']);
    expect(call(s, 'PUT', '/b', settings({ type: 'synonym', synonyms_path: 'analysis/broken.txt' })).status).toBe(400);
    expect(call(s, 'PUT', '/l', settings({ type: 'synonym', synonyms_path: 'analysis/broken.txt', lenient: true })).status).toBe(200);
    expect(terms(call(s, 'POST', '/l/_analyze', { analyzer: 'a', text: 'y' }))).toEqual(['y', 'x']);
    const missing = call(s, 'PUT', '/m', settings({ type: 'synonym', synonyms_path: 'analysis/none.txt' }));
    expect(missing.body.error.reason).toBe('IOException while reading synonyms_path_path: /usr/share/elasticsearch/config/analysis/none.txt');
  });

  it('a changed file applies at close/open, and at _reload_search_analyzers only for updateable filters', () => {
    const files: Record<string, string> = { 'analysis/syn.txt': 'tv, television\n' };
    const s = sim(files);
    const body = {
      settings: { analysis: { filter: { up: { type: 'synonym_graph', synonyms_path: 'analysis/syn.txt', updateable: true }, fixed: { type: 'synonym', synonyms_path: 'analysis/syn.txt' } },
        analyzer: { q: { tokenizer: 'whitespace', filter: ['up'] }, i: { tokenizer: 'whitespace', filter: ['fixed'] } } } },
      mappings: { properties: { t: { type: 'text', analyzer: 'i', search_analyzer: 'q' } } },
    };
    expect(call(s, 'PUT', '/r', body).status).toBe(200);
    files['analysis/syn.txt'] = 'tv, telly\n';
    // Not read again yet: the index keeps what it read when its shards started.
    expect(terms(call(s, 'POST', '/r/_analyze', { analyzer: 'q', text: 'tv' }))).toEqual(['television', 'tv']);
    const reload = call(s, 'POST', '/r/_reload_search_analyzers');
    expect(reload.body.reload_details[0].reloaded_analyzers).toEqual(['q']);
    expect(terms(call(s, 'POST', '/r/_analyze', { analyzer: 'q', text: 'tv' }))).toEqual(['telly', 'tv']);
    expect(terms(call(s, 'POST', '/r/_analyze', { analyzer: 'i', text: 'tv' }))).toEqual(['tv', 'television']);
    call(s, 'POST', '/r/_close');
    call(s, 'POST', '/r/_open');
    expect(terms(call(s, 'POST', '/r/_analyze', { analyzer: 'i', text: 'tv' }))).toEqual(['tv', 'telly']);
  });

  it('a file gone when the index reopens leaves its shards unassigned (red), as a failed shard start does', () => {
    const files: Record<string, string> = { 'analysis/syn.txt': 'tv, television\n' };
    const s = sim(files);
    call(s, 'PUT', '/r', settings({ type: 'synonym', synonyms_path: 'analysis/syn.txt' }));
    delete files['analysis/syn.txt'];
    call(s, 'POST', '/r/_close');
    const open = call(s, 'POST', '/r/_open');
    expect(open.body.shards_acknowledged).toBe(false);
    expect(call(s, 'GET', '/_cluster/health/r').body.status).toBe('red');
    expect(call(s, 'POST', '/r/_search', {}).status).toBe(503);
    files['analysis/syn.txt'] = 'tv, telly\n';
    call(s, 'POST', '/r/_close');
    expect(call(s, 'POST', '/r/_open').body.shards_acknowledged).toBe(true);
    expect(terms(call(s, 'POST', '/r/_analyze', { analyzer: 'a', text: 'tv' }))).toEqual(['tv', 'telly']);
  });

  it('an updateable filter runs at search time only: an index-time analyzer holding one is refused (ReloadSynonymAnalyzerIT)', () => {
    const s = sim({ 'analysis/syn.txt': 'tv, television\n' });
    const body = (field: Record<string, unknown>) => ({
      settings: { analysis: { filter: { syn: { type: 'synonym', synonyms_path: 'analysis/syn.txt', updateable: true } }, analyzer: { my_synonym_analyzer: { tokenizer: 'whitespace', filter: ['syn'] } } } },
      mappings: { properties: { t: { type: 'text', ...field } } },
    });
    const r = call(s, 'PUT', '/u', body({ analyzer: 'my_synonym_analyzer' }));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'mapper_parsing_exception', reason: 'Failed to parse mapping: analyzer [my_synonym_analyzer] contains filters [syn] that are not allowed to run in index time mode.' });
    expect(r.body.error.root_cause[0].type).toBe('mapper_exception');
    expect(call(s, 'PUT', '/u', body({ analyzer: 'standard', search_analyzer: 'my_synonym_analyzer' })).status).toBe(200);
    expect(call(s, 'PUT', '/u2', { mappings: { properties: { t: { type: 'text' } } } }).status).toBe(200);
    const put = call(s, 'PUT', '/u/_mapping', { properties: { t2: { type: 'text', analyzer: 'my_synonym_analyzer' } } });
    expect(put.body.error.reason).toBe('Failed to parse mapping: analyzer [my_synonym_analyzer] contains filters [syn] that are not allowed to run in index time mode.');
  });

  it('_analyze with a filter defined in the request reads the directory as it is now', () => {
    const files: Record<string, string> = { 'analysis/syn.txt': 'tv, television\n' };
    const s = sim(files);
    const ask = () => terms(call(s, 'POST', '/_analyze', { tokenizer: 'whitespace', filter: [{ type: 'synonym', synonyms_path: 'analysis/syn.txt' }], text: 'tv' }));
    expect(ask()).toEqual(['tv', 'television']);
    files['analysis/syn.txt'] = 'tv, telly\n';
    expect(ask()).toEqual(['tv', 'telly']);
  });
});

describe('durability', () => {
  it('a request records the files it read with its environment, so a replay without the directory answers the same', () => {
    const live = new Simulator({ profile: P, seed: 3, configFiles: { 'analysis/stop.txt': 'the\n' } });
    const env = live.runEnv(Date.UTC(2026, 0, 1));
    const req = { method: 'PUT', path: '/d', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ settings: { analysis: { filter: { st: { type: 'stop', stopwords_path: 'analysis/stop.txt' } }, analyzer: { a: { tokenizer: 'whitespace', filter: ['st'] } } } } }) };
    expect(live.handleIn(env, req).status).toBe(200);
    expect(env.files).toEqual({ 'analysis/stop.txt': 'the\n' });
    const replay = new Simulator({ profile: P, seed: 3 });
    expect(replay.handleIn(JSON.parse(JSON.stringify(env)), req).status).toBe(200);
    expect(terms(call(replay, 'POST', '/d/_analyze', { analyzer: 'a', text: 'the end' }))).toEqual(['end']);
    // A restart starts the shards again from the directory as it is: the replayed node has no such file.
    expect(replay.restartShards()).toEqual([{ index: 'd', reason: 'IOException while reading stopwords_path: /usr/share/elasticsearch/config/analysis/stop.txt' }]);
    expect(call(replay, 'GET', '/_cluster/health/d').body.status).toBe('red');
  });
});
