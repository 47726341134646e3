/**
 * @generated SignedSource<<f35767ac55683358ced27d22f80f3670>>
 * @relayHash d17b6b0035c10a653bed072476887110
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a9a26170a6330b38c660fdd24df20cfb63cc0e198b20a49d522a42f209e6bda

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "aborted" | "approval" | "collected" | "general" | "message" | "registration" | "scheduled";
export type NotificationBannerQuery$variables = Record<PropertyKey, never>;
export type NotificationBannerQuery$data = {
  readonly notifications: ReadonlyArray<{
    readonly id: string;
    readonly isRead: boolean;
    readonly kind: NotificationKind;
    readonly message: string;
  }>;
};
export type NotificationBannerQuery = {
  response: NotificationBannerQuery$data;
  variables: NotificationBannerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "unreadOnly",
        "value": true
      }
    ],
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
      }
    ],
    "storageKey": "notifications(unreadOnly:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBannerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBannerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4a9a26170a6330b38c660fdd24df20cfb63cc0e198b20a49d522a42f209e6bda",
    "metadata": {},
    "name": "NotificationBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1e4d7b8f7af86bb2b26e3d1818f8f257";

export default node;
