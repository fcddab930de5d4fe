import type { ExternalToast } from 'sonner';
import { loadSonner, mountToaster } from './toaster-mount';

type ToastKind = 'success' | 'error';

/**
 * sonner's `toast`, without its code in the first page's JavaScript: the first toast
 * loads it and mounts the toaster. Toasts keep their order.
 */
function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  mountToaster();
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
