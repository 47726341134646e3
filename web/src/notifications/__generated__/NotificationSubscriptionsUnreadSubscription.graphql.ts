/**
 * @generated SignedSource<<a7eac913906906e693cdeaa2bc5cea13>>
 * @relayHash 9c6270d6eccac76deead002fd7318997
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9abb777abe57a2eb1b892c7fa94d1273261b8c14335c28d3ae7478fd05eb35e9

import { ConcreteRequest } from 'relay-runtime';
export type NotificationSubscriptionsUnreadSubscription$variables = Record<PropertyKey, never>;
export type NotificationSubscriptionsUnreadSubscription$data = {
  readonly unreadMessageCountChanged: {
    readonly pickupRequestId: string;
    readonly totalUnread: number;
    readonly unreadCount: number;
  };
};
export type NotificationSubscriptionsUnreadSubscription = {
  response: NotificationSubscriptionsUnreadSubscription$data;
  variables: NotificationSubscriptionsUnreadSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UnreadCountChange",
    "kind": "LinkedField",
    "name": "unreadMessageCountChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupRequestId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalUnread",
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
    "name": "NotificationSubscriptionsUnreadSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSubscriptionsUnreadSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9abb777abe57a2eb1b892c7fa94d1273261b8c14335c28d3ae7478fd05eb35e9",
    "metadata": {},
    "name": "NotificationSubscriptionsUnreadSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "323370c944e0af09ed7c7dd4b97524f6";

export default node;
