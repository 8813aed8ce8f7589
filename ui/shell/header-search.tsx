import { useState, type ComponentType, type ReactNode } from 'react';

/** What the suggestions (loaded when the box is first used) are given: the box's field, in its form. */
export interface SuggestionsProps {
  input: HTMLInputElement;
}

/**
 * The search box of the signed-in header: a plain form that opens the results page (/search?q=…). It is all the
 * first pages carry: the suggestions (the search area's, given by the composition) load when it is first focused and
 * from then on open the results page in place.
 */
export function HeaderSearch({
  label,
  loadSuggestions,
}: {
  /** The box's name (the header's texts). */
  label: string;
  loadSuggestions: () => Promise<ComponentType<SuggestionsProps>>;
}) {
  const [suggestions, setSuggestions] = useState<ReactNode>();
  return (
    <form role="search" className="header-search" action="/search">
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        maxLength={240}
        onFocus={({ currentTarget: input }) => {
          if (!suggestions)
            loadSuggestions().then(
              (Suggestions) => setSuggestions(<Suggestions input={input} />),
              () => undefined,
            );
        }}
      />
      {suggestions}
    </form>
  );
}
