/**
 * @generated SignedSource<<920fa3eb876ee1f003a8f25b9fe42617>>
 * @relayHash db04dd9db3ff83266c6ddef553cc34d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6806c60e54ef14951aff5b50f4d9a96be87132b42df38e2befa55a274778b5c

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
var v0 = {
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
v1 = [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneEditorRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": "zones",
        "args": null,
        "concreteType": "QueryZonesConnection",
        "kind": "LinkedField",
        "name": "__Admin_zones_connection",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ZoneEditorRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryZonesConnection",
        "kind": "LinkedField",
        "name": "zones",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": "zones(first:500)"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "Admin_zones",
        "kind": "LinkedHandle",
        "name": "zones"
      }
    ]
  },
  "params": {
    "id": "d6806c60e54ef14951aff5b50f4d9a96be87132b42df38e2befa55a274778b5c",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "zones"
          ]
        }
      ]
    },
    "name": "ZoneEditorRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4060905eca5179f080a6832f9e4498ac";

export default node;
