// Import a CSV or XLSX file: pick it, check it (dry run: nothing is saved),
// read the report, then import on confirm. Uploads show their progress;
// closing the dialog cancels an upload in flight.
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../data/api';
import { IMPORT_ACCEPT, importFormat } from '../../data/file-transfer';
import { tokenAtom } from '../../state';
import { failureText } from '../shared/errors';
import { uploadImport, type UploadHandle } from '../shared/transfer';
import { useViewModel } from '../shared/useViewModel';
import { ImportReportView } from './ImportReportView';
import '../view-components.css';

type Phase = 'pick' | 'checking' | 'checked' | 'importing' | 'done';

export default function ImportDialog({ entity, onClose, onImported }: { entity: string; onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  const vm = useViewModel(entity);
  const token = useAtomValue(tokenAtom);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('pick');
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useRef<UploadHandle | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const format = file ? importFormat(file.name, file.type) : null;
  const busy = phase === 'checking' || phase === 'importing';

  const send = async (dryRun: boolean) => {
    if (!file || !format) return;
    setFailure(null);
    setProgress(0);
    setPhase(dryRun ? 'checking' : 'importing');
    upload.current = uploadImport(vm.entity.id, file, format, dryRun, token, setProgress);
    try {
      const result = await upload.current.promise;
      setReport(result);
      setPhase(dryRun ? 'checked' : 'done');
      if (!dryRun && result.imported) onImported();
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return;
      setFailure(failureText(error, t));
      setPhase(dryRun ? 'pick' : 'checked');
    } finally {
      upload.current = null;
    }
  };

  const canImport = (phase === 'checked' || phase === 'importing') && report !== null && report.dryRun && report.problemCount === 0 && report.rows > 0;

  return (
    <Modal
      opened
      onClose={() => { upload.current?.abort(); onClose(); }}
      size="xl"
      title={<Text fw={650} size="lg" component="span">{t('data.import.title', { items: vm.entityPlural() })}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="import-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">{t('data.import.intro')}</Text>
        <FileInput
          label={t('data.import.file')}
          placeholder={t('data.import.pick')}
          accept={IMPORT_ACCEPT}
          value={file}
          onChange={(f) => { setFile(f); setReport(null); setFailure(null); setPhase('pick'); }}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          error={file && !format ? t('data.import.badFormat') : undefined}
          disabled={busy}
          clearable
          clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${t('data.import.file')}` }}
          data-testid="import-file"
        />
        {busy && (
          <div>
            <Text size="sm" mb={4} id="import-progress-label">{t(progress < 1 ? 'data.import.uploading' : 'data.import.processing')}</Text>
            <Progress value={Math.round(progress * 100)} animated={progress >= 1} aria-labelledby="import-progress-label" data-testid="import-progress" />
          </div>
        )}
        {failure && <Alert color="red" variant="light" role="alert" data-testid="import-failure">{failure}</Alert>}
        {report && !busy && <ImportReportView vm={vm} report={report} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => { upload.current?.abort(); onClose(); }}>{t(phase === 'done' ? 'common.close' : 'common.cancel')}</Button>
          {phase !== 'done' && !canImport && (
            <Button leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => void send(true)} disabled={!file || !format || busy} loading={phase === 'checking'} data-testid="import-check">
              {t('data.import.check')}
            </Button>
          )}
          {canImport && (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void send(false)} loading={phase === 'importing'} data-testid="import-confirm">
              {t('data.import.confirm', { count: report!.rows })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
