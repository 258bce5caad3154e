import { type Language, MESSAGES, type MessageKey, type RpcResponse, messageText } from '@bnw/contract';

/** Builds the answer envelope for a catalogue message. */
export function envelope<T>(
  result: boolean,
  key: MessageKey,
  lang: Language,
  data: T,
  options: { params?: Record<string, string | number>; debug?: string | null } = {},
): RpcResponse<T> {
  return {
    result,
    message: messageText(key, lang, options.params),
    code: MESSAGES[key].code,
    debug: options.debug ?? null,
    data,
  };
}
