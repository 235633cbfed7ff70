import { Transform } from 'node:stream';

import { common, files } from '@insp/messages';
import { HttpError } from '@insp/service-kit/http-error';
import type { FastifyRequest } from 'fastify';
import type { ContentTypeParserDoneFunction } from 'fastify/types/content-type-parser.js';

export interface BodyLimits {
  body: number;
  upload: number;
}

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/** The service would refuse this body with the same status and text. */
function tooLarge(request: FastifyRequest): HttpError {
  return new HttpError(413, isMultipart(request) ? files.tooLarge : common.payloadTooLarge);
}

/**
 * Passes each body on to the service as a stream, as the proxy plugin would, but refuses one over
 * the service's limit here: a service that refuses it itself closes the connection while the body
 * is still arriving, and the client would get a 503 instead of the 413. A body announced too large
 * is refused before any of it is read; one sent without a length is counted as it flows.
 */
export function limitedBodyParser(limits: BodyLimits) {
  return (request: FastifyRequest, payload: NodeJS.ReadableStream, done: ContentTypeParserDoneFunction): void => {
    const limit = isMultipart(request) ? limits.upload : limits.body;
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) done(tooLarge(request), undefined);
      else done(null, payload);
      return;
    }
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > limit) callback(tooLarge(request));
        else callback(null, chunk);
      },
    });
    payload.on('error', (error: Error) => counted.destroy(error));
    done(null, payload.pipe(counted));
  };
}
