/**
 * @generated SignedSource<<ade1853eb8ded088683258a4df57d598>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DrumDatabaseTabQuery$variables = Record<PropertyKey, never>;
export type DrumDatabaseTabQuery$data = {
  readonly drumSpecs: ReadonlyArray<{
    readonly articleNumber: string | null | undefined;
    readonly availableFor: string;
    readonly buybackPrice: number | null | undefined;
    readonly buybackPrice80: number | null | undefined;
    readonly databaseId: number;
    readonly drumInfo: string | null | undefined;
    readonly drumType: {
      readonly id: string;
      readonly name: string;
    };
    readonly drumTypeId: number;
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
export type DrumDatabaseTabQuery = {
  response: DrumDatabaseTabQuery$data;
  variables: DrumDatabaseTabQuery$variables;
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
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DrumType",
    "kind": "LinkedField",
    "name": "drumTypes",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
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
      (v2/*:: as any*/),
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
        "kind": "ScalarField",
        "name": "drumTypeId",
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
          (v2/*:: as any*/)
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
        "name": "buybackPrice80",
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
    "name": "DrumDatabaseTabQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DrumDatabaseTabQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "3f81255f95acaacba2caa5ce6ce61b7a",
    "id": null,
    "metadata": {},
    "name": "DrumDatabaseTabQuery",
    "operationKind": "query",
    "text": "query DrumDatabaseTabQuery {\n  drumTypes {\n    id\n    databaseId\n    name\n  }\n  drumSpecs {\n    id\n    databaseId\n    name\n    articleNumber\n    drumTypeId\n    drumType {\n      id\n      name\n    }\n    weight\n    flangeDiameter\n    widthBetweenFlanges\n    transportVolume\n    buybackPrice\n    buybackPrice80\n    scrapHandlingFee\n    drumInfo\n    availableFor\n  }\n}\n"
  }
};
})();

(node as any).hash = "6544df8d5ff9100c4517ed747c730c36";

export default node;
