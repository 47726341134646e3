import { Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CreditLine_request$key } from './__generated__/CreditLine_request.graphql';
import { useMoney } from './useMoney';

/** A collected request's credit on its card, and whether the drums differed from the declaration. */
export function CreditLine({ request }: { request: CreditLine_request$key }) {
  const data = useFragment(
    graphql`
      fragment CreditLine_request on PickupRequest {
        collection {
          creditCents
          differsFromDeclared
        }
      }
    `,
    request,
  );
  const collection = data.collection;
  if (!collection || collection.creditCents === null || collection.creditCents === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Credit cents={collection.creditCents} differs={collection.differsFromDeclared} />
    </Suspense>
  );
}

/**
 * Apart from the fragment so only a collected card asks for the currency: a card of My Returns
 * never waits on that answer (useMoney suspends until the setting is in the store).
 */
function Credit({ cents, differs }: { cents: number; differs: boolean }) {
  const money = useMoney();
  const { t } = useTranslation();
  return (
    <p className="mt-1 text-sm">
      <Trans
        i18nKey="buyback.creditLine"
        values={{ amount: money(cents) }}
        components={{ bold: <span className="font-semibold" /> }}
      />
      {differs ? <span className="text-amber-800 dark:text-amber-300"> · {t('buyback.creditDiffers')}</span> : null}
    </p>
  );
}
