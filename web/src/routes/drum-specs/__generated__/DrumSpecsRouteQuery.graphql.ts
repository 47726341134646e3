/**
 * @generated SignedSource<<baf60593a1ebd2513a8932777c057c5e>>
 * @relayHash d8c364b93e019d697904d3c3ce340888
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67469e60603295b8d0a8e0f6bebd26e3fd218f0b4cd7d1b07f933cd2decd61d8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrumSpecsRouteQuery$variables = Record<PropertyKey, never>;
export type DrumSpecsRouteQuery$data = {
  readonly drumSpecs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DrumSpecsRoute_spec">;
      };
    }>;
  };
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
export type DrumSpecsRouteQuery = {
  response: DrumSpecsRouteQuery$data;
  variables: DrumSpecsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v4 = {
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
},
v5 = [
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = [
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
    "name": "DrumSpecsRouteQuery",
    "selections": [
      {
        "alias": "drumTypes",
        "args": null,
        "concreteType": "QueryDrumTypesConnection",
        "kind": "LinkedField",
        "name": "__Admin_drumTypes_connection",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "drumSpecs",
        "args": null,
        "concreteType": "QueryDrumSpecsConnection",
        "kind": "LinkedField",
        "name": "__Admin_drumSpecs_connection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryDrumSpecsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumSpec",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrumSpecsRoute_spec"
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
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
    "name": "DrumSpecsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "QueryDrumTypesConnection",
        "kind": "LinkedField",
        "name": "drumTypes",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "drumTypes(first:500)"
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "Admin_drumTypes",
        "kind": "LinkedHandle",
        "name": "drumTypes"
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "QueryDrumSpecsConnection",
        "kind": "LinkedField",
        "name": "drumSpecs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryDrumSpecsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumSpec",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "articleNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DrumType",
                    "kind": "LinkedField",
                    "name": "drumType",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "weight",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "flangeDiameter",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "widthBetweenFlanges",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "transportVolume",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "buybackPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scrapHandlingFee",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availableFor",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": "drumSpecs(first:500)"
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "Admin_drumSpecs",
        "kind": "LinkedHandle",
        "name": "drumSpecs"
      }
    ]
  },
  "params": {
    "id": "67469e60603295b8d0a8e0f6bebd26e3fd218f0b4cd7d1b07f933cd2decd61d8",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "drumTypes"
          ]
        },
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "drumSpecs"
          ]
        }
      ]
    },
    "name": "DrumSpecsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72324f28d661785a7634b0cecedec7f1";

export default node;
