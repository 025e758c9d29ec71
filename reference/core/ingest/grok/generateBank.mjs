#!/usr/bin/env node
/**
 * Writes bankText.ts, Elasticsearch's grok pattern bank as data, from a logstash-patterns-core checkout
 * (see SOURCES.md): node generateBank.mjs <logstash-patterns-core git dir> <commit>.
 *
 * legacy: patterns/legacy/<file> as they are, except grok-patterns: Elasticsearch kept its own earlier copy,
 * logstash-patterns-core's patterns/grok-patterns at ${GROK_PATTERNS_COMMIT} with an ISO8601_HOUR (two-digit
 * hours) that TIMESTAMP_ISO8601 uses (LEGACY_EDITS). ecs-v1: patterns/ecs-v1/<file> as Elasticsearch's libs/grok
 * copy has them: `[a][b]` field references written `a.b`, each `# :long - %{P:f:int}` hint applied to its
 * pattern (`%{P:f:long}`), and the handful of lines Elasticsearch's conversion left differently (ES_EDITS).
 * Comment and blank lines are dropped as GrokBuiltinPatterns.loadPatternsFromFile drops them; an ecs-v1
 * line whose pattern is the legacy one for the same name is written as the name alone.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [gitDir, commit] = process.argv.slice(2);
if (!gitDir || !commit) throw new Error('usage: generateBank.mjs <git dir> <commit>');
const show = (path, at = commit) => execFileSync('git', ['--git-dir', gitDir, 'show', `${at}:${path}`], { encoding: 'utf8' });
const GROK_PATTERNS_COMMIT = '4eef822';
const LEGACY_EDITS = [
  ['ISO8601_SECOND (?:%{SECOND}|60)\n', 'ISO8601_SECOND (?:%{SECOND}|60)\nISO8601_HOUR (?:2[0123]|[01][0-9])\n', 1],
  ['[T ]%{HOUR}:?%{MINUTE}(?::?%{SECOND})?', '[T ]%{ISO8601_HOUR}:?%{MINUTE}(?::?%{SECOND})?', 1],
];

/** Replaces each `from` (found exactly `count` times) by `to`. */
function edit(file, text, edits) {
  for (const [from, to, count] of edits) {
    const parts = text.split(from);
    if (parts.length - 1 !== count) throw new Error(`${file}: ${parts.length - 1} of ${from}`);
    text = parts.join(to);
  }
  return text;
}

// GrokBuiltinPatterns.loadLegacyPatterns / loadEcsPatterns, in their order.
const LEGACY = 'aws bacula bind bro exim firewalls grok-patterns haproxy httpd java junos linux-syslog maven mcollective-patterns mongodb nagios postgresql rails redis ruby squid'.split(' ');
const ECS = 'aws bacula bind bro exim firewalls grok-patterns haproxy httpd java junos linux-syslog maven mcollective mongodb nagios postgresql rails redis ruby squid zeek'.split(' ');

// Where Elasticsearch's ecs-v1 copy differs from the plain conversion (its files at 2598f37e/6a2501b0/13ae1548).
const ES_EDITS = {
  firewalls: [
    ['\\[%{DATA:@metadata.cisco.asa.hashcode1}, %{DATA:@metadata.cisco.asa.hashcode2}\\]', '\\%{DATA:[@metadata.cisco.asa.hashcode1}, %{DATA:@metadata.cisco.asa.hashcode2}\\]', 3],
    ['\\[\\s*%{DATA:cisco.asa.burst.object}\\s*\\]', '\\\\s*%{DATA:[cisco.asa.burst.object}\\s*\\]', 1],
    ['(?::[A-Fa-f0-9]{2}:[A-Fa-f0-9]{2})?', '(?::A-Fa-f0-9{2}:A-Fa-f0-9{2})?', 1],
  ],
  aws: [
    ['\\[%{HTTPDATE:timestamp}\\]', '\\%{HTTPDATE:timestamp}\\', 1],
    ['(?::[^@]*)?@)?(?:%{ELB_URIHOST})', '(?::^@*)?@)?(?:%{ELB_URIHOST})', 1],
  ],
  exim: [['\\[%{IP:source.ip}\\]', '\\%{IP:source.ip}\\]', 1]],
  zeek: [['(?:[\\s,]%{IP})+', '(?:\\s,%{IP})+', 2]],
};

function ecsText(file, text) {
  let t = text.replace(/(%\{[A-Za-z0-9_]+:|\(\?<)((?:\[[^[\]]+\])+)/g, (_, pre, refs) => pre + refs.slice(1, -1).split('][').join('.'));
  t = edit(file, t, ES_EDITS[file] ?? []);
  const lines = t.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const hint = /^# :long - %\{(\w+):([^:}]+):int\}$/.exec(lines[i]);
    if (!hint) continue;
    let j = i - 1;
    while (j >= 0 && lines[j].startsWith('#')) j--;
    const ref = `%{${hint[1]}:${hint[2]}:int}`;
    if (lines[j].includes(ref)) lines[j] = lines[j].split(ref).join(`%{${hint[1]}:${hint[2]}:long}`);
    else if (!lines[j].includes(`%{${hint[1]}:${hint[2]}:long}`)) throw new Error(`${file}: hint ${ref} matches nothing`);
  }
  return lines.join('\n');
}

/** loadPatternsFromFile: [name, pattern] of each line. */
function entries(text) {
  const out = [];
  for (const line of text.split('\n')) {
    const trimmed = line.replace(/^\s+/, '');
    if (trimmed.startsWith('#') || trimmed.length === 0) continue;
    const m = /^(\S+)\s+([\s\S]*)$/.exec(trimmed);
    if (m) out.push([m[1], m[2]]);
  }
  return out;
}

const legacyText = (f) => (f === 'grok-patterns' ? edit(f, show('patterns/grok-patterns', GROK_PATTERNS_COMMIT), LEGACY_EDITS) : show(`patterns/legacy/${f}`));
const legacy = LEGACY.map((f) => [f, entries(legacyText(f))]);
const legacyMap = new Map(legacy.flatMap(([, e]) => e));
const ecs = ECS.map((f) => [f, entries(ecsText(f, show(`patterns/ecs-v1/${f}`)))]);

const body = (files, same) => files.map(([f, e]) => `  // ${f}\n  ${JSON.stringify(e.map(([n, p]) => (same?.get(n) === p ? n : `${n} ${p}`)).join('\n'))},`).join('\n');
const out = `/**
 * Apache License 2.0: logstash-patterns-core, Copyright 2020 Elastic and contributors (its LICENSE and NOTICE).
 *
 * Elasticsearch's grok pattern bank (libs/grok/src/main/resources/patterns/{legacy,ecs-v1}), from
 * logstash-patterns-core (Apache License 2.0) at ${commit} (legacy grok-patterns at ${GROK_PATTERNS_COMMIT}): see SOURCES.md. Generated by generateBank.mjs:
 * do not edit. One "NAME pattern" line per pattern, in GrokBuiltinPatterns' file order, comments dropped;
 * an ecs-v1 line holding only a name has the legacy pattern of that name.
 *
 * The texts are returned by functions so that the server's start does not build them (idle memory).
 */

/** The legacy bank (ecs_compatibility \`disabled\`), one text per file. */
export const legacyBankText = (): readonly string[] => [
${body(legacy)}
];

/** The ecs-v1 bank (ecs_compatibility \`v1\`), one text per file. */
export const ecsBankText = (): readonly string[] => [
${body(ecs, legacyMap)}
];
`;
if (/[^\x00-\xff]/.test(out)) throw new Error('a character outside Latin-1 would make the bundle two-byte');
writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'bankText.ts'), out);
console.log(`legacy ${legacyMap.size} patterns, ecs-v1 ${new Map(ecs.flatMap(([, e]) => e)).size}; ${out.length} chars`);
