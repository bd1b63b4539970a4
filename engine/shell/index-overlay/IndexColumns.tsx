// The sections of the index in config.app.index.columns columns, each with
// its title and icon, sub-sections, groups and route links. The tree comes
// from buildIndexTree (empty sections, sub-sections and groups are already
// dropped there). A large index is painted in two passes (first-screen.ts).
import { memo, useDeferredValue, useMemo, type CSSProperties } from 'react';
import type { IndexLink, IndexSection, IndexTree } from '../../navigation';
import { ConfigIcon } from '../icons';
import { favoritePathKey } from './favorite-entries';
import { firstScreen } from './first-screen';
import { IndexLinkItem, type IndexLinkLabels } from './IndexLinkItem';
import classes from './IndexOverlay.module.css';

export interface LinkState {
  favorites: ReadonlySet<string>;
  pending: string | null;
  saving: readonly string[];
  labels: IndexLinkLabels;
}

function LinkList({ links, state }: { links: readonly IndexLink[]; state: LinkState }) {
  return (
    <ul className={classes.list}>
      {links.map((link) => {
        const key = favoritePathKey(link.path);
        return (
          <IndexLinkItem
            key={link.key}
            path={key}
            title={link.title}
            favorite={state.favorites.has(key)}
            pending={state.pending === key}
            saving={state.saving.length > 0 && state.saving.includes(key)}
            labels={state.labels}
          />
        );
      })}
    </ul>
  );
}

function SectionBlock({ section, state }: { section: IndexSection; state: LinkState }) {
  const titleId = `index-section-${section.id}`;
  return (
    <section className={classes.section} aria-labelledby={titleId} data-section={section.id}>
      <h3 className={classes.sectionTitle} id={titleId}>
        <ConfigIcon name={section.icon} size={18} stroke={1.8} />
        {section.title}
      </h3>
      {section.subSections.map((sub) => (
        <div className={classes.subSection} key={sub.id} data-sub-section={sub.id}>
          <h4 className={classes.subSectionTitle}>{sub.title}</h4>
          {sub.links.length > 0 && <LinkList links={sub.links} state={state} />}
          {sub.groups.map((group) => (
            <div className={classes.group} key={group.id} data-group={group.id}>
              <h5 className={classes.groupTitle}>{group.title}</h5>
              <LinkList links={group.links} state={state} />
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

/** Links per column in the first pass: more than a 1080 px screen shows. */
export const FIRST_SCREEN_LINKS = 80;

export const IndexColumns = memo(function IndexColumns({ tree, columns, state }: { tree: IndexTree; columns: number; state: LinkState }) {
  // First commit: what fills the screen; then the whole tree, rendered at low
  // priority (interruptible, so a click on a link is handled meanwhile).
  const complete = useDeferredValue(true, false);
  const first = useMemo(() => firstScreen(tree, FIRST_SCREEN_LINKS), [tree]);
  const shown = complete || !first.truncated ? tree : first.tree;
  const style = { '--index-columns': String(Math.max(1, columns)) } as CSSProperties;
  return (
    <div className={classes.columns} style={style} data-testid="index-columns" aria-busy={shown !== tree || undefined}>
      {shown.columns.map((sections, i) => (
        <div className={classes.column} key={i} data-column={i + 1}>
          {sections.map((section) => <SectionBlock key={section.id} section={section} state={state} />)}
        </div>
      ))}
    </div>
  );
});
