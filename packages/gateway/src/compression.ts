import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * What the gateway compresses on the fly: the services' JSON answers (and any text the shell or a
 * remote has no precompressed copy of). Never an event stream (each message must reach the browser
 * when it is sent, not when a compressor's buffer fills), never what is compressed already (photos,
 * PDF, xlsx, zip: their types are not in this list and mime-db marks them incompressible).
 */
const COMPRESSIBLE = /^(application\/(json|javascript|manifest\+json|problem\+json|xml)|text\/(html|css|javascript|plain|csv|xml)|image\/svg\+xml)(;|$)/i;

export const isCompressible = (contentType: string): boolean => !/event-stream/i.test(contentType) && COMPRESSIBLE.test(contentType);

/**
 * @fastify/compress for the answers the gateway proxies. The edge compresses, not each service:
 * one place for the rule (the same one nginx applies in deploy/nginx.conf), the services stay
 * plain. Brotli first, gzip for the rest (no zstd: nginx has no zstd either); brotli at quality 4
 * (the plugin's default for on-the-fly answers), below 1 KiB nothing is gained.
 */
export const compressionOptions: FastifyCompressOptions = { global: true, encodings: ['br', 'gzip'], threshold: 1024, customTypes: isCompressible };
