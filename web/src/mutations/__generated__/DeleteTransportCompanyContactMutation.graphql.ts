/**
 * @generated SignedSource<<014005304347bd5888442960513b5c1a>>
 * @relayHash f41db1dcaf67a80217e04b2e96820efe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b56eea0bc8b77de52724c4eff4572a714b75a6e87cc8d133a753a6f77b3d6ee2

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTransportCompanyContactInput = {
  id: string;
};
export type DeleteTransportCompanyContactMutation$variables = {
  connections: ReadonlyArray<string>;
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
    "name": "DeleteTransportCompanyContactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteTransportCompanyContact",
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
    "name": "DeleteTransportCompanyContactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteTransportCompanyContact",
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
    "id": "b56eea0bc8b77de52724c4eff4572a714b75a6e87cc8d133a753a6f77b3d6ee2",
    "metadata": {},
    "name": "DeleteTransportCompanyContactMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f13d1be00864e93305f0b4352e4fa53b";

export default node;
