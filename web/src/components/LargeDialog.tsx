import type { ComponentProps, ComponentType } from 'react';
import { lazyDialog } from './lazyDialog';
import type { LargeModal } from './LargeModal';

/** A dialog for long content (see LargeModal); its code loads when it first opens. */
export const LargeDialog: ComponentType<ComponentProps<typeof LargeModal>> = lazyDialog(() =>
  import('./LargeModal').then((module) => module.LargeModal),
);
