/**
 * @generated SignedSource<<f62d77b5b7234b27cb7694dfce66ef7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "9a5afa6493ccf42ac1b2918da22b7826",
    "id": null,
    "metadata": {},
    "name": "RevokeApiTokenMutation",
    "operationKind": "mutation",
    "text": "mutation RevokeApiTokenMutation(\n  $input: RevokeApiTokenInput!\n) {\n  revokeApiToken(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d67b92bba4844ee70075510f56555625";

export default node;
