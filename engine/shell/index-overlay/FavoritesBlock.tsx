// The favourites block on top of the index: the user's favourite pages as
// links (each with its bookmark, to remove it), or a hint when there are none.
// Favourites the user can no longer open follow, greyed out, with the reason
// and the same bookmark to remove them: they still count toward the limit.
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

export interface UnavailableLink {
  path: string;
  title: string;
  /** Why it cannot be opened, translated. */
  reason: string;
}

export interface FavoritesBlockProps {
  title: string;
  emptyText: string;
  links: ReadonlyArray<{ entry: NavEntry; title: string }>;
  unavailable: readonly UnavailableLink[];
  state: LinkState;
}

export function FavoritesBlock({ title, emptyText, links, unavailable, state }: FavoritesBlockProps) {
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
  }, [links, unavailable]);

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
      {links.length === 0 && unavailable.length === 0 ? (
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
          {unavailable.map((link) => (
            <UnavailableItem key={link.path} link={link} saving={state.saving.includes(link.path)} removeLabel={state.labels.remove} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A favourite that cannot be opened: its title (not a link), why, and the bookmark that removes it. */
function UnavailableItem({ link, saving, removeLabel }: { link: UnavailableLink; saving: boolean; removeLabel: string }) {
  const reasonId = `favorite-unavailable-${link.path.replace(/[^a-z0-9_-]/gi, '-')}`;
  return (
    <li className={`${classes.item} ${classes.unavailable}`} data-testid="favorite-unavailable" data-path={link.path}>
      <span className={classes.unavailableText}>
        <span className={classes.unavailableTitle} aria-disabled="true">{link.title}</span>
        <span className={classes.unavailableReason} id={reasonId}>{link.reason}</span>
      </span>
      <button
        type="button"
        className={classes.bookmark}
        data-favorite-toggle=""
        data-path={link.path}
        data-saving={saving || undefined}
        aria-pressed
        aria-label={`${removeLabel}: ${link.title}`}
        aria-describedby={reasonId}
      />
    </li>
  );
}
