// A number input that keeps what the user typed (number-text.ts): "-3" stays
// -3 for the rule to refuse, "abc" stays text for the rule to refuse, never
// silently 3 or empty. A text input with a decimal keypad, not Mantine's
// NumberInput, which drops the characters it does not accept.
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { numberFormValue, numberText, type Separators } from '../../data/number-text';
import type { FormValue } from '../../data/form-values';

interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: FormValue;
  onChange(value: FormValue): void;
  sep: Separators;
  integer: boolean;
}

export function NumberField({ value, onChange, sep, integer, ...rest }: NumberFieldProps) {
  const shown = typeof value === 'number' || typeof value === 'string' ? value : '';
  const [text, setText] = useState(() => numberText(shown, sep));
  const [seen, setSeen] = useState<FormValue>(shown);
  // A value set from outside (a reset, a prefill) replaces the text; our own echo does not.
  if (seen !== shown) {
    setSeen(shown);
    if (numberFormValue(text, sep) !== shown) setText(numberText(shown, sep));
  }
  return (
    <TextInput
      {...rest}
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        const formValue = numberFormValue(next, sep);
        setText(next);
        setSeen(formValue);
        onChange(formValue);
      }}
    />
  );
}
