/**
 * @generated SignedSource<<95980f1fd08124d7d3f7637dc323fada>>
 * @relayHash e534722c3f475f2e4e408cfb7ff9dcc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99d2a5aefbb97324e09d93c0b036c1b8dc65de857ded9a565e5bcf18bd3a0b5e

import { ConcreteRequest } from 'relay-runtime';
export type useMoneyQuery$variables = Record<PropertyKey, never>;
export type useMoneyQuery$data = {
  readonly config: {
    readonly currency: string;
  };
};
export type useMoneyQuery = {
  response: useMoneyQuery$data;
  variables: useMoneyQuery$variables;
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
        "name": "currency",
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
    "name": "useMoneyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMoneyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "99d2a5aefbb97324e09d93c0b036c1b8dc65de857ded9a565e5bcf18bd3a0b5e",
    "metadata": {},
    "name": "useMoneyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b8fdc2e4b871aa35ab69dceed613f5d0";

export default node;
