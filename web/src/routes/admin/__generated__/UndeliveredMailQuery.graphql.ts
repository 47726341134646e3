/**
 * @generated SignedSource<<268c99437eff046f5c073e4eee9769ec>>
 * @relayHash f705ed93b6cff47b58589d351ad42ca0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2140dcc116916fc1367f8feb166939609644ef85adc529adcb1ae2e35e288bff

import { ConcreteRequest } from 'relay-runtime';
export type UndeliveredMailQuery$variables = Record<PropertyKey, never>;
export type UndeliveredMailQuery$data = {
  readonly undeliveredMail: {
    readonly count: number;
    readonly mails: ReadonlyArray<{
      readonly attempts: number;
      readonly databaseId: number;
      readonly lastError: string | null | undefined;
      readonly nextAttemptAt: string;
      readonly status: string;
      readonly subject: string;
      readonly to: string;
    }>;
  };
};
export type UndeliveredMailQuery = {
  response: UndeliveredMailQuery$data;
  variables: UndeliveredMailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UndeliveredMailList",
    "kind": "LinkedField",
    "name": "undeliveredMail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UndeliveredMail",
        "kind": "LinkedField",
        "name": "mails",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attempts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextAttemptAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UndeliveredMailQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UndeliveredMailQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2140dcc116916fc1367f8feb166939609644ef85adc529adcb1ae2e35e288bff",
    "metadata": {},
    "name": "UndeliveredMailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8f1432dc3bcb79ec7d6c22b3f939b88c";

export default node;
