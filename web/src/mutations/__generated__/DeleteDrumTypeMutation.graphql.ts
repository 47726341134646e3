/**
 * @generated SignedSource<<8006b032e728ee3583e95aae8eeafddb>>
 * @relayHash 2821b4cf7306463a08f130131ce165cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da29db0d931cd37b9d1f5661e8eebd4370ff719668bbbd227dbcf45d63f5028e

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
    "id": "da29db0d931cd37b9d1f5661e8eebd4370ff719668bbbd227dbcf45d63f5028e",
    "metadata": {},
    "name": "DeleteDrumTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8eabd3d124a87b66aebb7187f2375fb8";

export default node;
