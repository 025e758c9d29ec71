#!/usr/bin/env node
/**
 * `npm run release:git [-- BRANCH]`: commit what `npm pack` ships (dist/ built, no sources, no tests) onto a
 * branch of its own (default `dist`), with a package.json that has no build scripts and no devDependencies.
 * `npm install git+URL#dist` then installs in seconds with the runtime dependencies only: a git dependency
 * with a prepare (or build) script makes npm install every devDependency of the clone first, to build it.
 * Nothing in the working tree or the current branch changes; push the branch to publish it
 * (`git push origin dist`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The package.json of the release branch: what runs the shipped dist/, nothing that builds it. */
export function releaseManifest(pkg) {
  const { devDependencies: _dev, ...rest } = pkg;
  const scripts = Object.fromEntries(Object.entries(pkg.scripts ?? {}).filter(([k]) => k === 'start' || k === 'conformance'));
  return { ...rest, scripts };
}

const git = (args, opts = {}) => execFileSync('git', args, { cwd: root, encoding: 'utf8', ...opts }).trim();

function main(branch) {
  const work = mkdtempSync(join(tmpdir(), 'es-conformance-release-'));
  try {
    // npm pack runs prepack (harness/build.js): the tarball is exactly what a registry install would get.
    const tgz = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').pop();
    execFileSync('tar', ['-xzf', join(work, tgz), '-C', work]);
    const dir = join(work, 'package');
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(releaseManifest(pkg), null, 2)}\n`);
    const head = git(['rev-parse', '--short', 'HEAD']);
    const env = { ...process.env, GIT_INDEX_FILE: join(work, 'index') };
    git(['--work-tree', dir, 'add', '-A', '.'], { env });
    const tree = git(['write-tree'], { env });
    let parent;
    try {
      parent = git(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], { stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      parent = undefined;
    }
    const commit = git(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', `es-conformance ${pkg.version}, built from ${head}`]);
    git(['update-ref', `refs/heads/${branch}`, commit]);
    process.stdout.write(`${branch}: es-conformance ${pkg.version} built from ${head} (${commit.slice(0, 12)}); publish: git push origin ${branch}; install: npm install git+<url>#${branch}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.argv[2] ?? 'dist');
  } catch (e) {
    process.stderr.write(`release:git: ${e instanceof Error ? e.message.split('\n')[0] : e}\n`);
    process.exit(1);
  }
}
