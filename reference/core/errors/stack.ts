/**
 * Errors of X-Pack's stack APIs: index lifecycle policies (LifecyclePolicy, TimeseriesLifecycleType, the
 * ILM transport actions) and the license APIs.
 */
import { asCause, illegalArgument, resourceNotFound, xContentParse, type EsError, type TextPosition } from './base.ts';

/** GET or DELETE of a policy that does not exist (TransportGetLifecycleAction, TransportDeleteLifecycleAction). */
export function ilmPolicyNotFound(name: string): EsError {
  return resourceNotFound(`Lifecycle policy not found: ${name}`);
}

/** GET with a wildcard among several names (TransportGetLifecycleAction). */
export function ilmWildcardNotAlone(): EsError {
  return illegalArgument('wildcard only supports a single value, please use comma-separated values or a single wildcard value');
}

/** DELETE of a policy an index still names (TransportDeleteLifecycleAction). */
export function ilmPolicyInUse(name: string, indices: readonly string[]): EsError {
  return illegalArgument(`Cannot delete policy [${name}]. It is in use by one or more indices: [${indices.join(', ')}]`);
}

/** A policy that TimeseriesLifecycleType.validate or a phase/action constructor refuses (its own text). */
export function ilmPolicyInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** LifecyclePolicy.validatePolicyName. */
export function ilmPolicyNameInvalid(name: string, why: string): EsError {
  return illegalArgument(`invalid policy name [${name}]: ${why}`);
}

/**
 * A body the policy's parsers refuse, wrapped as ObjectParser wraps a field's failure at each level it
 * passes (`[<parser>] failed to parse field [<field>]`), innermost first in `levels`.
 */
export function ilmBodyUnparsable(at: TextPosition, message: string, levels: ReadonlyArray<{ at: TextPosition; parser: string; field: string }>): EsError {
  let err = xContentParse(at.line, at.col, message);
  for (const l of levels) err = xContentParse(l.at.line, l.at.col, `[${l.parser}] failed to parse field [${l.field}]`, asCause(err));
  return err;
}

/** A managed index's policy that does not exist, as explain's `step_info` reports it (TransportExplainLifecycleAction). */
export function ilmPolicyDoesNotExist(name: string): EsError {
  return illegalArgument(`policy [${name}] does not exist`);
}

/** PUT without a `policy` (PutLifecycleRequest: the policy is a required constructor argument). */
export function ilmPolicyMissing(): EsError {
  return illegalArgument('Required [policy]');
}

/** POST /<index>/_ilm/retry on an index that is not in the ERROR step (IndexLifecycleTransition.moveClusterStateToPreviouslyFailedStep). */
export function ilmRetryNotFailed(index: string): EsError {
  return illegalArgument(`cannot retry an action for an index [${index}] that has not encountered an error when running a Lifecycle Policy`);
}

/** Retry or move-to-step of an index the cluster lacks (their own text, not index_not_found_exception). */
export function ilmIndexMissing(index: string): EsError {
  return illegalArgument(`index [${index}] does not exist`);
}

/** Move-to-step of an index with no policy (IndexLifecycleTransition.validateTransition). */
export function ilmIndexNotManaged(index: string): EsError {
  return illegalArgument(`index [${index}] is not associated with an Index Lifecycle Policy`);
}

/** Move-to-step whose current step is not where the index is (IndexLifecycleTransition.validateTransition; keys as JSON). */
export function ilmCurrentStepMismatch(index: string, given: string, actual: string): EsError {
  return illegalArgument(`index [${index}] is not on current step [${given}], currently: [${actual}]`);
}

/** Move-to-step to a step the policy does not have (IndexLifecycleTransition.validateTransition; the key as JSON). */
export function ilmStepNotInPolicy(step: string, index: string, policy: string): EsError {
  return illegalArgument(`step [${step}] for index [${index}] with policy [${policy}] does not exist`);
}

/** GET /_xpack with a category it does not know (XPackInfoRequest.Category.toSet). */
export function xpackCategoryUnknown(name: string): EsError {
  return illegalArgument(`Unknown info category [${name}]`);
}

/** start_trial of a type no trial may be (TransportPostStartTrialAction; License.VALID_TRIAL_TYPES, whose Set order Java does not fix). */
export function trialTypeInvalid(type: string, valid: readonly string[]): EsError {
  return illegalArgument(`Cannot start trial of type [${type}]. Valid trial types are [${valid.join(', ')}].`);
}
