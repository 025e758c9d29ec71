/**
 * The server bundle is ASCII once built (harness/build.js asciiText): one character above U+00FF in code (a regular
 * expression literal keeps its characters through esbuild) doubled the idle server's copy of the source, 5.4 MB, and
 * any non-ASCII character makes harness/codeCache.cjs decode the 5.4 MB as UTF-8 at every start. Bundled in memory
 * here, as the build does, so the test names the line at fault before a bench run notices.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// Plain JavaScript modules without declarations: imported by paths TypeScript does not resolve.
const BUILD = './build.js';
const BUNDLES_CJS = './bundles.cjs';
const { asciiText, firstNonAsciiCode } = (await import(BUILD)) as { asciiText: (text: string) => string; firstNonAsciiCode: (text: string) => string | undefined };
const { BUNDLES } = (await import(BUNDLES_CJS)) as { BUNDLES: Record<string, { entry: string; minify?: boolean }> };

describe('the server bundle', () => {
  it('has no non-ASCII character outside comments', async () => {
    const esbuild = await import('esbuild');
    const r = await esbuild.build({
      entryPoints: [ROOT + BUNDLES.serveCjs!.entry], bundle: true, write: false, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'error', absWorkingDir: ROOT,
      minifyWhitespace: BUNDLES.serveCjs!.minify === true,
    });
    const text = asciiText(r.outputFiles[0]!.text);
    expect(firstNonAsciiCode(text)).toBeUndefined();
  }, 120_000);
});
