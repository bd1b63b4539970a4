// A reference picked by name: a searchable select whose options come from
// the referenced entity's lookup (server search, so 100,000 rows are fine).
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../shared/useLookup';

export function RefSelect({ entity, value, onChange, knownTitle, ...props }: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  entity: string | undefined;
  value: number | null;
  onChange(value: number | null): void;
  /** Title of the current value from the record's refs, so it shows before any lookup. */
  knownTitle?: string;
}) {
  const { t } = useTranslation();
  const known = value !== null && knownTitle ? { [String(value)]: knownTitle } : undefined;
  const lookup = useLookup(entity, value === null ? [] : [value], known, !props.disabled);
  const selectedLabel = value === null ? '' : lookup.titleOf(value) ?? '';
  return (
    <Select
      {...props}
      data={lookup.data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      searchValue={lookup.search === '' && value !== null ? selectedLabel : lookup.search}
      onSearchChange={(text) => lookup.setSearch(text === selectedLabel ? '' : text)}
      filter={({ options }) => options}
      nothingFoundMessage={lookup.loading ? t('common.loading') : lookup.failed ? t('data.states.loadFailed') : t('data.table.noMatches')}
      clearable={!props.required}
    />
  );
}
