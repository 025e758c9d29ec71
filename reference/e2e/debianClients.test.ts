/**
 * Debian's packaged clients, written by nobody here, against the served simulator at the versions they
 * meet in the field: each one's own product check must accept exactly the servers it accepts for real,
 * and where it accepts, an application's everyday work (index, bulk helper, scroll, an alias swap) must
 * succeed. The scripts are in clients/; each prints `REFUSED <message>` (exit 3) when its client refuses
 * the server, or `OK <version>`.
 *
 * What the clients check (their own code, as Debian ships it):
 * - python3-elasticsearch 7.17 (`_ProductChecker.check_product`) and ruby-elasticsearch 7.17
 *   (`verify_with_version_or_header`): version below 6.0 refused; 6.x needs the tagline; 7.0–7.13 the
 *   tagline and build flavor `default`; 7.14+ the `X-Elastic-Product: Elasticsearch` header. So ES 5.6
 *   and every OpenSearch (versions 1–3, below 6) are refused.
 * - libsearch-elasticsearch-perl 8.00 (`process_response`): the header on every 2xx answer, so only
 *   ES ≥ 7.14 is accepted.
 * A client that is not installed skips its cases and says so (`apt-get install -y python3-elasticsearch
 * ruby-elasticsearch libsearch-elasticsearch-perl`); CI has npm dependencies only.
 */
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server/server.ts';
import type { ProfileName } from '../profiles.ts';
import { skipWithout } from '../../harness/testing/environmentSkip.ts';

interface DebianClient {
  name: string;
  command: string;
  script: string;
  probe: string[];
  install: string;
  accepts: ProfileName[];
  refuses: ProfileName[];
}

const script = (f: string) => fileURLToPath(new URL(`./clients/${f}`, import.meta.url));
const CLIENTS: DebianClient[] = [
  {
    name: 'python3-elasticsearch 7.17',
    command: '/usr/bin/python3',
    script: script('everyday.py'),
    probe: ['-c', 'import elasticsearch, sys; sys.exit(0 if elasticsearch.__version__[0] == 7 else 1)'],
    install: 'python3-elasticsearch',
    accepts: ['elasticsearch@6.8.13', 'elasticsearch@7.10.2', 'elasticsearch@7.17.3', 'elasticsearch@8.15.0', 'elasticsearch@9.1.0'],
    refuses: ['elasticsearch@5.6.16', 'opensearch@1.3.19', 'opensearch@2.17.1'],
  },
  {
    name: 'ruby-elasticsearch 7.17',
    command: 'ruby',
    script: script('everyday.rb'),
    probe: ['-e', "require 'elasticsearch'; exit(Elasticsearch::VERSION.start_with?('7.') ? 0 : 1)"],
    install: 'ruby-elasticsearch',
    accepts: ['elasticsearch@6.8.13', 'elasticsearch@7.10.2', 'elasticsearch@7.17.3', 'elasticsearch@8.15.0', 'elasticsearch@9.1.0'],
    refuses: ['elasticsearch@5.6.16', 'opensearch@1.3.19'],
  },
  {
    name: 'libsearch-elasticsearch-perl 8',
    command: 'perl',
    script: script('everyday.pl'),
    probe: ['-MSearch::Elasticsearch', '-e', 'exit(Search::Elasticsearch->VERSION >= 8 ? 0 : 1)'],
    install: 'libsearch-elasticsearch-perl',
    accepts: ['elasticsearch@7.17.3', 'elasticsearch@8.15.0', 'elasticsearch@9.1.0'],
    refuses: ['elasticsearch@7.10.2', 'elasticsearch@6.8.13', 'opensearch@2.17.1'],
  },
];

function run(command: string, args: string[]): Promise<{ code: number; out: string }> {
  // Asynchronously: the server answers from this process's event loop.
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: unknown }).code ?? 1) || 1 : 0, out: `${stdout}${stderr}` });
    });
  });
}

for (const client of CLIENTS) {
  const available = spawnSync(client.command, client.probe, { encoding: 'utf8' }).status === 0;
  if (!available) console.warn(`${client.name} tests skipped: not installed (apt-get install -y ${client.install})`);

  describe.skipIf(skipWithout(available ? undefined : `${client.name} (apt-get install -y ${client.install})`))(client.name, () => {
    let server: RunningServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it.each(client.accepts)('accepts %s and does the everyday work', async (profile) => {
      server = await startServer({ port: 0, profile });
      const r = await run(client.command, [client.script, server.url]);
      expect(r.code, r.out).toBe(0);
      expect(r.out.trim()).toBe(`OK ${profile.split('@')[1]}`);
    }, 90_000);

    it.each(client.refuses)('refuses %s in its product check, as it refuses that real server', async (profile) => {
      server = await startServer({ port: 0, profile });
      const r = await run(client.command, [client.script, server.url]);
      expect(r.code, r.out).toBe(3);
      expect(r.out).toMatch(/^REFUSED The client noticed that the server is not Elasticsearch/);
    }, 90_000);
  });
}
