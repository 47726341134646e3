/**
 * @generated SignedSource<<0e1a69541d9cb25ef116a5e7b040f755>>
 * @relayHash 6af2c4933b72af968c3d6dff2b2b6c9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43021ba55df29af227293ce898a968c65dba58bf18f08dca5a9ecff9f2e8138a

import { ConcreteRequest } from 'relay-runtime';
export type DeleteZoneInput = {
  id: string;
};
export type DeleteZoneMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteZoneInput;
};
export type DeleteZoneMutation$data = {
  readonly deleteZone: {
    readonly deletedId: string;
  };
};
export type DeleteZoneMutation = {
  response: DeleteZoneMutation$data;
  variables: DeleteZoneMutation$variables;
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
    "name": "DeleteZoneMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteZone",
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
    "name": "DeleteZoneMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteZone",
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
    "id": "43021ba55df29af227293ce898a968c65dba58bf18f08dca5a9ecff9f2e8138a",
    "metadata": {},
    "name": "DeleteZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "97e1addc519010eb7485691a705cfecc";

export default node;
