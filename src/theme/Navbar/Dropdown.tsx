import React, { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import * as styles from './styles.module.css';

export interface Props {
  /** The button's visible label. */
  label: React.ReactNode;
  /** Accessible name when the visible label alone is not enough ("Idioma: Español"). */
  ariaLabel?: string;
  /** In the mobile drawer the list is shown open under a heading, not behind a button. */
  mobile?: boolean;
  /** Heading of the list in the mobile drawer ("Languages", "Versions"). */
  mobileLabel?: string;
  children: React.ReactNode;
}

/**
 * A disclosure dropdown: a button that shows a list of links. Escape closes it and returns focus
 * to the button; a click or focus outside closes it. Following a link reloads the chrome, which closes it.
 */
export default function Dropdown({ label, ariaLabel, mobile, mobileLabel, children }: Props): JSX.Element {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('focusin', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('focusin', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (mobile) {
    const headingId = `${listId}-heading`;
    return (
      <div className={styles.mobileGroup}>
        <p id={headingId} className={styles.mobileGroupLabel}>
          {mobileLabel ?? label}
        </p>
        <ul aria-labelledby={headingId} className={styles.mobileGroupList}>
          {children}
        </ul>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.link, styles.dropdownButton)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span className={clsx(styles.caret, open && styles.caretOpen)} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.dropdownMenu} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
