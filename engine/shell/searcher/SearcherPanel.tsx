// The searcher's content: the search box (a combobox), the grouped results
// (a listbox) and the footer with the 'didn't find' text and the 'index'
// link. The query and the selection live here, so a keystroke re-renders
// only this panel, never the dialog around it.
//
// Keys (specification section 2): ArrowDown / ArrowUp move the selection,
// which starts at 0 and stops at the first and last result (moveSelection);
// Enter opens the selected result; Escape is the dialog's (it closes).
import { Loader } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../config/compiled';
import type { NavSearchEntry } from '../../navigation';
import { moveSelection, type SearchIndex } from '../../search';
import { favoritePathKey } from '../index-overlay/favorite-entries';
import { useOverlayNavigation } from '../index-overlay/useOverlayNavigation';
import classes from './Searcher.module.css';
import { searcherKey, searcherView } from './searcher-view';

/** Results rendered with the keystroke itself: more than the dialog shows at 1080 px. */
export const FIRST_ROWS = 20;

export interface SearcherPanelProps {
  index: SearchIndex<NavSearchEntry>;
  favorites: readonly NavSearchEntry[];
  limit: number;
  onOpenIndex(): void;
}

export function SearcherPanel({ index, favorites, limit, onOpenIndex }: SearcherPanelProps) {
  const { t } = useTranslation();
  const { pending, go } = useOverlayNavigation();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId().replace(/:/g, '');
  const listId = `searcher-list-${baseId}`;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const favoritesTitle = t('searcher.favorites');
  const view = useMemo(
    () => searcherView(index, query, favorites, { limit, favoritesTitle }),
    [index, query, favorites, limit, favoritesTitle],
  );
  // A keystroke first paints the results that fit on screen; the rest of the
  // list (up to the limit) follows in a low-priority render a frame later,
  // abandoned if another key comes first. Keeps typing fast with long lists.
  const complete = useDeferredValue(view) === view;
  const rowLimit = complete ? Infinity : FIRST_ROWS;
  const count = view.items.length;
  // The list can shrink under the selection (a favourite removed elsewhere).
  const current = moveSelection(selected, 0, count);

  // Keep the selected result in view when the arrows move it; a new query starts at the top.
  // (Scrolling forces a layout, so it is done only when something can have moved out of view.)
  const scrolled = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (current > 0) {
      list.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
      scrolled.current = true;
    } else if (scrolled.current) {
      list.scrollTop = 0;
      scrolled.current = false;
    }
  }, [current, view]);

  const open = (item: NavSearchEntry | undefined) => {
    if (item) go(item.path);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.currentTarget.value);
    setSelected(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = searcherKey({ key: event.key, code: event.nativeEvent.code, isComposing: event.nativeEvent.isComposing });
    if (!key) return;
    event.preventDefault();
    if (key === 'next') setSelected(moveSelection(current, 1, count));
    else if (key === 'previous') setSelected(moveSelection(current, -1, count));
    else open(view.items[current]);
  };

  // Under each result: its sub-section (results are already grouped by section); under a favourite, its section.
  // Sub-section titles are looked up once per language, not once per row and keystroke.
  const subSectionTitles = useMemo(() => new Map<string, string>(), [t]);
  const hintOf = (item: NavSearchEntry) => {
    if (view.mode === 'favorites') return item.sectionTitle;
    const { section, subSection } = item.entry.route;
    if (!subSection || subSection === section) return '';
    let title = subSectionTitles.get(subSection);
    if (title === undefined) subSectionTitles.set(subSection, (title = t(translationKeys.indexNode(subSection))));
    return title;
  };

  // Stable, so the memoised rows that did not change skip rendering while typing.
  const pick = useCallback((position: number, item: NavSearchEntry) => {
    setSelected(position);
    go(item.path);
  }, [go]);

  let emptyText: string | null = null;
  if (count === 0) emptyText = view.mode === 'favorites' ? t('index.noFavorites') : t('searcher.results', { count: 0 });

  return (
    <>
      <div className={classes.searchRow}>
        <IconSearch size={20} stroke={1.8} aria-hidden />
        <input
          className={classes.input}
          type="text"
          role="combobox"
          aria-label={t('header.search')}
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={count > 0 ? listId : undefined}
          aria-activedescendant={count > 0 ? optionId(current) : undefined}
          placeholder={t('searcher.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={onChange}
          onKeyDown={onKeyDown}
          data-autofocus
          data-testid="searcher-input"
        />
      </div>

      <div className={classes.results} ref={listRef} onScroll={() => { scrolled.current = true; }}>
        {count > 0 ? (
          <div role="listbox" id={listId} aria-label={view.mode === 'favorites' ? favoritesTitle : t('searcher.results', { count: view.total })}>
            {view.groups.filter((group) => group.offset < rowLimit).map((group) => {
              const labelId = `${listId}-${group.id}`;
              return (
                <div role="group" aria-labelledby={labelId} className={classes.group} key={group.id} data-testid="searcher-group">
                  <div className={classes.groupLabel} id={labelId}>
                    <span>{group.title}</span>
                    <span className={classes.count} data-testid="searcher-group-count">
                      {t('searcher.results', { count: group.count })}
                    </span>
                  </div>
                  {group.items.slice(0, Math.max(0, rowLimit - group.offset)).map((item, i) => {
                    const position = group.offset + i;
                    return (
                      <ResultOption
                        key={item.key}
                        id={optionId(position)}
                        item={item}
                        position={position}
                        selected={position === current}
                        pending={pending === favoritePathKey(item.path)}
                        hint={hintOf(item)}
                        onPick={pick}
                      />
                    );
                  })}
                </div>
              );
            })}
          </div>
        ) : (
          <p className={classes.empty} data-testid="searcher-empty">{emptyText}</p>
        )}
      </div>

      <div className={classes.footer}>
        <span>{t('searcher.didntFind')}</span>
        <button type="button" className={classes.indexLink} onClick={onOpenIndex} data-testid="searcher-open-index">
          {t('searcher.openIndex')}
        </button>
        <span className={classes.footerSpacer} />
        <span className={classes.keys} aria-hidden>
          <span><kbd>↑</kbd> <kbd>↓</kbd></span>
          <span><kbd>↵</kbd></span>
          <span><kbd>Esc</kbd></span>
        </span>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {view.mode === 'results' ? t('searcher.results', { count: view.total }) : ''}
      </div>
    </>
  );
}

interface ResultOptionProps {
  id: string;
  item: NavSearchEntry;
  position: number;
  selected: boolean;
  pending: boolean;
  hint: string;
  onPick(position: number, item: NavSearchEntry): void;
}

/** One result. Plain elements (no Mantine component per row) and memoised: typing re-renders only the rows that change. */
const ResultOption = memo(function ResultOption({ id, item, position, selected, pending, hint, onPick }: ResultOptionProps) {
  return (
    <div
      id={id}
      role="option"
      // Reached with the arrows from the search box (aria-activedescendant), never by Tab.
      tabIndex={-1}
      aria-selected={selected}
      aria-busy={pending || undefined}
      className={classes.option}
      data-path={item.path}
      data-testid="searcher-option"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(position, item)}
    >
      <span className={classes.optionText}>
        <span className={classes.optionTitle}>{item.title}</span>
        {hint && <span className={classes.optionHint}>{hint}</span>}
      </span>
      {pending && <Loader size={16} color="currentColor" aria-hidden data-testid="searcher-option-spinner" />}
    </div>
  );
});
