// The add / edit form of a list editor, in a card: its title ('add' or
// 'edit'), a failure that names no field, the fields, and cancel (while
// editing) beside add or save.
import { Card, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormFailureAlert } from '../form';
import type { ListEditor } from './useListEditor';

export interface ListEditorCardProps<Item extends { Id: number }, V extends FormikValues> {
  editor: ListEditor<Item, V>;
  addTitle: string;
  editTitle: string;
  addLabel: string;
  testId: string;
  submitTestId: string;
  children: ReactNode;
}

export function ListEditorCard<Item extends { Id: number }, V extends FormikValues>({ editor, addTitle, editTitle, addLabel, testId, submitTestId, children }: ListEditorCardProps<Item, V>) {
  const { t } = useTranslation();
  const adding = editor.editing === null;
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={editor.form.handleSubmit} noValidate data-testid={testId}>
        <Stack gap="sm">
          <Title order={2} size="h5">{adding ? addTitle : editTitle}</Title>
          <FormFailureAlert message={editor.failure} />
          {children}
          <FormActions
            variant="light"
            label={adding ? addLabel : t('common.save')}
            icon={adding ? <IconPlus size={16} aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />}
            submitting={editor.form.isSubmitting}
            onCancel={adding ? undefined : editor.cancel}
            testId={submitTestId}
          />
        </Stack>
      </form>
    </Card>
  );
}
