/**
 * @generated SignedSource<<c261cc283c8860625492224a4dada65b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDrumTypeInput = {
  id: string;
};
export type DeleteDrumTypeMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteDrumTypeInput;
};
export type DeleteDrumTypeMutation$data = {
  readonly deleteDrumType: {
    readonly deletedId: string;
  };
};
export type DeleteDrumTypeMutation = {
  response: DeleteDrumTypeMutation$data;
  variables: DeleteDrumTypeMutation$variables;
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
    "name": "DeleteDrumTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteDrumType",
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
    "name": "DeleteDrumTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteDrumType",
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
    "cacheID": "2821b4cf7306463a08f130131ce165cd",
    "id": null,
    "metadata": {},
    "name": "DeleteDrumTypeMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteDrumTypeMutation(\n  $input: DeleteDrumTypeInput!\n) {\n  deleteDrumType(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "8eabd3d124a87b66aebb7187f2375fb8";

export default node;
