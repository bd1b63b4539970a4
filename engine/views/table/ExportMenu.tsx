// Export exactly what the table shows (filters, sort, search, shown columns)
// as CSV or XLSX; the server streams every matching row, not just the page.
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultFileName, type FileFormat } from '../../data/file-transfer';
import { isoDate } from '../../data/relative-dates';
import { addLogAtom, tokenAtom } from '../../state';
import { failureText } from '../shared/errors';
import { downloadExport } from '../shared/transfer';

export function ExportMenu({ entity, query, baseName }: { entity: string; query: Record<string, string>; baseName: string }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const addLog = useSetAtom(addLogAtom);
  const [busy, setBusy] = useState<FileFormat | null>(null);

  const run = async (format: FileFormat) => {
    setBusy(format);
    // The whole result, not one page.
    const { page: _page, pageSize: _size, ...rest } = query;
    try {
      await downloadExport(entity, { ...rest, format }, token, defaultFileName(baseName, format, isoDate(new Date())));
    } catch (error) {
      addLog({ logLevel: 'error', title: t('data.export.failed'), message: failureText(error, t) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy !== null} data-testid="export-button">
          {t('data.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void run('csv')} data-testid="export-csv">{t('data.export.csv')}</Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void run('xlsx')} data-testid="export-xlsx">{t('data.export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
