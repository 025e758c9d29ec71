/** The version axis: aliases keep their values, exact versions resolve by their timelines, the range is enforced. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { capabilitiesAt, getProfile, nearestProfile, profileContradiction, unorderedTimelines, isProfileName, PROFILE_NAMES, profileForVersion, profileSpecError } from './profiles.ts';
import { CAPABILITY_AREAS } from './profiles/capabilities.ts';
import { aliasesFileText } from './profiles/aliasesFile.ts';

const plain = (p: unknown) => JSON.parse(JSON.stringify(p, (_k, v) => (v === Infinity ? 'Infinity' : v)));

describe('profiles by version', () => {
  it('profiles.aliases.json is the timelines\' output (regenerate it with npm run profiles:aliases, and read its diff)', () => {
    const committed = readFileSync(new URL('./profiles.aliases.json', import.meta.url), 'utf8');
    expect(committed, 'reference/profiles.aliases.json differs from the timelines: run npm run profiles:aliases').toBe(aliasesFileText());
    const parsed = JSON.parse(committed) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(PROFILE_NAMES);
    for (const name of PROFILE_NAMES) expect(parsed[name], name).toEqual(plain(getProfile(name)));
  });

  it('an alias and its exact version agree, but for the name (the spec service adds its own dialect)', () => {
    const strip = (o: Record<string, unknown>) => ({ ...o, name: undefined });
    expect(strip(plain(getProfile('es6')))).toEqual(strip(plain(getProfile('elasticsearch@6.8.13'))));
    expect(strip(plain(getProfile('es8')))).toEqual(strip(plain(getProfile('elasticsearch@8.15.0'))));
    expect(strip(plain(getProfile('opensearch2')))).toEqual(strip(plain(getProfile('opensearch@2.17.1'))));
    expect(getProfile('default').typesPerIndex).toBe('many');
    expect(getProfile('elasticsearch@8.15.0').typesPerIndex).toBe('one');
  });

  it('exact versions between the old fixed points take each capability from its timeline', () => {
    const es7 = getProfile('elasticsearch@7.17.3');
    expect(es7.version.number).toBe('7.17.3');
    expect(es7.typeInResponses).toBe('doc');
    expect(es7.includeTypeName).toBe(true);
    expect(es7.totalHitsAsInt).toBe(false);
    expect(es7.productHeader).toBe(true);
    expect(es7.compatibleWith).toEqual([7]);
    expect(es7.warningAgent).toMatch(/^Elasticsearch-7\.17\.3-[0-9a-f]{7}$/);
    const es9 = getProfile('elasticsearch@9.1.0');
    expect(es9.restCompatV7).toBe(false);
    expect(es9.compatibleWith).toEqual([9, 8]);
    expect(es9.version.minimumWire).toBe('8.18.0');
    const os1 = getProfile('opensearch@1.3.19');
    expect(os1.version.distribution).toBe('opensearch');
    expect(os1.typedApis).toBe(true);
    expect(os1.healthDiscovered).toBe(true);
    expect(os1.clusterManagerNames).toBe(false);
    expect(getProfile('opensearch@2.0.0').clusterManagerNames).toBe(true);
    // action.destructive_requires_name: on by default from ES 8.0, never in OpenSearch.
    expect(getProfile('elasticsearch@7.17.3').destructiveRequiresNameDefault).toBe(false);
    expect(getProfile('elasticsearch@8.0.0').destructiveRequiresNameDefault).toBe(true);
    expect(getProfile('opensearch@3.2.0').destructiveRequiresNameDefault).toBe(false);
    expect(getProfile('opensearch@3.3.0').dynamicValues).toContain('false_allow_templates');
    expect(getProfile('opensearch@2.17.1').dynamicValues).not.toContain('false_allow_templates');
    // A step applies from its own version on, not before.
    expect(getProfile('elasticsearch@8.13.0').rolloverLazyFlag).toBe(true);
    expect(getProfile('elasticsearch@8.12.2').rolloverLazyFlag).toBe(false);
  });

  it('a version outside the supported range is refused with one line naming the range', () => {
    for (const bad of ['elasticsearch@4.9.0', 'elasticsearch@10.0.0', 'opensearch@0.9.0', 'opensearch@4.0.0', 'es7', 'elasticsearch@7.17', 'solr@9.0.0']) {
      expect(isProfileName(bad), bad).toBe(false);
      const why = profileSpecError(bad)!;
      expect(why).toMatch(/elasticsearch@5\.0\.0 to the latest 9\.x, opensearch@1\.0\.0 to the latest 3\.x/);
      expect(why).not.toContain('\n');
      expect(() => getProfile(bad as never)).toThrow(why);
    }
  });

  it('maps what a cluster reports on GET / to its exact profile', () => {
    expect(profileForVersion('opensearch', '1.3.19')).toBe('opensearch@1.3.19');
    expect(profileForVersion('elasticsearch', '8.19.2-SNAPSHOT')).toBe('elasticsearch@8.19.2');
    expect(profileForVersion('elasticsearch', '10.0.0')).toBeUndefined();
  });

  it('one family rule: the exact version, a major alone its checked release, outside the range the nearest major', () => {
    expect(nearestProfile('elasticsearch', '7.10.2')).toBe('elasticsearch@7.10.2');
    expect(nearestProfile('OpenSearch', '2.19.0')).toBe('opensearch@2.19.0');
    expect(nearestProfile('elasticsearch', '8')).toBe('elasticsearch@8.19.0');
    // A line (a suite's folder: `elasticsearch-7.10`) is its first release.
    expect(nearestProfile('elasticsearch', '7.10')).toBe('elasticsearch@7.10.0');
    expect(nearestProfile('opensearch', '2.19')).toBe('opensearch@2.19.0');
    expect(nearestProfile('opensearch', '3')).toBe('opensearch@3.2.0');
    expect(nearestProfile('elasticsearch', '12.0.0')).toBe('elasticsearch@9.1.0');
    expect(nearestProfile('elasticsearch', '1.7.5')).toBe('elasticsearch@5.6.16');
    expect(nearestProfile('opensearch', '4.0.0')).toBe('opensearch@3.2.0');
    expect(nearestProfile('elasticsearch', '8.19.2-SNAPSHOT')).toBe('elasticsearch@8.19.2');
    // A GET / without version.distribution (ES 5) is Elasticsearch.
    expect(nearestProfile('', '5.6.0')).toBe('elasticsearch@5.6.0');
    expect(nearestProfile('opensearch', '')).toBe('opensearch2');
    expect(nearestProfile('elasticsearch', 'x')).toBe('default');
  });

  it('a forced profile contradicts a target of another distribution or version, in one line', () => {
    expect(profileContradiction('es8', 'elasticsearch', '8.15.0')).toBeUndefined();
    expect(profileContradiction('elasticsearch@8.19.0', 'elasticsearch', '8.19.0-SNAPSHOT')).toBeUndefined();
    expect(profileContradiction('es8', 'elasticsearch', '5.6.16')).toBe(
      "--profile es8 (elasticsearch 8.15.0) contradicts the target's elasticsearch 5.6.16: failures may be the profile's, not the target's",
    );
    expect(profileContradiction('opensearch@2.19.0', 'elasticsearch', '2.19.0')).toMatch(/^--profile opensearch@2\.19\.0 \(opensearch 2\.19\.0\) contradicts the target's elasticsearch 2\.19\.0:/);
    expect(profileContradiction('elasticsearch@8.19.0', 'elasticsearch', '8.19.1')).toMatch(/contradicts/);
  });

  it('every timeline is ascending, so the value at a version is well defined', () => {
    expect(unorderedTimelines()).toEqual([]);
  });

  it('every capability is declared in exactly one area, and every area\'s capability is in the profile', () => {
    const seen = new Map<string, string[]>();
    for (const [area, rules] of Object.entries(CAPABILITY_AREAS)) for (const k of Object.keys(rules)) seen.set(k, [...(seen.get(k) ?? []), area]);
    expect([...seen].filter(([, areas]) => areas.length > 1)).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(Object.keys(capabilitiesAt('elasticsearch', [8, 15, 0])).sort());
  });
});
