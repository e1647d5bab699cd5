import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/** docs/product/rules.md#constants: at most 20 toasts at once. */
export const TOAST_LIMIT = 20;

export const TOAST_OPTIONS = {
  duration: 4000,
  removeDelay: 1000,
  success: { duration: 2000 },
} as const;

/** Dismisses the oldest visible toasts beyond the limit (the store keeps the newest first). */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

/** react-hot-toast's container with the docs/product/rules.md#constants options; loaded after the page is up (toaster.tsx). */
export default function ToasterPanel() {
  return (
    <>
      <ToastLimit />
      <Toaster
        position="top-center"
        containerStyle={{ top: 80 }}
        toastOptions={{
          ...TOAST_OPTIONS,
          className: '!rounded-full !bg-forest-900 !px-5 !py-3 !text-sm !text-cream-50 !shadow-lg',
          success: { ...TOAST_OPTIONS.success, iconTheme: { primary: '#b5cfad', secondary: '#1f3d2b' } },
        }}
      />
    </>
  );
}
