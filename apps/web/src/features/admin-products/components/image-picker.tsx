import { useEffect, useId } from 'react';
import { ImageIcon } from '../../../components/admin/admin-icons.tsx';
import { webpUrl } from '../../../lib/images.ts';
import { Alert } from '../../../components/ui/alert.tsx';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface PickedImage {
  file: File;
  /** An object URL for the preview; revoked when the pick changes or the form goes. */
  url: string;
}

/** Why a file cannot be a product image, before it is uploaded; null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP image';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 10 MB';
  return null;
}

interface ImagePickerProps {
  picked: PickedImage | null;
  currentURL?: string | undefined;
  error?: string | undefined;
  onPick: (picked: PickedImage | null, problem: string | null) => void;
}

/** An image from disk, previewed at the shop's 1070x1400 proportions before it is uploaded. */
export function ImagePicker({ picked, currentURL, error, onPick }: ImagePickerProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;

  useEffect(() => () => {
    if (picked) URL.revokeObjectURL(picked.url);
  }, [picked]);

  const preview = picked?.url ?? (currentURL ? webpUrl(currentURL) : null);
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-forest-900">Image</p>
      <div className="overflow-hidden rounded-2xl border border-sand-300 bg-white">
        <div className="relative aspect-[1070/1400] bg-sage-100">
          {preview ? (
            <img src={preview} alt={picked ? 'Preview of the chosen image' : 'Current product image'} className="absolute inset-0 size-full object-cover" />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted">
              <ImageIcon className="size-10 text-forest-600" />
              No image yet. The shop shows a placeholder until you add one.
            </div>
          )}
        </div>
        <div className="border-t border-sand-300 p-4">
          <input
            id={inputId}
            type="file"
            name="image"
            accept={IMAGE_TYPES.join(',')}
            className="peer sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const problem = imageProblem(file);
              onPick(problem ? null : { file, url: URL.createObjectURL(file) }, problem);
            }}
          />
          <label
            htmlFor={inputId}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-full border border-forest-900 px-4 py-2.5 text-xs font-semibold tracking-[0.12em] text-forest-900 uppercase transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-500 hover:bg-forest-900 hover:text-cream-50"
          >
            <ImageIcon className="size-4" />
            {preview ? 'Replace image' : 'Choose image'}
          </label>
          <p className="mt-2 text-center text-xs text-muted">
            {picked ? picked.file.name : 'JPEG, PNG or WebP up to 10 MB, cropped to 1070×1400'}
          </p>
          {error ? (
            <Alert id={messageId} className="mt-2 text-center">
              {error}
            </Alert>
          ) : null}
        </div>
      </div>
    </div>
  );
}
