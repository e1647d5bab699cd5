import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { KeptHtml } from '../../../components/ui/kept-html.tsx';

/** The expandable full description. */
export function ProductDescription({ description }: { description: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-y border-sand-300">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((now) => !now)}
          className="flex w-full items-center justify-between py-4 text-left text-xs font-semibold tracking-[0.22em] text-forest-900"
        >
          DESCRIPTION
          <ChevronDownIcon className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={id} hidden={!open} className="pb-5">
        {/* The words never change in the browser: hydration keeps the server's (decision 063). */}
        <KeptHtml content={description}>
          {description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="mt-2 leading-relaxed text-ink/85 first:mt-0">
              {paragraph}
            </p>
          ))}
        </KeptHtml>
      </div>
    </div>
  );
}
