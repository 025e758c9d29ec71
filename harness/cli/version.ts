/**
 * The package's version (`--version`), taken from package.json when the code is bundled: dist/serve.mjs is
 * copied alone, with no package.json beside it to read at run time.
 */
import pkg from '../../package.json' with { type: 'json' };

export const PACKAGE_VERSION: string = pkg.version;
