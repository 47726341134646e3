/**
 * @generated SignedSource<<783ac66fdbfd035d0e8e6364aea89214>>
 * @relayHash 2ffdf0eec4e3ea9a56a17b8b089fd168
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e33d359ae9a40de3b7a6fecb5c31ee54fb7c4c0dc31c6bd49eae8684bb7ae74

import { ConcreteRequest } from 'relay-runtime';
export type UserMenuContentQuery$variables = Record<PropertyKey, never>;
export type UserMenuContentQuery$data = {
  readonly me: {
    readonly company: string | null | undefined;
    readonly companyOrgNumber: string | null | undefined;
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly returnerCompanyName: string | null | undefined;
    readonly returnerCompanyOrgNumber: string | null | undefined;
    readonly role: string;
    readonly transportCompanyName: string | null | undefined;
  } | null | undefined;
};
export type UserMenuContentQuery = {
  response: UserMenuContentQuery$data;
  variables: UserMenuContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "me",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "company",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyOrgNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "returnerCompanyName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "returnerCompanyOrgNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "transportCompanyName",
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
    "name": "UserMenuContentQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserMenuContentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3e33d359ae9a40de3b7a6fecb5c31ee54fb7c4c0dc31c6bd49eae8684bb7ae74",
    "metadata": {},
    "name": "UserMenuContentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "17040aa671d10b9b32273893dfa89e33";

export default node;
