/**
 * @generated SignedSource<<af1e45fa91f198c7a4ea5e5e2560230f>>
 * @relayHash a21fd28cdfe7c1332f8b95c832b6915f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4cee68a46ec57f97caedbe6deaaa9078d71ea781d8799bff70d3c01f5458e75

import { ConcreteRequest } from 'relay-runtime';
export type LiveNotificationsUnreadSubscription$variables = Record<PropertyKey, never>;
export type LiveNotificationsUnreadSubscription$data = {
  readonly unreadMessageCountChanged: {
    readonly pickupRequestId: string;
    readonly totalUnread: number;
    readonly unreadCount: number;
  };
};
export type LiveNotificationsUnreadSubscription = {
  response: LiveNotificationsUnreadSubscription$data;
  variables: LiveNotificationsUnreadSubscription$variables;
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
    "name": "LiveNotificationsUnreadSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveNotificationsUnreadSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d4cee68a46ec57f97caedbe6deaaa9078d71ea781d8799bff70d3c01f5458e75",
    "metadata": {},
    "name": "LiveNotificationsUnreadSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e1347034a4261c322447f74f3a67db41";

export default node;
