// The section index (specification section 2, "Index overlay"): a full-screen
// overlay opened by the header's hamburger and closed by its X or Escape,
// focus trapped inside and returned to the hamburger on close
// (return-focus.ts). Favourites on top, then the sections in
// config.app.index.columns columns. Every link has a bookmark toggle
// (favourites API; the 13th is refused by the toggle action with the
// favoriteItemsExcess alert). Favourites the user can no longer open are
// listed greyed out with the reason, to be removed. A clicked link shows a
// spinner until the navigation ends, and the layout closes the overlay then.
// The title uses index.title when the translations have it (else the product name).
import { Modal } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../../config/compiled';
import { buildIndexTree, entryTitle, matchRoute } from '../../navigation';
import { accessContextAtom, configAtom, favoritesAtom, favoritesSavingAtom, policyAtom, toggleFavoriteAtom, visibleRoutesAtom } from '../../state';
import { favoriteEntries, favoriteSet, unavailableFavorites } from './favorite-entries';
import { FavoritesBlock, type UnavailableLink } from './FavoritesBlock';
import { IndexColumns, type LinkState } from './IndexColumns';
import classes from './IndexOverlay.module.css';
import { useReturnFocus } from './return-focus';
import { isModifiedClick, useOverlayNavigation } from './useOverlayNavigation';

export interface IndexOverlayProps {
  opened: boolean;
  onClose(): void;
}

export function IndexOverlay({ opened, onClose }: IndexOverlayProps) {
  useReturnFocus(opened);
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const visible = useAtomValue(visibleRoutesAtom);
  const policy = useAtomValue(policyAtom);
  const access = useAtomValue(accessContextAtom);
  const favorites = useAtomValue(favoritesAtom);
  const saving = useAtomValue(favoritesSavingAtom);
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const { pending, go } = useOverlayNavigation();

  // `t` changes identity with the language, so the tree is rebuilt per language.
  const tree = useMemo(() => buildIndexTree(config, visible, t), [config, visible, t]);
  const favoriteLinks = useMemo(
    () => favoriteEntries(favorites, visible).map((entry) => ({ entry, title: entryTitle(entry, t) })),
    [favorites, visible, t],
  );
  const unavailable = useMemo<UnavailableLink[]>(
    () =>
      unavailableFavorites(favorites, visible, (path) => matchRoute(config.routes, path), (route) => policy.checkRoute(route, access)).map(
        ({ path, route, reason }) => ({
          path,
          title: route ? t(translationKeys.routeTitle(route.id)) : `/${path}`,
          reason: t(`index.favoriteUnavailable.${reason}`),
        }),
      ),
    [favorites, visible, config, policy, access, t],
  );
  const labels = useMemo(
    () => ({ add: t('index.addFavorite'), remove: t('index.removeFavorite'), loading: t('common.loading') }),
    [t],
  );
  const favoritesSet = useMemo(() => favoriteSet(favorites), [favorites]);
  const state = useMemo<LinkState>(
    () => ({ favorites: favoritesSet, pending, saving, labels }),
    [favoritesSet, pending, saving, labels],
  );

  // One click handler for every link and bookmark (event delegation).
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const bookmark = target.closest<HTMLElement>('[data-favorite-toggle]');
      if (bookmark?.dataset.path) {
        event.preventDefault();
        void toggleFavorite(bookmark.dataset.path);
        return;
      }
      const link = target.closest<HTMLAnchorElement>('a[data-index-link]');
      if (link?.dataset.path && !isModifiedClick(event)) {
        event.preventDefault();
        go(link.dataset.path);
      }
    },
    [toggleFavorite, go],
  );

  const title = t('index.title', { defaultValue: config.app.productName });

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      transitionProps={{ duration: 0 }}
      closeOnEscape
      trapFocus
      returnFocus={false}
      data-testid="index-overlay"
    >
      <Modal.Content className={classes.content}>
        <Modal.Header className={classes.header}>
          {/* elementtiming: scripts/bench/ui-bench.ts reads when the open index was painted (Element Timing API). */}
          <Modal.Title className={classes.title} {...{ elementtiming: 'index-overlay' }}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('header.closeIndex')} size="lg" data-testid="close-index" />
        </Modal.Header>
        <Modal.Body className={classes.body} onClick={onClick}>
          <FavoritesBlock title={t('index.favorites')} emptyText={t('index.noFavorites')} links={favoriteLinks} unavailable={unavailable} state={state} />
          <IndexColumns tree={tree} columns={config.app.index.columns} state={state} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

export default IndexOverlay;
