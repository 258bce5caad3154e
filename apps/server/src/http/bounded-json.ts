import type { FastifyInstance } from 'fastify';

export interface JsonBounds {
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Most members: keys and array elements at every level, each container counted once too. */
  maxMembers: number;
}

export type JsonBoundBroken = 'depth' | 'members';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Which bound a JSON text breaks, or null: one pass over the characters, before anything is
 * parsed into objects. Small bodies can still be expensive: a quarter megabyte of `[[[[...` or
 * seventeen thousand keys costs every step after the parse (validation, logging, metrics) far
 * more than its bytes suggest. Brackets and commas inside strings are text and do not count; a
 * text this pass lets through may still be malformed, which JSON.parse then refuses.
 */
export function brokenJsonBound(text: string, bounds: JsonBounds): JsonBoundBroken | null {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
      continue;
    }
    if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      members += 1;
      if (depth > bounds.maxDepth) return 'depth';
      if (members > bounds.maxMembers) return 'members';
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    } else if (char === COMMA) {
      members += 1;
      if (members > bounds.maxMembers) return 'members';
    }
  }
  return null;
}

/** The error a body over a bound ends in; the error handler answers it with `bodyTooComplex`. */
export class BodyTooComplexError extends Error {
  readonly code = 'BNW_BODY_TOO_COMPLEX';
  readonly statusCode = 400;
  constructor(readonly bound: JsonBoundBroken) {
    super(`request body over the ${bound} bound`);
  }
}

/**
 * Replaces the app's JSON parser with one that checks the bounds first, then parses with
 * Fastify's own (which refuses `__proto__` and `constructor` keys). Scopes with a parser of their
 * own (the wallet API and payment webhooks read signed raw bodies) keep theirs.
 */
export function installBoundedJsonParser(server: FastifyInstance, bounds: JsonBounds): void {
  const parse = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const broken = brokenJsonBound(text, bounds);
    if (broken) return done(new BodyTooComplexError(broken), undefined);
    parse(request, text, done);
  });
}
