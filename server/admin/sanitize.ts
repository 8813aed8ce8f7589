// The server's sanitiser of a news body: DOMPurify with the reader's view's configuration (core NEWS_BODY_SANITIZE),
// over a jsdom window, created on the first body sanitised so that a server start does not load jsdom.
import { NEWS_BODY_SANITIZE } from '../../core';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

async function createSanitizer(): Promise<Sanitize> {
  // jsdom ships no types of its own: only its window is used.
  const jsdomModule: string = 'jsdom';
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import(jsdomModule) as Promise<{ JSDOM: new (html: string) => { window: unknown } }>,
  ]);
  const purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  return (html) => purify.sanitize(html, { ...NEWS_BODY_SANITIZE });
}

/** A news body as the reader's view would show it: scripts, event handlers, frames and forms taken out. */
export async function sanitizeNewsBody(html: string): Promise<string> {
  sanitizer ??= createSanitizer();
  sanitizer.catch(() => {
    sanitizer = undefined;
  });
  return (await sanitizer)(html);
}
