/**
 * @generated SignedSource<<4ac4fef4b5f94cb7dffeba282b13d9ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DrumSpecsRouteQuery$variables = Record<PropertyKey, never>;
export type DrumSpecsRouteQuery$data = {
  readonly drumSpecs: ReadonlyArray<{
    readonly articleNumber: string | null | undefined;
    readonly availableFor: string;
    readonly buybackPrice: number | null | undefined;
    readonly drumInfo: string | null | undefined;
    readonly drumType: {
      readonly id: string;
      readonly name: string;
    };
    readonly flangeDiameter: number | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly scrapHandlingFee: number | null | undefined;
    readonly transportVolume: number | null | undefined;
    readonly weight: number | null | undefined;
    readonly widthBetweenFlanges: number | null | undefined;
  }>;
  readonly drumTypes: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
  }>;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DrumType",
    "kind": "LinkedField",
    "name": "drumTypes",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DrumSpec",
    "kind": "LinkedField",
    "name": "drumSpecs",
    "plural": true,
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
        "name": "drumInfo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "availableFor",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DrumSpecsRouteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DrumSpecsRouteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3a722c448d252b7b192ca402e96534cf",
    "id": null,
    "metadata": {},
    "name": "DrumSpecsRouteQuery",
    "operationKind": "query",
    "text": "query DrumSpecsRouteQuery {\n  drumTypes {\n    id\n    databaseId\n    name\n  }\n  drumSpecs {\n    id\n    name\n    articleNumber\n    drumType {\n      id\n      name\n    }\n    weight\n    flangeDiameter\n    widthBetweenFlanges\n    transportVolume\n    buybackPrice\n    scrapHandlingFee\n    drumInfo\n    availableFor\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b2ff4641f62913d013ad8c24255d478";

export default node;
