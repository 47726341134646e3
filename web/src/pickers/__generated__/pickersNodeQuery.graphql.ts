/**
 * @generated SignedSource<<09886579827c4fe11e1ac1d5533bffab>>
 * @relayHash d804f64b7baa5afcebb88f752b89fccf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11724aed485048a73b0b999ddc6674ff95dc0b64287d8be2ddd2267123e80a74

import { ConcreteRequest } from 'relay-runtime';
export type pickersNodeQuery$variables = {
  id: string;
};
export type pickersNodeQuery$data = {
  readonly node: {
    readonly databaseId?: number;
    readonly drumType?: {
      readonly name: string;
    };
    readonly id: string;
    readonly name?: string;
    readonly organizationNumber?: string;
    readonly zoneNumber?: number;
  } | null | undefined;
};
export type pickersNodeQuery = {
  response: pickersNodeQuery$data;
  variables: pickersNodeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "organizationNumber",
    "storageKey": null
  }
],
v6 = {
  "kind": "InlineFragment",
  "selections": (v5/*:: as any*/),
  "type": "ReturnerCompany",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": (v5/*:: as any*/),
  "type": "TransportCompany",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zoneNumber",
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "type": "Zone",
  "abstractKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "type": "DrumType",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "pickersNodeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumType",
                "kind": "LinkedField",
                "name": "drumType",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DrumSpec",
            "abstractKey": null
          },
          (v9/*:: as any*/)
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
    "name": "pickersNodeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DrumType",
                "kind": "LinkedField",
                "name": "drumType",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DrumSpec",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "11724aed485048a73b0b999ddc6674ff95dc0b64287d8be2ddd2267123e80a74",
    "metadata": {},
    "name": "pickersNodeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8157f774138a54219ba08df946771c9";

export default node;
