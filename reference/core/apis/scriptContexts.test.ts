/** Tests of GET /_script_context and GET /_script_language. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('script context and language APIs', () => {
  it('lists contexts sorted by name, each with execute first and its getters by name', () => {
    // Elastic's clients tests, script/20_script_context_languages.yml: contexts.0.methods.0.name is "execute".
    const r = call(testSimulator({ profile: 'es8' }), 'GET', '/_script_context');
    expect(r.status).toBe(200);
    const contexts = (r.body as { contexts: { name: string; methods: { name: string; return_type: string }[] }[] }).contexts;
    const names = contexts.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    for (const c of contexts) expect(c.methods[0]!.name).toBe('execute');
    // ScoreScript.execute(ExplanationHolder) returns double; its getters are getDoc, getParams, get_score (ScriptContextInfo sorts them).
    expect(contexts.find((c) => c.name === 'score')).toEqual({
      name: 'score',
      methods: [
        { name: 'execute', return_type: 'double', params: [{ type: 'org.elasticsearch.script.ScoreScript$ExplanationHolder', name: 'explanation' }] },
        { name: 'getDoc', return_type: 'java.util.Map', params: [] },
        { name: 'getParams', return_type: 'java.util.Map', params: [] },
        { name: 'get_score', return_type: 'double', params: [] },
      ],
    });
  });

  it('lists the allowed types and the languages sorted (ScriptLanguagesInfo.toXContent)', () => {
    const r = call(testSimulator({ profile: 'es8' }), 'GET', '/_script_language');
    expect(r.status).toBe(200);
    const body = r.body as { types_allowed: string[]; language_contexts: { language: string; contexts: string[] }[] };
    expect(body.types_allowed).toEqual(['inline', 'stored']);
    expect(body.language_contexts.map((l) => l.language)).toEqual(['expression', 'mustache', 'painless']);
    expect(body.language_contexts[2]!.contexts).toContain('painless_test');
  });
});

describe('script context API on OpenSearch', () => {
  it("names the score context's parameter class in OpenSearch's package", () => {
    // OpenSearch's fork renamed the packages: org.opensearch.script.ScoreScript (server/src/main/java/org/opensearch/script/).
    const r = call(testSimulator({ profile: 'opensearch@2.19.0' }), 'GET', '/_script_context');
    const score = (r.body as { contexts: { name: string; methods: { params: { type: string }[] }[] }[] }).contexts.find((c) => c.name === 'score');
    expect(score?.methods[0]!.params[0]!.type).toBe('org.opensearch.script.ScoreScript$ExplanationHolder');
  });
});
