/**
 * @generated SignedSource<<279b27e1f452e2e453089228217a54ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DrumStatus = "BOOKED" | "ON_SITE" | "RETURNED";
import { FragmentRefs } from "relay-runtime";
export type DrumsOnSiteRoute_drum$data = {
  readonly deliveredAt: string | null | undefined;
  readonly drumSpec: {
    readonly drumType: {
      readonly name: string;
    };
    readonly name: string;
  };
  readonly forfeitCents: number;
  readonly forfeitsOn: string | null | undefined;
  readonly monthlyRentCents: number;
  readonly number: string;
  readonly pickupRequest: {
    readonly databaseId: number;
    readonly referenceNumberFormatted: string;
  } | null | undefined;
  readonly rentCentsSoFar: number;
  readonly rentFreeUntil: string | null | undefined;
  readonly status: DrumStatus;
  readonly " $fragmentType": "DrumsOnSiteRoute_drum";
};
export type DrumsOnSiteRoute_drum$key = {
  readonly " $data"?: DrumsOnSiteRoute_drum$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrumsOnSiteRoute_drum">;
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
  "name": "DrumsOnSiteRoute_drum",
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "concreteType": "DrumType",
          "kind": "LinkedField",
          "name": "drumType",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rentFreeUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forfeitsOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyRentCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forfeitCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rentCentsSoFar",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
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

(node as any).hash = "19b6b51cc893484ba68de148fc895c3d";

export default node;
