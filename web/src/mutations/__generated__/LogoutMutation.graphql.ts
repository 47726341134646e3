/**
 * @generated SignedSource<<31537e177d24498110d314a40e7159a2>>
 * @relayHash 25eb233330a2d1bbc408cde75fa5e489
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 440c6c911c787a5329d87a0e4cc53167802e518aefae7701869ef325382b7f82

import { ConcreteRequest } from 'relay-runtime';
export type LogoutMutation$variables = Record<PropertyKey, never>;
export type LogoutMutation$data = {
  readonly logout: {
    readonly message: string;
  };
};
export type LogoutMutation = {
  response: LogoutMutation$data;
  variables: LogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MessagePayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "LogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "440c6c911c787a5329d87a0e4cc53167802e518aefae7701869ef325382b7f82",
    "metadata": {},
    "name": "LogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9bf58fcd925e55d8bbaaa41dbdf6f91a";

export default node;
