/**
 * @generated SignedSource<<fe861a009cd4b0d4a9201f6fbf2cd7b5>>
 * @relayHash 73af961771045735c7e0b93764a4ba36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e17244cd66eefe48bb4b6aef46ee5308f71a2dde9c22d98def11f852eea4552

import { ConcreteRequest } from 'relay-runtime';
export type pickersZonesQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type pickersZonesQuery$data = {
  readonly zones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
        readonly zoneNumber: number;
      };
    }>;
  };
};
export type pickersZonesQuery = {
  response: pickersZonesQuery$data;
  variables: pickersZonesQuery$variables;
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
    "concreteType": "QueryZonesConnection",
    "kind": "LinkedField",
    "name": "zones",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryZonesConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Zone",
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
                "name": "zoneNumber",
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
    "name": "pickersZonesQuery",
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
    "name": "pickersZonesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1e17244cd66eefe48bb4b6aef46ee5308f71a2dde9c22d98def11f852eea4552",
    "metadata": {},
    "name": "pickersZonesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f2a6aa9cb5688ea4ddcb95ef0f55e331";

export default node;
