// The heading of a sign-in page's form: its title and the route's description.
import { Text, Title } from '@mantine/core';

export function FormHeading({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <Title order={1} size="h2">{title}</Title>
      <Text c="dimmed" mt={4}>{description}</Text>
    </div>
  );
}
