/**
 * @generated SignedSource<<1c1fd52bf840273aafc4080208441e7c>>
 * @relayHash b3b10a87ccd753e6a8eaa44666c81e6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23835060d0c869129bd098706529d600c1d898f4965268b5a59dc3ea0b5ade5d

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsRouteQuery$variables = Record<PropertyKey, never>;
export type NotificationsRouteQuery$data = {
  readonly notifications: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly isRead: boolean;
    readonly message: string;
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
    "id": "23835060d0c869129bd098706529d600c1d898f4965268b5a59dc3ea0b5ade5d",
    "metadata": {},
    "name": "NotificationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "988f58e085467ef93ba55b8dbd8d51de";

export default node;
