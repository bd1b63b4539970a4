// One link of the index: the page link, a spinner while the navigation it
// started is pending, and the bookmark toggle. Plain elements on purpose (no
// Mantine component, no SVG per row): the index renders thousands of these.
// Clicks are handled once, by the overlay (event delegation on data-*), so a
// row re-renders only when its own favourite or pending state changes.
import { Loader } from '@mantine/core';
import { memo } from 'react';
import classes from './IndexOverlay.module.css';

export interface IndexLinkLabels {
  add: string;
  remove: string;
  loading: string;
}

export interface IndexLinkItemProps {
  path: string;
  title: string;
  favorite: boolean;
  pending: boolean;
  saving: boolean;
  labels: IndexLinkLabels;
}

export const IndexLinkItem = memo(function IndexLinkItem({ path, title, favorite, pending, saving, labels }: IndexLinkItemProps) {
  return (
    <li className={classes.item} data-pending={pending || undefined}>
      <a className={classes.link} href={`/${path}`} data-index-link="" data-path={path}>
        {title}
      </a>
      {pending && (
        <span className={classes.spinner} role="status" data-testid="index-link-spinner">
          <Loader size={14} aria-hidden />
          <span className="visually-hidden">{labels.loading}</span>
        </span>
      )}
      <button
        type="button"
        className={classes.bookmark}
        data-favorite-toggle=""
        data-path={path}
        data-saving={saving || undefined}
        aria-pressed={favorite}
        aria-label={`${favorite ? labels.remove : labels.add}: ${title}`}
      />
    </li>
  );
});
