// A report view: filters, grouping, pivot, measures and top N (all in the
// URL), the chart (its own lazy chunk) and the table with subtotals and the
// grand total, computed by the server in one query; export of exactly what
// is shown; "Save as" a custom report. A custom report page renders the same
// view with its saved state as the starting point.
import { Alert, Card, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { translationKeys } from '../../config/compiled';
import type { FileFormat } from '../../data/file-transfer';
import { defaultFileName } from '../../data/file-transfer';
import { isoDate } from '../../data/relative-dates';
import type { ReportQuery, ReportResult } from '../../data/report-api';
import { reportDimensions } from '../../data/report-dimensions';
import { savedState } from '../../data/report-state';
import { api, type CustomReport } from '../../http';
import { useHttp } from '../../shell/context';
import { toUrl } from '../../shell/paths';
import { addLogAtom, configAtom, loadCustomReportsAtom, tokenAtom } from '../../state';
import { failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import '../views.css';
import './report.css';
import { downloadReport } from './download';
import { ReportFilters } from './ReportFilters';
import { ReportPager } from './ReportPager';
import { pageSpan } from './report-page';
import { ReportTable } from './ReportTable';
import { ReportToolbar } from './ReportToolbar';
import { SaveReportDialog } from './SaveReportDialog';
import { useReport } from './useReport';
import { useReportState } from './useReportState';
import { useReportTexts } from './useReportTexts';

const ReportChart = lazy(() => import('./ReportChart'));

export interface ReportViewProps extends ViewProps {
  /** A custom report's saved state: where the view starts while the URL says nothing. */
  fallback?: ReportQuery;
  /** Extra toolbar buttons, given the current query and result (a custom report's save, rename, delete). */
  actions?(state: { query: ReportQuery; result: ReportResult; changed: boolean }): ReactNode;
  /** The title of files and of the chart (default: the route's). */
  title?: string;
}

/** No row, or (without row dimensions) a grand total without any number: nothing to show. */
const isEmpty = (r: ReportResult) => (r.query.group.length ? r.rowCount === 0 : Object.values(r.totals.at(-1)?.values ?? {}).every((v) => v === null || v === 0));

export default function ReportView({ route, view, index, fallback, actions, title }: ReportViewProps) {
  const { t, i18n } = useTranslation();
  const config = useAtomValue(configAtom);
  const token = useAtomValue(tokenAtom);
  const addLog = useSetAtom(addLogAtom);
  const reloadCustomReports = useSetAtom(loadCustomReportsAtom);
  const http = useHttp();
  const navigate = useNavigate();
  const report = view.report!;
  const entities = useMemo(() => new Map(config.entities.map((e) => [e.id, e])), [config]);
  const dimensions = useMemo(() => reportDimensions(report, entities), [report, entities]);
  const kindOf = useMemo(() => (id: string) => dimensions.get(id)?.kind, [dimensions]);
  const { query, page, setQuery, setPage, reset, changed } = useReportState(kindOf, fallback, view.pageSize);
  const { result, error, loading, retry } = useReport(route.id, index, query, page);
  // A link to a page past the last (the rows changed since): the last page instead, in place of the link's entry.
  const lastPage = result?.paging && !loading ? pageSpan(page, result.paging.total).pages : null;
  useEffect(() => {
    if (lastPage !== null && page.page > lastPage) setPage({ page: lastPage }, { replace: true });
  }, [lastPage, page.page, setPage]);
  const texts = useReportTexts(route.id, dimensions);
  const [exporting, setExporting] = useState<FileFormat | null>(null);
  const [saving, setSaving] = useState(false);
  const name = title ?? t(translationKeys.routeTitle(route.id));
  const customRoute = config.routes.find((r) => r.expand === 'customReports' && r.enabled);
  const fieldOf = (id: string) => {
    const info = dimensions.get(id);
    return info ? { entity: info.owner, name: info.field.name } : undefined;
  };

  const exportAs = async (format: FileFormat) => {
    setExporting(format);
    try {
      await downloadReport(route.id, index, query, format, token, defaultFileName(name, format, isoDate(new Date())));
    } catch (e) {
      addLog({ logLevel: 'error', title: t('reports.ui.exportFailed'), message: failureText(e, t) });
    } finally {
      setExporting(null);
    }
  };

  const saveAs = async (text: string) => {
    const saved = await http.request<CustomReport>(api.createCustomReport, {
      body: { Name: text, Route: route.id, View: index, State: savedState(query, result!.query) }, ignoreCodes: ['CONFLICT'],
    });
    setSaving(false);
    addLog({ logLevel: 'info', title: t('reports.ui.saved', { name: saved.Name }), message: '' });
    await reloadCustomReports();
    if (customRoute) navigate(toUrl(customRoute.path.replace(':id', String(saved.Id))));
  };

  if (error && isForbidden(error)) return <ViewForbidden message={failureText(error, t)} />;
  const shown = result;
  return (
    <Card withBorder radius="md" padding={0} className="dv-card report-view" data-testid="report-view" data-route={route.id}>
      {shown && (
        <ReportToolbar
          result={shown} measures={report.measures.map((m) => m.id)} texts={texts} onChange={setQuery} onReset={reset} changed={changed}
          onExport={(f) => void exportAs(f)} exporting={exporting} onSaveAs={customRoute ? () => setSaving(true) : null}
          actions={actions?.({ query, result: shown, changed })}
        />
      )}
      {shown && (
        <ReportFilters
          route={route.id} view={index} offered={view.filters} filters={query.filters} readable={shown.dimensions} dimensions={dimensions} texts={texts}
          onChange={(filters) => setQuery({ filters })}
        />
      )}
      {shown && shown.hidden.length > 0 && (
        <Alert variant="light" color="gray" icon={<IconEyeOff size={18} aria-hidden />} m="md" mb={0} data-testid="report-hidden">
          {t('reports.ui.hidden', { measures: shown.hidden.map(texts.measure).join(', ') })}
        </Alert>
      )}
      {error ? (
        <LoadFailed message={failureText(error, t)} onRetry={retry} />
      ) : !shown ? (
        <LoadingRows />
      ) : isEmpty(shown) ? (
        <EmptyView title={t('reports.ui.empty')}>
          <Text c="dimmed" size="sm">{query.filters.length ? t('reports.ui.emptyFiltered') : t('reports.ui.emptyHint')}</Text>
        </EmptyView>
      ) : (
        <>
          {shown.chart && shown.chart.points.length > 0 && (
            <Suspense fallback={<div className="report-chart-placeholder" />}>
              <ReportChart chart={shown.chart} texts={texts} formats={Object.fromEntries(report.measures.map((m) => [m.id, m.format]))} title={name} fields={{ x: fieldOf(shown.chart.x), series: shown.chart.series ? fieldOf(shown.chart.series) : undefined }} />
            </Suspense>
          )}
          <ReportTable result={shown} texts={texts} caption={name} busy={loading} page={page.page} onSort={(sort) => setQuery({ sort })} />
          <ReportPager result={shown} page={page} busy={loading} locale={i18n.language} onPage={setPage} />
        </>
      )}
      <SaveReportDialog opened={saving} title={t('reports.ui.saveAsTitle')} initial={name} onClose={() => setSaving(false)} onSave={saveAs} />
    </Card>
  );
}
