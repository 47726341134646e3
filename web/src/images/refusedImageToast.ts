import type { useToast } from '../toast/ToastProvider';

/** The toast for a picked image that cannot be sent (wrong type, too large, unreadable). */
export const refusedImageToast = (toast: ReturnType<typeof useToast>, file: File, error: string) =>
  toast({ title: 'Failed to upload images', description: `${file.name}: ${error}`, variant: 'destructive' });
