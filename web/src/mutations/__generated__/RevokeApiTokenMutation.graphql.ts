/**
 * @generated SignedSource<<8c2762fe551affecb871862aba2e6a2b>>
 * @relayHash 9a5afa6493ccf42ac1b2918da22b7826
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9671433ed0d20506bd1ea449643af35033451d4c22679d8d90551a620fa940f1

import { ConcreteRequest } from 'relay-runtime';
export type RevokeApiTokenInput = {
  id: string;
};
export type RevokeApiTokenMutation$variables = {
  input: RevokeApiTokenInput;
};
export type RevokeApiTokenMutation$data = {
  readonly revokeApiToken: {
    readonly deletedId: string;
  };
};
export type RevokeApiTokenMutation = {
  response: RevokeApiTokenMutation$data;
  variables: RevokeApiTokenMutation$variables;
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
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "RevokeApiTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RevokeApiTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9671433ed0d20506bd1ea449643af35033451d4c22679d8d90551a620fa940f1",
    "metadata": {},
    "name": "RevokeApiTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d67b92bba4844ee70075510f56555625";

export default node;
