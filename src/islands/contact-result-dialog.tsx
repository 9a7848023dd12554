'use client';

import { CircleCheck, CircleX, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ContactResult, RESULT_TEXT } from '../content/contact-results';
import { focusOnClose, type LazyDialogProps } from './lazy-dialog';

/** "Message Sent!" or "Submission Failed" in a Radix Dialog: Close, the cross or Escape dismiss it. */
export default function ContactResultDialog({
  result,
  reason,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  result: ContactResult;
  reason: string | undefined;
} & LazyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          // Nothing opened the dialog by focus: send focus back to the form.
          onCloseAutoFocus={focusOnClose(returnFocusTo)}
        >
          <span className={`dialog__icon dialog__icon--${result}`}>
            {result === 'sent' ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
          </span>
          <Dialog.Title className="dialog__title">{RESULT_TEXT[result].title}</Dialog.Title>
          <Dialog.Description className="dialog__body">{RESULT_TEXT[result].body}</Dialog.Description>
          {reason && <p className="dialog__body">{reason}</p>}
          <Dialog.Close className="button button--primary">Close</Dialog.Close>
          <Dialog.Close className="icon-button dialog__close" aria-label="Close">
            <X aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
