/**
 * @generated SignedSource<<f1c31b6f469e64cc413d008a238b99c0>>
 * @relayHash b8bcbbbbf029f24078c581c965a128aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c8d15d613e0f06959afee6f00a4a7840b7bc6613629469c26fcc2bffd9858a2

import { ConcreteRequest } from 'relay-runtime';
export type DrumSpecsRouteTypesQuery$variables = {
  search: string;
};
export type DrumSpecsRouteTypesQuery$data = {
  readonly drumTypes: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type DrumSpecsRouteTypesQuery = {
  response: DrumSpecsRouteTypesQuery$data;
  variables: DrumSpecsRouteTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "QueryDrumTypesConnection",
    "kind": "LinkedField",
    "name": "drumTypes",
    "plural": false,
    "selections": [
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
                "name": "name",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DrumSpecsRouteTypesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DrumSpecsRouteTypesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0c8d15d613e0f06959afee6f00a4a7840b7bc6613629469c26fcc2bffd9858a2",
    "metadata": {},
    "name": "DrumSpecsRouteTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0895dd9d2373b83fb1799921133cb67e";

export default node;
