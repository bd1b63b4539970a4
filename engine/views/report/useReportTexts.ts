// The report's texts in the user's language: titles of measures and
// dimensions, cell texts (report-table.ts, shared with the export).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellContext, Translate } from '../../data/report-table';
import { dimensionTitle, measureTitle } from '../../data/report-table';
import type { DimensionInfo } from '../../data/report-dimensions';
import { useCurrency } from '../shared/useCurrency';

export function useReportTexts(route: string, dimensions: ReadonlyMap<string, DimensionInfo>) {
  const { t, i18n } = useTranslation();
  // i18n keeps its identity when the language changes: the language is a dependency of its own.
  const language = i18n.language;
  const currency = useCurrency();
  return useMemo(() => {
    const translate: Translate = (key, vars) => (i18n.exists(key) ? t(key, vars) : undefined);
    const ctx: CellContext = { locale: language, currency, t: translate };
    return {
      ctx,
      measure: (id: string) => measureTitle(translate, route, id),
      dimension: (id: string) => {
        const info = dimensions.get(id);
        return dimensionTitle(translate, route, id, info ? { entity: info.owner, name: info.field.name } : undefined);
      },
    };
  }, [t, i18n, language, currency, route, dimensions]);
}

export type ReportTexts = ReturnType<typeof useReportTexts>;
