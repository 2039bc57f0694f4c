// Tabs (Headless UI) whose panels stay mounted, so fields in hidden tabs keep their state; a tab
// with an invalid field is marked.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export type TabItem = {
  label: string;
  content: ReactNode;
  /** Marks the tab (dot + sr-only text) when a field inside it has a validation error. */
  invalid?: boolean;
};

type TabsProps = {
  tabs: readonly TabItem[];
  /** Controlled index; omit for uncontrolled (defaultIndex). */
  selectedIndex?: number;
  onChange?: (index: number) => void;
  defaultIndex?: number;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
};

/**
 * Headless UI tabs (arrow keys, roving focus, ARIA tab roles). Panels stay mounted
 * (unmount={false}) so form fields inside hidden tabs keep their state and register().
 * The list scrolls horizontally on narrow screens.
 */
export function Tabs({ tabs, selectedIndex, onChange, defaultIndex, label, className = '' }: TabsProps) {
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={onChange}
      defaultIndex={defaultIndex}
      className={className}
    >
      <TabList
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            className="relative -mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2.5 outline-none text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:text-ink data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-accent-ink data-selected:border-accent data-selected:text-accent-ink"
          >
            {tab.label}
            {tab.invalid && (
              <>
                <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" />
                <span className="sr-only"> (contém erros)</span>
              </>
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-5">
        {tabs.map((tab) => (
          <TabPanel key={tab.label} unmount={false} className="focus:outline-none data-focus:outline-2">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
