/**
 * @generated SignedSource<<9715acb6548aaa42089c0a662df3c3c9>>
 * @relayHash c4be3af9ef509074b9bdb9372d87a22b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cebdf0807e4eab48c2d696bdbe7245a941680dc749cbd8da528e556efb922dfc

import { ConcreteRequest } from 'relay-runtime';
export type UserMenuQuery$variables = Record<PropertyKey, never>;
export type UserMenuQuery$data = {
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
export type UserMenuQuery = {
  response: UserMenuQuery$data;
  variables: UserMenuQuery$variables;
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
    "name": "UserMenuQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserMenuQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cebdf0807e4eab48c2d696bdbe7245a941680dc749cbd8da528e556efb922dfc",
    "metadata": {},
    "name": "UserMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "68a1ca58c1f877d28268b84909c87f24";

export default node;
