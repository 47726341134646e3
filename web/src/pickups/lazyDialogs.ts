import { lazyDialog } from '../components/lazyDialog';

// The dialogs a request's card opens, shared by the returner's and the staff's cards; each loads
// the first time it opens (see lazyDialog).

/** The request's photos full size (ImageViewer), open while an index is chosen. */
export const ImageViewer = lazyDialog(
  () => import('./ImageViewer').then((module) => module.ImageViewer),
  (props) => props.index !== null,
);

/** The request's details, history and messages (ReturnDetailsDialog). */
export const ReturnDetailsDialog = lazyDialog(() =>
  import('./ReturnDetailsDialog').then((module) => module.ReturnDetailsDialog),
);
