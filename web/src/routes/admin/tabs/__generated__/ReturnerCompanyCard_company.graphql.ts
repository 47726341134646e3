/**
 * @generated SignedSource<<982961fffca0d8d648bc927fa78ccaaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReturnerCompanyCard_company$data = {
  readonly address: string | null | undefined;
  readonly calendarFeedUrl: string | null | undefined;
  readonly contactPerson: string | null | undefined;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly organizationNumber: string;
  readonly userCount: number;
  readonly " $fragmentType": "ReturnerCompanyCard_company";
};
export type ReturnerCompanyCard_company$key = {
  readonly " $data"?: ReturnerCompanyCard_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnerCompanyCard_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReturnerCompanyCard_company",
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
      "name": "organizationNumber",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPerson",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "calendarFeedUrl",
      "storageKey": null
    }
  ],
  "type": "ReturnerCompany",
  "abstractKey": null
};

(node as any).hash = "3261b66b48c361104c309073e58af21a";

export default node;
