// The closed list of API error codes and the error type every layer throws; rendered once by the app's onError.
export const ERROR_STATUS = {
  request_error: 400,
  invalid_input: 400,
  limit_reached: 400,
  auth_error: 401,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  length_required: 411,
  precondition_failed: 412,
  failed_dependency: 424,
  precondition_required: 428,
  payload_too_large: 413,
  ratelimit_error: 429,
  internal_error: 500,
  service_unavailable: 503,
  api_deprecated: 410,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** v2 answers "not found" on resource routes with an empty body (api-compat §empty-404-bodies). */
  readonly emptyBody: boolean;

  constructor(code: ErrorCode, description: string, options: { details?: unknown; emptyBody?: boolean } = {}) {
    super(description);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.emptyBody = options.emptyBody ?? false;
  }
}

export const notFound = (description = 'the requested resource does not exist') => new ApiError('not_found', description);
/** The v2 flavour of not found: 404 with no body. */
export const notFoundEmpty = () => new ApiError('not_found', 'the requested resource does not exist', { emptyBody: true });
export const badRequest = (description: string, details?: unknown) => new ApiError('request_error', description, { details });

export interface ErrorBody {
  error: ErrorCode;
  description: string;
  details?: unknown;
}

export function errorBody(error: ApiError): ErrorBody {
  return error.details === undefined
    ? { error: error.code, description: error.message }
    : { error: error.code, description: error.message, details: error.details };
}
