/**
 * @generated SignedSource<<a1cf79aa51acc42bd782c1a34d26d5d4>>
 * @relayHash 3a5a59b47494eae8ff65cd321038b86b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3ae1d9a41d15deb067f98ba0aacab3f20372c37f85801ff4100c154aceb1762

import { ConcreteRequest } from 'relay-runtime';
export type OwnerFieldsUsersQuery$variables = {
  id: string;
};
export type OwnerFieldsUsersQuery$data = {
  readonly node: {
    readonly users?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly role: string;
    }>;
  } | null | undefined;
};
export type OwnerFieldsUsersQuery = {
  response: OwnerFieldsUsersQuery$data;
  variables: OwnerFieldsUsersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "users",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReturnerCompany",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OwnerFieldsUsersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OwnerFieldsUsersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f3ae1d9a41d15deb067f98ba0aacab3f20372c37f85801ff4100c154aceb1762",
    "metadata": {},
    "name": "OwnerFieldsUsersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4d0828e1add10a2683a902604ab6c708";

export default node;
