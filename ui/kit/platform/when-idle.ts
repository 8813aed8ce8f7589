/** Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs` after the load). */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: timeoutMs }) : setTimeout(task, 0));
  if (typeof document === 'undefined' || document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
