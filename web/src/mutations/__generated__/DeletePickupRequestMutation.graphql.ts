/**
 * @generated SignedSource<<cfa3eaea02151ec7aba5c6071f4619d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PickupRequestIdInput = {
  id: string;
};
export type DeletePickupRequestMutation$variables = {
  input: PickupRequestIdInput;
};
export type DeletePickupRequestMutation$data = {
  readonly deletePickupRequest: {
    readonly deletedPickupRequestId: string;
  };
};
export type DeletePickupRequestMutation = {
  response: DeletePickupRequestMutation$data;
  variables: DeletePickupRequestMutation$variables;
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
    "name": "DeletePickupRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePickupRequestPayload",
        "kind": "LinkedField",
        "name": "deletePickupRequest",
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
    "name": "DeletePickupRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePickupRequestPayload",
        "kind": "LinkedField",
        "name": "deletePickupRequest",
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
    "cacheID": "e44e0b5254ffe157579ab9d019638867",
    "id": null,
    "metadata": {},
    "name": "DeletePickupRequestMutation",
    "operationKind": "mutation",
    "text": "mutation DeletePickupRequestMutation(\n  $input: PickupRequestIdInput!\n) {\n  deletePickupRequest(input: $input) {\n    deletedPickupRequestId\n  }\n}\n"
  }
};
})();

(node as any).hash = "225e329444d8f4773cdffeaa0f870c74";

export default node;
