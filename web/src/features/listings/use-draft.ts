import { useEffect, useRef, useState } from 'react';

/**
 * A text input's own value, committed after a pause in typing (and at once on `flush`), so the
 * URL is not rewritten on every key. A new value from outside (back button, "clear") wins.
 */
export function useDraft(value: string, commit: (value: string) => void, delayMs = 400) {
  const [draft, setDraft] = useState(value);
  const lastCommitted = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = draft;
      commitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  const flush = () => {
    if (draft === lastCommitted.current) return;
    lastCommitted.current = draft;
    commitRef.current(draft);
  };
  return [draft, setDraft, flush] as const;
}
