/**
 * The dynamic templates of the stack's `ecs@mappings` component (ES ≥ 8.12): ECS field names mapped by
 * name and JSON type. The facts come from elastic/elasticsearch
 * x-pack/plugin/core/template-resources/src/main/resources/ecs@mappings.json.
 */
import type { JsonObject } from '../../json.ts';

const t = (name: string, mapping: JsonObject, when: JsonObject): JsonObject => ({ [name]: { mapping, ...when } });
const mot = { type: 'match_only_text' };

/** `ecs@mappings`'s `dynamic_templates`, in order (the first that matches a new field maps it). */
export const ECS_DYNAMIC_TEMPLATES: JsonObject[] = [
  t('ecs_timestamp', { ignore_malformed: false, type: 'date' }, { match: '@timestamp' }),
  t('ecs_message_match_only_text', mot, { path_match: ['message', '*.message'] }),
  t('ecs_ip', { type: 'ip' }, { path_match: ['ip', '*.ip', '*_ip'], match_mapping_type: 'string' }),
  t('ecs_wildcard', { type: 'wildcard' }, { path_match: ['*.io.text', '*.message_id', '*registry.data.strings', '*url.path'] }),
  t('ecs_path_match_wildcard_and_match_only_text', { fields: { text: mot }, type: 'wildcard' }, { path_match: ['*.body.content', '*url.full', '*url.original'] }),
  t('ecs_match_wildcard_and_match_only_text', { fields: { text: mot }, type: 'wildcard' }, { match: ['*command_line', '*stack_trace'] }),
  t('ecs_path_match_keyword_and_match_only_text', { fields: { text: mot }, type: 'keyword' }, {
    path_match: ['*.title', '*.executable', '*.name', '*.working_directory', '*.full_name', '*file.path', '*file.target_path', '*os.full', 'email.subject', 'vulnerability.description', 'user_agent.original'],
  }),
  t('ecs_date', { type: 'date' }, {
    path_match: ['*.timestamp', '*_timestamp', '*.not_after', '*.not_before', '*.accessed', 'created', '*.created', '*.installed', '*.creation_date', '*.ctime', '*.mtime', 'ingested', '*.ingested', '*.start', '*.end'],
  }),
  t('ecs_path_match_float', { type: 'float' }, { path_match: ['*.score.*', '*_score*'], path_unmatch: '*.version' }),
  t('ecs_usage_double_scaled_float', { type: 'scaled_float', scaling_factor: 1000 }, { path_match: '*.usage', match_mapping_type: 'double' }),
  t('ecs_usage_long_scaled_float', { type: 'scaled_float', scaling_factor: 1000 }, { path_match: '*.usage', match_mapping_type: 'long' }),
  t('ecs_geo_point', { type: 'geo_point' }, { path_match: ['location', '*.location'] }),
  t('ecs_flattened', { type: 'flattened' }, { path_match: ['*structured_data', '*exports', '*imports'] }),
  t('all_strings_to_keywords', { ignore_above: 1024, type: 'keyword' }, { match_mapping_type: 'string' }),
];
