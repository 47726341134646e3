/**
 * @generated SignedSource<<643ded59a94137a9acd7e009bc1be553>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ZonesTabQuery$variables = Record<PropertyKey, never>;
export type ZonesTabQuery$data = {
  readonly zones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly boundary: ReadonlyArray<{
          readonly lat: number;
          readonly lng: number;
        }> | null | undefined;
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
        readonly zoneNumber: number;
      };
    }>;
  };
};
export type ZonesTabQuery = {
  response: ZonesTabQuery$data;
  variables: ZonesTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 500
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ZonePoint",
                "kind": "LinkedField",
                "name": "boundary",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lng",
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
    ],
    "storageKey": "zones(first:500)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ZonesTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ZonesTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e93038bf6d30a77f89bb87131b18e914",
    "id": null,
    "metadata": {},
    "name": "ZonesTabQuery",
    "operationKind": "query",
    "text": "query ZonesTabQuery {\n  zones(first: 500) {\n    edges {\n      node {\n        id\n        databaseId\n        zoneNumber\n        name\n        boundary {\n          lat\n          lng\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a3ecf20b11cb8176b803b442bd97ca4";

export default node;
