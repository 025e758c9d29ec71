/** Char filter types by name, built from their settings as ES's char filter factories build them. */
import { badAnalysisSetting, isEsError } from '../errors/index.ts';
import { wordListSetting } from './fileSettings.ts';
import type { CharFilterFactory } from './components.ts';
import { list, str } from './params.ts';
import { applyMappings, parseMappings, withoutComments } from './charFilters/mapping.ts';
import { htmlStrip } from './charFilters/htmlStrip.ts';
import { patternReplace } from './charFilters/patternReplace.ts';
import { javaRegex } from './javaRegex.ts';
import { javaReplacement } from './filters/basic.ts';

export const CHAR_FILTERS: Record<string, CharFilterFactory> = {
  html_strip: (p, ctx) => {
    const escaped = new Set((list(p, 'escaped_tags') ?? []).map((s) => s.toLowerCase()));
    return { name: ctx.name, apply: (text) => htmlStrip(text, escaped) };
  },
  mapping: (p, ctx) => {
    // Analysis.getWordList(env, settings, "mappings"): the file when named, else the list.
    const rules = wordListSetting(p, ctx, 'mappings');
    if (isEsError(rules)) return rules;
    if (rules === undefined) return badAnalysisSetting('mapping requires either `mappings` or `mappings_path` to be configured');
    // Mapping lines may themselves hold commas: an array is taken as given.
    const given = p.mappings_path === undefined && Array.isArray(p.mappings) ? (p.mappings as string[]) : rules;
    const parsed = parseMappings(ctx.profile.mappingRuleComments ? withoutComments(given) : given);
    if ('bad' in parsed) return badAnalysisSetting(`Invalid Mapping Rule : [${parsed.bad}]`);
    return { name: ctx.name, apply: (text) => applyMappings(text, parsed), normalizing: true };
  },
  pattern_replace: (p, ctx) => {
    const pattern = str(p, 'pattern');
    if (pattern === undefined) return badAnalysisSetting(`pattern is missing for [${ctx.name}] char filter of type 'pattern_replace'`);
    const re = javaRegex(pattern, 'g', false, str(p, 'flags'));
    if (!(re instanceof RegExp)) return re;
    const replacement = javaReplacement(str(p, 'replacement') ?? '');
    return { name: ctx.name, apply: (text) => patternReplace(text, re, replacement), normalizing: true };
  },
};
