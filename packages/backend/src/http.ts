/**
 * Glue between node:http and the Fetch API's Request/Response, which every handler here speaks
 * (as Supabase's edge runtime does), plus the gateway's body limit and CORS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The gateway's limit, for a request to any route: larger bodies are refused with 413 before
 * they are read whole (Supabase's gateway does too). A handler may hold its own requests to
 * less (get-tide-data's MAX_TIDE_REQUEST_BYTES).
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * The most a table write (`/rest/v1/<table>`) may send: the largest row the account caps allow
 * (a fishing session: 16 KB of catches, 4,000 characters of notes, 4 KB of conditions, about
 * 37 KB as JSON) fits with room to spare, and so does a whole list of saved stations; a
 * megabyte of JSON would hold PGlite's only connection for the time it takes to parse it.
 */
export const MAX_TABLE_BODY_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super('The request body is too large.');
  }
}

/** The largest body a request to `path` may send. */
export function bodyLimitOf(path: string): number {
  return /^\/rest\/v1\/(?!rpc\/)[^/]+\/?$/.test(path)
    ? MAX_TABLE_BODY_BYTES
    : MAX_REQUEST_BODY_BYTES;
}

/** The 413 for a body past `limitBytes`, in the API's JSON. */
export function bodyTooLarge(limitBytes: number): Response {
  return json(
    {
      code: 'PGRST413',
      details: null,
      hint: null,
      message: `Request body is larger than ${limitBytes >= 1024 * 1024 ? `${limitBytes / 1024 / 1024} MB` : `${limitBytes / 1024} KB`}.`,
    },
    413,
  );
}

/**
 * The methods the API answers. Any other (TRACE, CONNECT, a made-up one) is refused with 405 and
 * never reaches a handler: the Fetch API cannot even build a TRACE request.
 */
export const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The 405 for a method the API does not serve. */
export function methodNotAllowed(method: string): Response {
  return json(
    {
      code: 'PGRST117',
      details: null,
      hint: null,
      message: `Unsupported HTTP method: ${method.slice(0, 20)}`,
    },
    405,
    { allow: [...SERVED_METHODS].join(', ') },
  );
}

/**
 * The longest query string served (PostgREST's own limit is the server's header size). A filter
 * value has its own, smaller cap (rest/table-query.ts); this bounds what one URL may make us parse.
 */
export const MAX_QUERY_STRING_CHARS = 8 * 1024;

/**
 * The largest request head Node reads (its default, 16 KB); a longer one is answered with a
 * JSON 431 by the server's clientError handler, instead of Node's empty one.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, x-supabase-api-version, x-region, range',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'content-range, x-total-count, x-supabase-api-version',
  'access-control-max-age': '86400',
};

/** The CORS headers for a response, allowing `origin` (or any, '*'); none when null. */
export function corsHeaders(origin: string | null): Record<string, string> {
  if (origin === null) return {};
  return {
    'access-control-allow-origin': origin,
    ...CORS_HEADERS,
    ...(origin === '*' ? {} : { vary: 'Origin' }),
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export async function readBody(
  req: IncomingMessage,
  limitBytes = MAX_REQUEST_BODY_BYTES,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) throw new BodyTooLargeError(limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) throw new BodyTooLargeError(limitBytes);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A request as the Fetch API's, with its body as read (none for GET and HEAD). */
export async function toRequest(
  req: IncomingMessage,
  origin: string,
  bodyLimitBytes = MAX_REQUEST_BODY_BYTES,
): Promise<{ request: Request; body: Buffer | undefined }> {
  const method = req.method ?? 'GET';
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, bodyLimitBytes);
  return { request: requestOf(req, origin, body), body };
}

/** A request as the Fetch API's, from its body already read. */
export function requestOf(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

export async function send(
  res: ServerResponse,
  response: Response,
  cors: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  await writeBody(res, body);
}

/**
 * How long an answer waits for its client to read more of it: past this with nothing read,
 * the connection is closed and the answer let go. A client that reads at all, however slowly,
 * keeps it open; one that never reads holds memory no longer than this.
 */
export const SLOW_READER_TIMEOUT_MS = 15_000;

/**
 * The most bytes of answers all clients together may leave unread (paused, waiting for them to
 * read): past it, a connection that stops reading is closed at once rather than waited for.
 */
export const MAX_UNREAD_ANSWER_BYTES = 64 * 1024 * 1024;

/** Answers longer than this are written piece by piece, each once the last was taken. */
const WRITE_PIECE_BYTES = 64 * 1024;

/** Bytes of answers waiting now for their clients to read. */
let unreadAnswerBytes = 0;

/** What waits for slow readers now, for the soak's report and tests. */
export function unreadAnswers(): number {
  return unreadAnswerBytes;
}

/**
 * Writes an answer's body and ends it, respecting backpressure: a piece at a time, the next
 * once the socket has taken the last ('drain'), so that an answer its client does not read
 * waits here once, not in copies in Node's buffers. A client that reads nothing for
 * SLOW_READER_TIMEOUT_MS, or stops reading while MAX_UNREAD_ANSWER_BYTES already wait, has its
 * connection closed. A short answer is written with the head in one write.
 */
export async function writeBody(
  res: ServerResponse,
  body: Buffer | string,
  stallMs = SLOW_READER_TIMEOUT_MS,
): Promise<void> {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (bytes <= WRITE_PIECE_BYTES) {
    res.end(body);
    return;
  }
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  for (let offset = 0; offset < buffer.length; offset += WRITE_PIECE_BYTES) {
    if (res.destroyed) return;
    const piece = buffer.subarray(offset, offset + WRITE_PIECE_BYTES);
    const last = offset + WRITE_PIECE_BYTES >= buffer.length;
    if (last) {
      res.end(piece);
      return;
    }
    if (res.write(piece)) continue;
    const left = buffer.length - offset - piece.length;
    if (unreadAnswerBytes + left > MAX_UNREAD_ANSWER_BYTES) {
      res.destroy();
      return;
    }
    unreadAnswerBytes += left;
    try {
      if (!(await drained(res, stallMs))) {
        res.destroy();
        return;
      }
    } finally {
      unreadAnswerBytes -= left;
    }
  }
}

/** Resolves true when `res` can take more, false if it closed or took nothing for `ms`. */
function drained(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(taken);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * What the log may say about an unexpected error. Only a database error's message is kept
 * (tokens reach SQL only hashed); any other message may quote a header or a URL, and with them
 * live tokens, so only its kind is logged.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return `database error ${code}: ${error.message}`;
  }
  return error.name;
}

/**
 * A log line for something that may happen very often at a client's whim (a request abandoned
 * mid-body): the first in a period is logged at once with its cause, the rest of the period
 * are counted and logged as one line when it ends, so no client can grow the log at will.
 */
export function summarisedLog(
  log: (line: string) => void,
  first: (cause: string) => string,
  summary: (count: number, lastCause: string) => string,
  periodMs = 60_000,
): { note(cause: string): void } {
  let periodStart = -Infinity;
  let suppressed = 0;
  let lastCause = '';
  const flush = () => {
    if (suppressed > 0) log(summary(suppressed, lastCause));
    suppressed = 0;
  };
  return {
    note(cause) {
      const now = performance.now();
      if (now - periodStart >= periodMs) {
        flush();
        periodStart = now;
        log(first(cause));
        return;
      }
      suppressed += 1;
      lastCause = cause;
      if (suppressed === 1) setTimeout(flush, periodStart + periodMs - now).unref();
    },
  };
}

/** What Node's HTTP parser refuses, answered in the API's JSON rather than an empty body. */
export function clientErrorResponse(code: string | undefined): string | null {
  const [status, reason, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          `The request's URL and headers are larger than ${MAX_HEADER_BYTES / 1024} KB.`,
        ]
      : code === 'HPE_INVALID_METHOD'
        ? [405, 'Method Not Allowed', 'Unsupported HTTP method.']
        : code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'The request took too long to arrive.']
          : code === 'ECONNRESET'
            ? [0, '', '']
            : [400, 'Bad Request', 'The request is not valid HTTP.'];
  if (status === 0) return null;
  const body = JSON.stringify({ message });
  return `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
}
