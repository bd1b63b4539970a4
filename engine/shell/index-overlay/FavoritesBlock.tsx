// The favourites block on top of the index: the user's favourite pages as
// links (each with its bookmark, to remove it), or a hint when there are none.
// Removing a favourite here removes its row, focused button included; focus
// then moves to the bookmark that took its place (or the block itself), so a
// keyboard user is not dropped out of the overlay.
import { IconBookmarks } from '@tabler/icons-react';
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import type { NavEntry } from '../../navigation';
import { favoritePathKey } from './favorite-entries';
import type { LinkState } from './IndexColumns';
import { IndexLinkItem } from './IndexLinkItem';
import classes from './IndexOverlay.module.css';

export interface FavoritesBlockProps {
  title: string;
  emptyText: string;
  links: ReadonlyArray<{ entry: NavEntry; title: string }>;
  state: LinkState;
}

export function FavoritesBlock({ title, emptyText, links, state }: FavoritesBlockProps) {
  const blockRef = useRef<HTMLElement>(null);
  /** Row index of the element focused inside the block; null when focus is elsewhere. */
  const focusedRow = useRef<number | null>(null);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest('li');
    focusedRow.current = row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : null;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus leaving for another element of the page; a removed row blurs with no relatedTarget.
    if (event.relatedTarget && !blockRef.current?.contains(event.relatedTarget as Node)) focusedRow.current = null;
  };

  useLayoutEffect(() => {
    const row = focusedRow.current;
    const block = blockRef.current;
    if (row === null || !block) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const buttons = block.querySelectorAll<HTMLElement>('[data-favorite-toggle]');
    const next = buttons[Math.min(row, buttons.length - 1)] ?? block;
    next.focus();
  }, [links]);

  return (
    <section
      ref={blockRef}
      className={classes.favorites}
      aria-labelledby="index-favorites-title"
      data-testid="index-favorites"
      tabIndex={-1}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <h3 className={classes.favoritesTitle} id="index-favorites-title">
        <IconBookmarks size={18} stroke={1.8} aria-hidden />
        {title}
      </h3>
      {links.length === 0 ? (
        <p className={classes.empty}>{emptyText}</p>
      ) : (
        <ul className={classes.favoritesList}>
          {links.map(({ entry, title: linkTitle }) => {
            const key = favoritePathKey(entry.path);
            return (
              <IndexLinkItem
                key={entry.key}
                path={key}
                title={linkTitle}
                favorite
                pending={state.pending === key}
                saving={state.saving.includes(key)}
                labels={state.labels}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
