import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { productMessages } from '../../messages';
import { GalleryMedia } from './GalleryMedia';
import type { GalleryItem } from './gallery-items';
import { ChevronIcon, CloseIcon } from './icons';
import { trapTab } from './trap-tab';

interface GalleryModalProps {
  items: GalleryItem[];
  index: number;
  name: string;
  onStep: (by: number) => void;
  onClose: () => void;
}

/** The gallery at full screen: a modal <dialog> (inert background), arrow keys step, Escape closes and focus returns to the opener. */
export function GalleryModal({ items, index, name, onStep, onClose }: GalleryModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const helpId = useId();
  const item = items[index];
  const count = items.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Runs once the dialog has left the page, when the rest of it is no longer inert.
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the dialog's own cancel so React state stays the one source of truth.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onStep(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab') {
      trapTab(event.nativeEvent, event.currentTarget);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="gallery-modal"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="gallery-modal__bar">
        <h2 id={titleId} className="gallery-modal__title">
          {name} <span className="gallery-modal__count">{productMessages.position(index + 1, count)}</span>
        </h2>
        <button ref={closeRef} type="button" className="gallery-modal__close" aria-label={productMessages.closeFullscreen} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="gallery-modal__stage">
        {item && <GalleryMedia item={item} name={name} position={index + 1} count={count} />}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="gallery-modal__nav gallery-modal__nav--prev" aria-label={productMessages.previous} onClick={() => onStep(-1)}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className="gallery-modal__nav gallery-modal__nav--next" aria-label={productMessages.next} onClick={() => onStep(1)}>
            <ChevronIcon direction="right" />
          </button>
        </>
      )}
      <p id={helpId} className="visually-hidden">{productMessages.fullscreenHelp}</p>
    </dialog>
  );
}
