// One way to lay out a formik form: field props and errors
// (src/lib/form-field.ts), the whole-form failure, the submit row.
export { fieldError, fieldProps, type ErrorPolicy, type FormFailure } from '../../lib/form-field';
export { FormActions, type FormActionsProps } from './FormActions';
export { FormFailureAlert } from './FormFailureAlert';
export { useFormFailure } from './useFormFailure';
export { ChoiceField } from './ChoiceField';
export { FormHeading } from './FormHeading';
export { FormFooterLink } from './FormFooterLink';
