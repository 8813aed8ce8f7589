/**
 * The reader's own time zone, in which the interface shows times: the browser's named zone, or luxon's 'local' (the
 * system's zone) when the browser names none.
 */
export function readerZone(): string {
  // Reads the browser's zone and formats nothing, so it goes around the kernel's formats.
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'local';
}
