import { useId, useState } from 'react';
import { DEFAULT_HERO_IMAGE } from '@shop/shared/storefront-content';
import { ImageIcon } from '../../../components/admin/admin-icons.tsx';
import { messageOf } from '../../../lib/api.ts';
import { uploadHeroImage } from '../admin-storefront-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/** The narrower WebP of a picture: light enough for a preview. */
export const previewOf = (imageURL: string) => `${imageURL.slice(0, imageURL.lastIndexOf('.'))}-800w.webp`;

interface HeroPictureFieldProps {
  /** The uploaded picture's address; null: the shop's default picture. */
  value: string | null;
  error?: string | undefined;
  onChange: (imageURL: string | null) => void;
}

/**
 * The landing's picture: uploaded as soon as it is chosen (cropped by the server to 16:9), kept in the form
 * until Save; or back to the shop's own picture.
 */
export function HeroPictureField({ value, error, onChange }: HeroPictureFieldProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const shown = problem || error;

  async function pick(file: File) {
    setProblem('');
    if (!TYPES.includes(file.type)) return setProblem('Choose a JPEG, PNG or WebP picture');
    if (file.size > MAX_BYTES) return setProblem('The picture is larger than 10 MB');
    setBusy(true);
    try {
      onChange((await uploadHeroImage(file)).imageURL);
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-forest-900">Picture</p>
      <div className="overflow-hidden rounded-2xl border border-sand-300 bg-white">
        <div className="relative aspect-video bg-forest-900">
          <img
            src={previewOf(value ?? DEFAULT_HERO_IMAGE)}
            alt={value ? 'Your hero picture' : "The shop's default picture: houseplants in a sunny room"}
            className="absolute inset-0 size-full object-cover"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-sand-300 p-4">
          <input
            id={inputId}
            type="file"
            accept={TYPES.join(',')}
            className="peer sr-only"
            disabled={busy}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? messageId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void pick(file);
            }}
          />
          <label
            htmlFor={inputId}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-forest-900 px-4 py-2.5 text-xs font-semibold tracking-[0.12em] text-forest-900 uppercase transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-500 hover:bg-forest-900 hover:text-cream-50"
          >
            <ImageIcon className="size-4" />
            {busy ? 'Uploading…' : 'Upload a picture'}
          </label>
          {value ? (
            <button type="button" className="text-sm font-semibold text-forest-700 underline underline-offset-2" onClick={() => onChange(null)}>
              Use the shop&apos;s picture
            </button>
          ) : null}
          <p className="w-full text-xs text-muted">A wide photo, at least 1200 × 675 pixels: JPEG, PNG or WebP up to 10 MB, cropped to 16:9 around what stands out.</p>
          {shown ? (
            <Alert id={messageId} className="w-full">
              {shown}
            </Alert>
          ) : null}
        </div>
      </div>
    </div>
  );
}
