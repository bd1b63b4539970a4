// The values of an item (a dimension's values, a list attribute's allowed
// values): typed one by one (Enter) or pasted as a list separated by commas,
// semicolons or new lines; a value typed and left is kept.
import { TagsInput } from '@mantine/core';

export interface ValuesInputProps {
  label: string;
  description: string;
  value: string[];
  onChange(values: string[]): void;
  onBlur?(): void;
  error?: string;
  maxTags: number;
  required?: boolean;
  /** The accessible name of the clear button; none: no clear button. */
  clearLabel?: string;
  testId: string;
}

export function ValuesInput({ label, description, value, onChange, onBlur, error, maxTags, required, clearLabel, testId }: ValuesInputProps) {
  return (
    <TagsInput
      label={label}
      description={description}
      required={required}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      splitChars={[',', ';', '\n']}
      acceptValueOnBlur
      maxTags={maxTags}
      clearable={clearLabel !== undefined}
      clearButtonProps={clearLabel !== undefined ? { 'aria-label': clearLabel } : undefined}
      data-testid={testId}
    />
  );
}
