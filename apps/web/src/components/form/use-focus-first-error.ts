import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to the first invalid field after a failed submit, so keyboard and screen-reader users land on
 * what needs fixing. Only on submit: errors clearing as someone types must not pull focus around.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, focusFirstError: () => setAttempt((count) => count + 1) };
}
