// The whole-form failure of a formik form: a failed call shows under the
// field the server named, or as one message above the fields (FormFailureAlert).
import { useCallback, useState } from 'react';
import type { FormFailure } from '../../lib/form-field';

export function useFormFailure() {
  const [message, setMessage] = useState<string | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  const show = useCallback((form: { setFieldError(field: string, message: string | undefined): void }, failure: FormFailure) => {
    if (failure.field) form.setFieldError(failure.field, failure.message);
    else setMessage(failure.message);
  }, []);
  return { message, clear, show };
}
