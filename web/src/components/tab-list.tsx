import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern (tablist, roving tabindex, arrow keys, Home and
 * End, activation on focus). Written here rather than Radix Tabs because
 * Radix's collection and roving-focus layers cost 4.4 KB gzip on the lesson
 * screen's first load for two buttons. The page renders the active panel
 * itself, spreading `tabPanelProps`.
 */
export function TabList<Value extends string>({
  label,
  options,
  value,
  onChange,
  idBase,
  className,
  tabClassName,
}: {
  label: string;
  options: readonly TabOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** From `useTabIds`, shared with the panels. */
  idBase: string;
  className?: string;
  tabClassName?: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const wrapped = (index + options.length) % options.length;
    tabs.current[wrapped]?.focus();
    onChange(options[wrapped]!.value);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: options.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, option.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, option.value)}
            data-state={selected ? 'active' : 'inactive'}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={tabClassName}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** One id prefix per tab list, so that two on a page cannot collide. */
export const useTabIds = () => useId();

/** The attributes of the panel showing `value`'s content. */
export const tabPanelProps = (idBase: string, value: string) => ({
  role: 'tabpanel' as const,
  id: panelId(idBase, value),
  'aria-labelledby': tabId(idBase, value),
  tabIndex: 0,
});

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;
