/**
 * @generated SignedSource<<af9790a903fdc11d5d803fff7792b6cd>>
 * @relayHash 16c1ac0ca0df544f51eb73f9303ab704
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c88cc8202ff6a048fe865bae4365ca90550a70af3835f4309136f4949c033f9c

import { ConcreteRequest } from 'relay-runtime';
export type DrumStatus = "BOOKED" | "ON_SITE" | "RETURNED";
export type DrumNumbersLookupQuery$variables = {
  number: string;
};
export type DrumNumbersLookupQuery$data = {
  readonly trackedDrum: {
    readonly deliveredAt: string | null | undefined;
    readonly drumSpec: {
      readonly databaseId: number;
      readonly drumType: {
        readonly name: string;
      };
      readonly name: string;
    };
    readonly forfeitCents: number;
    readonly forfeitsOn: string | null | undefined;
    readonly monthlyRentCents: number;
    readonly number: string;
    readonly rentFreeUntil: string | null | undefined;
    readonly returnedAt: string | null | undefined;
    readonly site: {
      readonly address: string;
      readonly latitude: number | null | undefined;
      readonly longitude: number | null | undefined;
    } | null | undefined;
    readonly status: DrumStatus;
  } | null | undefined;
};
export type DrumNumbersLookupQuery = {
  response: DrumNumbersLookupQuery$data;
  variables: DrumNumbersLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "number"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "DrumSite",
  "kind": "LinkedField",
  "name": "site",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveredAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rentFreeUntil",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "forfeitsOn",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthlyRentCents",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "forfeitCents",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "returnedAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DrumNumbersLookupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Drum",
        "kind": "LinkedField",
        "name": "trackedDrum",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DrumSpec",
            "kind": "LinkedField",
            "name": "drumSpec",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumType",
                "kind": "LinkedField",
                "name": "drumType",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DrumNumbersLookupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Drum",
        "kind": "LinkedField",
        "name": "trackedDrum",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DrumSpec",
            "kind": "LinkedField",
            "name": "drumSpec",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumType",
                "kind": "LinkedField",
                "name": "drumType",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c88cc8202ff6a048fe865bae4365ca90550a70af3835f4309136f4949c033f9c",
    "metadata": {},
    "name": "DrumNumbersLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a2647550a7c6298ccf427020f992eba1";

export default node;
