/**
 * @generated SignedSource<<65a3c89b8f2713f5cf716a056f557a25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DrumStatus = "BOOKED" | "ON_SITE" | "RETURNED";
import { FragmentRefs } from "relay-runtime";
export type drumLookup_drum$data = {
  readonly drumSpec: {
    readonly databaseId: number;
    readonly drumType: {
      readonly name: string;
    };
    readonly id: string;
    readonly name: string;
  };
  readonly id: string;
  readonly number: string;
  readonly pickupRequest: {
    readonly databaseId: number;
    readonly referenceNumberFormatted: string;
  } | null | undefined;
  readonly site: {
    readonly address: string;
    readonly latitude: number | null | undefined;
    readonly longitude: number | null | undefined;
  } | null | undefined;
  readonly status: DrumStatus;
  readonly " $fragmentType": "drumLookup_drum";
};
export type drumLookup_drum$key = {
  readonly " $data"?: drumLookup_drum$data;
  readonly " $fragmentSpreads": FragmentRefs<"drumLookup_drum">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
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
  "name": "drumLookup_drum",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DrumSpec",
      "kind": "LinkedField",
      "name": "drumSpec",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DrumType",
          "kind": "LinkedField",
          "name": "drumType",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DrumSite",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
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
          "name": "latitude",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "longitude",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PickupRequest",
      "kind": "LinkedField",
      "name": "pickupRequest",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referenceNumberFormatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Drum",
  "abstractKey": null
};
})();

(node as any).hash = "5deff5c07556b91243b26537dd0a6ca0";

export default node;
