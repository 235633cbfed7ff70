import { common } from '@insp/messages';
import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodRawIssue, type $ZodType, safeParse } from 'zod/v4/core';

/** Marks a request that failed its route schema; the message is already the Spanish answer. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
}

/**
 * Spanish fallback for issues whose schema carries no message of its own. Zod gives a schema's
 * own `error` precedence over this per-parse map, so contracts' texts win.
 */
function fallbackMessage(issue: $ZodRawIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue as { keys?: unknown }).keys;
    const first = Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : '';
    return common.unknownField(first);
  }
  return common.invalidRequest;
}

/** Zod validation for body, querystring, params and headers: 400 with the first issue's message. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: fallbackMessage });
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    return { error: new RequestValidationError(first?.message ?? common.invalidRequest) };
  };
