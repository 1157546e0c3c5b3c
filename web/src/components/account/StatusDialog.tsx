import { useEffect, useId, useRef } from 'react';
import { accountMessages } from '../../messages';

export type DialogState = { kind: 'checking' } | { kind: 'error'; message: string } | null;

/**
 * SPEC's popups: "Đợi chút, để shop kiểm tra!" while the shop checks, then an
 * error titled "Oops !". A native modal <dialog>: focus stays inside, Esc
 * closes it and focus goes back to where it was.
 */
export function StatusDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (state && !dialog.open) dialog.showModal();
    if (!state && dialog.open) dialog.close();
  }, [state]);

  return (
    <dialog
      ref={ref}
      className={`status-dialog${state?.kind === 'error' ? ' status-dialog--error' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={state?.kind === 'error' ? textId : undefined}
      aria-busy={state?.kind === 'checking' || undefined}
      onCancel={(event) => {
        // Esc must not hide the "checking" popup while the request is running.
        if (state?.kind === 'checking') event.preventDefault();
        else onClose();
      }}
    >
      {state?.kind === 'checking' && (
        <div className="status-dialog__body" role="status">
          <span className="status-dialog__spinner" aria-hidden="true" />
          <p id={titleId} className="status-dialog__title">
            {accountMessages.checking}
          </p>
        </div>
      )}
      {state?.kind === 'error' && (
        <div className="status-dialog__body">
          <span className="status-dialog__icon" aria-hidden="true">
            !
          </span>
          <h2 id={titleId} className="status-dialog__title">
            {accountMessages.oops}
          </h2>
          <p id={textId}>{state.message}</p>
          <button type="button" className="button button--primary" autoFocus onClick={onClose}>
            {accountMessages.close}
          </button>
        </div>
      )}
    </dialog>
  );
}
