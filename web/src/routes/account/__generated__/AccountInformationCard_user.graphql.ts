/**
 * @generated SignedSource<<0ec04f0cf27593fd44bd160a4de6838e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountInformationCard_user$data = {
  readonly company: string | null | undefined;
  readonly companyOrgNumber: string | null | undefined;
  readonly division: string | null | undefined;
  readonly email: string;
  readonly name: string;
  readonly phoneNumber: string | null | undefined;
  readonly returnerCompanyName: string | null | undefined;
  readonly returnerCompanyOrgNumber: string | null | undefined;
  readonly role: string;
  readonly transportCompanyName: string | null | undefined;
  readonly " $fragmentType": "AccountInformationCard_user";
};
export type AccountInformationCard_user$key = {
  readonly " $data"?: AccountInformationCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountInformationCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountInformationCard_user",
  "selections": [
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
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "division",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0e3ceeadc9d9e4485fb6aec57faba50a";

export default node;
