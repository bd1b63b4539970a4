// Translation keys the grid view uses (engine/views/grid), in
// config/i18n/<lang>/grid.yaml. The config check demands each in every
// language (scripts/config/rules/required-ui-keys.ts); a unit test checks
// that every key the grid's code names is listed here. Plural texts are
// listed by their _other form.
const under = (prefix: string, names: readonly string[]): string[] => names.map((n) => `${prefix}.${n}`);

export const GRID_VIEW_KEYS: readonly string[] = [
  'data.kinds.grid',
  ...under('grid.ui', [
    'total', 'none', 'row', 'measure', 'hierarchy', 'level', 'months', 'scope', 'measures', 'measuresTitle', 'expand', 'collapse', 'hasComments', 'frozen',
    'frozenCell', 'frozenNote_other', 'notANumber', 'bulkEdit', 'bulkTitle_other', 'bulkOperation', 'opSet', 'opAdd', 'opPercent', 'value', 'percent', 'apply',
    'comments', 'history', 'addComment', 'addCommentButton', 'noComments', 'noHistory', 'historyRows_other', 'pasteNotANumber', 'pasteNowhere', 'pasteOverlap',
    'pasteSkipped_other', 'conflictTitle', 'conflictText', 'conflictCell', 'conflictMore_other', 'conflictMine', 'conflictTheirs', 'empty', 'emptyHint', 'saving',
    'saved_other', 'rowCount_other', 'keysHint',
  ]),
  ...under('grid.ui.bulkHint', ['set', 'add', 'percent']),
];
