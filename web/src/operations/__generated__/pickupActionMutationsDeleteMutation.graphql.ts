/**
 * @generated SignedSource<<2164019e24b40d05f5abf84e6faee822>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "056bd2c8b89e178521e2cd88f426e5d1",
    "id": null,
    "metadata": {},
    "name": "pickupActionMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation pickupActionMutationsDeleteMutation(\n  $input: PickupRequestIdInput!\n) {\n  adminDeletePickupRequest(input: $input) {\n    deletedPickupRequestId\n  }\n}\n"
  }
};
})();

(node as any).hash = "7ef488e8a265bcb17bc300a1c9e66903";

export default node;
