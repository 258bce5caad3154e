import * as Dialog from '@radix-ui/react-dialog';
import { buttonClasses } from './button-styles';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}

/**
 * A yes/no question in a modal dialog (Radix: focus trap, Escape, 300 ms transition). Never taller
 * than the screen (a phone on its side is 390 px high): a long text scrolls inside it, so both
 * answers stay reachable.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="dialog-overlay fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-line bg-surface p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{text}</Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close className={buttonClasses('outline', 'md')}>{cancelLabel}</Dialog.Close>
            <button type="button" disabled={busy} onClick={onConfirm} className={buttonClasses('danger', 'md')}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
