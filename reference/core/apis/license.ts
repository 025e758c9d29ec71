/**
 * The license APIs (x-pack, ES ≥ 6.3; `/_xpack/license` in 6.x, `/_license` from 7.0): get, delete, the
 * basic and trial statuses, start_trial and start_basic, answered as RestGetLicenseAction,
 * RestPostStartTrialLicense and RestPostStartBasicLicense do. Installing a signed license
 * (`PUT /_license`) is not simulated: its signature cannot be verified without Elastic's public key.
 */
import { flag, ok, type Handler } from '../handler.ts';
import type { JsonObject } from '../json.ts';
import { CLUSTER_NAME } from './cluster.ts';
import { currentLicense, renderLicense, selfGeneratedBasic, trialLicense, TRIAL_TYPES } from '../license/license.ts';
import { trialTypeInvalid } from '../errors/index.ts';

/** GET /_license. */
export const getLicense: Handler = (state, req, env) => {
  const l = currentLicense(state, env.now, CLUSTER_NAME);
  const units = env.profile.licenseEnterprise && (!env.profile.licenseHidesEnterprise || flag(req, 'accept_enterprise'));
  return ok({ license: renderLicense(l, env.now, { resourceUnits: units }) });
};

/** GET /_license/basic_status: eligible unless the license is basic already (TransportGetBasicStatusAction). */
export const basicStatus: Handler = (state, _req, env) => ok({ eligible_to_start_basic: currentLicense(state, env.now, CLUSTER_NAME).type !== 'basic' });

/** GET /_license/trial_status: eligible until a trial was started once. */
export const trialStatus: Handler = (state, _req, env) => ok({ eligible_to_start_trial: !currentLicense(state, env.now, CLUSTER_NAME).trialUsed });

/** StartTrialClusterTask's acknowledgement (ACKNOWLEDGEMENT_HEADER and its one feature message). */
const TRIAL_ACK: JsonObject = {
  message:
    'This API initiates a free 30-day trial for all platinum features. By starting this trial, you agree that it is subject to the terms and conditions at https://www.elastic.co/legal/trial_license/. To begin your free trial, call /start_trial again and specify the "acknowledge=true" parameter.',
  security: ['With a trial license, X-Pack security features are available, but are not enabled by default.'],
};

/** POST /_license/start_trial[?type=]: needs `acknowledge=true`; once per cluster (a second is 403). */
export const startTrial: Handler = (state, req, env) => {
  const type = req.query.type ?? 'trial';
  if (!TRIAL_TYPES.includes(type)) return trialTypeInvalid(type, TRIAL_TYPES);
  const acknowledged = flag(req, 'acknowledge');
  const l = currentLicense(state, env.now, CLUSTER_NAME);
  if (!acknowledged) return ok({ acknowledged: false, trial_was_started: false, error_message: 'Operation failed: Needs acknowledgement.', acknowledge: TRIAL_ACK });
  if (l.trialUsed) return { status: 403, body: { acknowledged: true, trial_was_started: false, error_message: 'Operation failed: Trial was already activated.' } };
  state.license = trialLicense(env.now, `trial:${env.newUuid()}`, CLUSTER_NAME, type);
  return ok({ acknowledged: true, trial_was_started: true, type });
};

/**
 * POST /_license/start_basic: a new self-generated basic license, unless the license is basic already (403).
 * Leaving a trial needs `acknowledge=true`; the features' own acknowledgement messages
 * (XPackLicenseState.ACKNOWLEDGMENT_MESSAGES) are not reproduced, only the header.
 */
export const startBasic: Handler = (state, req, env) => {
  const l = currentLicense(state, env.now, CLUSTER_NAME);
  if (l.type === 'basic') return { status: 403, body: { acknowledged: flag(req, 'acknowledge'), basic_was_started: false, error_message: 'Operation failed: Current license is basic.' } };
  if (!flag(req, 'acknowledge')) {
    return ok({
      acknowledged: false,
      basic_was_started: false,
      error_message: 'Operation failed: Needs acknowledgement.',
      acknowledge: { message: 'This license update requires acknowledgement. To acknowledge the license, please read the following messages and call /start_basic again, this time with the "acknowledge=true" parameter:' },
    });
  }
  state.license = selfGeneratedBasic(env.now, `basic:${env.newUuid()}`, CLUSTER_NAME, l.trialUsed);
  return ok({ acknowledged: true, basic_was_started: true });
};

/** DELETE /_license: an acknowledged start_basic (LicenseService.removeLicense); a basic license stays as it is. */
export const deleteLicense: Handler = (state, _req, env) => {
  const l = currentLicense(state, env.now, CLUSTER_NAME);
  if (l.type !== 'basic') state.license = selfGeneratedBasic(env.now, `basic:${env.newUuid()}`, CLUSTER_NAME, l.trialUsed);
  return ok({ acknowledged: true });
};
