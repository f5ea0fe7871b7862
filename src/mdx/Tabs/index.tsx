import React, { useCallback, useId, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { readChoice, subscribe, writeChoice } from './store';
import * as styles from './styles.module.css';

export interface TabItemProps {
  value: string;
  label?: string;
  children: React.ReactNode;
}

/** One panel of `<Tabs>`; rendered by its parent. */
export function TabItem({ children }: TabItemProps): JSX.Element {
  return <>{children}</>;
}

export interface Props {
  /** Tabs with the same group id switch together and remember the choice. */
  groupId?: string;
  children: React.ReactNode;
}

/** Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). */
export default function Tabs({ groupId, children }: Props): JSX.Element {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const baseId = useId();
  const [local, setLocal] = useState(values[0]);
  const stored = useSyncExternalStore(
    subscribe,
    () => (groupId ? readChoice(groupId) : null),
    () => null,
  );
  const selected = stored && values.includes(stored) ? stored : local;

  const select = useCallback(
    (value: string, focus = false) => {
      setLocal(value);
      if (groupId) writeChoice(groupId, value);
      if (focus) document.getElementById(`${baseId}-tab-${value}`)?.focus();
    },
    [groupId, baseId],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = values.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: values.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = (moves[event.key] + values.length) % values.length;
    select(values[target], true);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {items.map(({ props }) => {
          const active = props.value === selected;
          return (
            <button
              key={props.value}
              id={`${baseId}-tab-${props.value}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${props.value}`}
              tabIndex={active ? 0 : -1}
              className={clsx(styles.tab, active && styles.active)}
              onClick={() => select(props.value)}
              onKeyDown={onKeyDown}
            >
              {props.label ?? props.value}
            </button>
          );
        })}
      </div>
      {items.map(({ props }) => (
        <div
          key={props.value}
          id={`${baseId}-panel-${props.value}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${props.value}`}
          hidden={props.value !== selected}
          className={styles.panel}
        >
          {props.children}
        </div>
      ))}
    </div>
  );
}
