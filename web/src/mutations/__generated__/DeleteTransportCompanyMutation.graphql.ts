/**
 * @generated SignedSource<<0e784c4d1f089c138a05999cec5200d8>>
 * @relayHash f21173c0785d1a8fec26ef2eb92583c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5975a78468bd1bde46c2975400dee01581cf1eaab98cf85a32ec54b47535352b

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTransportCompanyInput = {
  id: string;
};
export type DeleteTransportCompanyMutation$variables = {
  connections: ReadonlyArray<string>;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteTransportCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteTransportCompany",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeleteTransportCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteTransportCompany",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5975a78468bd1bde46c2975400dee01581cf1eaab98cf85a32ec54b47535352b",
    "metadata": {},
    "name": "DeleteTransportCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b9c5b8d8d4c69bbe4920e03c01efa9b";

export default node;
