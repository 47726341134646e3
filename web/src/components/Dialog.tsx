import type { ComponentType } from 'react';
import { lazyDialog } from './lazyDialog';
import type { DialogProps } from './ModalDialog';

/** A modal (see ModalDialog); its code, Headless UI's dialog among it, loads when it first opens. */
export const Dialog: ComponentType<DialogProps> = lazyDialog(() =>
  import('./ModalDialog').then((module) => module.ModalDialog),
);
