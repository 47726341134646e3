/**
 * @generated SignedSource<<7c56cc1c81a93cee84253116d6a29826>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApproveUserDialog_user$data = {
  readonly company: string | null | undefined;
  readonly companyOrgNumber: string | null | undefined;
  readonly email: string;
  readonly matchingReturnerCompany: {
    readonly id: string;
    readonly name: string;
    readonly organizationNumber: string;
  } | null | undefined;
  readonly name: string;
  readonly role: string;
  readonly " $fragmentType": "ApproveUserDialog_user";
};
export type ApproveUserDialog_user$key = {
  readonly " $data"?: ApproveUserDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApproveUserDialog_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApproveUserDialog_user",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "ReturnerCompany",
      "kind": "LinkedField",
      "name": "matchingReturnerCompany",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "6f5fb37207081e234382e75dc27c6597";

export default node;
