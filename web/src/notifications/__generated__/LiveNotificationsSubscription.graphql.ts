/**
 * @generated SignedSource<<d53d2a7981b54c4eb998dfb7041817e1>>
 * @relayHash 63d26e4756e51707a15f316323078aa9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29c0ad85c01139b6bb03b5a7d84bf614cc04497457fb4e64e72fe4ba191994ad

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled";
export type LiveNotificationsSubscription$variables = Record<PropertyKey, never>;
export type LiveNotificationsSubscription$data = {
  readonly notificationChanged: {
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
  };
};
export type LiveNotificationsSubscription = {
  response: LiveNotificationsSubscription$data;
  variables: LiveNotificationsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notificationChanged",
    "plural": false,
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
    "name": "LiveNotificationsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveNotificationsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "29c0ad85c01139b6bb03b5a7d84bf614cc04497457fb4e64e72fe4ba191994ad",
    "metadata": {},
    "name": "LiveNotificationsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8ce8d5375f726330b488d938467b9975";

export default node;
