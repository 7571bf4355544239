import { useCallback, useInsertionEffect, useRef, useState } from 'react';

interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` means the component owns the state. */
  prop: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Told of every change the component makes, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that a parent may control (`value` + `onValueChange`) or leave to the component
 * (`defaultValue`), the way Radix's `useControllableState` works.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;
  // Read the latest callback without making `setValue` change identity on every render. It is
  // updated as the render commits, not in a passive effect: Preact runs those a frame later, and
  // a keystroke in between would tell a parent's stale setter, which then dropped the change.
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      if (!Object.is(next, value)) onChangeRef.current?.(next);
    },
    [isControlled, value],
  );
  return [value, setValue];
}
