/**
 * The `_script` sort (ScriptSortBuilder): a script and its `type` (`number` or `string`, and `version` from
 * ES 8.3), run per hit with `doc`, `params` and `_score`; a number key sorts as a double, a string key as
 * text, a version key (a Version object or a string) by the version field's encoding (sort.ts stringOrder).
 */
import { isObject, type Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { isEsError, scoreQueryRequired, scriptSortTypeUnknown, type EsError } from '../../errors/index.ts';
import { toNumber } from '../../script/painless/javaNumbers.ts';
import { javaToString } from '../../script/painless/javaString.ts';
import { shardOf } from '../routing.ts';
import { compileSearchScript, runSearchScript } from './searchScript.ts';

/** Reads a `_script` sort element's script and type. */
export function scriptSortOf(opts: Json, profile?: Profile): { script: Json; type: ScriptSortType } | EsError {
  const o = isObject(opts) ? opts : {};
  const missing = [...(o.script === undefined ? ['script'] : []), ...(o.type === undefined ? ['type'] : [])];
  if (missing.length > 0) return scoreQueryRequired(missing);
  const type = String(o.type).toLowerCase();
  if (type === 'version' && profile?.scriptSortVersion) return { script: o.script as Json, type };
  if (type !== 'number' && type !== 'string') return scriptSortTypeUnknown(String(o.type));
  return { script: o.script as Json, type };
}

/** ScriptSortType: what a `_script` sort's keys are. */
export type ScriptSortType = 'number' | 'string' | 'version';

/** The key function of a `_script` sort on one index, or the script's compile failure. */
export function scriptSortKey(spec: { script: Json; type: ScriptSortType }, index: IndexState, profile: Profile): ((doc: Doc, pos: number, score: number) => number | string | null) | EsError {
  const script = compileSearchScript(spec.script, 'score', { index, profile, now: 0 }, false);
  if (isEsError(script)) return script;
  return (doc, pos, score) => {
    const v = runSearchScript(script, shardOf(index, profile, doc.id, doc.routing), pos, doc, score);
    if (v === null) return null;
    return spec.type === 'number' ? toNumber(v) : javaToString(v);
  };
}
