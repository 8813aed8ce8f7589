import { type ClockPort, type TimerHandle } from '../kernel/clock.port';
import { type SearchSuggestion } from './api';
import { parseSearch, SEARCH_RULES } from './query';
import { type SearchApiPort } from './search-api.port';

/** The suggestions under the search box: none yet, being asked for, shown, or failed (the box keeps its text). */
export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'ready'; text: string; suggestions: SearchSuggestion[] }
  | { status: 'failed'; text: string };

/**
 * Suggestions while typing: each change waits for a pause of debounceMs before asking (a change within the pause
 * starts it again); a text too short clears them at once; only the answer to the latest text is shown, whatever
 * order the answers come back in.
 */
export class TypingSuggestions {
  private timer: TimerHandle | null = null;
  private asked = 0;

  constructor(
    private readonly api: SearchApiPort,
    private readonly clock: ClockPort,
    private readonly onChange: (state: SuggestionsState) => void,
  ) {}

  /** The box's text changed. */
  type(raw: string): void {
    this.cancel();
    const parsed = parseSearch(raw, 'typing');
    const ticket = ++this.asked;
    if (!parsed) {
      this.onChange({ status: 'idle' });
      return;
    }
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.ask(raw, parsed.text, ticket);
    }, SEARCH_RULES.debounceMs);
  }

  /** Stops waiting and forgets answers still to come (the box closed or left the page). */
  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.asked += 1;
  }

  private async ask(raw: string, text: string, ticket: number): Promise<void> {
    this.onChange({ status: 'loading', text });
    try {
      // The raw text, so that the server knows whether the last word is still being typed.
      const suggestions = await this.api.suggest({ q: raw.slice(0, SEARCH_RULES.maxLength * 2) });
      if (ticket === this.asked) this.onChange({ status: 'ready', text, suggestions });
    } catch {
      if (ticket === this.asked) this.onChange({ status: 'failed', text });
    }
  }
}
