/**
 * @generated SignedSource<<80dae92e1bb6eb60f9b0c65cb72815bf>>
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
  readonly localeTag: string;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "localeTag",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "34680a5bde8ea3ffa2e16cf1fc125ac2";

export default node;
