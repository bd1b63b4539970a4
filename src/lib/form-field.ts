// The props every formik text field of this product passes to its Mantine
// input (name, value, change and blur handlers, translated error), and when
// an error shows:
// - 'touched' (default): once the field was left or the form submitted;
// - 'typed': once the user typed something and left, or submitted, so a
//   blur on the way to another link (sign-in pages) does not shift the
//   layout under the pointer;
// - 'always': as soon as the value is wrong (a list whose items are checked
//   while they are typed).
import type { FormikErrors, FormikTouched } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';

export type ErrorPolicy = 'touched' | 'typed' | 'always';

/** What fieldProps reads of a formik form (useFormik's return value has it all). */
export interface FieldForm<V> {
  values: V;
  errors: FormikErrors<V>;
  touched: FormikTouched<V>;
  submitCount: number;
  handleChange(event: ChangeEvent<unknown>): void;
  handleBlur(event: FocusEvent<unknown>): void;
}

/** The error text of a field, when it should show. Array errors (a list's items) show their first message. */
export function fieldError<V>(form: Pick<FieldForm<V>, 'values' | 'errors' | 'touched' | 'submitCount'>, name: keyof V & string, policy: ErrorPolicy = 'touched'): string | undefined {
  const raw: unknown = form.errors[name];
  const message = Array.isArray(raw) ? raw.find((m): m is string => typeof m === 'string' && m !== '') : raw;
  if (typeof message !== 'string' || message === '') return undefined;
  if (form.submitCount > 0 || policy === 'always') return message;
  if (!form.touched[name]) return undefined;
  return policy === 'typed' && (form.values[name] === '' || form.values[name] === undefined) ? undefined : message;
}

/** Spread onto a TextInput, PasswordInput, Textarea or NativeSelect bound to a string field. */
export function fieldProps<V>(form: FieldForm<V>, name: keyof V & string, policy: ErrorPolicy = 'touched') {
  return {
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: fieldError(form, name, policy),
  };
}

/** A failed call as a form shows it: under the field the server named, else once for the whole form. */
export interface FormFailure { field?: string; message: string }
