import { useEffect, type RefObject } from 'react';

/**
 * Marks inputs inside `container`, found by their name, as invalid and points
 * their aria-describedby at the message about them (id), or clears the mark
 * (null). For forms this module does not render itself.
 */
export function useFieldFlags(container: RefObject<HTMLElement | null>, flags: Record<string, string | null>): void {
  const key = JSON.stringify(flags);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const undo: (() => void)[] = [];
    for (const [name, messageId] of Object.entries(JSON.parse(key) as Record<string, string | null>)) {
      const input = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
      if (!input || !messageId) continue;
      const described = input.getAttribute('aria-describedby');
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', [described, messageId].filter(Boolean).join(' '));
      undo.push(() => {
        input.removeAttribute('aria-invalid');
        if (described === null) input.removeAttribute('aria-describedby');
        else input.setAttribute('aria-describedby', described);
      });
    }
    return () => undo.forEach((restore) => restore());
  }, [container, key]);
}
