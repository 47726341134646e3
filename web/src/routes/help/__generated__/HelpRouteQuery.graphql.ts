/**
 * @generated SignedSource<<04a8773669abc0d9bcb64c0af75d7bb9>>
 * @relayHash 1fdb23517f28ae985fab874314440c7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43587ed14c30f4bcede78d4ad9cc06292e811cbd6899555fedbc0bd90e74b953

import { ConcreteRequest } from 'relay-runtime';
export type HelpRouteQuery$variables = Record<PropertyKey, never>;
export type HelpRouteQuery$data = {
  readonly config: {
    readonly supportEmail: string | null | undefined;
    readonly supportPhone: string | null | undefined;
  };
};
export type HelpRouteQuery = {
  response: HelpRouteQuery$data;
  variables: HelpRouteQuery$variables;
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
        "name": "supportEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "supportPhone",
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
    "name": "HelpRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HelpRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "43587ed14c30f4bcede78d4ad9cc06292e811cbd6899555fedbc0bd90e74b953",
    "metadata": {},
    "name": "HelpRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "850f7ec561a7243af4f447f289f1f71e";

export default node;
