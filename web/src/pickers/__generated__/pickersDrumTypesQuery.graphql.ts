/**
 * @generated SignedSource<<509525085f964ad5c5e6b6183df4aa3b>>
 * @relayHash 1ee31d39d5933e0f292a484358466cb2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56dd4fcac24760b873e167ae339b1a1f55f2ba4be3df591e1faf581b9f9f249c

import { ConcreteRequest } from 'relay-runtime';
export type pickersDrumTypesQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type pickersDrumTypesQuery$data = {
  readonly drumTypes: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type pickersDrumTypesQuery = {
  response: pickersDrumTypesQuery$data;
  variables: pickersDrumTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "QueryDrumTypesConnection",
    "kind": "LinkedField",
    "name": "drumTypes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryDrumTypesConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DrumType",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "pickersDrumTypesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "pickersDrumTypesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "56dd4fcac24760b873e167ae339b1a1f55f2ba4be3df591e1faf581b9f9f249c",
    "metadata": {},
    "name": "pickersDrumTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "393f4983ddafdc5bc62253a2a8de445f";

export default node;
