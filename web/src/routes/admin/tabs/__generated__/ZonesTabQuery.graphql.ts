/**
 * @generated SignedSource<<063993f11cd401b35f98538c00a3888e>>
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
        "value": 1000
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
    "storageKey": "zones(first:1000)"
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
    "cacheID": "dba2f1620c1e03e2da556f4b06765959",
    "id": null,
    "metadata": {},
    "name": "ZonesTabQuery",
    "operationKind": "query",
    "text": "query ZonesTabQuery {\n  zones(first: 1000) {\n    edges {\n      node {\n        id\n        databaseId\n        zoneNumber\n        name\n        boundary {\n          lat\n          lng\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2141f17514ccd5aeab212f7e3a523299";

export default node;
