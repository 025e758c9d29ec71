/**
 * The license APIs and GET /_xpack: a fresh node's self-generated basic license (SelfGeneratedLicense),
 * one 30-day trial per cluster (StartTrialClusterTask), back to basic by start_basic or DELETE
 * (StartBasicClusterTask); the clients suite's license/10_stack.yml and xpack_info.yml pin the shapes.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const NOW = 1_700_000_000_000;
const DAY = 24 * 3600 * 1000;

describe('license', () => {
  it('starts basic, issued at the start by the clock, with the fields License.toXContent prints', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0', now: () => NOW });
    const l = call(s, 'GET', '/_license').body.license;
    expect(Object.keys(l)).toEqual(['status', 'uid', 'type', 'issue_date', 'issue_date_in_millis', 'max_nodes', 'max_resource_units', 'issued_to', 'issuer', 'start_date_in_millis']);
    expect(l).toMatchObject({ status: 'active', type: 'basic', issue_date_in_millis: NOW, max_nodes: 1000, max_resource_units: null, issuer: 'elasticsearch', start_date_in_millis: -1 });
    expect(l.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(call(testSimulator({ profile: 'elasticsearch@8.19.0', now: () => NOW }), 'GET', '/_license').body.license.uid).toBe(l.uid);
    expect(call(s, 'GET', '/_license/basic_status').body).toEqual({ eligible_to_start_basic: false });
    expect(call(s, 'POST', '/_license/start_basic?acknowledge=true')).toMatchObject({ status: 403, body: { basic_was_started: false, error_message: 'Operation failed: Current license is basic.' } });
  });

  it('runs one 30-day trial, which expires on the clock; start_basic and DELETE go back to basic', () => {
    let now = NOW;
    const s = testSimulator({ profile: 'elasticsearch@8.19.0', now: () => now });
    expect(call(s, 'POST', '/_license/start_trial').body).toMatchObject({ acknowledged: false, trial_was_started: false, error_message: 'Operation failed: Needs acknowledgement.' });
    expect(call(s, 'POST', '/_license/start_trial?acknowledge=true').body).toEqual({ acknowledged: true, trial_was_started: true, type: 'trial' });
    const trial = call(s, 'GET', '/_license').body.license;
    expect([trial.type, trial.expiry_date_in_millis, Object.keys(trial).length]).toEqual(['trial', NOW + 30 * DAY, 12]);
    expect(call(s, 'GET', '/_xpack').body.features.ml.available).toBe(true);
    now += 31 * DAY;
    expect(call(s, 'GET', '/_license').body.license.status).toBe('expired');
    expect(call(s, 'GET', '/_license/trial_status').body).toEqual({ eligible_to_start_trial: false });
    expect(call(s, 'POST', '/_license/start_trial?acknowledge=true')).toMatchObject({ status: 403, body: { trial_was_started: false, error_message: 'Operation failed: Trial was already activated.' } });
    expect(call(s, 'DELETE', '/_license').body).toEqual({ acknowledged: true });
    const basic = call(s, 'GET', '/_license').body.license;
    expect([basic.type, basic.status, basic.issue_date_in_millis]).toEqual(['basic', 'active', now]);
    call(s, 'DELETE', '/_license');
    expect(call(s, 'GET', '/_license').body.license.uid).toBe(basic.uid);
  });

  it('lives under /_xpack/license in 6.x, and nowhere before 6.3 nor on OpenSearch', () => {
    expect(call(testSimulator({ profile: 'elasticsearch@6.8.13' }), 'GET', '/_xpack/license').body.license.type).toBe('basic');
    expect(call(testSimulator({ profile: 'elasticsearch@6.8.13' }), 'GET', '/_xpack/license').body.license.max_resource_units).toBeUndefined();
    expect(call(testSimulator({ profile: 'opensearch@2.19.0' }), 'GET', '/_license').body.error.type).toBe('invalid_index_name_exception');
    expect(call(testSimulator({ profile: 'elasticsearch@6.2.4' }), 'GET', '/_xpack').body.error.type).toBe('invalid_index_name_exception');
  });
});

describe('GET /_xpack', () => {
  it('prints build, license, the version\'s features (available as the license allows) and the tagline', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const info = call(s, 'GET', '/_xpack').body;
    expect(Object.keys(info)).toEqual(['build', 'license', 'features', 'tagline']);
    expect(info.license).toMatchObject({ type: 'basic', mode: 'basic', status: 'active' });
    expect(info.features.ilm).toEqual({ available: true, enabled: true });
    expect(info.features.ml.available).toBe(false);
    expect(Object.keys(call(s, 'GET', '/_xpack?categories=license').body)).toEqual(['license', 'tagline']);
    expect(call(s, 'GET', '/_xpack?categories=nope').body.error.reason).toBe('Unknown info category [nope]');
    expect(call(s, 'GET', '/_xpack/usage').body.ilm.policy_count).toBeGreaterThan(0);
  });
});

describe('start_trial types', () => {
  it('starts a trial of a valid trial type (an enterprise one counts resource units), and refuses any other', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0', now: () => NOW });
    expect(call(s, 'POST', '/_license/start_trial?acknowledge=true&type=silver').body.error.reason).toMatch(/^Cannot start trial of type \[silver\]\. Valid trial types are \[/);
    expect(call(s, 'GET', '/_license/trial_status').body).toEqual({ eligible_to_start_trial: true });
    expect(call(s, 'POST', '/_license/start_trial?acknowledge=true&type=enterprise').body).toEqual({ acknowledged: true, trial_was_started: true, type: 'enterprise' });
    expect(call(s, 'GET', '/_license').body.license).toMatchObject({ type: 'enterprise', max_nodes: null, max_resource_units: 1000 });
  });

  it('shows 7.x clients the version-4 view unless they accept enterprise (7.6–7.x RestGetLicenseAction)', () => {
    const s = testSimulator({ profile: 'elasticsearch@7.17.0' });
    call(s, 'POST', '/_license/start_trial?acknowledge=true&type=enterprise');
    const v4 = call(s, 'GET', '/_license').body.license;
    expect([v4.type, v4.max_nodes, 'max_resource_units' in v4]).toEqual(['platinum', 1000, false]);
    expect(call(s, 'GET', '/_license?accept_enterprise=true').body.license).toMatchObject({ type: 'enterprise', max_nodes: null, max_resource_units: 1000 });
  });
});
