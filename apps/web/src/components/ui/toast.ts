import type { ToastOptions } from 'react-hot-toast';

/** docs/product's toasts, with the library loaded on first use (it is not part of the first view's JavaScript). */
function show(kind: 'blank' | 'success' | 'error', message: string, options?: ToastOptions): void {
  void import('react-hot-toast').then(({ toast: library }) => {
    if (kind === 'blank') library(message, options);
    else library[kind](message, options);
  });
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
  },
);
