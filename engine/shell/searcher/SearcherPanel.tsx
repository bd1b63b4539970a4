// The searcher's content: the search box (a combobox), the grouped results
// (a listbox) and the footer with the 'didn't find' text and the 'index'
// link. The query and the selection live here, so a keystroke re-renders
// only this panel, never the dialog around it.
//
// Keys (specification section 2): ArrowDown / ArrowUp move the selection,
// which starts at 0 and stops at the first and last result (moveSelection);
// Enter opens the selected result; Escape is the dialog's (it closes).
// Matching runs in a search session (a longer query searches only the
// previous matches) and the list renders only the rows in view
// (SearcherResults), so a keystroke costs the same at any number of routes.
//
// A keystroke costs one React render, in a transition (issue 10: what Event
// Timing measures, what a user feels). The search box is uncontrolled: the
// browser draws the typed letter itself, with no render of ours before the
// next frame, and the query follows in a transition that a further keystroke
// can interrupt. (A controlled box with useDeferredValue rendered the panel
// twice per key: once for the box, once for the results.) The keys never act
// on a list that lags: while the shown results belong to an older query,
// ArrowDown/ArrowUp/Enter use the results of the typed text.
import { IconSearch } from '@tabler/icons-react';
import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavSearchEntry } from '../../navigation';
import { createSearchSession, moveSelection, type SearchIndex } from '../../search';
import { favoritePathKey } from '../index-overlay/favorite-entries';
import { useOverlayNavigation } from '../index-overlay/useOverlayNavigation';
import classes from './Searcher.module.css';
import { SearcherResults, type SearcherResultsHandle } from './SearcherResults';
import { searcherKey, searcherView, viewKeeper } from './searcher-view';

export interface SearcherPanelProps {
  index: SearchIndex<NavSearchEntry>;
  favorites: readonly NavSearchEntry[];
  limit: number;
  onOpenIndex(): void;
}

export function SearcherPanel({ index, favorites, limit, onOpenIndex }: SearcherPanelProps) {
  const { t } = useTranslation();
  const { pending, go } = useOverlayNavigation();
  // The query the shown results belong to; the box may already hold more (`typed`).
  const [query, setQuery] = useState('');
  const typed = useRef('');
  const [selected, setSelected] = useState(0);
  const baseId = useId().replace(/:/g, '');
  const listId = `searcher-list-${baseId}`;
  const optionId = useCallback((i: number) => `${listId}-option-${i}`, [listId]);

  // One session per index: typing one more letter searches only the previous matches.
  const session = useMemo(() => createSearchSession(index), [index]);
  // Fixed texts, translated once per language rather than on every keystroke.
  const text = useMemo(() => ({
    search: t('header.search'),
    placeholder: t('searcher.placeholder'),
    favorites: t('searcher.favorites'),
    noFavorites: t('index.noFavorites'),
    noResults: t('searcher.results', { count: 0 }),
    didntFind: t('searcher.didntFind'),
    openIndex: t('searcher.openIndex'),
  }), [t]);
  const favoritesTitle = text.favorites;
  // The same view object while the results stay the same (viewKeeper).
  const [keep] = useState(() => viewKeeper<NavSearchEntry>());
  const view = useMemo(
    () => keep(searcherView(session, query, favorites, { limit, favoritesTitle })),
    [keep, session, query, favorites, limit, favoritesTitle],
  );
  // A new query starts at the top, even when it kept the list (and so the view) of the last one.
  const results = useRef<SearcherResultsHandle>(null);
  useEffect(() => results.current?.toTop(), [query]);
  const resultsText = useMemo(() => t('searcher.results', { count: view.total }), [t, view.total]);
  const count = view.items.length;
  // The list can shrink under the selection (a favourite removed elsewhere).
  const current = moveSelection(selected, 0, count);
  // The results of what is typed, for a key pressed before the shown list caught up.
  const latestView = () => (typed.current === query ? view : searcherView(session, typed.current, favorites, { limit, favoritesTitle }));

  const open = (item: NavSearchEntry | undefined) => {
    if (item) go(item.path);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    typed.current = value;
    // Urgent, but only after the arrows moved it: while typing it is already 0 and nothing renders.
    if (selected !== 0) setSelected(0);
    startTransition(() => setQuery(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = searcherKey({ key: event.key, code: event.nativeEvent.code, isComposing: event.nativeEvent.isComposing });
    if (!key) return;
    event.preventDefault();
    const latest = latestView();
    const at = moveSelection(selected, 0, latest.items.length);
    if (key === 'next') setSelected(moveSelection(at, 1, latest.items.length));
    else if (key === 'previous') setSelected(moveSelection(at, -1, latest.items.length));
    else open(latest.items[at]);
  };

  // The results' props stay the same while typing (stable callbacks), so the
  // keystroke's render skips the memoised list and paints only the search box.
  const mode = view.mode;
  // Under each result: its sub-section (results are already grouped by section); under a favourite, its section.
  const hintOf = useCallback((item: NavSearchEntry) => (mode === 'favorites' ? item.sectionTitle : item.subSectionTitle), [mode]);
  const isPending = useCallback((item: NavSearchEntry) => pending !== null && pending === favoritePathKey(item.path), [pending]);
  const countText = useCallback((n: number) => t('searcher.results', { count: n }), [t]);

  // Stable, so the memoised rows that did not change skip rendering while typing.
  const pick = useCallback((position: number, item: NavSearchEntry) => {
    setSelected(position);
    go(item.path);
  }, [go]);

  const emptyText = view.mode === 'favorites' ? text.noFavorites : text.noResults;

  return (
    <>
      <div className={classes.searchRow}>
        {SEARCH_ICON}
        <input
          className={classes.input}
          type="text"
          role="combobox"
          aria-label={text.search}
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={count > 0 ? listId : undefined}
          aria-activedescendant={count > 0 ? optionId(current) : undefined}
          placeholder={text.placeholder}
          autoComplete="off"
          spellCheck={false}
          defaultValue=""
          onChange={onChange}
          onKeyDown={onKeyDown}
          data-autofocus
          data-testid="searcher-input"
        />
      </div>

      <SearcherResults
        ref={results}
        view={view}
        current={current}
        isPending={isPending}
        hintOf={hintOf}
        onPick={pick}
        listId={listId}
        optionId={optionId}
        label={view.mode === 'favorites' ? favoritesTitle : resultsText}
        countText={countText}
        emptyText={emptyText}
      />

      <div className={classes.footer}>
        <span>{text.didntFind}</span>
        <button type="button" className={classes.indexLink} onClick={onOpenIndex} data-testid="searcher-open-index">
          {text.openIndex}
        </button>
        <span className={classes.footerSpacer} />
        {KEYS_HINT}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {view.mode === 'results' ? resultsText : ''}
      </div>
    </>
  );
}

// Constant elements: React skips them on every render of the panel.
const SEARCH_ICON = <IconSearch size={20} stroke={1.8} aria-hidden />;
const KEYS_HINT = (
  <span className={classes.keys} aria-hidden>
    <span><kbd>↑</kbd> <kbd>↓</kbd></span>
    <span><kbd>↵</kbd></span>
    <span><kbd>Esc</kbd></span>
  </span>
);
