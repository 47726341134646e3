/**
 * @generated SignedSource<<933320ac1bfb0553afa864c217c93ff3>>
 * @relayHash 08d9b5c5a476fbe86a65e2229ca50cf7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89a09931a4fcd9aa4f07552836dc9a735b9cce3d4aee67b95139bbda4b0f885b

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDrumSpecInput = {
  id: string;
};
export type DeleteDrumSpecMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteDrumSpecInput;
};
export type DeleteDrumSpecMutation$data = {
  readonly deleteDrumSpec: {
    readonly deletedId: string;
  };
};
export type DeleteDrumSpecMutation = {
  response: DeleteDrumSpecMutation$data;
  variables: DeleteDrumSpecMutation$variables;
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
  "name": "deletedId",
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
    "name": "DeleteDrumSpecMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteDrumSpec",
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
    "name": "DeleteDrumSpecMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteDrumSpec",
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
            "name": "deletedId",
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
    "id": "89a09931a4fcd9aa4f07552836dc9a735b9cce3d4aee67b95139bbda4b0f885b",
    "metadata": {},
    "name": "DeleteDrumSpecMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "db138bef0b5b38e85fcaa4e97c639994";

export default node;
