// The grid's texts in the user's language: measures, hierarchies and levels
// (grids.<route>.*), a row's label (a ref's title from the server, an enum's
// translated value), months and numbers in the user's conventions.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translationKeys, type CompiledEntity } from '../../config/compiled';
import type { GridMeasureInfo, GridRow } from '../../data/grid-api';
import { formatMonth, separatorsOf } from '../../data/format';

/** The entity and field a level path of the grid's entity ends at. */
export function levelField(entities: ReadonlyMap<string, CompiledEntity>, entity: string, path: string) {
  let current = entities.get(entity);
  const segments = path.split('.');
  for (let i = 0; i < segments.length && current; i++) {
    const field = current.fields.find((f) => f.name === segments[i]);
    if (!field) return undefined;
    if (i === segments.length - 1) return { entity: current.id, field };
    current = field.entity ? entities.get(field.entity) : undefined;
  }
  return undefined;
}

export function useGridTexts(route: string, entity: string, entities: ReadonlyMap<string, CompiledEntity>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const formats = {
      number: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      money: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
    };
    const full = new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: false });
    const rowLabel = (row: GridRow): string => {
      const [path, value] = row.filter.at(-1) ?? ['', null];
      if (row.filter.length === 0) return t('grid.ui.total');
      if (value === null) return t('grid.ui.none');
      if (row.label) return row.label;
      const info = levelField(entities, entity, path);
      if (info?.field.type === 'enum') return t(translationKeys.enumValue(info.entity, info.field.name, String(value)));
      if (info?.field.type === 'boolean') return t(value ? 'common.yes' : 'common.no');
      return info?.field.type === 'ref' ? `#${value}` : String(value);
    };
    return {
      locale,
      decimal: separatorsOf(locale).decimal,
      measure: (id: string) => t(translationKeys.gridMeasure(route, id)),
      hierarchy: (id: string) => t(translationKeys.gridHierarchy(route, id)),
      level: (path: string) => t(translationKeys.gridLevel(route, path)),
      month: (month: string) => formatMonth(month, locale),
      rowLabel,
      /** A cell as shown: quantities rounded for reading; percentages with their sign. */
      value: (value: number | null | undefined, format: GridMeasureInfo['format']): string => {
        if (value === null || value === undefined) return '';
        const text = formats[format].format(value);
        return format === 'percent' ? `${text} %` : text;
      },
      /** A value as the edit box shows it: every decimal kept, no grouping. */
      editable: (value: number | null | undefined): string => (value === null || value === undefined ? '' : full.format(value)),
    };
  }, [t, locale, route, entity, entities]);
}

export type GridTexts = ReturnType<typeof useGridTexts>;
