import { Fragment } from 'react';
import { DEFAULT_HERO_IMAGE } from '@shop/shared/storefront-content';
import type { StorefrontValues } from '../storefront-rules.ts';
import { previewOf } from './hero-picture-field.tsx';

/** The top of the home page as the form's values would show it: the announcement line over the hero. */
export function StorefrontPreview({ values, announcement }: { values: StorefrontValues; announcement: readonly string[] }) {
  return (
    <section aria-label="Preview" className="overflow-hidden rounded-3xl border border-sand-300 bg-white shadow-sm">
      <p className="px-5 pt-4 pb-3 text-xs font-semibold tracking-[0.28em] text-forest-600">PREVIEW</p>
      {announcement.length > 0 ? (
        <p data-testid="preview-announcement" className="bg-forest-900 px-4 py-1.5 text-center text-[11px] font-medium tracking-wide text-cream-50">
          {announcement.map((sentence, index) => (
            <Fragment key={index}>
              {index > 0 ? <span className="mx-1.5 text-sage-300">·</span> : null}
              {sentence}
            </Fragment>
          ))}
        </p>
      ) : (
        <p className="bg-cream-100 px-4 py-1.5 text-center text-[11px] text-muted">No announcement line</p>
      )}
      <div className="relative isolate aspect-video overflow-hidden bg-forest-900">
        <img src={previewOf(values.heroImage ?? DEFAULT_HERO_IMAGE)} alt="" className="absolute inset-0 -z-10 size-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/80 via-forest-950/45 to-forest-950/5" />
        <div className="flex h-full max-w-[80%] flex-col justify-center gap-2 px-5 text-cream-50 sm:px-8">
          {values.eyebrow ? <p className="text-[10px] font-semibold tracking-[0.25em] text-sage-200 uppercase">{values.eyebrow}</p> : null}
          <p className="font-serif text-xl leading-tight font-medium text-balance sm:text-3xl">{values.headline || 'Your headline'}</p>
          {values.subline ? <p className="text-xs text-cream-100/90 sm:text-sm">{values.subline}</p> : null}
          <span className="mt-1 self-start rounded-full bg-cream-50 px-4 py-1.5 text-[10px] font-semibold tracking-[0.12em] text-forest-900 uppercase">
            {values.buttonText || 'Button'} →
          </span>
        </div>
      </div>
      <p className="px-5 py-3 text-xs text-muted">
        {values.waysToShop ? 'Then the ways to shop, and the featured plants.' : 'Then the featured plants (the ways to shop are hidden).'}
      </p>
    </section>
  );
}
