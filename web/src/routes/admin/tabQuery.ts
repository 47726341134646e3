import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';

/**
 * What the admin panel hands a tab: its query, started together with the tab's code when the
 * tab was chosen, and reload() for the one change that touches an unknown set (an Excel import).
 */
export type TabProps<Q extends OperationType> = { queryRef: PreloadedQuery<Q>; reload: () => void };
