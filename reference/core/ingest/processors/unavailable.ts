/**
 * Processors that need data the simulator does not ship: geoip and ip_location (MaxMind databases) and inference (a
 * trained model). Each answers as Elasticsearch does when that data is missing: geoip tags the document
 * `_geoip_database_unavailable_<db>` (the downloader has no database yet), inference fails the document
 * because the model does not exist. (user_agent's default regexes ship with it: processors/userAgent.ts.)
 */
import { ingestConfigError, trainedModelMissing } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import type { Factory } from '../types.ts';

/**
 * geoip, and ip_location (8.16's second name for the same processor, GeoIpProcessor.Factory built with the type
 * `ip_location`): no database is available, so the document is tagged `_<type>_database_unavailable_<db>` and
 * otherwise left alone; the target field defaults to the type's name (`readStringProperty(type, …, "target_field",
 * type)`).
 */
function ipLookup(type: string): Factory {
  return (c) => {
    const field = c.str('field');
    c.str('target_field', type);
    const db = c.str('database_file', 'GeoLite2-City.mmdb');
    c.optList('properties');
    const ignoreMissing = c.bool('ignore_missing', false);
    c.bool('first_only', true);
    c.optBool('download_database_on_pipeline_creation');
    return (doc) => {
      const v = doc.get(field, ignoreMissing);
      if ((v === null || v === undefined) && ignoreMissing) return true;
      doc.append('tags', `_${type}_database_unavailable_${db}`, false);
      return true;
    };
  };
}

export const geoip: Factory = ipLookup('geoip');
export const ipLocation: Factory = ipLookup('ip_location');

/** inference: no trained model exists, so running it fails the document. */
export const inference: Factory = (c) => {
  const model = c.str('model_id');
  for (const k of ['target_field', 'field_map', 'inference_config', 'input_output', 'ignore_missing']) c.optObj(k);
  return () => fail(trainedModelMissing(model));
};
