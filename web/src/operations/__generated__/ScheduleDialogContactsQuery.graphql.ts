/**
 * @generated SignedSource<<c2da8b41c85b184bd8397071dd557861>>
 * @relayHash 590c4a18e17b068124cab57326d23c07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 945afffa714847172286698e52920d75acf125e7bb4a85682bc961112c059b9b

import { ConcreteRequest } from 'relay-runtime';
export type ScheduleDialogContactsQuery$variables = {
  id: string;
};
export type ScheduleDialogContactsQuery$data = {
  readonly node: {
    readonly contacts?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type ScheduleDialogContactsQuery = {
  response: ScheduleDialogContactsQuery$data;
  variables: ScheduleDialogContactsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TransportCompanyContact",
      "kind": "LinkedField",
      "name": "contacts",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TransportCompany",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ScheduleDialogContactsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScheduleDialogContactsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "945afffa714847172286698e52920d75acf125e7bb4a85682bc961112c059b9b",
    "metadata": {},
    "name": "ScheduleDialogContactsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "36fe513bfb037799c35aa64675e775ce";

export default node;
