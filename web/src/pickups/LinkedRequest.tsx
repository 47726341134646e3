import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { useViewer } from '../viewer/ViewerProvider';
import type { LinkedRequestQuery } from './__generated__/LinkedRequestQuery.graphql';
import { ImageViewer, ReturnDetailsDialog } from './lazyDialogs';

/**
 * A request named in the page's address (`?request=<global id>`, where an opened notification
 * leads) shows its details over the page, on every screen; closing them takes the name away.
 */
export function LinkedRequest() {
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  const id = params.get('request');
  if (!id || !viewer || !(viewer.approved || viewer.role === 'admin')) return null;
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('request');
      return next;
    });
  return (
    <Suspense fallback={null}>
      <LinkedDetails id={id} staff={viewer.role !== 'returner'} onClose={close} />
    </Suspense>
  );
}

function LinkedDetails({ id, staff, onClose }: { id: string; staff: boolean; onClose: () => void }) {
  const data = useLazyLoadQuery<LinkedRequestQuery>(
    graphql`
      query LinkedRequestQuery($id: ID!) {
        pickupRequest(id: $id) {
          images {
            id
            url
            thumbnailUrl
            filename
            isPrimary
          }
          ...ReturnDetailsDialog_request
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const [viewing, setViewing] = useState<number | null>(null);
  const { t } = useTranslation();
  const request = data.pickupRequest;
  // Gone, or no longer the viewer's to read: the page stays as it is.
  if (!request) return null;
  return (
    <>
      <ReturnDetailsDialog
        request={request}
        open
        onClose={onClose}
        onViewImage={setViewing}
        titleSuffix={staff ? t('pickups.details.completeTitle') : t('pickups.details.title')}
        staff={staff}
      />
      <ImageViewer
        images={request.images}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
