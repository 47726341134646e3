/**
 * @generated SignedSource<<5bf981a70febc1bf968e00e351e45ffe>>
 * @relayHash 2cffd98161437c34e064d5504b3c7e1c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be2a758427a39a4548cd4afe967837d8ef32d251c00caa2bfe369af0620ddc8f

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled" | "submitted";
export type PickupStatus = "acknowledged" | "assigned" | "awaiting_assignment" | "awaiting_pickup" | "cancelled" | "collected" | "draft" | "pending_confirmation" | "pickup_scheduled" | "ready_for_pickup" | "reported";
export type NotificationsRouteQuery$variables = Record<PropertyKey, never>;
export type NotificationsRouteQuery$data = {
  readonly notifications: ReadonlyArray<{
    readonly aboutUserId: number | null | undefined;
    readonly createdAt: string;
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
    readonly pickupRequestGlobalId: string | null | undefined;
    readonly pickupRequestStatus: PickupStatus | null | undefined;
  }>;
};
export type NotificationsRouteQuery = {
  response: NotificationsRouteQuery$data;
  variables: NotificationsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notifications",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isRead",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupRequestGlobalId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupRequestStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aboutUserId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "be2a758427a39a4548cd4afe967837d8ef32d251c00caa2bfe369af0620ddc8f",
    "metadata": {},
    "name": "NotificationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "21c2a69b439e061c61aa921654c56a6a";

export default node;
