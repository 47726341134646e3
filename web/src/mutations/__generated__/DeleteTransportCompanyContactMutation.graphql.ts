/**
 * @generated SignedSource<<a09ded2e5454164bfbbccb8725233fb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTransportCompanyContactInput = {
  id: string;
};
export type DeleteTransportCompanyContactMutation$variables = {
  input: DeleteTransportCompanyContactInput;
};
export type DeleteTransportCompanyContactMutation$data = {
  readonly deleteTransportCompanyContact: {
    readonly deletedId: string;
  };
};
export type DeleteTransportCompanyContactMutation = {
  response: DeleteTransportCompanyContactMutation$data;
  variables: DeleteTransportCompanyContactMutation$variables;
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
    "name": "deleteTransportCompanyContact",
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
    "name": "DeleteTransportCompanyContactMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteTransportCompanyContactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f41db1dcaf67a80217e04b2e96820efe",
    "id": null,
    "metadata": {},
    "name": "DeleteTransportCompanyContactMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteTransportCompanyContactMutation(\n  $input: DeleteTransportCompanyContactInput!\n) {\n  deleteTransportCompanyContact(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "acb971aa1e9960ef0953575f11b4e307";

export default node;
