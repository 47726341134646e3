/**
 * @generated SignedSource<<c9649a92030d18d02faacbb2ff3f80dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f705ed93b6cff47b58589d351ad42ca0",
    "id": null,
    "metadata": {},
    "name": "UndeliveredMailQuery",
    "operationKind": "query",
    "text": "query UndeliveredMailQuery {\n  undeliveredMail {\n    count\n    mails {\n      databaseId\n      to\n      subject\n      status\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f1432dc3bcb79ec7d6c22b3f939b88c";

export default node;
