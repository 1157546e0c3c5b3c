const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, video[controls], audio[controls], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab cycling inside `container` (a modal dialog would otherwise let focus reach the browser UI).
 * It moves focus itself on every Tab rather than only at the ends, so an element the browser makes focusable on its
 * own (media controls, a scrolling box) can never become the way out.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (focusable.length === 0) return;
  event.preventDefault();
  const at = focusable.findIndex((el) => el === document.activeElement || el.contains(document.activeElement));
  const step = event.shiftKey ? -1 : 1;
  const next = at === -1 ? (event.shiftKey ? focusable.length - 1 : 0) : (at + step + focusable.length) % focusable.length;
  focusable[next]!.focus();
}
