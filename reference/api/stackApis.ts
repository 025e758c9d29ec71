/**
 * X-Pack's stack APIs (core/apis/license.ts, xpack.ts, ilm.ts): the license, `GET /_xpack` and its usage,
 * and index lifecycle management. Paths from the rest-api-spec of each line (6.x `xpack.license.*` under
 * `/_xpack/license`, 7.0+ `license.*` under `/_license`); OpenSearch and ES before 6.3 (X-Pack not in the
 * default distribution) have none of them, so the router answers as those servers do.
 */
import { api, clusterWrite, indexWrite, type PathSpec } from './define.ts';
import type { ApiDef } from './types.ts';

const license = clusterWrite('cluster:admin/xpack/license/*', 'manage,all');
const ilmAdmin = clusterWrite('cluster:admin/ilm/*', 'manage_ilm,manage,all');
const ilmIndex = indexWrite('indices:admin/ilm/*', 'manage_ilm,manage,all');
const both = (method: string, tail: string): PathSpec[] => [[`${method} /_license${tail}`, { requires: 'licenseApiPath' }], [`${method} /_xpack/license${tail}`, { requires: 'licenseXpackPath' }]];

export const STACK_APIS: readonly ApiDef[] = [
  api('license.get', { paths: [...both('GET', '')], params: 'local accept_enterprise' }),
  api('license.delete', { paths: [...both('DELETE', '')], params: 'master_timeout timeout', writes: license }),
  // Installing a signed license: its signature cannot be verified without Elastic's public key.
  api('license.post', { paths: [...both('PUT POST', '')], params: 'acknowledge master_timeout timeout', body: 'json', writes: license, simulated: false }),
  api('license.get_basic_status', { paths: [...both('GET', '/basic_status')] }),
  api('license.get_trial_status', { paths: [...both('GET', '/trial_status')] }),
  api('license.post_start_trial', { paths: [...both('POST', '/start_trial')], params: 'acknowledge type master_timeout', writes: license }),
  api('license.post_start_basic', { paths: [...both('POST', '/start_basic')], params: 'acknowledge master_timeout timeout', writes: license }),
  api('xpack.info', { paths: [['GET /_xpack', { requires: 'xpackApis' }]], params: 'categories accept_enterprise' }),
  api('xpack.usage', { paths: [['GET /_xpack/usage', { requires: 'xpackApis' }]], params: 'master_timeout' }),
  api('ilm.get_lifecycle', { paths: [['GET /_ilm/policy', { requires: 'ilmApi' }], ['GET /_ilm/policy/{policy}', { requires: 'ilmApi' }]], params: 'master_timeout timeout' }),
  api('ilm.put_lifecycle', { paths: [['PUT /_ilm/policy/{policy}', { requires: 'ilmApi' }]], params: 'master_timeout timeout', body: 'json', writes: ilmAdmin }),
  api('ilm.delete_lifecycle', { paths: [['DELETE /_ilm/policy/{policy}', { requires: 'ilmApi' }]], params: 'master_timeout timeout', writes: ilmAdmin }),
  api('ilm.get_status', { paths: [['GET /_ilm/status', { requires: 'ilmApi' }]] }),
  api('ilm.start', { paths: [['POST /_ilm/start', { requires: 'ilmApi' }]], params: 'master_timeout timeout', writes: ilmAdmin }),
  api('ilm.stop', { paths: [['POST /_ilm/stop', { requires: 'ilmApi' }]], params: 'master_timeout timeout', writes: ilmAdmin }),
  api('ilm.explain_lifecycle', { paths: [['GET /{index}/_ilm/explain', { requires: 'ilmApi' }]], params: 'only_managed only_errors master_timeout', names: { index: 'index' } }),
  api('ilm.remove_policy', { paths: [['POST /{index}/_ilm/remove', { requires: 'ilmApi' }]], writes: ilmIndex, names: { index: 'index' } }),
  api('ilm.retry', { paths: [['POST /{index}/_ilm/retry', { requires: 'ilmApi' }]], writes: ilmIndex, names: { index: 'index' } }),
  // Migrating indices, templates and policies off node attributes to data tiers (7.14+): not simulated.
  api('ilm.migrate_to_data_tiers', { paths: [['POST /_ilm/migrate_to_data_tiers', { requires: 'ilmApi' }]], params: 'dry_run master_timeout', body: 'json', writes: ilmAdmin, simulated: false }),
  api('ilm.move_to_step', { paths: [['POST /_ilm/move/{index}', { requires: 'ilmApi' }]], body: 'json', writes: ilmIndex, names: { index: 'index' } }),
];
