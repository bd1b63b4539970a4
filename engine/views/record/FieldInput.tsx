// The input of one field, chosen by its type: text, textarea, number (the
// typed text kept, read with the user's separators: NumberField), money (with the
// currency), percent, switch, date and month pickers, enum select, and a
// searchable reference select. Labels, help text and errors come in.
import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '../../config/compiled';
import { datePattern, separatorsOf } from '../../data/format';
import type { FormValue } from '../../data/form-values';
import type { ViewModel } from '../shared/useViewModel';
import { NumberField } from './NumberField';
import { RefSelect } from './RefSelect';

export interface FieldInputProps {
  vm: ViewModel;
  field: CompiledField;
  /** The entity that declares the field (children fields: the child entity). */
  entityId: string;
  id: string;
  label: string;
  /** compact: inside a sub-table, the label is for assistive technology only. */
  compact?: boolean;
  description?: ReactNode;
  error?: string;
  value: FormValue;
  onChange(value: FormValue): void;
  onBlur?(): void;
  disabled?: boolean;
  refTitle?: string;
}

export function FieldInput({ vm, field, entityId, id, label, compact, description, error, value, onChange, onBlur, disabled, refTitle }: FieldInputProps) {
  const { t } = useTranslation();
  const clearButtonProps = { 'aria-label': `${t('data.clear')}: ${label}` };
  const common = {
    id,
    label: compact ? undefined : label,
    'aria-label': compact ? label : undefined,
    description: compact ? undefined : description,
    error,
    disabled,
    onBlur,
    withAsterisk: !compact && field.required,
    required: field.required,
    size: compact ? 'xs' : 'sm',
    'data-field': field.name,
  } as const;
  const text = typeof value === 'string' ? value : value === null ? '' : String(value);

  switch (field.type) {
    case 'text':
      return <Textarea {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} autosize minRows={compact ? 1 : 3} maxRows={10} />;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent': {
      const sep = separatorsOf(vm.locale);
      return (
        <NumberField
          {...common}
          value={value}
          onChange={onChange}
          sep={sep}
          integer={field.type === 'integer'}
          rightSection={field.type === 'money' && vm.currency ? <span className="dv-unit">{vm.currency}</span> : field.type === 'percent' ? <span className="dv-unit">%</span> : undefined}
          rightSectionPointerEvents="none"
        />
      );
    }
    case 'boolean':
      return (
        <Switch
          id={id}
          label={compact ? undefined : label}
          aria-label={compact ? label : undefined}
          description={compact ? undefined : description}
          error={error}
          disabled={disabled}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          onBlur={onBlur}
          mt={compact ? 4 : 'xs'}
          data-field={field.name}
        />
      );
    case 'date':
      return (
        <DatePickerInput
          {...common}
          value={typeof value === 'string' && value ? value : null}
          onChange={(v) => onChange((v as string | null) ?? null)}
          valueFormat={datePattern(vm.locale)}
          clearable={!field.required}
          clearButtonProps={clearButtonProps}
          leftSection={compact ? undefined : <IconCalendar size={16} aria-hidden />}
          popoverProps={{ withinPortal: true }}
        />
      );
    case 'month':
      return (
        <MonthPickerInput
          {...common}
          value={typeof value === 'string' && value ? `${value.slice(0, 7)}-01` : null}
          onChange={(v) => onChange(v ? String(v).slice(0, 7) : null)}
          valueFormat={datePattern(vm.locale, true)}
          clearable={!field.required}
          clearButtonProps={clearButtonProps}
          leftSection={compact ? undefined : <IconCalendar size={16} aria-hidden />}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={(field.values ?? []).map((v) => ({ value: v, label: vm.enumLabel(field, v, entityId) }))}
          value={typeof value === 'string' && value ? value : null}
          onChange={(v) => onChange(v)}
          clearable={!field.required}
          clearButtonProps={clearButtonProps}
          allowDeselect={!field.required}
        />
      );
    case 'ref':
      return (
        <RefSelect
          {...common}
          entity={field.entity}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(v)}
          knownTitle={refTitle}
          clearButtonProps={clearButtonProps}
        />
      );
    default:
      return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
