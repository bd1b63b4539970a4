// A labelled choice among a few options (a segmented control): the label
// names the control for screen readers, as a form field's label does.
import { SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

export function ChoiceField<T extends string>({ label, description, value, onChange, data, testId }: {
  label: string;
  /** A hint under the control (it may depend on the choice). */
  description?: string;
  value: T;
  onChange(value: T): void;
  data: ReadonlyArray<{ value: T; label: string }>;
  testId?: string;
}) {
  const id = useId();
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={id}>{label}</Text>
      <SegmentedControl fullWidth aria-labelledby={id} value={value} onChange={(v) => onChange(v as T)} data={[...data]} data-testid={testId} />
      {description && <Text size="xs" c="dimmed" mt={6}>{description}</Text>}
    </div>
  );
}
