// The Node.js version check every entry makes first: one line naming the version needed, instead of a
// link error from deep inside a bundle (node:zlib's crc32, the journal's checksum, exists from 20.15).
// CommonJS: harness/start.cjs requires it (an ES module entry costs every start of the server milliseconds).
'use strict';
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The lowest Node.js release, from package.json's `engines` (the one place it is written). */
function minimumNode() {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
  return String(pkg.engines.node).replace(/^>=\s*/, '');
}

/** Whether `version` (e.g. `v20.14.0`) is below `min` (`20.15.0`). */
function below(version, min) {
  const a = version.replace(/^v/, '').split('.').map(Number);
  const b = min.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/** A one-line reason when this Node.js is too old, else undefined. */
function nodeTooOld(version = process.version) {
  const min = minimumNode();
  return below(version, min) ? `es-conformance needs Node.js >= ${min}; this is ${version}` : undefined;
}

exports.minimumNode = minimumNode;
exports.below = below;
exports.nodeTooOld = nodeTooOld;
