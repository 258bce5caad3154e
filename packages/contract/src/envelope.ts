import { z } from 'zod';
import { LANGUAGES } from './catalogues.js';

/**
 * The RPC envelope of the specification (section 7): every call is
 * `POST /endpoint/v1` with `{api:{class, method}, data, user}` and every
 * answer is `{result, message, code, debug, data}`.
 */

export { MAX_BODY_BYTES, PANEL_FRONTEND, PANEL_HEADER, RPC_PATH } from './protocol.js';

const identifier = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/);

export const languageSchema = z.enum(LANGUAGES);

/** The `user` part: the stored session, or the anonymous default. */
export const userPartSchema = z
  .object({
    uid: z.string().max(512).nullish(),
    sid: z.string().max(1024).nullish(),
    uip: z.string().max(64).nullish(),
    gmt: z.string().max(64).nullish(),
    lang: z.string().max(8).nullish(),
  })
  .partial();

export const requestEnvelopeSchema = z.object({
  api: z.object({ class: identifier, method: identifier }),
  data: z.record(z.string(), z.unknown()).optional().default({}),
  user: userPartSchema.nullish(),
});

export type RequestEnvelope = z.infer<typeof requestEnvelopeSchema>;
export type UserPart = z.infer<typeof userPartSchema>;

export type { RpcResponse } from './protocol.js';
export { methodKey } from './protocol.js';
