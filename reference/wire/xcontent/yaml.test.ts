/**
 * The YAML writer against SnakeYAML itself: yaml.fixtures.json holds, for 68 JSON texts, the YAML SnakeYAML
 * 1.33's Emitter writes when sent the events Jackson's YAMLGenerator sends for them with ES's YamlXContent
 * settings (jackson/GenYaml.java; field names quoted as Jackson 2.12+ quotes them, and as Jackson 2.8 does not
 * in `yamlPlainNames` where that differs). The cases reach every scalar style, line splitting at column 80
 * around spaces and escapes, complex keys (empty, 128 characters or more, line separators), escapes and
 * surrogate pairs, and empty collections at every depth.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { jsonToYaml } from './yaml.ts';

interface Fixture {
  name: string;
  json: string;
  yaml: string;
  yamlPlainNames?: string;
}
const FIXTURES = JSON.parse(readFileSync(new URL('./yaml.fixtures.json', import.meta.url), 'utf8')) as Fixture[];

describe('YAML responses, character for character as Jackson and SnakeYAML write them', () => {
  it('has the cases', () => {
    expect(FIXTURES.length).toBe(68);
    expect(FIXTURES.filter((f) => f.yamlPlainNames !== undefined).length).toBeGreaterThan(0);
  });
  for (const f of FIXTURES) {
    it(f.name, () => {
      expect(jsonToYaml(f.json)).toBe(f.yaml);
      expect(jsonToYaml(f.json, false)).toBe(f.yamlPlainNames ?? f.yaml);
    });
  }
  it('reads back as the JSON it was made from (a YAML 1.2 reader, strings and numbers kept apart)', () => {
    for (const f of FIXTURES) {
      // Past a double's digits JSON.parse rounds; U+0085, U+2028 and U+2029 are line breaks to YAML 1.1 (SnakeYAML)
      // but content to YAML 1.2 (the reader here), so a plain key holding one reads back otherwise.
      if (/\d{17,}|\\u(0085|2028|2029)/.test(f.json)) continue;
      expect(parse(jsonToYaml(f.json), { uniqueKeys: false }), f.name).toEqual(JSON.parse(f.json));
    }
  });
});
