// One list editor for the lists a company edits item by item (product
// attributes, dimensions, invited users): the form state, the add/edit card,
// the row actions, the table and the values input.
export { ItemActions } from './ItemActions';
export { ListEditorCard, type ListEditorCardProps } from './ListEditorCard';
export { ListTable } from './ListTable';
export { useListEditor, type ListEditor, type ListEditorOptions } from './useListEditor';
export { ValuesInput, type ValuesInputProps } from './ValuesInput';
