import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** What the suggestions (loaded when the box is first used) are given: the box's field and how to search. */
export interface SuggestionsProps {
  input: HTMLInputElement;
  onSearch: (text: string) => void;
}

/**
 * The search box of the signed-in header: a field that searches on Enter (the results page, /search). It is all the
 * first pages carry: the suggestions (the search area's, given by the composition) load when it is first focused.
 */
export function HeaderSearch({ loadSuggestions }: { loadSuggestions: () => Promise<ComponentType<SuggestionsProps>> }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const search = (text: string) => {
    if (text.trim()) void navigate(`/search?q=${encodeURIComponent(text.trim())}`);
  };
  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(field.current?.value ?? '');
      }}
    >
      <input
        ref={field}
        type="search"
        name="q"
        aria-label={t('search')}
        placeholder={t('search')}
        autoComplete="off"
        maxLength={240}
        onFocus={() => {
          if (!Suggestions)
            loadSuggestions().then(
              (loaded) => setSuggestions(() => loaded),
              () => undefined,
            );
        }}
      />
      {Suggestions && field.current && <Suggestions input={field.current} onSearch={search} />}
    </form>
  );
}
