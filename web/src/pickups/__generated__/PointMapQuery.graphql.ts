/**
 * @generated SignedSource<<6905917675f2d81d25a50bffe8694a71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PointMapQuery$variables = Record<PropertyKey, never>;
export type PointMapQuery$data = {
  readonly config: {
    readonly mapTileUrl: string;
  };
};
export type PointMapQuery = {
  response: PointMapQuery$data;
  variables: PointMapQuery$variables;
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PointMapQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PointMapQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "99fde87dde22deee30ec0b606eb7c965",
    "id": null,
    "metadata": {},
    "name": "PointMapQuery",
    "operationKind": "query",
    "text": "query PointMapQuery {\n  config {\n    mapTileUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "491809d8f57cea9eecb9aa27e38df723";

export default node;
