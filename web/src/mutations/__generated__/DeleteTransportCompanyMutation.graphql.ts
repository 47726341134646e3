/**
 * @generated SignedSource<<0b5d774df0469c727349d66c4a81ed9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTransportCompanyInput = {
  id: string;
};
export type DeleteTransportCompanyMutation$variables = {
  input: DeleteTransportCompanyInput;
};
export type DeleteTransportCompanyMutation$data = {
  readonly deleteTransportCompany: {
    readonly deletedId: string;
  };
};
export type DeleteTransportCompanyMutation = {
  response: DeleteTransportCompanyMutation$data;
  variables: DeleteTransportCompanyMutation$variables;
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
    "name": "deleteTransportCompany",
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
    "name": "DeleteTransportCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteTransportCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f21173c0785d1a8fec26ef2eb92583c7",
    "id": null,
    "metadata": {},
    "name": "DeleteTransportCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteTransportCompanyMutation(\n  $input: DeleteTransportCompanyInput!\n) {\n  deleteTransportCompany(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c8c094a111fce044e6c23f694f71c829";

export default node;
