// The server's sanitiser of a news body: DOMPurify with the reader's view's configuration (core NEWS_BODY_SANITIZE),
// over a jsdom window, created on the first body sanitised so that a server start does not load jsdom.
import { NEWS_BODY_SANITIZE } from '../../core';

interface Sanitizer {
  sanitize: (html: string) => string;
  /** The text a body shows (its words, without its markup). */
  text: (html: string) => string;
}
let sanitizer: Promise<Sanitizer> | undefined;

async function createSanitizer(): Promise<Sanitizer> {
  // jsdom ships no types of its own: only its window is used.
  const jsdomModule: string = 'jsdom';
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import(jsdomModule) as Promise<{ JSDOM: new (html: string) => { window: unknown } }>,
  ]);
  const window = new JSDOM('').window as Parameters<typeof createDOMPurify>[0] & Window;
  const purify = createDOMPurify(window);
  const sanitize = (html: string) => purify.sanitize(html, { ...NEWS_BODY_SANITIZE });
  return {
    sanitize,
    text: (html) => {
      const holder = window.document.createElement('div');
      holder.innerHTML = sanitize(html.replace(/<\/(p|div|h\d|li|tr|blockquote)>|<br\s*\/?>/gi, '$& '));
      return holder.textContent ?? '';
    },
  };
}

async function loaded(): Promise<Sanitizer> {
  sanitizer ??= createSanitizer();
  sanitizer.catch(() => {
    sanitizer = undefined;
  });
  return sanitizer;
}

/** A news body as the reader's view would show it: scripts, event handlers, frames and forms taken out. */
export async function sanitizeNewsBody(html: string): Promise<string> {
  return (await loaded()).sanitize(html);
}

/** The words a news body shows, without its markup (for a teaser). */
export async function newsBodyText(html: string): Promise<string> {
  return (await loaded()).text(html);
}
