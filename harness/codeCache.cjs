// Runs a CommonJS bundle with V8's code cache: Node 20 compiles an ES module from source on every start
// (about 20 ms for dist/serve.cjs's 680 KB), and has no module compile cache; vm.Script takes the bytecode
// a previous start left beside the bundle. The cache's first line names the bundle's exact bytes (length and
// CRC-32), the Node.js build and the CRC-32 of the bytecode after it; any other bundle, a rebuild, another node
// or a damaged cache (V8 itself checks little more than the source's length) ignores it and writes a fresh one.
// CommonJS, like harness/start.cjs that requires it.
'use strict';
const { isAscii } = require('node:buffer');
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { basename, dirname, join } = require('node:path');
const vm = require('node:vm');
const zlib = require('node:zlib');

/**
 * What node's loader puts around a CommonJS module, and what this file compiles around a bundle. A bundle built with
 * it already in its text (harness/build.js, `wrapped`) is compiled as read: the text made from the file is the source,
 * where wrapping it here made V8 copy the whole 4 MB source into one flat string before compiling (2.6 ms of CPU per
 * start, median of 15, A/B). Such a file is a lone function expression: node itself would load it and run nothing.
 */
const WRAP_HEAD = '(function (exports, require, module, __filename, __dirname) {';
const WRAP_TAIL = '\n})';

/** Whether the file's bytes are a wrapped bundle (WRAP_HEAD ... WRAP_TAIL). */
function isWrapped(bytes) {
  return bytes.length >= WRAP_HEAD.length + WRAP_TAIL.length && bytes.toString('latin1', 0, WRAP_HEAD.length) === WRAP_HEAD && bytes.toString('latin1', bytes.length - WRAP_TAIL.length) === WRAP_TAIL;
}

/** The cache file of a bundle: a dotfile beside it (`npm pack` leaves dist/.* out). */
const cacheFileOf = (file) => join(dirname(file), `.${basename(file)}.cache`);

/** What a cache must have been made from: these exact bytes of the bundle on this exact Node.js build. */
function keyOf(bytes) {
  return `${process.version} ${process.arch} ${bytes.length} ${zlib.crc32(bytes)}`;
}

/**
 * The bundle's text. The build makes it ASCII (harness/build.js asciiText), which is its own Latin-1: copied into a
 * one-byte string as it is, 1 ms for the 5.4 MB server bundle where decoding UTF-8 took 15 (and checksumming the
 * string, which node encodes back to UTF-8 first, 6 ms more than the bytes). Anything else is decoded as UTF-8.
 */
function textOf(bytes) {
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

/** The cached bytecode for `key`, or undefined (none, unreadable, damaged, another bundle or node). */
function readCache(path, key) {
  try {
    const data = readFileSync(path);
    const eol = data.indexOf(10);
    if (eol < 0) return undefined;
    const bytes = data.subarray(eol + 1);
    return data.subarray(0, eol).toString('latin1') === `${key} ${zlib.crc32(bytes)}` ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** Written aside, then renamed: a start reading meanwhile sees the old cache or the new one, never half. */
function writeCache(path, key, bytes) {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, Buffer.concat([Buffer.from(`${key} ${zlib.crc32(bytes)}\n`, 'latin1'), bytes]));
    renameSync(tmp, path);
  } catch {
    // A read-only install runs without a cache: slower to start, never wrong.
  }
}

/**
 * Runs `file` (a CommonJS bundle) as node's loader would, compiled from the cache when it matches. Without a
 * usable cache, makes one right after the bundle's top level ran (so it holds what start-up compiled), or, with
 * `writeAfterMs`, that long after (or at the process's exit, if sooner): a server's cache then also holds what its
 * first requests compiled, which every later start would otherwise compile again before its first answer.
 * `around` runs the top level (given as a function): V8 checks a cache against the flags of the moment it is
 * made and read, so a caller that changes a V8 flag while the bundle runs does it there, and the compile and the
 * cache see the same flags at every start. Returns whether the cache was used.
 */
function runWithCodeCache(file, around = (run) => run(), { writeAfterMs } = {}) {
  const bytes = readFileSync(file);
  const key = keyOf(bytes);
  const source = textOf(bytes);
  const cachePath = cacheFileOf(file);
  const cachedData = readCache(cachePath, key);
  const script = new vm.Script(isWrapped(bytes) ? source : `${WRAP_HEAD}${source}${WRAP_TAIL}`, { filename: file, cachedData });
  const mod = { exports: {} };
  const fn = script.runInThisContext();
  around(() => fn.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file)));
  const used = cachedData !== undefined && !script.cachedDataRejected;
  if (!used && writeAfterMs === undefined) writeCache(cachePath, key, script.createCachedData());
  else if (!used) {
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      writeCache(cachePath, key, script.createCachedData());
    };
    setTimeout(write, writeAfterMs).unref();
    process.once('exit', write);
  }
  return used;
}

exports.WRAP_HEAD = WRAP_HEAD;
exports.WRAP_TAIL = WRAP_TAIL;
exports.cacheFileOf = cacheFileOf;
exports.runWithCodeCache = runWithCodeCache;
