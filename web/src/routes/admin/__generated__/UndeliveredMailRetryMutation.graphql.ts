/**
 * @generated SignedSource<<f95be48b4c5e23d8cd25adfce9fa4d1c>>
 * @relayHash 2b0f9fb88645092acc463672ffaf28e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01518152b16bc89292bc0b2ced08a1a16dcbc5d95ee2b1315dcf39fb6badfc4f

import { ConcreteRequest } from 'relay-runtime';
export type RetryMailInput = {
  id: number;
};
export type UndeliveredMailRetryMutation$variables = {
  input: RetryMailInput;
};
export type UndeliveredMailRetryMutation$data = {
  readonly retryMail: {
    readonly databaseId: number;
    readonly nextAttemptAt: string;
    readonly status: string;
  };
};
export type UndeliveredMailRetryMutation = {
  response: UndeliveredMailRetryMutation$data;
  variables: UndeliveredMailRetryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UndeliveredMail",
    "kind": "LinkedField",
    "name": "retryMail",
    "plural": false,
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
        "name": "status",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UndeliveredMailRetryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UndeliveredMailRetryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "01518152b16bc89292bc0b2ced08a1a16dcbc5d95ee2b1315dcf39fb6badfc4f",
    "metadata": {},
    "name": "UndeliveredMailRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c125511932af3a98163efd5e1cccd49a";

export default node;
