/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs` after the load); returns
 * the way to call it off.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => {
    handle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: timeoutMs })
        : (setTimeout(run, 0) as unknown as number);
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    removeEventListener('load', idle);
    if (handle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  };
}
