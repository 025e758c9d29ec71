/**
 * Debian's elasticsearch-curator 5.8.1 (with python3-elasticsearch 7.17) managing indices on the served
 * simulator, as an operator would: `curator_cli show_indices`, an alias swap from an action file run by
 * `curator`, `curator_cli delete_indices` with a pattern and age filter, and an action file that creates,
 * reconfigures, closes, opens, rolls over and reindexes, and one that snapshots to a repository the
 * cluster lacks. Curator 5.8 speaks to ES 5, 6 and 7 only (its own version check), and Debian pairs it
 * with the Python client 7.17, whose product check refuses any server below 6.0: so it runs against
 * 6.8.13 and 7.17.3, and against 5.6.16 it must stop at connection as it does on the real 5.6.
 *
 * Curator 5.8.1 was written for click 7; Debian 12 ships click 8.1, which removed
 * `click.get_terminal_size` (Debian's `curator_cli` fails at import) and names commands with dashes
 * (`show-indices`, which curator's own option lookup then does not know). The test runs curator's CLI
 * through a few lines that restore those two click 7 behaviours, and nothing else.
 *
 * Skipped, saying so, where curator is not installed (`apt-get install elasticsearch-curator`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server/server.ts';
import { runProcess } from './runProcess.ts';
import type { ProfileName } from '../profiles.ts';

const PYTHON = '/usr/bin/python3';
const probe = spawnSync(PYTHON, ['-c', 'import curator, elasticsearch; print(curator.__version__)'], { encoding: 'utf8' });
const CURATOR = probe.status === 0 ? probe.stdout.trim() : undefined;
const SKIP_REASON = 'Debian elasticsearch-curator is not installed (apt-get install -y elasticsearch-curator python3-elasticsearch)';
if (!CURATOR) console.warn(`curator end-to-end tests skipped: ${SKIP_REASON}`);
const SKIP_CURATOR = skipWithout(CURATOR ? undefined : `curator (${SKIP_REASON})`);

const SHIM = `
import click, shutil, sys
if not hasattr(click, 'get_terminal_size'):
    click.get_terminal_size = shutil.get_terminal_size
which = sys.argv.pop(1)
if which == 'curator_cli':
    from curator.singletons import cli
    for name, cmd in list(cli.commands.items()):
        if '-' in name:
            del cli.commands[name]
            cmd.name = name.replace('-', '_')
            cli.commands[cmd.name] = cmd
    sys.argv[0] = 'curator_cli'
    cli(obj={})
else:
    from curator.cli import cli
    sys.argv[0] = 'curator'
    cli()
`;
import { skipWithout } from '../../harness/testing/environmentSkip.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'curator-e2e-'));
const shimPath = path.join(dir, 'curator_shim.py');
writeFileSync(shimPath, SHIM);

function run(args: string[], timeoutMs = 60_000): Promise<{ code: number | null; out: string }> {
  return runProcess(PYTHON, [shimPath, ...args], timeoutMs, { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' });
}

const PROFILES: ProfileName[] = ['es6', 'elasticsearch@7.17.3'];

describe.skipIf(SKIP_CURATOR).each(PROFILES)(`curator ${CURATOR ?? '(not installed)'} against profile %s`, (profile) => {
  let server: RunningServer;
  let log: string[] = [];
  const call = async (method: string, p: string, body?: unknown) => {
    const r = await fetch(server.url + p, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    return { status: r.status, text, json: () => JSON.parse(text) };
  };
  const cli = (...args: string[]) => run(['curator_cli', '--host', '127.0.0.1', '--port', String(server.port), ...args]);
  const indices = async () => (await call('GET', '/_cat/indices?h=index&s=index')).text.split('\n').filter((l) => l !== '');
  const aliases = async () => (await call('GET', '/_cat/aliases?h=alias,index&s=index')).text.split('\n').filter((l) => l !== '').map((l) => l.split(/\s+/).join(' '));

  /** Runs `curator --config … <action file>` with the given action file lines. */
  const actionFile = (name: string, lines: string[]) => {
    const actions = path.join(dir, `${name}-${profile}.yml`);
    writeFileSync(actions, ['actions:', ...lines, ''].join('\n'));
    const config = path.join(dir, `config-${profile}.yml`);
    writeFileSync(config, `client:\n  hosts: [127.0.0.1]\n  port: ${server.port}\nlogging:\n  loglevel: INFO\n`);
    return run(['curator', '--config', config, actions]);
  };

  beforeAll(async () => {
    server = await startServer({ port: 0, profile });
    const handle = server.simulator.handle.bind(server.simulator);
    server.simulator.handle = (req) => {
      const res = handle(req);
      log.push(`${req.method} ${req.path} ${res.status}`);
      return res;
    };
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await call('PUT', '/_cluster/settings', { transient: { 'action.destructive_requires_name': false } });
    await call('DELETE', '/_all');
    await call('PUT', '/_cluster/settings', { transient: { 'action.destructive_requires_name': null } });
    for (const name of ['logs-2020.01.01', 'logs-2020.01.02', 'logs-2999.01.01', 'other']) {
      expect((await call('PUT', `/${name}`, { settings: { number_of_shards: 1, number_of_replicas: 0 } })).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await call('PUT', `/logs-2020.01.01/_doc/${i}`, { n: i })).status).toBe(201);
    log = [];
  });

  it('show_indices: every index with its state, size and document count, read from the cluster state and stats', async () => {
    const r = await cli('show_indices', '--verbose', '--header', '--filter_list', '{"filtertype":"none"}');
    expect(r.code, r.out).toBe(0);
    const rows = r.out.split('\n').filter((l) => /^(Index|logs-|other)/.test(l)).map((l) => l.trim().split(/\s+/));
    expect(rows[0]).toEqual(['Index', 'State', 'Size', 'Docs', 'Pri', 'Rep', 'Creation', 'Timestamp']);
    expect(rows.slice(1).map((c) => [c[0], c[1], c[3], c[4], c[5]])).toEqual([
      ['logs-2020.01.01', 'open', '3', '1', '0'],
      ['logs-2020.01.02', 'open', '0', '1', '0'],
      ['logs-2999.01.01', 'open', '0', '1', '0'],
      ['other', 'open', '0', '1', '0'],
    ]);
    expect(log).toContain('GET /logs-2020.01.01,logs-2020.01.02,logs-2999.01.01,other/_stats/store,docs 200');
    expect(log.some((l) => l.startsWith('GET /_cluster/state/metadata/') && l.endsWith(' 200'))).toBe(true);
  });

  it('alias swap from an action file: one POST /_aliases moves the alias from the old indices to the new', async () => {
    expect((await call('PUT', '/logs-2020.01.01/_alias/current')).status).toBe(200);
    const actions = path.join(dir, `swap-${profile}.yml`);
    writeFileSync(actions, [
      'actions:',
      '  1:',
      '    action: alias',
      '    options: { name: current, warn_if_no_indices: false }',
      '    add:',
      '      filters: [ { filtertype: pattern, kind: prefix, value: logs-2999. } ]',
      '    remove:',
      '      filters: [ { filtertype: pattern, kind: prefix, value: logs-2020. } ]',
      '',
    ].join('\n'));
    const config = path.join(dir, `config-${profile}.yml`);
    writeFileSync(config, `client:\n  hosts: [127.0.0.1]\n  port: ${server.port}\nlogging:\n  loglevel: INFO\n`);
    const r = await run(['curator', '--config', config, actions]);
    expect(r.code, r.out).toBe(0);
    expect(await aliases()).toEqual(['current logs-2999.01.01']);
    expect(log.filter((l) => l.startsWith('POST /_aliases'))).toEqual(['POST /_aliases 200']);
  });

  it('alias swap with curator_cli: --add and --remove filters in one request', async () => {
    expect((await call('PUT', '/logs-2020.01.01/_alias/recent')).status).toBe(200);
    const r = await cli(
      'alias', '--name', 'recent',
      '--add', '{"filtertype":"pattern","kind":"prefix","value":"logs-2999."}',
      '--remove', '{"filtertype":"pattern","kind":"prefix","value":"logs-2020."}',
    );
    expect(r.code, r.out).toBe(0);
    expect(await aliases()).toEqual(['recent logs-2999.01.01']);
    expect(log.filter((l) => l.startsWith('POST /_aliases'))).toEqual(['POST /_aliases 200']);
  });

  it('delete_indices with a pattern and an age filter deletes exactly the old matching indices', async () => {
    const filters = [
      { filtertype: 'pattern', kind: 'prefix', value: 'logs-' },
      { filtertype: 'age', source: 'name', direction: 'older', timestring: '%Y.%m.%d', unit: 'days', unit_count: 30 },
    ];
    const r = await cli('delete_indices', '--filter_list', JSON.stringify(filters));
    expect(r.code, r.out).toBe(0);
    expect(await indices()).toEqual(['logs-2999.01.01', 'other']);
    expect(log.filter((l) => l.startsWith('DELETE '))).toEqual(['DELETE /logs-2020.01.01,logs-2020.01.02 200']);
  });

  it('a dry run changes nothing', async () => {
    const r = await cli('--dry-run', 'delete_indices', '--filter_list', '{"filtertype":"pattern","kind":"prefix","value":"logs-"}');
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('DRY-RUN');
    expect(await indices()).toEqual(['logs-2020.01.01', 'logs-2020.01.02', 'logs-2999.01.01', 'other']);
  });

  it('create_index, index_settings, close, open, rollover and reindex from one action file', async () => {
    const r = await actionFile('lifecycle', [
      '  1:',
      '    action: create_index',
      "    options: { name: 'roll-000001', extra_settings: { settings: { number_of_shards: 1 }, aliases: { roll: {} } } }",
      '  2:',
      '    action: index_settings',
      '    options: { index_settings: { index: { refresh_interval: 5s } } }',
      '    filters: [ { filtertype: pattern, kind: prefix, value: logs-2020. } ]',
      '  3:',
      '    action: close',
      '    options: { delete_aliases: False }',
      '    filters: [ { filtertype: pattern, kind: prefix, value: logs-2020.01.02 } ]',
      '  4:',
      '    action: open',
      '    filters: [ { filtertype: pattern, kind: prefix, value: logs-2020.01.02 } ]',
      '  5:',
      '    action: rollover',
      '    options: { name: roll, conditions: { max_age: 0s } }',
      '  6:',
      '    action: reindex',
      '    options: { wait_interval: 1, max_wait: 30, request_body: { source: { index: REINDEX_SELECTION }, dest: { index: merged } } }',
      '    filters: [ { filtertype: pattern, kind: prefix, value: logs-2020.01.01 } ]',
    ]);
    expect(r.code, r.out).toBe(0);
    expect(await indices()).toEqual(['logs-2020.01.01', 'logs-2020.01.02', 'logs-2999.01.01', 'merged', 'other', 'roll-000001', 'roll-000002']);
    expect(await aliases()).toEqual(['roll roll-000002']);
    expect((await call('GET', '/logs-2020.01.01/_settings/index.refresh_interval')).json()).toEqual({ 'logs-2020.01.01': { settings: { index: { refresh_interval: '5s' } } } });
    expect((await call('GET', '/merged/_count')).json().count).toBe(3);
    expect(log).toContain('POST /logs-2020.01.02/_close 200');
    expect(log).toContain('POST /logs-2020.01.02/_open 200');
    expect(log).toContain('POST /roll/_rollover 200');
  });

  it('a snapshot to a repository the cluster lacks fails as on a real cluster: the lookup answers 404 and curator stops', async () => {
    const r = await actionFile('snapshot', [
      '  1:',
      '    action: snapshot',
      "    options: { repository: nosuchrepo, name: 'snap-%Y', wait_for_completion: True }",
      '    filters: [ { filtertype: pattern, kind: prefix, value: logs- } ]',
    ]);
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain('Cannot snapshot indices to missing repository: nosuchrepo');
    expect(log).toContain('GET /_snapshot/nosuchrepo 404');
    const d = await actionFile('delete-snapshots', ['  1:', '    action: delete_snapshots', '    options: { repository: nosuchrepo }', '    filters: [ { filtertype: none } ]']);
    expect(d.code, d.out).toBe(1);
    expect(d.out).toContain('Unable to verify existence of repository nosuchrepo');
  });
});

describe.skipIf(SKIP_CURATOR)(`curator ${CURATOR ?? '(not installed)'} against elasticsearch@5.6.16`, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, profile: 'elasticsearch@5.6.16' });
  });
  afterAll(() => server.close());

  it("stops at connection: the Python client 7.17's product check refuses a server below 6.0, as it refuses the real 5.6", async () => {
    const r = await run(['curator_cli', '--host', '127.0.0.1', '--port', String(server.port), 'show_indices']);
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain('The client noticed that the server is not Elasticsearch');
  });
});
