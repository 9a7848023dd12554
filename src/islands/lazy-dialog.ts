import type { RefObject, SyntheticEvent } from 'react';

/**
 * What an island hands to a dialog it loads on demand (mobile menu, contact
 * result): it owns the open state, and the button focus returns to, which is
 * not a Dialog.Trigger because it lives outside the lazily loaded chunk.
 */
export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** Dialog.Content's onCloseAutoFocus: focus goes back to `returnFocusTo`. */
export const focusOnClose =
  (returnFocusTo: LazyDialogProps['returnFocusTo']) => (event: Event | SyntheticEvent) => {
    event.preventDefault();
    returnFocusTo.current?.focus();
  };
