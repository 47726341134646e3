/**
 * @generated SignedSource<<a7096e7bce75737a2d0d9509dcd68019>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ZoneEditorRouteQuery$variables = Record<PropertyKey, never>;
export type ZoneEditorRouteQuery$data = {
  readonly config: {
    readonly mapTileUrl: string;
  };
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
export type ZoneEditorRouteQuery = {
  response: ZoneEditorRouteQuery$data;
  variables: ZoneEditorRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AppConfig",
    "kind": "LinkedField",
    "name": "config",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapTileUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
    "name": "ZoneEditorRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ZoneEditorRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "aae7ccb423cbbd6e505d3b38ca8c64a4",
    "id": null,
    "metadata": {},
    "name": "ZoneEditorRouteQuery",
    "operationKind": "query",
    "text": "query ZoneEditorRouteQuery {\n  config {\n    mapTileUrl\n  }\n  zones(first: 500) {\n    edges {\n      node {\n        id\n        databaseId\n        zoneNumber\n        name\n        boundary {\n          lat\n          lng\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8615a9801123a5267a894ca0ab28a70f";

export default node;
