// The message of a failed submit that names no field, above the fields.
import { Alert, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormFailureAlert({ message, testId, mt }: { message: string | null; testId?: string; mt?: MantineSpacing }) {
  if (!message) return null;
  return (
    <Alert mt={mt} color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
