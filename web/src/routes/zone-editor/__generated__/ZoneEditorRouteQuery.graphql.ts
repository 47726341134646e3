/**
 * @generated SignedSource<<fafeb1c3c5097a939c5926181b8a5717>>
 * @relayHash b834f23efe2cd0a1dee9ac2321284e9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 506229573f001d94d2aca8ac7f25b06382f68c468b502545362998aafa889cc8

import { ConcreteRequest } from 'relay-runtime';
export type ZoneEditorRouteQuery$variables = {
  editing: boolean;
  id: string;
};
export type ZoneEditorRouteQuery$data = {
  readonly config: {
    readonly mapTileUrl: string;
  };
  readonly highest: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly zoneNumber: number;
      };
    }>;
  };
  readonly zone?: {
    readonly boundary?: ReadonlyArray<{
      readonly lat: number;
      readonly lng: number;
    }> | null | undefined;
    readonly databaseId?: number;
    readonly id: string;
    readonly name?: string;
    readonly zoneNumber?: number;
  } | null | undefined;
};
export type ZoneEditorRouteQuery = {
  response: ZoneEditorRouteQuery$data;
  variables: ZoneEditorRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editing"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
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
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zoneNumber",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v5/*:: as any*/),
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
  "type": "Zone",
  "abstractKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 1
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
    "name": "ZoneEditorRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "zone",
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "highest",
        "args": (v7/*:: as any*/),
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
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "zones(last:1)"
      }
    ],
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
    "name": "ZoneEditorRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "zone",
            "args": (v3/*:: as any*/),
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
              (v4/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "highest",
        "args": (v7/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "zones(last:1)"
      }
    ]
  },
  "params": {
    "id": "506229573f001d94d2aca8ac7f25b06382f68c468b502545362998aafa889cc8",
    "metadata": {},
    "name": "ZoneEditorRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9b60ad93bd84230ebc66b78eb7c6131d";

export default node;
