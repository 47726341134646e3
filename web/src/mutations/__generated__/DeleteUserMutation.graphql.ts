/**
 * @generated SignedSource<<b84d59dc8360f6426d8dda00e7e4e8c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserIdInput = {
  id: string;
};
export type DeleteUserMutation$variables = {
  input: UserIdInput;
};
export type DeleteUserMutation$data = {
  readonly deleteUser: {
    readonly deletedId: string;
  };
};
export type DeleteUserMutation = {
  response: DeleteUserMutation$data;
  variables: DeleteUserMutation$variables;
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
    "name": "deleteUser",
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
    "name": "DeleteUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "17bbddd288d0310863b09a49ea03bfbe",
    "id": null,
    "metadata": {},
    "name": "DeleteUserMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteUserMutation(\n  $input: UserIdInput!\n) {\n  deleteUser(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ce632cc63f84b6ba2841ba495d0358c";

export default node;
