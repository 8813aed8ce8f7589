// The layout rule (SPEC §4): portrait or landscape decides mobile or desktop; re-render after 500 ms.
import { LAYOUT_RERENDER_DEBOUNCE_MS } from '../kernel/constants';
import { type ClockPort, type TimerHandle } from '../kernel/clock.port';

/** The two layouts. */
export type LayoutMode = 'mobile' | 'desktop';

/** The layout of a viewport: portrait (taller than wide) is mobile; landscape (or square) is desktop. */
export function layoutFor(width: number, height: number): LayoutMode {
  return height > width ? 'mobile' : 'desktop';
}

/**
 * Watches the viewport size: after a size change and 500 ms without another, the layout is worked out
 * again and, when it changed, the callback re-renders with the new one.
 */
export class LayoutWatcher {
  private current: LayoutMode;
  private pending: TimerHandle | null = null;

  constructor(
    private readonly clock: ClockPort,
    private readonly onChange: (mode: LayoutMode) => void,
    width: number,
    height: number,
  ) {
    this.current = layoutFor(width, height);
  }

  /** The layout now. */
  get mode(): LayoutMode {
    return this.current;
  }

  /** The viewport changed size (a resize or an orientation change). */
  resized(width: number, height: number): void {
    if (this.pending !== null) this.clock.clearTimeout(this.pending);
    this.pending = this.clock.setTimeout(() => {
      this.pending = null;
      const next = layoutFor(width, height);
      if (next === this.current) return;
      this.current = next;
      this.onChange(next);
    }, LAYOUT_RERENDER_DEBOUNCE_MS);
  }

  /** Cancels a pending re-render. */
  dispose(): void {
    if (this.pending !== null) this.clock.clearTimeout(this.pending);
    this.pending = null;
  }
}
