// Translation keys the declared views use (engine/views), all under data.
// in config/i18n/<lang>/data-views.yaml. The config check demands each in
// every language (scripts/config/rules/required-ui-keys.ts); a unit test
// checks that every key the views' code names is listed here. Plural texts
// are listed by their _other form (i18next adds _one / _many / _other).
const under = (prefix: string, names: readonly string[]): string[] => names.map((n) => `${prefix}.${n}`);

export const DATA_VIEW_KEYS: readonly string[] = [
  ...under('data', ['clear', 'views']),
  ...under('data.kinds', ['table', 'form', 'detail', 'tree', 'calendar', 'board', 'audit', 'status', 'report']),
  ...under('data.states', ['loadFailed', 'forbidden', 'unsupported']),
  ...under('data.table', ['search', 'searchPlaceholder', 'clearSearch', 'columns', 'columnsTitle', 'showAllColumns', 'empty', 'noMatches', 'range', 'pageSize', 'perPage_other', 'goToPage', 'firstPage', 'previousPage', 'nextPage', 'lastPage']),
  ...under('data.filters', ['isEmpty', 'notEmpty', 'title', 'from', 'to', 'any', 'clearAll', 'clearOne', 'selected_other']),
  ...under('data.record', ['new', 'editTab', 'detailTab', 'historyTab', 'saved', 'savedAnother', 'deleted', 'fixProblems', 'conflictTitle', 'conflictText', 'reloadLatest', 'mergedText', 'theirValue', 'emptyValue', 'notFound', 'noRows', 'addRow', 'removeRow', 'rowActions', 'cellLabel', 'noHistory', 'deleteTitle', 'deleteText', 'deleteConflict', 'deleteFailed']),
  ...under('data.import', ['button', 'title', 'intro', 'file', 'pick', 'badFormat', 'check', 'uploading', 'processing', 'rows', 'toCreate', 'toUpdate', 'created', 'updated', 'ignoredColumns', 'readyText_other', 'done_other', 'confirm_other', 'problemsTitle_other', 'nothingImported', 'line', 'column', 'reason', 'moreProblems_other']),
  ...under('data.export', ['button', 'csv', 'xlsx', 'failed']),
  ...under('data.tree', ['hint', 'selected', 'addChild', 'addRoot', 'open', 'more_other', 'pickNode', 'leavesOf', 'noLeaves']),
  ...under('data.calendar', ['previous', 'next', 'today', 'createOn', 'more_other', 'truncated_other']),
  ...under('data.board', ['hint', 'noValue', 'moveCard', 'moveTo', 'moved', 'moveFailed', 'conflict', 'count_other']),
  ...under('data.audit', ['entity', 'allEntities', 'user', 'allUsers', 'from', 'to', 'when', 'action', 'record', 'details', 'showChanges', 'field', 'before', 'after', 'noFields', 'empty']),
  ...under('data.audit.actions', ['create', 'update', 'delete', 'import']),
  ...under('data.status', ['intro', 'fromCounts', 'refresh', 'entity', 'rows', 'lastChange', 'lastImport', 'missing', 'complete', 'unknown', 'empty', 'importLine_other', 'missingField_other']),
  ...under('data.problems', ['required', 'notText', 'tooShort', 'tooLong', 'patternMismatch', 'controlCharacter', 'notANumber', 'notAnInteger', 'belowMin', 'aboveMax', 'tooManyDecimals', 'notABoolean', 'notADate', 'notAMonth', 'notAllowed', 'notAReference', 'unknownField', 'readOnlyField', 'forbiddenField', 'unknownColumn', 'missingColumn', 'duplicateColumn', 'duplicateKey', 'duplicateInFile', 'refNotFound', 'notUnique', 'emptyFile', 'unreadableFile', 'fileTooLarge', 'tooManyRows', 'formula', 'mergedCells', 'unknown']),
  ...under('data.problems.badCheck', ['lt', 'lte', 'gt', 'gte', 'ne']),
];
