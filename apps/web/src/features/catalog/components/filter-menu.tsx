import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FilterKey } from '@shop/shared/catalog-filters';
import { ChevronDownIcon, Svg, type IconProps } from '../../../components/ui/icons.tsx';

const SlidersIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="10" cy="17" r="2" />
  </Svg>
);

// The panel is a chunk of its own, asked for as soon as a pointer or the focus comes to the toggle. Opening
// goes through startTransition, inside a boundary already on screen, so until the chunk is in the menu stays
// as it was, then opens whole: the toggle never says 'expanded' over an empty panel that Tab would skip.
const loadPanel = () => import('./filter-panel.tsx');
const FilterPanel = lazy(loadPanel);

interface FilterMenuProps {
  label: string;
  /** How many filters are chosen (a phone shows the number; 'Clear filters' needs one). */
  chosenCount: number;
  isChosen: (key: FilterKey, value: string) => boolean;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/**
 * 'Filter By:' toggle; hovering (mouse) or clicking opens the panel of filter groups. Choices tick on and
 * off and combine (decision 027), so the panel stays open until Escape, Done, a click outside or focus
 * leaving it; Escape and Done put the focus back on the toggle.
 */
export function FilterMenu({ label, chosenCount, isChosen, onToggle, onClear }: FilterMenuProps) {
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  function closeToToggle() {
    setOpenedBy(null);
    toggle.current?.focus();
  }

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedBy(null);
      toggle.current?.focus();
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
      className="min-w-0 md:relative"
      onPointerEnter={(event) => {
        void loadPanel();
        if (event.pointerType === 'mouse' && !open) startTransition(() => setOpenedBy('hover'));
      }}
      onFocus={() => void loadPanel()}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && openedBy === 'hover') setOpenedBy(null);
      }}
      onBlur={(event) => {
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) setOpenedBy(null);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => startTransition(() => setOpenedBy((by) => (by === 'hover' ? 'click' : by ? null : 'click')))}
        className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm sm:py-2 text-forest-900 hover:border-forest-500 sm:gap-2 sm:px-4"
      >
        {/* On a phone the control row keeps to one line: an icon and how many filters are chosen are
            shown, the words read out (the chips under the heading name the filters). */}
        <SlidersIcon className="size-4 shrink-0 sm:hidden" />
        {chosenCount > 0 ? (
          <span aria-hidden="true" className="grid size-5 place-items-center rounded-full bg-forest-900 text-[11px] font-bold text-cream-50 sm:hidden">
            {chosenCount}
          </span>
        ) : null}
        <span className="sr-only shrink-0 font-semibold sm:not-sr-only">Filter By:</span>
        <span data-testid="filter-label" className="sr-only truncate text-muted sm:not-sr-only sm:max-w-[14rem]">
          {label}
        </span>
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <Suspense fallback={null}>
        <div
          id={panelId}
          hidden={!open}
          className="absolute inset-x-4 top-full z-30 pt-2 sm:inset-x-6 md:inset-x-auto md:left-0"
        >
          {open ? (
            <FilterPanel
              panelId={panelId}
              chosenCount={chosenCount}
              isChosen={isChosen}
              onToggle={onToggle}
              onClear={onClear}
              onDone={closeToToggle}
            />
          ) : null}
        </div>
      </Suspense>
    </div>
  );
}
