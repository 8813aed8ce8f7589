// The answer schemas of the OpenAPI description (filled from the generated replies file).

/** Adds each operation's answer schema to the document. */
export function withReplies<T>(document: T): T {
  return document;
}
