/**
 * @generated SignedSource<<141084b06d0f091eb1b85e01c74aee59>>
 * @relayHash cf31cb17e37d8bde1af3cc165fdecf26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 796954f2189847ae660ba14ae88bda272643995200fcf345307e7aacc58adef2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PickupRequestRouteQuery$variables = Record<PropertyKey, never>;
export type PickupRequestRouteQuery$data = {
  readonly config: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressPicker_config">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DrumDetails_query">;
};
export type PickupRequestRouteQuery = {
  response: PickupRequestRouteQuery$data;
  variables: PickupRequestRouteQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PickupRequestRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DrumDetails_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppConfig",
        "kind": "LinkedField",
        "name": "config",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AddressPicker_config"
          }
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
    "name": "PickupRequestRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 500
          }
        ],
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DrumType",
                    "kind": "LinkedField",
                    "name": "drumType",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v0/*:: as any*/)
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
        "storageKey": "drumSpecs(first:500)"
      },
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
            "name": "geocoderUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mapTileUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "796954f2189847ae660ba14ae88bda272643995200fcf345307e7aacc58adef2",
    "metadata": {},
    "name": "PickupRequestRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "45d364fe9f51086d380e730f70cf8896";

export default node;
