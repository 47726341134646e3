/**
 * @generated SignedSource<<d958fb377bf24f86a7da3dd61f1382f1>>
 * @relayHash e44e0b5254ffe157579ab9d019638867
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 930b270fb16aded8b89ceb521238626ac893d0a84801b5500e3d14bacd454663

import { ConcreteRequest } from 'relay-runtime';
export type PickupRequestIdInput = {
  id: string;
};
export type DeletePickupRequestMutation$variables = {
  connections: ReadonlyArray<string>;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPickupRequestId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeletePickupRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePickupRequestPayload",
        "kind": "LinkedField",
        "name": "deletePickupRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeletePickupRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePickupRequestPayload",
        "kind": "LinkedField",
        "name": "deletePickupRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedPickupRequestId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "930b270fb16aded8b89ceb521238626ac893d0a84801b5500e3d14bacd454663",
    "metadata": {},
    "name": "DeletePickupRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b45f8c9c52aad6c008b8384e1ff2f110";

export default node;
