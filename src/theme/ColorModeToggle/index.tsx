import React from 'react';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import { useColorMode, type ColorModeChoice } from '../../contexts/ColorMode';
import * as styles from './styles.module.css';

export interface Props {
  className?: string;
}

const iconProps = {
  className: styles.icon,
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** One icon per choice: a sun (light), a moon (dark), a half-filled circle (system). */
function Icon({ choice }: { choice: ColorModeChoice }): JSX.Element {
  if (choice === 'light') {
    return (
      <svg {...iconProps} data-icon="light">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
      </svg>
    );
  }
  if (choice === 'dark') {
    return (
      <svg {...iconProps} data-icon="dark">
        <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
      </svg>
    );
  }
  return (
    <svg {...iconProps} data-icon="system">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
    </svg>
  );
}

/**
 * The colour mode button: shows the current choice and moves to the next one on click.
 * Before mount (server, hydration) it is an empty disabled box of the same size, so neither the
 * layout nor the markup changes between server and browser; it renders nothing when the switch
 * is disabled in the configuration.
 */
export default function ColorModeToggle({ className }: Props): JSX.Element | null {
  const { t } = useTranslation();
  const { choice, disabled, mounted, cycle } = useColorMode();
  if (disabled) return null;
  if (!mounted) {
    return <button type="button" className={clsx(styles.toggle, className)} disabled aria-hidden="true" tabIndex={-1} />;
  }
  const label = t('colorMode.toggle.label', { mode: t(`colorMode.modes.${choice}`) });
  return (
    <button type="button" className={clsx(styles.toggle, className)} onClick={cycle} aria-label={label} title={label}>
      <Icon choice={choice} />
    </button>
  );
}
