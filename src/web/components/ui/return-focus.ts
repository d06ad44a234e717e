import { useRef } from "react";

type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * Radix gives focus back to its own Dialog.Trigger when a dialog closes, and to nothing when
 * none was used. Ours are mostly opened by other buttons (a card's edit icon, a page's button
 * while the dialog's code loads): focus goes back to whatever had it when the dialog opened,
 * so a keyboard user carries on where they were.
 */
export function useReturnFocus(own: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Called before focus moves into the dialog: the active element is still the opener.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
