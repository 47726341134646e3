/**
 * @generated SignedSource<<b4621a11f9431f30c3fc4a809c30bfe4>>
 * @relayHash 056bd2c8b89e178521e2cd88f426e5d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a24f8a8f698038305bd0018f7b103c2aded43c05ddbdd44daac733397050e49

import { ConcreteRequest } from 'relay-runtime';
export type PickupRequestIdInput = {
  id: string;
};
export type pickupActionMutationsDeleteMutation$variables = {
  input: PickupRequestIdInput;
};
export type pickupActionMutationsDeleteMutation$data = {
  readonly adminDeletePickupRequest: {
    readonly deletedPickupRequestId: string;
  };
};
export type pickupActionMutationsDeleteMutation = {
  response: pickupActionMutationsDeleteMutation$data;
  variables: pickupActionMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPickupRequestId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "pickupActionMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePickupRequestPayload",
        "kind": "LinkedField",
        "name": "adminDeletePickupRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "pickupActionMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePickupRequestPayload",
        "kind": "LinkedField",
        "name": "adminDeletePickupRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedPickupRequestId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2a24f8a8f698038305bd0018f7b103c2aded43c05ddbdd44daac733397050e49",
    "metadata": {},
    "name": "pickupActionMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7ef488e8a265bcb17bc300a1c9e66903";

export default node;
