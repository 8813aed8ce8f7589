import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  ClockPort,
  SearchApiPort,
  TypingSuggestions,
  type ClockPort as Clock,
  type SearchApiPort as SearchApi,
  type SearchSuggestion,
  type SuggestionsState,
} from '../../core';

/**
 * The suggestions under the header's search box: what typing (debounced, the latest answer only) found, the open
 * state and the option the arrow keys are on (-1: none; the last one, after the suggestions, is "see every result").
 */
@injectable('Transient')
export class HeaderSuggestionsViewModel {
  state: SuggestionsState = { status: 'idle' };
  open = false;
  active = -1;
  private readonly typing: TypingSuggestions;

  constructor(@inject(SearchApiPort) api: SearchApi, @inject(ClockPort) clock: Clock) {
    this.typing = new TypingSuggestions(api, clock, (state) => this.setState(state));
    makeAutoObservable<this, 'typing'>(this, { typing: false, state: observableRef }, { autoBind: true });
  }

  /** The suggestions shown. */
  get suggestions(): SearchSuggestion[] {
    return this.state.status === 'ready' ? this.state.suggestions : [];
  }

  /** How many options the list has: the suggestions and "see every result" (none while nothing is asked). */
  get optionCount(): number {
    return this.state.status === 'idle' ? 0 : this.suggestions.length + 1;
  }

  /** The box's text changed. */
  type(text: string): void {
    this.open = true;
    this.active = -1;
    this.typing.type(text);
  }

  /** Moves the active option by `step`, wrapping around. */
  move(step: number): void {
    if (this.optionCount === 0) return;
    this.open = true;
    this.active = (this.active + step + this.optionCount + 1) % (this.optionCount + 1);
    if (this.active === this.optionCount) this.active = -1;
  }

  close(): void {
    this.open = false;
    this.active = -1;
  }

  load(): void {}

  dispose(): void {
    this.typing.cancel();
  }

  private setState(state: SuggestionsState): void {
    this.state = state;
  }
}
