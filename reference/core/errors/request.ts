/**
 * Errors about the HTTP request itself, before any API runs: routing (no handler, wrong method),
 * media types, body size and decoding, security, and the simulator's own faults. Some are answered
 * outside the envelope, as ES's `RestController` does.
 */
import type { Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, parseException, plainCause, rawError, type EsCause, type EsError } from './base.ts';

/** No route for the path and method: ES 5/6 answer plain text, later versions a bare JSON `error`. */
export function noHandlerFound(profile: Profile, uri: string, method: string): EsError {
  return profile.noHandler === 'text'
    ? rawError(400, 'no_handler_found', `No handler found for uri [${uri}] and method [${method}]`)
    : rawError(400, 'no_handler_found', { error: `no handler found for uri [${uri}] and method [${method}]` });
}

/** 405: the path exists, not with this method; `Allow` lists the methods that do. */
export function incorrectHttpMethod(uri: string, method: string, allowed: string[]): EsError {
  return rawError(
    405,
    'method_not_allowed',
    { error: `Incorrect HTTP method for uri [${uri}] and method [${method}], allowed: [${allowed.join(', ')}]`, status: 405 },
    { allow: allowed.join(',') },
  );
}

/** 413 with an empty body: the request is larger than `http.max_content_length`. */
export function contentTooLong(): EsError {
  return rawError(413, 'content_too_long', '');
}

/** 406: a body without a Content-Type (ES ≥ 6). */
export function contentTypeMissing(): EsError {
  return rawError(406, 'content_type_missing', { error: 'Content-Type header is missing', status: 406 });
}

/** 406: a body whose Content-Type ES does not read. */
export function contentTypeUnsupported(contentType: string | undefined): EsError {
  return rawError(406, 'content_type_unsupported', { error: `Content-Type header [${contentType}] is not supported`, status: 406 });
}

/**
 * 406: a bulk-style API (`_bulk`, `_msearch`) sent a body in a format without a stream separator (YAML,
 * CBOR): RestController.dispatchRequest, for handlers that take bulk content, before the handler runs.
 */
export function contentTypeNotStreamable(mediaType: string): EsError {
  return rawError(406, 'content_type_unsupported', { error: `Content-Type [${mediaType}] does not support stream parsing. Use JSON or SMILE instead`, status: 406 });
}

/**
 * 400: a `compatible-with` version the node does not speak (`header` is `Accept` or `Content-Type`), ES >= 8.
 * RestCompatibleVersionHelper raises a status_exception; RestRequest wraps it in a MediaTypeHeaderException
 * naming both headers (#80253, 8.0), which is no ElasticsearchException: it is its own root cause, with the
 * status_exception as its cause. ES lists the headers from a `Set.of`, whose order Java draws at each start
 * (both `[Accept, Content-Type]` and `[Content-Type, Accept]` are seen in the field); we say them in call order.
 */
export function incompatibleMediaVersion(header: string, value: string, found: string | undefined, current: number, previous: number): EsError {
  return mediaTypeHeaderError({ type: 'status_exception', reason: `${header} version must be either version ${current} or ${previous}, but found ${found}. ${header}=${value}` });
}

/** RestRequest's MediaTypeHeaderException around the version helper's exception: its own root cause. */
function mediaTypeHeaderError(cause: EsCause): EsError {
  const reason = 'Invalid media-type value on headers [Accept, Content-Type]';
  const err = esError(400, 'media_type_header_exception', reason, undefined, cause);
  err.cause.extra = { root_cause_override: [{ type: 'media_type_header_exception', reason }] };
  return err;
}

/**
 * 400, ES >= 8, a request with a body: the Accept and Content-Type `compatible-with` versions differ
 * (`mustMatch`), or only one header names one; wrapped like `incompatibleMediaVersion`. ES prints an absent
 * header as `null`.
 */
export function compatibleVersionsDiffer(accept: string | undefined, contentType: string | undefined, mustMatch: boolean): EsError {
  const rule = mustMatch ? ' and the compatible versions must match' : '';
  return mediaTypeHeaderError({
    type: 'status_exception',
    reason: `A compatible version is required on both Content-Type and Accept headers if either one has requested a compatible version${rule}. Accept=${accept ?? 'null'}, Content-Type=${contentType ?? 'null'}`,
  });
}

/** A body that is not valid UTF-8. */
export function invalidUtf8(): EsError {
  return esError(400, 'json_parse_exception', 'Invalid UTF-8 start byte');
}

/** A JSON body nested past Jackson's depth limit. */
export function nestingTooDeep(max: number): EsError {
  return illegalArgument(`The JSON nesting depth exceeds the maximum allowed depth of ${max}`);
}

/** A request body that is not JSON: `x_content_parse_exception` at `[1:1]` (ES ≥ 7), Jackson's `json_parse_exception` before. */
export function malformedJsonBody(profile: Profile, message: string): EsError {
  return profile.xContentParseErrors ? esError(400, 'x_content_parse_exception', `[1:1] ${message}`) : esError(400, 'json_parse_exception', message);
}

/** A document body that is not a JSON object: `failed to parse`, Jackson's error as the cause. */
export function malformedDocumentBody(profile: Profile, message: string): EsError {
  const type = profile.docParseError === 'document-parsing-exception' ? 'document_parsing_exception' : 'mapper_parsing_exception';
  return esError(400, type, 'failed to parse', undefined, plainCause('json_parse_exception', message));
}

/**
 * A document followed by more JSON (`{"a":1}{"b":2}`, or an ndjson body sent to the index API): DocumentParser.validateEnd's
 * IllegalArgumentException naming the next token. Before DocumentParsingException (ES 8.8) it was wrapped as
 * `mapper_parsing_exception` "failed to parse"; from then `validateEnd` runs outside the wrapping catch, so it surfaces bare.
 */
export function documentTrailingData(profile: Profile, token: string): EsError {
  const reason = `Malformed content, found extra data after parsing: ${token}`;
  if (profile.docParseError === 'document-parsing-exception') return illegalArgument(reason);
  return esError(400, 'mapper_parsing_exception', 'failed to parse', undefined, plainCause('illegal_argument_exception', reason));
}

/** 500 for a simulator bug caught while handling a request (the simulator never crashes on input). */
export function simulatorFault(message: string): EsError {
  return esError(500, 'exception', `simulator error: ${message}`);
}

/** 500: an API the router knows that no core handler serves (a simulator bug). */
export function noHandlerRegistered(api: string): EsError {
  return esError(500, 'exception', `no handler registered for api [${api}]`);
}

/** 500: the server could not journal a write, so it did not apply it. */
export function journalWriteFailed(message: string): EsError {
  return esError(500, 'exception', `cannot write the journal: ${message}`);
}

// ---- security (the served simulator's optional access control) ----------------------------------

function securityException(status: 401 | 403, reason: string, challenge: string[] | undefined, extra: Record<string, Json> = {}): EsError {
  const meta: Record<string, Json> = { ...extra };
  if (challenge) meta.header = { 'WWW-Authenticate': challenge };
  return esError(status, 'security_exception', reason, meta);
}

/** 401: no credentials, or a scheme ES does not take. */
export function missingCredentials(uri: string, challenge: string[]): EsError {
  return securityException(401, `missing authentication credentials for REST request [${uri}]`, challenge);
}

/** 401: an API key that is not configured. */
export function apiKeyRefused(challenge: string[]): EsError {
  return securityException(401, 'unable to authenticate with provided credentials and anonymous access is not allowed for this request', challenge, {
    additional_unsuccessful_credentials: 'API key: unable to authenticate with the provided API key',
  });
}

/** 401: a user and password that are not configured. */
export function userNotAuthenticated(user: string, uri: string, challenge: string[]): EsError {
  return securityException(401, `unable to authenticate user [${user}] for REST request [${uri}]`, challenge);
}

/** 403: a read-only user calling a writing API. */
export function actionUnauthorized(action: string, user: string, indices: string | undefined, level: string, granted: string): EsError {
  const on = indices !== undefined ? ` on indices [${indices}]` : '';
  return securityException(403, `action [${action}] is unauthorized for user [${user}] with effective roles [viewer]${on}, this action is granted by the ${level} privileges [${granted}]`, undefined);
}

/** An `expand_wildcards` value that is none of open, closed, hidden, none and all (IndicesOptions). */
export function noValidExpandWildcard(value: string): EsError {
  return illegalArgument(`No valid expand wildcard value [${value}]`);
}

/** `GET /_capabilities?method=X` with X no REST method (`RestRequest.Method.valueOf`). */
export function unknownRestMethod(method: string): EsError {
  return illegalArgument(`No enum constant org.elasticsearch.rest.RestRequest.Method.${method}`);
}

/**
 * `GET /_capabilities` without `path`. ES 8.14–9.x reach `URLDecoder.decode(null)` and answer a 500
 * `null_pointer_exception`; the simulator names the missing parameter instead, as a 400.
 */
export function capabilitiesPathMissing(): EsError {
  return illegalArgument('[path] is required to check capabilities');
}

/** OpenSearch ≥ 2.0: `master_timeout` and its new name `cluster_manager_timeout` on one request (BaseRestHandler). */
export function duplicateTimeoutParameters(): EsError {
  return parseException('Please only use one of the request parameters [master_timeout, cluster_manager_timeout].');
}

/**
 * 400: a body sent with `Content-Encoding: gzip|deflate` that does not decompress. Netty's
 * HttpContentDecompressor fails the request and RestController.dispatchBadRequest answers the cause, whose
 * name is Netty's DecompressionException.
 */
export function bodyDecompressionFailed(message: string): EsError {
  return esError(400, 'decompression_exception', message);
}
