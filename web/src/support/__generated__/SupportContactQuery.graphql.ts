/**
 * @generated SignedSource<<cce3d9189626aa376ac42e097898c9e2>>
 * @relayHash 565d5fdb4e2960b0dcee55e8e79ff72b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 574e2dee7d5581a15586e2eaec2a420cdfd43868d2a8190c997c4b2ce191cd2f

import { ConcreteRequest } from 'relay-runtime';
export type SupportContactQuery$variables = Record<PropertyKey, never>;
export type SupportContactQuery$data = {
  readonly config: {
    readonly supportEmail: string | null | undefined;
    readonly supportPhone: string | null | undefined;
  };
};
export type SupportContactQuery = {
  response: SupportContactQuery$data;
  variables: SupportContactQuery$variables;
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
    "name": "SupportContactQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportContactQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "574e2dee7d5581a15586e2eaec2a420cdfd43868d2a8190c997c4b2ce191cd2f",
    "metadata": {},
    "name": "SupportContactQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0cc402076c56038cca814218d9a9e938";

export default node;
