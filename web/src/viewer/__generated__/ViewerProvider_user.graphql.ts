/**
 * @generated SignedSource<<efc285455a9bee89f0f69ec2c23c46a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerProvider_user$data = {
  readonly approved: boolean;
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly " $fragmentType": "ViewerProvider_user";
};
export type ViewerProvider_user$key = {
  readonly " $data"?: ViewerProvider_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewerProvider_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewerProvider_user",
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
      "name": "approved",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f2863cfe931f0fe2f634025a4adf75ec";

export default node;
