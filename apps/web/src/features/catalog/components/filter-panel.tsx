import { FILTER_GROUPS, type FilterKey } from '@shop/shared/catalog-filters';

export interface FilterPanelProps {
  /** The id the toggle's aria-controls names; each group's title is labelled from it. */
  panelId: string;
  chosenCount: number;
  isChosen: (key: FilterKey, value: string) => boolean;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
  onDone: () => void;
}

/**
 * The filter groups and their entries, Clear filters and DONE: a chunk of its own, loaded when the menu is
 * about to open (a first view of the grid shows the toggle only).
 */
export default function FilterPanel({ panelId, chosenCount, isChosen, onToggle, onClear, onDone }: FilterPanelProps) {
  return (
    <div className="max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-2xl border border-sand-300 bg-white shadow-xl md:w-[min(54rem,calc(100vw-4rem))]">
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 p-5 md:grid-cols-5 md:p-6">
        {FILTER_GROUPS.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${panelId}-${group.key}`}>
            <p id={`${panelId}-${group.key}`} className="text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase">
              {group.title}
            </p>
            <ul className="mt-2 space-y-0.5">
              {group.options.map((option) => {
                const active = isChosen(group.key, option.value);
                return (
                  <li key={option.value}>
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => onToggle(group.key, option.value)}
                      className={`flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left text-sm transition-colors hover:bg-sage-100 ${active ? 'bg-sage-100 font-semibold text-forest-900' : 'text-ink'}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-0.5 grid size-4 shrink-0 place-items-center rounded border text-[10px] leading-none ${active ? 'border-forest-900 bg-forest-900 text-cream-50' : 'border-sand-300 bg-white'}`}
                      >
                        {active ? '✓' : ''}
                      </span>
                      {option.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-sand-300/70 px-5 py-3 md:px-6">
        <button
          type="button"
          onClick={onClear}
          disabled={chosenCount === 0}
          className="text-sm font-semibold text-forest-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
        >
          Clear filters
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-full bg-forest-900 px-5 py-2 text-xs font-semibold tracking-[0.12em] text-cream-50 hover:bg-forest-700"
        >
          DONE
        </button>
      </div>
    </div>
  );
}
