/**
 * @generated SignedSource<<00a1fd8938754eaea18ed0a6b254a478>>
 * @relayHash c2fd869ca6237d1b9aa703bb027ed47d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94b29589c8711d7f0a6e996d97053a6228253caae9a13c80327a4b0b2916cdd7

import { ConcreteRequest } from 'relay-runtime';
export type ExcelEntity = "DRUM_SPECS" | "DRUM_TYPES" | "RETURNER_COMPANIES" | "TRANSPORT_COMPANIES" | "USERS";
export type ImportExcelInput = {
  contentBase64?: string | null | undefined;
  entity: ExcelEntity;
  file?: any | null | undefined;
};
export type ImportExcelMutation$variables = {
  input: ImportExcelInput;
};
export type ImportExcelMutation$data = {
  readonly importExcel: {
    readonly __typename: "ImportExcelPayload";
    readonly imported: number;
    readonly updated: number;
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ImportExcelMutation = {
  response: ImportExcelMutation$data;
  variables: ImportExcelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "importExcel",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imported",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updated",
            "storageKey": null
          }
        ],
        "type": "ImportExcelPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "ImportExcelMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportExcelMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "94b29589c8711d7f0a6e996d97053a6228253caae9a13c80327a4b0b2916cdd7",
    "metadata": {},
    "name": "ImportExcelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6340b42ec3722532d4a21e56dd69ef8c";

export default node;
