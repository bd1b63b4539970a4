// An in-page link to another page, shown only when the user may open that
// page: the same rule as the menus (engine/navigation canOpenPath), so no link
// leads to the forbidden page. `fallback` is shown instead (e.g. plain text).
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCanOpenPath } from '../../engine/shell';

export interface RouteLinkProps extends AnchorProps {
  /** The URL, as toUrl() gives it (a query string is allowed). */
  to: string;
  children: ReactNode;
  fallback?: ReactNode;
  title?: string;
  className?: string;
}

export function RouteLink({ to, children, fallback = null, ...rest }: RouteLinkProps) {
  const canOpen = useCanOpenPath();
  if (!canOpen(to)) return <>{fallback}</>;
  return <Anchor component={Link} to={to} {...rest}>{children}</Anchor>;
}
