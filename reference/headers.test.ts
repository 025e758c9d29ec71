/**
 * Every source file of the repository (reference/, harness/, the root's configuration) opens with a line
 * saying what it is for: a newcomer reads that line before anything else, and a file without one is read whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|js|cjs|mjs)$/;

/** The source files under `dir`, relative to the repository, `/`-separated (dependencies and build output left out). */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(relative(REPO, full).split(sep).join('/'));
    }
  }
  return out;
}

/**
 * Why a source text has no header, or undefined when it has one: its first line (after a `#!` line) is a
 * comment of at least three words, or opens a block comment whose next line is.
 */
function headerProblem(text: string): string | undefined {
  const lines = text.split('\n');
  const at = lines[0]?.startsWith('#!') ? 1 : 0;
  const first = lines[at] ?? '';
  const m = /^\s*(\/\*\*?|\/\/)(.*)$/.exec(first);
  if (!m) return `its first line is not a comment: ${first.slice(0, 60)}`;
  let words = m[2]!.replace(/\*\/\s*$/, '').trim();
  if (words === '' && m[1]!.startsWith('/*')) words = (lines[at + 1] ?? '').replace(/^\s*\*\s?/, '').trim();
  if (words.split(/\s+/).filter(Boolean).length < 3) return `its first comment says too little: ${first.slice(0, 60)}`;
  return undefined;
}

describe('source file headers', () => {
  it('every source file opens with a line saying what it is for', () => {
    const files = [...sourceFiles(join(REPO, 'reference')), ...sourceFiles(join(REPO, 'harness')), 'vitest.config.ts'];
    // A walk that found nothing would pass.
    expect(files.length).toBeGreaterThan(400);
    const missing = files.map((f) => [f, headerProblem(readFileSync(join(REPO, f), 'utf8'))]).filter(([, p]) => p !== undefined);
    expect(missing).toEqual([]);
  });

  it('tells a header from its absence', () => {
    expect(headerProblem('/** The cluster state the core steps over. */\nimport x;')).toBeUndefined();
    expect(headerProblem('/**\n * The cluster state the core steps over.\n */\n')).toBeUndefined();
    expect(headerProblem('#!/usr/bin/env node\n// The CLI entry point, loading the bundle.\n')).toBeUndefined();
    expect(headerProblem("import { a } from './a.ts';\n")).toMatch(/not a comment/);
    expect(headerProblem('// @ts-nocheck\nimport x;')).toMatch(/says too little/);
    expect(headerProblem('/**\n */\n')).toMatch(/says too little/);
    expect(headerProblem('\n/** A header below a blank line is not the first line. */')).toMatch(/not a comment/);
  });
});
