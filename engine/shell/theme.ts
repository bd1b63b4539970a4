// The product's Mantine theme: calm blues for a planning tool used all day,
// system fonts (nothing to download), visible keyboard focus.
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e7f1fc', '#cfe1f6', '#9ec1ec', '#69a0e2', '#3f83d9', '#2570d4', '#1565cf', '#0755b8', '#004ba5', '#004092',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    // No initial-focus placeholder: Mantine puts a focusable role="presentation"
    // div first in every dropdown, which a role="menu" may not contain (axe:
    // aria-required-children, critical). Opening then focuses the first item.
    Menu: { defaultProps: { shadow: 'md', withinPortal: true, withInitialFocusPlaceholder: false } },
  },
});

/** Dimmed text one shade darker than Mantine's default, so it passes WCAG AA (4.5:1) on white and gray-0. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
