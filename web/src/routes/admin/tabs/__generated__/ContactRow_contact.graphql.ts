/**
 * @generated SignedSource<<4d3afb1e38633d33c001db53611c3312>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactRow_contact$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "ContactRow_contact";
};
export type ContactRow_contact$key = {
  readonly " $data"?: ContactRow_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactRow_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactRow_contact",
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
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "TransportCompanyContact",
  "abstractKey": null
};

(node as any).hash = "bb0daa7536c92a1a887c81b8ca3c3f82";

export default node;
