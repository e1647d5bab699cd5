import { Fragment } from 'react';

/**
 * The thin line above every page (decision 049): the shop's free-shipping sentence, computed from the rates,
 * and the owner's own text. The server renders it outside the app, so no script draws or hydrates it.
 */
export function AnnouncementBar({ sentences }: { sentences: readonly string[] }) {
  return (
    <section
      aria-label="Announcement"
      className="bg-forest-900 px-4 py-2 text-center text-xs font-medium tracking-wide text-cream-50 sm:text-sm print:hidden"
    >
      <p>
        {sentences.map((sentence, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <>
                <span className="sr-only">. </span>
                <span aria-hidden="true" className="mx-2 hidden text-sage-300 sm:inline">
                  ·
                </span>
              </>
            ) : null}
            {/* A phone gives each sentence a line of its own; a wider screen one line with a dot between. */}
            <span className="block sm:inline-block">{sentence}</span>
          </Fragment>
        ))}
      </p>
    </section>
  );
}
