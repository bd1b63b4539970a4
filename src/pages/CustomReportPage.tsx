// One of the user's custom reports: a report view saved under a name with
// its filters, grouping, pivot, sort and measures. It opens through the
// report view with that state; changes go to the URL until "Save" writes
// them back; the name can be changed and the report deleted. A report the
// user may not see (another user's, another company's, or none) shows the
// forbidden page; one whose report view the config no longer declares says so.
import { Button, Menu } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconDeviceFloppy, IconDots, IconPencil, IconReport, IconTrash } from '@tabler/icons-react';
import 'dayjs/locale/ca';
import 'dayjs/locale/en';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { queryFromSaved, savedState, writeReportUrl } from '../../engine/data/report-state';
import { api, isApiError, type CustomReport } from '../../engine/http';
import { Forbidden, useApiQuery } from '../../engine/shell';
import { useHttp } from '../../engine/shell/context';
import { toUrl } from '../../engine/shell/paths';
import { addLogAtom, configAtom, loadCustomReportsAtom } from '../../engine/state';
import { EmptyView, LoadFailed, LoadingRows } from '../../engine/views/shared/states';
import { PageHeader } from '../components/PageHeader';
import { DeleteReportDialog } from '../../engine/views/report/DeleteReportDialog';
import { SaveReportDialog } from '../../engine/views/report/SaveReportDialog';
import '../components/pages.css';
import '@mantine/dates/styles.css';

const ReportView = lazy(() => import('../../engine/views/report/ReportView'));

export default function CustomReportPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const config = useAtomValue(configAtom);
  const addLog = useSetAtom(addLogAtom);
  const reloadMenu = useSetAtom(loadCustomReportsAtom);
  const http = useHttp();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const report = useApiQuery<CustomReport>(valid ? api.customReport : null, { params: { id }, ignoreCodes: ['NOT_FOUND', 'FORBIDDEN'] });
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [saving, setSaving] = useState(false);
  const data = report.data && String(report.data.Id) === id ? report.data : undefined;
  const route = data ? config.routes.find((r) => r.id === data.Route) : undefined;
  const view = route?.views[data!.View];
  const fallback = useMemo(() => (data ? queryFromSaved(data.State) : undefined), [data]);

  if (!valid || (isApiError(report.error) && [403, 404].includes(report.error.Status))) return <Forbidden />;

  const rename = async (name: string) => {
    await http.request<CustomReport>(api.updateCustomReport, { params: { id }, body: { Name: name }, ignoreCodes: ['CONFLICT'] });
    setDialog(null);
    report.reload();
    await reloadMenu();
  };
  const remove = async () => {
    await http.request(api.deleteCustomReport, { params: { id } });
    addLog({ logLevel: 'info', title: t('reports.ui.deleted', { name: data?.Name ?? '' }), message: '' });
    await reloadMenu();
    navigate(toUrl(config.app.paths.home));
  };

  const actions = data && (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDots size={16} aria-hidden />} data-testid="custom-report-menu">{t('reports.ui.manage')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('rename')} data-testid="custom-report-rename">{t('reports.ui.rename')}</Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')} data-testid="custom-report-delete">{t('reports.ui.delete')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <div className="shell-page">
      <PageHeader
        icon={<IconReport size={28} stroke={1.6} aria-hidden />}
        crumbs={[{ label: t('menu.customReports') }, ...(route ? [{ label: t(translationKeys.routeTitle(route.id)), to: toUrl(route.path) }] : [])]}
        title={data?.Name ?? t(translationKeys.routeTitle('custom-reports'))}
        description={route ? t('reports.ui.basedOn', { report: t(translationKeys.routeTitle(route.id)) }) : undefined}
        actions={actions}
      />
      {report.loading && !data ? (
        <LoadingRows />
      ) : report.error || !data ? (
        <LoadFailed onRetry={report.reload} />
      ) : !route || !view || view.kind !== 'report' ? (
        <EmptyView title={t('reports.ui.viewGone')} />
      ) : (
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
          <Suspense fallback={<LoadingRows />}>
            <ReportView
              key={data.Id}
              route={route}
              view={view}
              index={data.View}
              fallback={fallback}
              title={data.Name}
              actions={({ query, result, changed }) => changed && (
                <Button
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  loading={saving}
                  data-testid="custom-report-save"
                  onClick={async () => {
                    setSaving(true);
                    try {
                      await http.request<CustomReport>(api.updateCustomReport, { params: { id }, body: { State: savedState(query, result.query) } });
                      addLog({ logLevel: 'info', title: t('reports.ui.saved', { name: data.Name }), message: '' });
                      report.reload();
                      // The saved state is now the report's: the URL no longer needs to carry it.
                      setParams((current) => writeReportUrl(current, { filters: [], sort: [] }), { replace: true });
                    } finally {
                      setSaving(false);
                    }
                  }}
                >
                  {t('reports.ui.save')}
                </Button>
              )}
            />
          </Suspense>
        </DatesProvider>
      )}
      <SaveReportDialog opened={dialog === 'rename'} title={t('reports.ui.renameTitle')} initial={data?.Name ?? ''} onClose={() => setDialog(null)} onSave={rename} />
      <DeleteReportDialog opened={dialog === 'delete'} name={data?.Name ?? ''} onClose={() => setDialog(null)} onConfirm={remove} />
    </div>
  );
}
