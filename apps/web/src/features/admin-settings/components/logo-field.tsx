import { useId, useRef, useState } from 'react';
import type { ShopLogo } from '@shop/shared/store-settings';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

/**
 * The shop's logo: uploaded on its own (JPEG, PNG or WebP, at most 2 MB), shown as it will be in the
 * header, and removable; the leaf stands in without one.
 */
export function LogoField({ logo, shopName, onUpload, onRemove }: { logo: ShopLogo | null; shopName: string; onUpload: (file: File) => Promise<void>; onRemove: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <section className="space-y-4 rounded-3xl border border-sand-300 bg-white p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-xl text-forest-900">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid h-20 min-w-40 place-items-center rounded-2xl border border-dashed border-sand-300 bg-cream-50 px-4">
          {logo ? (
            <img src={logo.url} alt={`${shopName} logo`} width={logo.width} height={logo.height} className="h-12 w-auto max-w-48 object-contain" />
          ) : (
            <span className="text-sm text-muted">No logo: the leaf shows</span>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <label htmlFor={id} className="sr-only">
            Logo file
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void run(() => onUpload(file));
            }}
          />
          <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? 'Saving…' : logo ? 'Replace logo' : 'Upload logo'}
          </Button>
          {logo ? (
            <Button variant="ghost" disabled={busy} onClick={() => void run(onRemove)}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-muted">PNG with a transparent background works best. Also the browser tab's icon and the emails' logo. JPEG, PNG or WebP, at most 2 MB.</p>
      {error ? (
        <Alert>
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
