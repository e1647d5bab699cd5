import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** The answer the question waits for is not given yet (a note to write). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question before something that cannot be undone; Escape or Cancel keeps everything. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, confirmDisabled = false, onConfirm, onClose }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-forest-950/50 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <div className="p-7">
          <h2 id={titleId} className="font-serif text-2xl text-forest-900">
            {title}
          </h2>
          <div className="mt-3 text-sm leading-relaxed text-muted">{children}</div>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} autoFocus>
              Cancel
            </Button>
            <Button
              className="bg-alert hover:bg-[#74401f] disabled:hover:bg-alert"
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
            >
              {busy ? 'Please wait…' : confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
