import { useEffect, useId, useRef, useState } from 'react';
import { FILTER_COLUMNS } from '@shop/shared/tags';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

interface FilterMenuProps {
  label: string;
  selected: readonly string[];
  onSelect: (tagName: string) => void;
}

/** 'Filter By:' toggle; hovering (mouse) or clicking opens the Size / Light / Type panel. */
export function FilterMenu({ label, selected, onSelect }: FilterMenuProps) {
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={wrapper}
      // Below md the panel spans the whole (sticky) control row instead of hanging off the button.
      className="md:relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !open) setOpenedBy('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && openedBy === 'hover') setOpenedBy(null);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedBy((by) => (by === 'hover' ? 'click' : by ? null : 'click'))}
        className="inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-4 py-2 text-sm text-forest-900 hover:border-forest-500"
      >
        <span className="font-semibold">Filter By:</span>
        <span data-testid="filter-label" className="max-w-[12rem] truncate text-muted">
          {label}
        </span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-4 top-full z-30 pt-2 sm:inset-x-6 md:inset-x-auto md:left-0"
      >
        <div className="grid grid-cols-1 gap-6 rounded-2xl md:w-[min(40rem,calc(100vw-2rem))] border border-sand-300 bg-white p-6 shadow-xl sm:grid-cols-3">
          {FILTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <p className="text-xs font-semibold tracking-[0.2em] text-forest-600 uppercase">
                {column.title}
              </p>
              <ul className="mt-3 space-y-1">
                {column.tags.map((tagName) => {
                  const active = selected.includes(tagName);
                  return (
                    <li key={tagName}>
                      <button
                        type="button"
                        aria-pressed={active}
                        onClick={() => {
                          onSelect(tagName);
                          setOpenedBy(null);
                        }}
                        className={`w-full rounded-lg px-2 py-1.5 text-left text-sm transition-colors hover:bg-sage-100 ${active ? 'bg-sage-100 font-semibold text-forest-900' : 'text-ink'}`}
                      >
                        {tagName}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
