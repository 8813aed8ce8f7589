// What jsdom lacks and the browser has, for the component tests.

/** CSS.escape as the CSSOM specification defines it (react-aria's overlays use it; jsdom has no CSS namespace). */
function cssEscape(value: string): string {
  const text = String(value);
  let result = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const char = text.charAt(index);
    if (code === 0) result += '\ufffd';
    else if ((code >= 0x01 && code <= 0x1f) || code === 0x7f) result += `\\${code.toString(16)} `;
    else if (code >= 0x30 && code <= 0x39 && (index === 0 || (index === 1 && text.charCodeAt(0) === 0x2d)))
      result += `\\${code.toString(16)} `;
    else if (index === 0 && code === 0x2d && text.length === 1) result += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) result += char;
    else result += `\\${char}`;
  }
  return result;
}

const globals = globalThis as { CSS?: { escape?: (value: string) => string } };
if (typeof window !== 'undefined') {
  globals.CSS ??= {};
  globals.CSS.escape ??= cssEscape;
}

/** matchMedia, ResizeObserver and IntersectionObserver (the highlights carousel reads them): nothing matches, nothing is observed. */
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class QuietObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  const observers = globalThis as { ResizeObserver?: unknown; IntersectionObserver?: unknown };
  observers.ResizeObserver ??= QuietObserver;
  observers.IntersectionObserver ??= QuietObserver;
}

/** The dialog element's modal methods (the phone's menu drawer uses them): open and close, and the close event. */
if (typeof window !== 'undefined' && typeof HTMLDialogElement !== 'undefined') {
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
