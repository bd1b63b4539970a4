// Refusals a planner meets in the product (a frozen month, a cycle still
// open, a suggestion gone stale) are answered with a text key and its
// parameters besides the English Message, so the browser shows them in the
// user's language: config/i18n/<lang>/server-errors.yaml holds each under
// serverErrors.<key>, with the same {{placeholders}}, and the English there is
// the template below (tests/unit/errors/server-texts.test.ts holds both to it)
// but for entity and field names: params named entity, usedBy and field carry
// ids, which the translations name with $t(entities.<id>...) nesting.
// API misuse a form cannot produce (a malformed query string) stays English.
import { FILE_TEXTS } from './file-texts';

export const SERVER_TEXTS = {
  'forecast.noHistory': 'There is no sales history to forecast in this scope',
  'forecast.cycleChanged': 'The S&OP cycle changed while the run was being prepared: run the forecast again',
  'forecast.noOpenCycleToRun': "No S&OP cycle is open: open this month's cycle before running the forecast",
  'forecast.runGoing': 'Forecast run {{code}} is still going: wait for it or cancel it',
  'forecast.noFamily': 'This family does not exist',
  'forecast.noOpenCycleToRevise': 'No S&OP cycle is open: revisions belong to the open cycle',
  'forecast.nothingToSubmit': "Nothing to submit: no override in {{scope}} has changed since this cycle's last revision",
  'forecast.nothingToSubmitAll': "Nothing to submit: no override in any product has changed since this cycle's last revision",
  'forecast.sendBackWhy': 'Say why the revision goes back to its author',
  'forecast.noRevision': 'This revision does not exist',
  'forecast.revisionOfClosedCycle': 'Revision {{code}} belongs to a closed cycle: it can no longer be decided',
  'forecast.selfApproval': 'You submitted revision {{code}}: another person with the revision right must decide it',
  'forecast.revisionNotWaiting': 'Revision {{code}} is not waiting for a decision: it was decided already or not submitted',
  'forecast.noProduct': 'This product does not exist',
  'forecast.noCustomer': 'This customer does not exist',
  'forecast.noCycle': 'This cycle does not exist',
  'forecast.cycleClosed': 'The cycle of {{month}} is already closed',
  'forecast.closeWhileRunning': 'A forecast run is still going: wait for it (or cancel it) before closing the cycle',
  'forecast.closeWithPending': 'Revisions waiting for a decision: {{count}}. Approve or send them back before closing the cycle',
  'forecast.cycleStillOpen': 'The cycle of {{month}} is still open: close it before opening another',
  'forecast.monthPlanned': 'The cycle of {{month}} was already closed: a month is planned once',
  'forecast.laterCycleClosed': 'The cycle of {{month}} is already closed: a cycle cannot open before it',
  'forecast.notGoing': 'This run is not going: there is nothing to cancel',
  'forecast.frozenMonth': '{{month}} is frozen by the S&OP cycle (months before {{before}} can no longer change): nothing was saved',
  'forecast.frozenLines': 'Lines {{lines}}: {{months}} frozen by the S&OP cycle (months before {{before}} can no longer change): nothing was imported',
  'grid.frozen': 'Frozen months: {{months}}. Months before {{before}} cannot be changed (the S&OP cycle froze {{count}} month(s) from {{start}}). Nothing was saved.',
  'grid.notAValue': '{{value}} is not a value this cell can take; nothing was saved',
  'grid.cannotBeEmpty': 'This cell cannot be empty: give a number (0 for none)',
  'grid.noRowToCreate': 'There is no row under this cell in {{month}} to put {{value}} on, and no baseline to create one from; nothing was saved',
  'grid.sameRowTwice': 'Two edited cells share rows ({{month}}): edit one of them',
  'grid.cannotSpread': '{{value}} cannot be split over the rows under this cell (too large to split exactly, or not a number); nothing was saved',
  'grid.writeSomething': 'Write something',
  'grid.basisCannotSplit': 'The basis chosen has no figures by the levels of this row: choose another basis to spread it; nothing was saved',
  'grid.allLocked': 'Every row under this cell is locked in {{month}}: unlock one to change the total; nothing was saved',
  'grid.nothingToUndo': 'There is no change of yours to undo in this grid',
  'grid.nothingToRedo': 'There is no undone change to redo in this grid',
  'grid.stepOverwritten': '{{count}} row(s) of this change were changed again since (by you or someone else): undoing it would overwrite that; nothing was restored',
  'grid.lockedExceed': 'The locked rows under this cell hold {{locked}}, more than the new total {{value}}; nothing was saved',
  'supply.suggestionGone': 'The purchase suggestion {{reference}} is no longer proposed: the projection changed since it was shown; reload the suggestions',
  'supply.suppliersInactive': "The purchase suggestion {{reference}} has no supplier to order from (every supplier of the product is deactivated): add or reactivate one in the product's suppliers first",
  'supply.noSupplier': "The purchase suggestion {{reference}} has no supplier to order from (the product has no supplier): add or reactivate one in the product's suppliers first",
  'supply.chooseCustomer': 'Customer: choose a customer of your company',
  'supply.chooseProduct': 'Line {{line}}: choose a product of your company',
  'supply.wholeUnits': 'Line {{line}}: {{sku}} is counted in {{unit}}, so ask for whole units',
  'supply.fewerDecimals': 'Line {{line}}: {{sku}} is counted in {{unit}}, so ask for at most {{decimals}} decimals',
  'production.noLine': 'There is no production line {{line}}',
  'production.badMoment': 'start: "{{start}}" is not a moment YYYY-MM-DDTHH:mm',
  'production.noOrder': 'There is no production order {{order}}',
  'production.orderChanged': 'Order {{order}} changed since it was read: read it again',
  'production.orderWithoutLine': 'Order {{order}} has no line: give it one first',
  'production.onlyOpenMove': 'Order {{order}} is not open: only open orders move',
  'production.noDuration': 'Order {{order}}: its product has no time per unit on line {{line}} (process configuration)',
  'production.cannotPlace': 'Order {{order}} cannot be placed on line {{line}} ({{reason}})',
  'data.stillUsed': 'This {{entity}} is still used by {{count}} row(s) of {{usedBy}} ({{field}}); change or delete those first',
  'data.stillUsedAndMore': 'This {{entity}} is still used by {{count}} row(s) of {{usedBy}} ({{field}}) and by rows of {{others}} other kind(s); change or delete those first',
  'data.duplicate': 'Another {{entity}} already has this {{field}}',
  'data.referenceGone': 'This {{entity}} refers to a row that no longer exists, or is still used by other rows; reload and try again',
  'data.numberTooLarge': 'A number is too large for its field',
  'data.badRowId': 'The row id "{{value}}" is not valid: write a whole number from 1 to {{max}}, digits only',
  'users.onlySuperGrantsSuper': 'Only a super administrator can grant the super administrator role',
  'users.onlySuperChangesSuper': 'Only a super administrator can grant the super administrator role or change a super administrator',
  'users.notOwnDeactivation': 'You cannot deactivate your own account',
  'users.keepOwnUserManagement': 'You cannot remove your own right to manage users',
  'users.invitationPending': 'This user has not accepted their invitation yet; send them a new invitation link instead',
  'users.notOwnSecurity': 'You cannot restrict your own access to user security',
  'auth.deactivated': 'This account is deactivated; ask an administrator of your company',
  'reports.pivotTooWide': 'The dimension spread into columns takes {{count}} values; at most {{max}} fit as columns: filter it or spread another dimension',
  ...FILE_TEXTS,
} as const satisfies Record<string, string>;

export type ServerTextKey = keyof typeof SERVER_TEXTS;
export type ServerTextParams = Record<string, string | number>;

/** A refusal in words: its key in serverErrors, its parameters, and its English message. */
export interface ServerText {
  key: ServerTextKey;
  params: ServerTextParams;
  message: string;
}

/** The {{placeholders}} of a template, sorted (the translations must use the same). */
export function textPlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]))].sort();
}

/** A refusal's key and parameters with its English message; every placeholder of the template must be given. */
export function serverText(key: ServerTextKey, params: ServerTextParams = {}): ServerText {
  const template = SERVER_TEXTS[key];
  const message = template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`server text ${key}: no value for {{${name}}}`);
    return String(params[name]);
  });
  return { key, params, message };
}
