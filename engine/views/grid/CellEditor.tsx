// The box a cell is edited in: what the planner types is read in their
// convention (engine/data/grid-bulk.ts parseCellInput: 1.250,5 / +10 / +5%);
// Enter saves and goes down, Tab right (Shift: the other way), the up and
// down arrows save and move, Escape cancels. A text that is not a number
// stays in the box, marked invalid.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { parseCellInput } from '../../data/grid-bulk';
import type { MoveKey } from '../../data/grid-selection';

export function CellEditor({ initial, label, decimal, current, invalid, onDone }: {
  initial: string;
  label: string;
  decimal: string;
  current: number | null;
  invalid: string;
  /** relative: the planner typed +n or ±n % (a change of the row's own plan, spread by it). */
  onDone(value: number | null | undefined, move: MoveKey | null, relative?: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const [bad, setBad] = useState(false);
  // Saving unmounts the box, whose blur must not save a second time.
  const done = useRef(false);
  // Focused before the browser paints, so the keys typed right after the first one land in the box.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    // Typing replaces; Enter and F2 keep the value with the caret at its end.
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const save = (move: MoveKey | null) => {
    if (done.current) return;
    const value = parseCellInput(text, decimal, current);
    if (value === undefined) {
      setBad(true);
      return;
    }
    done.current = true;
    onDone(value, move, /^\s*[+-]/.test(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    const moves: Record<string, MoveKey> = { Enter: event.shiftKey ? 'ShiftEnter' : 'Enter', Tab: event.shiftKey ? 'ShiftTab' : 'Tab', ArrowDown: 'ArrowDown', ArrowUp: 'ArrowUp' };
    if (event.key === 'Escape') {
      event.preventDefault();
      done.current = true;
      onDone(undefined, null);
    } else if (moves[event.key]) {
      event.preventDefault();
      save(moves[event.key]);
    }
  };
  return (
    <input
      ref={ref} className="pg-input" value={text} aria-label={label} aria-invalid={bad || undefined} title={bad ? invalid : undefined} inputMode="decimal"
      onChange={(e) => { setText(e.target.value); setBad(false); }} onKeyDown={onKeyDown} onBlur={() => save(null)} data-testid="grid-editor"
    />
  );
}
