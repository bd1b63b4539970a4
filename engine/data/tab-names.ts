// A route with several views shows them as tabs. A tab reads
// routes.<id>.views.<index> when that is translated; else its kind ("Report"),
// with its entity when the views show different entities. Two views of the
// same kind over the same entity would then read alike ("Report", "Report"),
// so the config build asks for their names (scripts/config/rules/translation-keys.ts),
// which is why this plain module lives outside the React views folder.
import type { CompiledView } from '../config/compiled';

/** Whether a tab without a name shows its entity beside its kind: only when the views show different entities. */
export function tabShowsEntity(view: CompiledView, views: readonly CompiledView[]): boolean {
  return !!view.entity && !views.every((v) => v.entity === view.entity);
}

/** The views whose tab, unnamed, would read like another tab's: each needs routes.<id>.views.<index>. */
export function viewsNeedingNames(views: readonly CompiledView[]): number[] {
  if (views.length < 2) return [];
  const label = (view: CompiledView) => (tabShowsEntity(view, views) ? `${view.entity} ${view.kind}` : view.kind);
  const labels = views.map(label);
  return labels.flatMap((l, i) => (labels.indexOf(l) !== labels.lastIndexOf(l) ? [i] : []));
}
