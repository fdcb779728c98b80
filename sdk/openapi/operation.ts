import type { z } from 'zod';

// The API's description (issue 46, GET /api/openapi.json): for each route the server answers,
// the sdk's own schemas of what it takes and answers. The server lists its routes as it registers
// them and describes each from this catalogue (server/openapi/), so a payload is still described
// in one place: the zod schema that the sdk and the server both parse with.

/** How a route takes its body. */
export type RequestKind =
  | 'json'
  | 'multipart'
  | 'json-or-multipart'
  | 'form'
  /** JSON, also as a text/plain string (navigator.sendBeacon's type for a string). */
  | 'json-or-text';

/** An answer that is not the `{ success, msg, data }` envelope (login, a file, a page). */
export interface PlainAnswer {
  /** 200 unless said; 204 answers no body at all (the analytics beacon). */
  status?: 200 | 204;
  contentType: string;
  description: string;
  schema?: z.core.$ZodType;
}

export interface OperationDoc {
  /** The reference's group: 'Leads', 'Content: clients', ... */
  tag: string;
  /** One line a person reads in the reference. */
  summary: string;
  /** The body it parses; none for a call that takes none. */
  request?: z.core.$ZodType;
  /** 'json' unless said. */
  requestKind?: RequestKind;
  /** The file parts a multipart body may carry (content images). */
  images?: readonly string[];
  /** `data` of the success envelope. */
  data?: z.core.$ZodType;
  /** Instead of the envelope. */
  answer?: PlainAnswer;
  /** Failures it can answer besides those every route of its kind can (400, 401, 403, 500...). */
  errors?: readonly number[];
}

/** `'POST /api/leads/getall'`: the method and the path as Fastify registers it. */
export type RouteKey = `${'GET' | 'HEAD' | 'POST'} /${string}`;

export type OperationCatalogue = Readonly<Partial<Record<RouteKey, OperationDoc>>>;
