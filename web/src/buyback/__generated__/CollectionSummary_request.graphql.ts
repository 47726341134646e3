/**
 * @generated SignedSource<<c97e2cd89e78b889a7d9631d5e054d85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionSummary_request$data = {
  readonly collection: {
    readonly collectedAt: string;
    readonly collectorName: string | null | undefined;
    readonly creditCents: number | null | undefined;
    readonly differsFromDeclared: boolean;
    readonly lines: ReadonlyArray<{
      readonly creditCents: number | null | undefined;
      readonly declaredQuantity: number;
      readonly drumLineId: number;
      readonly drumSpec: {
        readonly drumTypeName: string;
        readonly name: string;
      };
      readonly extra: number;
      readonly full: number;
      readonly minorDamage: number;
      readonly missing: number;
      readonly scrap: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CollectionSummary_request";
};
export type CollectionSummary_request$key = {
  readonly " $data"?: CollectionSummary_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionSummary_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "creditCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionSummary_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PickupCollection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "collectedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "collectorName",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "differsFromDeclared",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PickupCollectionLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "drumLineId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CollectedDrumSpec",
              "kind": "LinkedField",
              "name": "drumSpec",
              "plural": false,
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
                  "name": "drumTypeName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "declaredQuantity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "full",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "minorDamage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scrap",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "missing",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "extra",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PickupRequest",
  "abstractKey": null
};
})();

(node as any).hash = "d1517ce16000912a19ebea566e406163";

export default node;
