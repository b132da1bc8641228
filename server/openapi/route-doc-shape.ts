// The shape of one route's entry in the OpenAPI description (see route-docs.ts).
import type { z } from 'zod';

/**
 * resident: bearer token required (401 without); the data is the caller's own.
 * optional: public, a bearer token only personalises (favourites, own reservation).
 * public: no token. operator / webhook: their own secret (operator token, HMAC signature).
 */
export type RouteAuth = 'resident' | 'optional' | 'public' | 'operator' | 'webhook';

export interface RouteDoc {
  summary: string;
  tag: string;
  auth: RouteAuth;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart form with `files` beside them. */
  body?: z.ZodType;
  files?: string[];
  /** JSON answer (answers are zod/mini schemas, some classic); `binary` for images. */
  response?: z.core.$ZodType | 'binary';
  /** The media type of a `binary` answer; image/webp unless told. */
  mediaType?: string;
  status?: number;
}
