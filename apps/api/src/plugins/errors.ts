import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CalculationValidationError, type ValidationDetail } from '@kalkulator/core';
import { errorMessages, HttpError } from '../errors';

// One place turns every failure into `{ message, details? }` with the right status (SPEC.md §8).

interface ZodIssueLike {
  message: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function zodDetails(issues: ZodIssueLike[]): ValidationDetail[] {
  return issues.map((issue) => {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    return {
      param: path.map(String).join('.') || 'body',
      msg: issue.params?.issue?.message ?? issue.message,
    };
  });
}

function firstPerParam(details: ValidationDetail[]): ValidationDetail[] {
  const seen = new Set<string>();
  return details.filter((detail) => !seen.has(detail.param) && seen.add(detail.param));
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.details && { details: error.details }) });
    }
    if (error instanceof CalculationValidationError) {
      return reply.status(422).send({ message: errorMessages.invalidInput, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = firstPerParam(zodDetails(error.validation as unknown as ZodIssueLike[]));
      return reply.status(422).send({ message: errorMessages.invalidInput, details });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return reply.status(429).send({ message: errorMessages.tooManyRequests(seconds), retryAfter: seconds });
    }
    // Malformed bodies keep their HTTP status, with the same details list as every 422 (the body as the param).
    const bodyError = (code: number, message: string) =>
      reply.status(code).send({ message, details: [{ param: 'body', msg: message }] });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return bodyError(400, errorMessages.invalidJson);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return bodyError(415, errorMessages.jsonOnly);
    if (status === 413) return reply.status(413).send({ message: errorMessages.payloadTooLarge });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: errorMessages.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: errorMessages.server });
  });
});
