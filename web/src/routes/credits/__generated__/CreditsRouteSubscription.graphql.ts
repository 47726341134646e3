/**
 * @generated SignedSource<<c325222a1f061563ee6523b462383646>>
 * @relayHash 45861e4a21c0200f0e9ebce69d6a67fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c0ea9bcbe1181a6390881264142bedfd0192fec0266f58ea7a7ade1d5f0c75e

import { ConcreteRequest } from 'relay-runtime';
export type CreditsRouteSubscription$variables = Record<PropertyKey, never>;
export type CreditsRouteSubscription$data = {
  readonly pickupRequestChanged: {
    readonly pickupRequestId: string;
  };
};
export type CreditsRouteSubscription = {
  response: CreditsRouteSubscription$data;
  variables: CreditsRouteSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PickupRequestChange",
    "kind": "LinkedField",
    "name": "pickupRequestChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pickupRequestId",
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
    "name": "CreditsRouteSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreditsRouteSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9c0ea9bcbe1181a6390881264142bedfd0192fec0266f58ea7a7ade1d5f0c75e",
    "metadata": {},
    "name": "CreditsRouteSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4c147621735d628afe462d8688ab1c5f";

export default node;
