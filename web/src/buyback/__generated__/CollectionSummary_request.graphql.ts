/**
 * @generated SignedSource<<b6aa2dcb90eb5e4aca2db2dadcb4f484>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollectionExtrasReview = "ACCEPTED" | "PENDING" | "REFUSED";
import { FragmentRefs } from "relay-runtime";
export type CollectionSummary_request$data = {
  readonly collection: {
    readonly collectedAt: string;
    readonly collectorName: string | null | undefined;
    readonly creditCents: number | null | undefined;
    readonly differsFromDeclared: boolean;
    readonly extraDrums: number;
    readonly extrasReview: CollectionExtrasReview | null | undefined;
    readonly extrasToReview: number;
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
    readonly photos: ReadonlyArray<{
      readonly databaseId: number;
      readonly filename: string;
      readonly thumbnailUrl: string;
      readonly url: string;
    }>;
  } | null | undefined;
  readonly id: string;
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
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
          "name": "extraDrums",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "extrasToReview",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "extrasReview",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CollectionPhoto",
          "kind": "LinkedField",
          "name": "photos",
          "plural": true,
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
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "thumbnailUrl",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "filename",
              "storageKey": null
            }
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

(node as any).hash = "56d6cfa314f0afd7247d838d71e80441";

export default node;
