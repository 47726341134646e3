import { useId } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Notice } from '../../components/Notice';
import { useToast } from '../../toast/ToastProvider';

/** The new token, shown this once: the server keeps only its hash. */
export function TokenCreatedDialog({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  const inputId = useId();
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: 'Token copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the token and copy it yourself.', variant: 'destructive' });
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Token “${name}”`}
      closeOnOutsideClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={copy}>
            Copy Token
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <Notice tone="warning">Copy the token now: it is not shown again. Keep it as secret as a password.</Notice>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
        API token
      </label>
      <input
        id={inputId}
        readOnly
        value={token}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
      />
    </Dialog>
  );
}
