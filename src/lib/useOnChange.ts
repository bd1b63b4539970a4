// React's "adjusting some state when a prop changes": `apply` runs during
// render, on the first render and whenever `value` changes (Object.is),
// instead of in an effect that would render the stale state once first and
// then render again (react-hooks/set-state-in-effect). `apply` may only set
// state of the calling component.
import { useState } from 'react';

export function useOnChange<T>(value: T, apply: (value: T) => void): void {
  const [seen, setSeen] = useState<{ value: T } | null>(null);
  if (seen === null || !Object.is(seen.value, value)) {
    setSeen({ value });
    apply(value);
  }
}
