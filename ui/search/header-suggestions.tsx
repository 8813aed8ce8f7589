import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useViewModel } from '../kit/injection';
import { HeaderSuggestionsViewModel } from './header-suggestions.view-model';
import { Highlighted } from './highlighted';
import { type SuggestionsProps } from '../shell/header-search';
import './search.css';

/**
 * The suggestions under the header's search box (a combobox's list): the top titles while typing, then "see every
 * result". Arrow keys move through them, Enter opens the one chosen (or searches), Escape closes them. From the
 * moment they load, the box's form opens the results page in place (a blank text searches nothing).
 */
export const HeaderSuggestions = observer(function HeaderSuggestions({ input }: SuggestionsProps) {
  const viewModel = useViewModel(HeaderSuggestionsViewModel);
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;
  const suggestions = viewModel.suggestions;
  const state = viewModel.state;
  const shown = viewModel.open && state.status !== 'idle';

  const search = (text: string) => {
    if (text.trim()) void navigate(`/search?q=${encodeURIComponent(text.trim())}`);
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    viewModel.close();
    if (suggestion) void navigate(`/informative/${suggestion.commodity.id}/${suggestion.id}`);
    else search(input.value);
  };

  // The box's listeners, added once, choose among the suggestions shown now and search with the latest navigation.
  const chooseFromBox = useEffectEvent(choose);
  const searchFromBox = useEffectEvent(search);

  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', `${id}-list`);
    const onInput = () => viewModel.type(input.value);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        viewModel.move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Escape') {
        viewModel.close();
      } else if (event.key === 'Enter' && viewModel.active >= 0) {
        event.preventDefault();
        chooseFromBox(viewModel.active);
      } else if (event.key === 'Enter') {
        viewModel.close();
      }
    };
    // A tap on an option blurs the field first: closing waits for it.
    const onBlur = () => setTimeout(() => viewModel.close(), 150);
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      searchFromBox(input.value);
    };
    input.form?.addEventListener('submit', onSubmit);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    input.addEventListener('blur', onBlur);
    if (input.value) viewModel.type(input.value);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('blur', onBlur);
      input.form?.removeEventListener('submit', onSubmit);
    };
  }, [input, viewModel, id]);

  useEffect(() => {
    input.setAttribute('aria-expanded', String(shown));
    if (viewModel.active >= 0) input.setAttribute('aria-activedescendant', optionId(viewModel.active));
    else input.removeAttribute('aria-activedescendant');
  });

  return (
    <div className="header-suggestions" hidden={!shown}>
      {state.status === 'loading' && suggestions.length === 0 && (
        <p className="header-suggestions-note" role="status">
          {t('loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="header-suggestions-note" role="status">
          {t('suggestionsFailed')}
        </p>
      )}
      {state.status === 'ready' && suggestions.length === 0 && (
        <p className="header-suggestions-note" role="status">
          {t('noSuggestions')}
        </p>
      )}
      <ul id={`${id}-list`} role="listbox" aria-label={t('suggestions')}>
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a combobox's option: the keys act on the box (aria-activedescendant), never on the option
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={viewModel.active === index}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <span className="header-suggestion-title">
              <Highlighted text={suggestion.title} ranges={suggestion.highlights} />
            </span>
            <span className="header-suggestion-meta">
              {suggestion.commodity.nome}
              {suggestion.locked && (
                <>
                  {' · '}
                  {t('locked')}
                </>
              )}
            </span>
          </li>
        ))}
        {state.status !== 'idle' && (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a combobox's option: the keys act on the box (aria-activedescendant), never on the option
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={viewModel.active === suggestions.length}
            className="header-suggestion-all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestions.length)}
          >
            {t('seeAll', { text: state.text })}
          </li>
        )}
      </ul>
    </div>
  );
});
