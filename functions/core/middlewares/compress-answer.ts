/**
 * Compresses an answer on its way out when the client accepts it (issue 32): brotli, else gzip,
 * by the request's Accept-Encoding, for text bodies of `minBytes` or more. Done in the chain, not
 * by CloudFront: CloudFront compresses only what its cache policy may cache, and `/api/*` is never
 * cached (docs/decisions/performance.md); the local gateway then serves the same bytes as AWS.
 *
 * Brotli at quality 5: on a 629 KB calendar-like answer, 8.1 KB in 3 ms, where quality 11 (zlib's
 * default) takes 2 s for the same size (docs/decisions/performance.md).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HttpMiddleware } from '../state.ts';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with: the first of br, gzip the client accepts (q > 0), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

export function compress(body: string, encoding: ContentEncoding): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Where the answer varies by Accept-Encoding, caches must know it. */
const withVary = (vary: string | undefined) => (vary ? `${vary}, accept-encoding` : 'accept-encoding');

export function compressAnswer(opts: { minBytes: number }): HttpMiddleware {
  if (!Number.isInteger(opts.minBytes) || opts.minBytes < 0) throw new TypeError('compressAnswer needs minBytes, a whole number of bytes');
  return {
    after: (request) => {
      const response = request.response;
      if (!response || typeof response.body !== 'string' || response.isBase64Encoded) return;
      const headers = (response.headers ?? {}) as Record<string, string>;
      if (headers['content-encoding'] || Buffer.byteLength(response.body) < opts.minBytes) return;
      const encoding = preferredEncoding(request.event.headers?.['accept-encoding']);
      response.headers = { ...headers, vary: withVary(headers.vary) };
      if (!encoding) return;
      response.body = compress(response.body, encoding).toString('base64');
      response.isBase64Encoded = true;
      response.headers['content-encoding'] = encoding;
    },
  };
}
