// The page of a route that declares views: its header, then one view, or
// tabs when there are several (?view=<index> keeps the tab in the URL).
// Each view kind is its own chunk, loaded when first shown.
import { Tabs } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ca';
import 'dayjs/locale/en';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { useAtomValue } from 'jotai';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { translationKeys, type CompiledRoute, type CompiledView, type ViewKind } from '../config/compiled';
import { useHttp } from '../shell/context';
import { ConfigIcon } from '../shell/icons';
import { toUrl } from '../shell/paths';
import { configAtom, profileAtom, tokenAtom } from '../state';
import { PageHeader, type Crumb } from './shared/PageHeader';
import { loadable } from '../shell/loadable';
import { kindChunk, VIEW_LOADERS } from './kinds';
import { tabShowsEntity } from '../data/tab-names';
import { prefetchView, viewIndex } from './view-prefetch';
import { EmptyView, LoadingRows } from './shared/states';
import type { ViewProps } from './shared/types';
import './views.css';

// A kind whose code has arrived renders at once (loadable.tsx), so a first visit shows its data without waiting on a fallback.
const KINDS = Object.fromEntries(Object.keys(VIEW_LOADERS).map((kind) => [kind, loadable(kindChunk(kind as ViewKind))])) as Partial<Record<ViewKind, ComponentType<ViewProps>>>;

/** A tab's name: routes.<id>.views.<index> when translated, else the kind when every view shows the same entity, else the entity too. */
function tabLabel(view: CompiledView, views: readonly CompiledView[], t: (key: string) => string, named?: string): string {
  if (named) return named;
  const kind = t(`data.kinds.${view.kind}`);
  return tabShowsEntity(view, views) ? `${t(translationKeys.entityPlural(view.entity))} · ${kind}` : kind;
}

export default function ViewsPage({ route }: { route: CompiledRoute }) {
  const { t, i18n } = useTranslation();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const [params, setParams] = useSearchParams();
  const views = route.views;
  const index = viewIndex(route, params);
  const view = views[index];

  const descriptionKey = translationKeys.routeDescription(route.id);
  const section = config.sections.find((s) => s.id === route.section);
  const crumbs: Crumb[] = [
    { label: profile?.BussinessAlias || config.app.productName, to: toUrl(config.app.paths.home) },
    ...[route.section, route.subSection, route.group].filter((id): id is string => !!id).map((id) => ({ label: t(translationKeys.indexNode(id)) })),
  ];
  const Kind = view ? KINDS[view.kind] : null;
  const http = useHttp();
  const token = useAtomValue(tokenAtom);
  // Asked in the render that shows a view whose chunk is still loading: the commit can come much later (React
  // holds a Suspense reveal back, up to 300 ms). The request first, as route-prefetch.ts does: the longest to answer.
  // Once per URL (a request waits until the view takes it); a chunk already here renders the view at once, which asks itself.
  if (view && Kind && !kindChunk(view.kind).arrived()) {
    if (token) prefetchView({ http, session: token, route, view, index, params });
    kindChunk(view.kind).load().catch(() => {});
  }
  const content = Kind && view ? (
    <Suspense fallback={<LoadingRows />}>
      <Kind key={index} route={route} view={view} index={index} />
    </Suspense>
  ) : view ? <EmptyView title={t('data.states.unsupported')} /> : null;

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <div className="shell-page" data-testid="views-page" data-route={route.id}>
        <PageHeader
          crumbs={crumbs}
          icon={<ConfigIcon name={section?.icon ?? 'file-text'} size={28} stroke={1.6} />}
          title={t(translationKeys.routeTitle(route.id))}
          description={i18n.exists(descriptionKey) ? t(descriptionKey) : undefined}
        />
        {views.length > 1 ? (
          <Tabs
            value={String(index)}
            // A new tab starts from its own defaults: the other view's list state does not apply.
            onChange={(v) => setParams(v && v !== '0' ? { view: v } : {})}
            keepMounted
          >
            <Tabs.List aria-label={t('data.views')} mb="md">
              {views.map((v, i) => <Tabs.Tab key={i} value={String(i)} data-testid={`view-tab-${i}`}>{tabLabel(v, views, t, i18n.exists(translationKeys.routeView(route.id, i)) ? t(translationKeys.routeView(route.id, i)) : undefined)}</Tabs.Tab>)}
            </Tabs.List>
            {/* Every panel exists (the tabs point at them); only the open one has content. */}
            {views.map((_, i) => <Tabs.Panel key={i} value={String(i)}>{i === index && content}</Tabs.Panel>)}
          </Tabs>
        ) : content}
      </div>
    </DatesProvider>
  );
}
