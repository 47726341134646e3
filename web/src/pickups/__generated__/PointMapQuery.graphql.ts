/**
 * @generated SignedSource<<6ab086c67960db4d4a82c4be8dcb6105>>
 * @relayHash 99fde87dde22deee30ec0b606eb7c965
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b05b726edf8f11f0ece86da96a7d1cd438268922a0dd07dceb25be5bf55af8d

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
    "id": "8b05b726edf8f11f0ece86da96a7d1cd438268922a0dd07dceb25be5bf55af8d",
    "metadata": {},
    "name": "PointMapQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "491809d8f57cea9eecb9aa27e38df723";

export default node;
