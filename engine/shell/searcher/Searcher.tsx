// The page searcher (specification section 2, "Searcher dialog"), on
// @mantine/spotlight's Spotlight.Root (a store per instance, no shortcut: the
// layout owns Ctrl/Cmd+K). Geometry from config.app.searcher. With no filter
// it lists the favourites; with a filter, the matching pages grouped by
// section with a count per group, at most config resultLimit. Matching is
// engine/search (case- and accent-insensitive, title, keywords and section
// title in the user's language) over an index built once per language.
//
// The search box and the result list are our own, not Spotlight.Search and
// Spotlight.Action: Spotlight's selection starts at -1, wraps around and lives
// in its store (a store update re-renders the whole dialog on every key),
// while the specification wants it to start at 0 and stop at both ends.
import '@mantine/spotlight/styles.css';

import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { navSearchEntries, type NavSearchEntry } from '../../navigation';
import { buildSearchIndex } from '../../search';
import { configAtom, favoritesAtom, visibleRoutesAtom } from '../../state';
import { favoriteEntries } from '../index-overlay/favorite-entries';
import classes from './Searcher.module.css';
import { SearcherPanel } from './SearcherPanel';
import { viewportLength } from './searcher-view';

export interface SearcherProps {
  opened: boolean;
  onClose(): void;
  onOpenIndex(): void;
}

export function Searcher({ opened, onClose, onOpenIndex }: SearcherProps) {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const visible = useAtomValue(visibleRoutesAtom);
  const favorites = useAtomValue(favoritesAtom);
  const [[store, controls]] = useState(createSpotlight);
  // Opening the index from here: do not hand focus back to the search button,
  // the index takes it (and gives it back to the hamburger).
  const [returnFocus, setReturnFocus] = useState(true);

  // Each opening hands focus back on close again (unless the index link says otherwise).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setReturnFocus(true);
  }

  // The layout owns the open state; Spotlight's store follows it. Opening one
  // commit after mounting lets the dialog remember what had focus.
  useEffect(() => {
    if (opened) controls.open();
    else controls.close();
  }, [opened, controls]);

  // Built once per language (t changes with it) and per visible-routes list;
  // this component stays mounted after its first opening, so reopening is free.
  const entries = useMemo(
    () => navSearchEntries(visible, t, (key) => {
      const value: unknown = t(key, { returnObjects: true });
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    }),
    [visible, t],
  );
  const index = useMemo(() => buildSearchIndex(entries), [entries]);
  const favoriteItems = useMemo<NavSearchEntry[]>(() => favoriteEntries(favorites, entries), [favorites, entries]);

  const { searcher } = config.app;
  const style = {
    '--searcher-width': viewportLength(searcher.width, 'width'),
    '--searcher-max-width': viewportLength(searcher.maxWidth, 'width'),
    '--searcher-max-height': viewportLength(searcher.maxHeight, 'height'),
  } as CSSProperties;

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      onSpotlightClose={onClose}
      size={viewportLength(searcher.width, 'width')}
      yOffset={searcher.top}
      // STACK.md: the backdrop blur costs ~30 ms per keystroke when painted on the CPU.
      overlayProps={{ backgroundOpacity: 0.45, blur: 0 }}
      transitionProps={{ duration: 0 }}
      returnFocus={returnFocus}
      classNames={{ inner: classes.inner, content: classes.content, body: classes.body }}
      style={style}
      // The dialog's accessible name (Spotlight renders no Modal.Title).
      attributes={{ content: { 'aria-label': t('header.search') } }}
      data-testid="searcher"
    >
      <SearcherPanel
        index={index}
        favorites={favoriteItems}
        limit={searcher.resultLimit}
        onOpenIndex={() => {
          setReturnFocus(false);
          onOpenIndex();
        }}
      />
    </Spotlight.Root>
  );
}

export default Searcher;
