// The state of a list editor (product attributes, dimensions...): one form
// that adds an item or edits the one picked from the list, and the list's
// delete buttons. The caller says how to save, delete and reload; this hook
// keeps which item is being edited or deleted, shows a failed save under its
// field (or above the form), and resets the form after a save.
import { useFormik, type FormikValues } from 'formik';
import { useState } from 'react';
import type { AnySchema } from 'yup';
import type { FormFailure } from '../../lib/form-field';
import { useFormFailure } from '../form/useFormFailure';

export interface ListEditorOptions<Item extends { Id: number }, V extends FormikValues> {
  /** The values of the add form. */
  empty: V;
  /** The validation of the form; may depend on which item is edited (a name unique among the others). */
  schema(editing: number | null): AnySchema;
  /** Creates (editing null) or updates the item; rejects on failure. */
  save(values: V, editing: number | null): Promise<unknown>;
  /** Deletes the item; rejects on failure (the HTTP client has logged it). */
  remove(item: Item): Promise<unknown>;
  /** Reloads the list after a save or a delete. */
  reload(): unknown;
  /** A failed save as the form shows it. */
  describe(error: unknown): FormFailure;
}

export function useListEditor<Item extends { Id: number }, V extends FormikValues>(options: ListEditorOptions<Item, V>) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [continuing, setContinuing] = useState(false);
  const failure = useFormFailure();

  const form = useFormik<V>({
    initialValues: options.empty,
    validationSchema: options.schema(editing),
    onSubmit: async (values) => {
      failure.clear();
      try {
        await options.save(values, editing);
        form.resetForm({ values: options.empty });
        setEditing(null);
        await options.reload();
        return true;
      } catch (error) {
        failure.show(form, options.describe(error));
        return false;
      }
    },
  });

  const edit = (item: Item, values: V) => {
    setEditing(item.Id);
    form.resetForm({ values });
  };

  // Back to the empty add form. resetForm() alone would go back to the last
  // values given to resetForm (the item that was edited): formik keeps them as
  // its new initial values.
  const cancel = () => {
    setEditing(null);
    form.resetForm({ values: options.empty });
  };

  const remove = async (item: Item) => {
    setDeleting(item.Id);
    try {
      await options.remove(item);
      if (editing === item.Id) cancel();
      await options.reload();
    } catch {
      // logged by the HTTP client
    } finally {
      setDeleting(null);
    }
  };

  /**
   * 'Save and continue': an item typed in but not added yet (pending) is
   * saved first, and `next` runs only when that worked.
   */
  const saveAndContinue = async (pending: boolean, next: () => Promise<void>) => {
    setContinuing(true);
    try {
      if (pending && (await form.submitForm()) !== true) return;
      await next();
    } catch {
      // logged by the HTTP client
    } finally {
      setContinuing(false);
    }
  };

  return { form, editing, deleting, continuing, failure: failure.message, edit, cancel, remove, saveAndContinue };
}

export type ListEditor<Item extends { Id: number }, V extends FormikValues> = ReturnType<typeof useListEditor<Item, V>>;
