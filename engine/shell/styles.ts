// The shell's style sheets: Mantine's base and the components the shell and
// every page draw, and the shell's own. Imported by the first load's entry
// (boot.ts), so they are in index.html from the first paint and every lazy
// chunk can count on them; and by createApp for an entry that does not boot.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './mantine-components.css';
import './shell.css';
