// The line under a sign-in page's form that leads to the other one
// ("Already have an account? Sign in").
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export function FormFooterLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>{label}</Anchor>
    </Text>
  );
}
