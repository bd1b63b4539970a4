// The edit and delete buttons of one item of a list editor, named after the
// item for screen readers ("Edit: Brand").
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ItemActions({ name, onEdit, onDelete, deleting }: { name: string; onEdit(): void; onDelete(): void; deleting: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('common.edit')}>
        <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" loading={deleting} aria-label={`${t('common.delete')}: ${name}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
