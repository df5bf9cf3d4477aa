import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after it last changed: typing sends one request when the person
 * pauses, not one per key. Compared by JSON so a rebuilt object with the same content is no change.
 * @example const keyword = useDebouncedValue(typed, 300);
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as Value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
