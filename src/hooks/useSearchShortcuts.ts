import { useEffect } from 'react';

/** True when the key press goes to something the reader is typing in. */
export function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  const tag = element.tagName.toUpperCase();
  return element.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

export interface Options {
  isOpen: boolean;
  /** The modal is open but its code is still loading: it has no input to type in yet. */
  isLoading: boolean;
  onOpen: () => void;
  onClose: () => void;
  /**
   * A letter or digit typed while the search button has focus (opens with that character as the
   * query), or a character or Backspace typed while the modal loads (edits the query it opens with).
   */
  onInput: (key: string) => void;
  buttonRef: React.RefObject<HTMLButtonElement>;
}

/**
 * The search modal's keyboard entry points: Ctrl/Cmd+K toggles it anywhere, `/` opens it when no
 * field is being edited, Escape closes it, and typing on the focused button opens it with what was typed.
 * What is typed between the shortcut and the modal's input existing (its code loads on first use)
 * is kept for the query, not lost.
 */
export function useSearchShortcuts({ isOpen, isLoading, onOpen, onClose, onInput, buttonRef }: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isOpen && event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !isOpen && !isEditing(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey;
      if (commandK || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      const typedWhileLoading =
        isLoading &&
        !isEditing(event.target) &&
        // Space or Enter on Retry, when the modal's code could not be downloaded, is for Retry.
        !(event.target instanceof Element && event.target.closest('[data-search-loading]')) &&
        ([...event.key].length === 1 || event.key === 'Backspace') &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey;
      if (typedWhileLoading) {
        event.preventDefault();
        onInput(event.key);
        return;
      }
      const typedOnButton =
        !isOpen &&
        buttonRef.current !== null &&
        document.activeElement === buttonRef.current &&
        /^[\p{L}\p{N}]$/u.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey;
      if (typedOnButton) {
        event.preventDefault();
        onInput(event.key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, isLoading, onOpen, onClose, onInput, buttonRef]);
}
